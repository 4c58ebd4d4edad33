/// What the scan reports while it runs; the CLI decides how (or whether) to show it.
public enum ScanProgress: Sendable, Equatable {
    /// Walking the folder tree; `found` files so far.
    case walking(found: Int)
    /// Reading file headers: `done` of `total` files that needed reading.
    case reading(done: Int, total: Int)
}
