import Model
import Store
import Moments
import Deck

/// Every file the walk found, accounted for exactly once: counted, set aside by the counting
/// rules, outside the range, a Takeout sidecar, or skipped as unusable. The summaries print it
/// as one line whose parts add up to the files seen.
public struct FileTally: Sendable, Equatable {
    public var filesSeen: Int
    public var counted: Int
    public var setAside: [PhotoSelection.SetAside: Int]
    /// Photos and videos whose capture time falls outside the range.
    public var outsideRange: Int
    public var sidecars: Int
    public var skipped: [SkipReason: Int]

    public init(inventory: LibraryInventory, counted: Int, setAside: [PhotoSelection.SetAside: Int]) {
        filesSeen = inventory.filesSeen
        self.counted = counted
        self.setAside = setAside.filter { $0.value > 0 }
        outsideRange = (inventory.photos - inventory.inRange) + (inventory.videos - inventory.inRangeVideos)
        sidecars = inventory.sidecars
        skipped = inventory.skipped.filter { $0.value > 0 }
    }

    /// The same, from deck.json's totals (a reused run keeps its counts there).
    public init(inventory: LibraryInventory, totals: DeckDocument.Totals) {
        let aside = Dictionary(uniqueKeysWithValues: PhotoSelection.SetAside.allCases.map { ($0, totals.setAside[$0.rawValue] ?? 0) })
        self.init(inventory: inventory, counted: totals.photos, setAside: aside)
    }
}
