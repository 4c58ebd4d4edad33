import Foundation
import Model

/// The deck's day statistics over a set of capture days, computed with Foundation's ISO 8601
/// calendar rather than the program's own dates: the peak day, month and ISO week, the longest
/// streak and the photos per weekday. Every tie goes to the earlier.
struct TruthCalendar {
    let peakDay: GroundTruth.Time.Day
    let peakMonth: GroundTruth.Time.Month
    let busiestWeek: GroundTruth.Time.Week
    let longestStreak: GroundTruth.Time.Streak
    /// Photos per weekday, Monday first.
    let weekdays: [Int]

    /// `days` holds one entry per photo; it must not be empty.
    init(days: [CivilDate]) {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let dates = days.map { calendar.date(from: DateComponents(year: $0.year, month: $0.month, day: $0.day))! }
        func dayKey(_ date: Date) -> String {
            let c = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
        }
        func best(_ counts: [String: Int]) -> (String, Int) {
            counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!
        }
        let byDay = Dictionary(grouping: dates, by: dayKey).mapValues(\.count)
        let byMonth = Dictionary(grouping: dates) { String(dayKey($0).prefix(7)) }.mapValues(\.count)
        let byWeek = Dictionary(grouping: dates) { date -> String in
            let c = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
            return String(format: "%04d-W%02d", c.yearForWeekOfYear!, c.weekOfYear!)
        }.mapValues(\.count)
        var weekdays = [Int](repeating: 0, count: 7)
        for date in dates { weekdays[(calendar.component(.weekday, from: date) + 5) % 7] += 1 }  // Sunday = 1 → index 6
        // The longest run of consecutive days, the earliest among equals.
        let sorted = Set(dates).sorted()
        var streak = (days: 1, start: sorted[0], end: sorted[0]), current = streak
        for (previous, day) in zip(sorted, sorted.dropFirst()) {
            current = calendar.date(byAdding: .day, value: 1, to: previous) == day ? (current.days + 1, current.start, day) : (1, day, day)
            if current.days > streak.days { streak = current }
        }
        let (day, dayCount) = best(byDay), (month, monthCount) = best(byMonth), (week, weekCount) = best(byWeek)
        peakDay = .init(date: day, count: dayCount)
        peakMonth = .init(month: month, count: monthCount)
        busiestWeek = .init(week: week, count: weekCount)
        longestStreak = .init(days: streak.days, start: dayKey(streak.start), end: dayKey(streak.end))
        self.weekdays = weekdays
    }

    /// 1 = Monday … 7 = Sunday: the weekday with most photos.
    var topWeekday: Int {
        weekdays.enumerated().max { ($0.element, $1.offset) < ($1.element, $0.offset) }!.offset + 1
    }
}
