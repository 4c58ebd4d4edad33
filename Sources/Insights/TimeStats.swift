import Model
import Store

/// How many photos fell on a day.
public struct DayCount: Sendable, Equatable, Codable {
    public var date: CivilDate
    public var count: Int
}

/// How many photos fell in a calendar month.
public struct MonthCount: Sendable, Equatable, Codable {
    public var year: Int
    public var month: Int
    public var count: Int
    /// `2025-10`.
    public var key: String { "\(year.zeroPadded(4))-\(month.zeroPadded(2))" }
}

/// A run of consecutive days.
public struct DaySpan: Sendable, Equatable, Codable {
    public var start: CivilDate
    public var end: CivilDate
    public var days: Int { end.dayNumber - start.dayNumber + 1 }
}

/// A counted photo's time, as the statistics use it.
public struct DatedPhoto: Sendable, Equatable {
    public var time: LocalDateTime
    public var precision: TimePrecision

    public init(_ time: LocalDateTime, _ precision: TimePrecision = .exact) {
        self.time = time
        self.precision = precision
    }
}

/// Time statistics over the counted photos of a range, bucketed by each photo's own wall
/// clock (so a week in Tokyo is on Tokyo's hours). Every photo counts in `total`; a photo
/// whose day is known counts in the days, weeks, months, weekdays, streaks and peak day; only
/// one whose hour is known counts in the hours (`TimePrecision`). Every tie breaks towards
/// the earlier: the earlier day, month, week, run or hour, and Monday first among weekdays.
public struct TimeStats: Sendable, Equatable, Codable {
    public var total: Int
    /// Days with at least one photo.
    public var photoDays: Int
    public var peakDay: DayCount?
    public var peakMonth: MonthCount?
    /// Every month the range touches, in order, with its count (zero included).
    public var months: [MonthCount]
    /// Photos per hour of the local day, 0 to 23.
    public var hourHistogram: [Int]
    /// The 3-hour window (wrapping past midnight) with the most photos: its first hour.
    public var bestWindowStart: Int?
    public var bestWindowCount: Int
    /// Photos per ISO weekday, Monday first.
    public var weekdayCounts: [Int]
    /// 1 = Monday … 7 = Sunday.
    public var topWeekday: Int?
    public var busiestWeek: ISOWeek?
    public var busiestWeekCount: Int
    public var longestStreak: DaySpan?
    /// The longest run of days without a photo between two days with photos.
    public var longestGap: DaySpan?
    /// Photos per day of the range, from its first day.
    public var dailyCounts: [Int]

    public static let windowHours = 3

    /// Photos whose hour is known: those the hour histogram counts.
    public var photosWithHour: Int { hourHistogram.reduce(0, +) }

    /// The counts the statistics are taken from, added to one photo at a time: a caller walking
    /// its rows needs no array of its photos' times.
    public struct Tally: Sendable {
        fileprivate var total = 0
        fileprivate var perDay: [Int: Int] = [:]
        fileprivate var hourHistogram = Array(repeating: 0, count: 24)
        fileprivate var weekdayCounts = Array(repeating: 0, count: 7)

        public init() {}

        public mutating func add(_ photo: DatedPhoto) {
            total += 1
            guard photo.precision.knowsDay else { return }
            let time = photo.time
            perDay[time.dayNumber, default: 0] += 1
            if photo.precision.knowsHour { hourHistogram[time.hour] += 1 }
            weekdayCounts[time.date.isoWeekday - 1] += 1
        }

        /// A row of the range, where it lies: one without a time counts nowhere.
        package mutating func add(_ row: RowView) {
            if let time = row.localTime { add(DatedPhoto(time, row.precision)) }
        }
    }

    public init(photos: [DatedPhoto], range: DateRange) {
        var tally = Tally()
        for photo in photos { tally.add(photo) }
        self.init(tally, range: range)
    }

