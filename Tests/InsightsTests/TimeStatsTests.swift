import Foundation
import Testing
@testable import Insights
@testable import Model

@Suite("Time statistics")
struct TimeStatsTests {
    static func at(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 12) -> LocalDateTime {
        LocalDateTime(year: y, month: m, day: d, hour: h)!
    }

    static let year2025 = try! DateRange.year(2025)

    @Test("ties break towards the earlier day, month, week and hour, and Monday among weekdays")
    func ties() {
        // Two photos on Tue 2025-03-04 at 09h, two on Thu 2025-05-08 at 15h.
        let times = [Self.at(2025, 3, 4, 9), Self.at(2025, 3, 4, 9), Self.at(2025, 5, 8, 15), Self.at(2025, 5, 8, 15)]
        let stats = TimeStats(photos: times.map { DatedPhoto($0) }, range: Self.year2025)
        #expect(stats.peakDay == DayCount(date: CivilDate(year: 2025, month: 3, day: 4), count: 2))
        #expect(stats.peakMonth?.key == "2025-03")
        #expect(stats.busiestWeek == ISOWeek(year: 2025, week: 10))
        #expect(stats.bestWindowStart == 7)  // 07–10 and 08–11 hold 09h as 13–16 holds 15h: 07 is earliest
        #expect(stats.topWeekday == 2)  // Tuesday and Thursday tie: Tuesday
        #expect(stats.longestStreak == DaySpan(start: CivilDate(year: 2025, month: 3, day: 4), end: CivilDate(year: 2025, month: 3, day: 4)))
    }

    @Test("the best window wraps past midnight")
    func windowWraps() {
        let times = [Self.at(2025, 1, 1, 23), Self.at(2025, 1, 2, 0), Self.at(2025, 1, 2, 1), Self.at(2025, 1, 2, 12)]
        let stats = TimeStats(photos: times.map { DatedPhoto($0) }, range: Self.year2025)
        #expect(stats.bestWindowStart == 23 && stats.bestWindowCount == 3)
    }

    @Test("a streak runs across the new year, and ISO weeks cross years")
    func yearBoundary() throws {
        let range = try DateRange(start: CivilDate(year: 2024, month: 12, day: 1), end: CivilDate(year: 2025, month: 1, day: 31))
        let times = [Self.at(2024, 12, 30), Self.at(2024, 12, 31), Self.at(2025, 1, 1), Self.at(2025, 1, 2), Self.at(2025, 1, 20)]
        let stats = TimeStats(photos: times.map { DatedPhoto($0) }, range: range)
        #expect(stats.longestStreak?.days == 4)
        #expect(stats.longestStreak?.start == CivilDate(year: 2024, month: 12, day: 30))
        #expect(stats.busiestWeek?.description == "2025-W01")  // Monday 30 December 2024 starts ISO week 1 of 2025
        #expect(stats.longestGap == DaySpan(start: CivilDate(year: 2025, month: 1, day: 3), end: CivilDate(year: 2025, month: 1, day: 19)))
        #expect(stats.months.map(\.key) == ["2024-12", "2025-01"])
    }

    @Test("ISO weeks agree with Foundation's ISO 8601 calendar", arguments: [
        (2021, 1, 3), (2020, 12, 31), (2026, 12, 31), (2027, 1, 1), (2025, 12, 29), (2024, 12, 30), (2015, 12, 31),
    ])
    func isoWeeks(y: Int, m: Int, d: Int) {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: y, month: m, day: d))!
        let c = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
        let week = ISOWeek(containing: CivilDate(year: y, month: m, day: d))
        #expect(week == ISOWeek(year: c.yearForWeekOfYear!, week: c.weekOfYear!))
        #expect(week.monday.isoWeekday == 1 && week.monday <= CivilDate(year: y, month: m, day: d))
    }

    @Test("days are wall-clock days across a DST change: 23- and 25-hour days are still one day each")
    func daylightSaving() throws {
        let london = TimeZone(identifier: "Europe/London")!
        // 00:30 local on 29 March (GMT), 30 March (clocks go forward at 01:00) and 31 March (BST).
        let instants: [Int64] = [1_743_208_200, 1_743_294_600, 1_743_377_400]
        let times = instants.map { LocalDateTime(instant: $0, utcOffset: london.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval($0)))) }
        #expect(times.map(\.hour) == [0, 0, 0])
        let stats = TimeStats(photos: times.map { DatedPhoto($0) }, range: Self.year2025)
        #expect(stats.longestStreak?.days == 3)
        #expect(stats.photoDays == 3)
    }

    @Test("no photos, no statistics")
    func empty() {
        let stats = TimeStats(photos: [], range: Self.year2025)
        #expect(stats.peakDay == nil && stats.peakMonth == nil && stats.bestWindowStart == nil && stats.topWeekday == nil)
        #expect(stats.longestStreak == nil && stats.busiestWeek == nil)
    }
}
