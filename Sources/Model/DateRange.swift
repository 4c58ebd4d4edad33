/// An inclusive range of local calendar days: the slice of the library a deck is about.
public struct DateRange: Sendable, Hashable, Codable, CustomStringConvertible {
    public let start: CivilDate
    public let end: CivilDate

    /// Years before this are refused: no camera wrote them, and they are almost always typos.
    public static let earliestYear = 1900

    public init(start: CivilDate, end: CivilDate) throws(DateRangeError) {
        guard start.year >= Self.earliestYear else { throw .beforeEarliestYear(start.year) }
        guard start <= end else { throw .inverted(start: start, end: end) }
        self.start = start
        self.end = end
    }

    public static func year(_ year: Int) throws(DateRangeError) -> DateRange {
        guard year <= 9999 else { throw .impossibleYear(year) }
        return try DateRange(start: CivilDate(year: year, month: 1, day: 1),
                             end: CivilDate(year: year, month: 12, day: 31))
    }

    /// From January 1 of `today`'s year through `today`: the spec's default.
    public static func thisYear(today: CivilDate) -> DateRange {
        // Cannot throw: both days share a year no earlier than today's.
        (try? DateRange(start: CivilDate(year: today.year, month: 1, day: 1), end: today))
            ?? DateRange(unchecked: today)
    }

    /// The 30 days ending with `today`.
    public static func last30Days(today: CivilDate) -> DateRange {
        (try? DateRange(start: today.adding(days: -29), end: today)) ?? DateRange(unchecked: today)
    }

    private init(unchecked day: CivilDate) {
        start = day
        end = day
    }

    public func contains(_ time: LocalDateTime) -> Bool {
        (start.dayNumber...end.dayNumber).contains(time.dayNumber)
    }

    /// First second of the first day and first second after the last day, for SQL range queries.
    public var bounds: (lower: Int64, upperExclusive: Int64) {
        (Int64(start.dayNumber) * 86_400, Int64(end.dayNumber + 1) * 86_400)
    }

    public var dayCount: Int { end.dayNumber - start.dayNumber + 1 }

    /// The range with the `months` before it: from the same day that many months earlier
    /// (the month's last day where it is shorter), through the same end.
    public func extended(backByMonths months: Int) -> DateRange {
        let index = start.year * 12 + (start.month - 1) - months
        let year = index / 12, month = index % 12 + 1
        let first = CivilDate(year: year, month: month, day: min(start.day, CivilDate.daysIn(month: month, year: year)))
        return (try? DateRange(start: first, end: end)) ?? self
    }

    /// `2025`, or `2025-03-01_2025-03-30` for anything that is not a whole calendar year.
    public var slug: String {
        if start.month == 1, start.day == 1, end.month == 12, end.day == 31, start.year == end.year {
            return String(start.year)
        }
        return "\(start)_\(end)"
    }

    public var description: String { "\(start) to \(end)" }
}

public enum DateRangeError: Error, Equatable, CustomStringConvertible {
    case inverted(start: CivilDate, end: CivilDate)
    case beforeEarliestYear(Int)
    case impossibleYear(Int)
    case unparsableDate(String)

    public var description: String {
        switch self {
        case let .inverted(start, end): "the range ends (\(end)) before it starts (\(start))"
        case let .beforeEarliestYear(year): "year \(year) is before \(DateRange.earliestYear); no photo library reaches that far back"
        case let .impossibleYear(year): "year \(year) is not a calendar year we can use"
        case let .unparsableDate(text): "'\(text)' is not a date; use YYYY-MM-DD"
        }
    }
}
