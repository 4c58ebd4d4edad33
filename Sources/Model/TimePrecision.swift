/// How much of a capture time is known.
public enum TimePrecision: String, Sendable, Codable, CaseIterable {
    /// A clock time: the photo counts in every statistic, hours included.
    case exact
    /// The date is known and the hour is not: the photo counts in days, weeks, months,
    /// streaks and the peak day, never in the hours.
    case day
    /// Only the moment a copy or an import wrote the file is known (`CopyBursts`): the photo
    /// counts in the total and in no statistic of days or hours.
    case copied

    /// Whether the photo's day is its capture day.
    public var knowsDay: Bool { self != .copied }
    /// Whether the photo's hour is its capture hour.
    public var knowsHour: Bool { self == .exact }
}
