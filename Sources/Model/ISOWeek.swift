/// An ISO 8601 week: weeks start on Monday, and week 1 is the week with the year's first Thursday.
public struct ISOWeek: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let week: Int

    public init(year: Int, week: Int) {
        self.year = year
        self.week = week
    }

    public init(containing date: CivilDate) {
        // The week belongs to the year of its Thursday.
        let thursday = date.adding(days: 4 - date.isoWeekday)
        let firstOfYear = CivilDate(year: thursday.year, month: 1, day: 1)
        year = thursday.year
        week = (thursday.dayNumber - firstOfYear.dayNumber) / 7 + 1
    }

    /// The Monday that starts the week.
    public var monday: CivilDate {
        let january4 = CivilDate(year: year, month: 1, day: 4)
        return january4.adding(days: 1 - january4.isoWeekday + (week - 1) * 7)
    }

    public static func < (a: ISOWeek, b: ISOWeek) -> Bool { (a.year, a.week) < (b.year, b.week) }

    /// `2025-W23`.
    public var description: String { "\(year.zeroPadded(4))-W\(week.zeroPadded(2))" }
}
