/// What the scan reports while it runs; the CLI decides how (or whether) to show it.
public enum ScanProgress: Sendable, Equatable {
    /// Walking the folder tree; `found` files so far.
    case walking(found: Int)
    /// Reading file headers: `done` of the `total` files that need reading, or of the files
    /// found so far (`total` nil) while the walk is still going.
    case reading(done: Int, total: Int?, found: Int)
    /// Reading the heads of files whose size and capture time match another's: `done` of `total`.
    case hashing(done: Int, total: Int)
}
