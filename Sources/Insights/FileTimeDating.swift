import Store

/// What a run should say about how its photos were dated, when it matters to the deck.
public struct FileTimeDating: Sendable, Equatable {
    /// Said when at least this share of the range's photos are dated by a file time alone…
    public static let notableShare = 0.25
    /// …and they are at least this many.
    public static let notablePhotos = 10
    /// Photos put on `--tz`'s or the machine's clock are worth a word from this share on: the
    /// library could not say where they were taken, and a wrong zone moves photos near
    /// midnight to the wrong day.
    public static let notableFallbackShare = 0.05

    /// Photos in the range dated only by their file time, each at its own moment.
    public let fileTimed: Int
    /// Photos in the range whose only time is a copy's (`CopyBursts`): kept out of days and hours.
    public let copied: Int
    /// Photos in the range dated by an instant put on `--tz`'s or the machine's clock.
    public let onFallbackClock: Int
    /// Photos in the range.
    public let inRange: Int

    public init(fileTimed: Int, copied: Int, onFallbackClock: Int, inRange: Int) {
        self.fileTimed = fileTimed
        self.copied = copied
        self.onFallbackClock = onFallbackClock
        self.inRange = inRange
    }

    public init(_ inventory: LibraryInventory) {
        let copied = inventory.inRangeByPrecision[.copied] ?? 0
        self.init(fileTimed: (inventory.inRangeByTimeSource[.mtime] ?? 0) - copied, copied: copied,
                  onFallbackClock: inventory.inRangeByZone.filter(\.key.isFallback).values.reduce(0, +),
                  inRange: inventory.inRange)
    }

    /// Enough photos dated by file time to shape the deck.
    public var fileTimesAreNotable: Bool {
        fileTimed >= Self.notablePhotos && Double(fileTimed) >= Self.notableShare * Double(inRange)
    }

    /// Enough photos on a clock the library did not choose to be worth saying.
    public var fallbackClockIsNotable: Bool {
        onFallbackClock >= Self.notablePhotos && Double(onFallbackClock) >= Self.notableFallbackShare * Double(inRange)
    }
}
