/// Photos dated only by their file time, when they are enough to shape the deck. A folder
/// copied without keeping file times gives all of them the copy day, which then looks like
/// the biggest day of the year.
public struct FileTimeDating: Sendable, Equatable {
    /// Said when at least this share of the range's photos are dated by file time…
    public static let notableShare = 0.25
    /// …and they are at least this many.
    public static let notablePhotos = 10

    /// Photos in the range dated only by their file time.
    public let photos: Int
    /// Photos in the range.
    public let inRange: Int

    public init?(photos: Int, inRange: Int) {
        guard photos >= Self.notablePhotos, Double(photos) >= Self.notableShare * Double(inRange) else { return nil }
        self.photos = photos
        self.inRange = inRange
    }

    public init?(_ inventory: LibraryInventory) {
        self.init(photos: inventory.inRangeByTimeSource[.mtime] ?? 0, inRange: inventory.inRange)
    }
}