    public init(_ tally: Tally, range: DateRange) {
        total = tally.total
        let perDay = tally.perDay
        hourHistogram = tally.hourHistogram
        weekdayCounts = tally.weekdayCounts
        photoDays = perDay.count
        dailyCounts = (range.start.dayNumber ... range.end.dayNumber).map { perDay[$0] ?? 0 }

        let days = perDay.keys.sorted()
        peakDay = days.max { (perDay[$0]!, -$0) < (perDay[$1]!, -$1) }.map { DayCount(date: CivilDate(dayNumber: $0), count: perDay[$0]!) }

        var monthList: [MonthCount] = []
        var day = CivilDate(year: range.start.year, month: range.start.month, day: 1)
        while day <= range.end {
            monthList.append(MonthCount(year: day.year, month: day.month, count: 0))
            day = day.month == 12 ? CivilDate(year: day.year + 1, month: 1, day: 1) : CivilDate(year: day.year, month: day.month + 1, day: 1)
        }
        for (dayNumber, count) in perDay {
            let date = CivilDate(dayNumber: dayNumber)
            if let i = monthList.firstIndex(where: { $0.year == date.year && $0.month == date.month }) { monthList[i].count += count }
        }
        months = monthList
        peakMonth = perDay.isEmpty ? nil : monthList.enumerated().max { a, b in (a.element.count, -a.offset) < (b.element.count, -b.offset) }?.element

        let hours = hourHistogram
        let windows = (0 ..< 24).map { start in (0 ..< Self.windowHours).reduce(0) { $0 + hours[(start + $1) % 24] } }
        bestWindowStart = hours.allSatisfy { $0 == 0 } ? nil : windows.enumerated().max { (a, b) in (a.element, -a.offset) < (b.element, -b.offset) }?.offset
        bestWindowCount = bestWindowStart.map { windows[$0] } ?? 0

        let weekdays = weekdayCounts
        topWeekday = perDay.isEmpty ? nil : weekdays.enumerated().max { (a, b) in (a.element, -a.offset) < (b.element, -b.offset) }.map { $0.offset + 1 }

        var perWeek: [ISOWeek: Int] = [:]
        for (dayNumber, count) in perDay { perWeek[ISOWeek(containing: CivilDate(dayNumber: dayNumber)), default: 0] += count }
        busiestWeek = perWeek.keys.max { (perWeek[$0]!, $1) < (perWeek[$1]!, $0) }
        busiestWeekCount = busiestWeek.map { perWeek[$0]! } ?? 0

        longestStreak = Self.longestRun(days.map { CivilDate(dayNumber: $0) })
        longestGap = Self.longestGap(days)
    }

    /// The weeks of `range` that have passed by `today`: a range reaching past today (`--year`
    /// of this year) is counted only to today, never over weeks still to come. At least one.
    public static func weeksPassed(_ range: DateRange, today: CivilDate?) -> Double {
        let end = today.map { min(max($0, range.start), range.end) } ?? range.end
        return max(1, Double(end.dayNumber - range.start.dayNumber + 1) / 7)
    }

    /// Photos a week over the weeks of `range` that have passed by `today`.
    public func photosPerWeek(_ range: DateRange, today: CivilDate?) -> Double {
        Double(total) / Self.weeksPassed(range, today: today)
    }

    /// The longest run of consecutive days; the earliest among equals.
    static func longestRun(_ sortedDays: [CivilDate]) -> DaySpan? {
        var best: DaySpan?
        var current: DaySpan?
        for day in sortedDays {
            if let run = current, run.end.adding(days: 1) == day {
                current = DaySpan(start: run.start, end: day)
            } else {
                current = DaySpan(start: day, end: day)
            }
            if let run = current, run.days > (best?.days ?? 0) { best = run }
        }
        return best
    }

    private static func longestGap(_ sortedDays: [Int]) -> DaySpan? {
        var best: DaySpan?
        for (a, b) in zip(sortedDays, sortedDays.dropFirst()) where b - a > 1 {
            let gap = DaySpan(start: CivilDate(dayNumber: a + 1), end: CivilDate(dayNumber: b - 1))
            if gap.days > (best?.days ?? 0) { best = gap }
        }
        return best
    }
}
