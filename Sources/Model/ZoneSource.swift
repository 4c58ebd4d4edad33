/// Which clock an instant (a file time, a sidecar's, a video's `mvhd`, GPS time) was put on,
/// in the order `ZoneChoice` tries them.
public enum ZoneSource: String, Sendable, Codable, CaseIterable {
    /// The zone of the photo's own location.
    case location
    /// The zone of the library's photo nearest in time, within `ZoneChoice.nearbyWindow`: its
    /// EXIF offset, or its location's zone.
    case nearby
    /// The zone of the library's home: where its located photos span the most days.
    case home
    /// `--tz`.
    case option
    /// The machine's zone.
    case machine

    /// The two the person's photos could not vouch for.
    public var isFallback: Bool { self == .option || self == .machine }
}
