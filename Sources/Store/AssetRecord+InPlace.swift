extension Array {
    /// Calls `body` with each row's position and the row where it lies, borrowed, for passes
    /// that read a few fields of every row: `for row in rows`, or a row handed over by value,
    /// copies the whole `AssetRecord` and retains its path and camera, and over a range's rows
    /// those copies cost more than the passes (docs/PERFORMANCE.md).
    package func forEachInPlace(_ body: (Int, borrowing Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { rows in
            for i in rows.indices { try body(i, rows[i]) }
        }
    }
}

extension [AssetRecord] {
    /// Calls `body` with the row at `i`, borrowed where it lies (see `forEachInPlace`).
    package func withRow<T>(at i: Int, _ body: (borrowing AssetRecord) throws -> T) rethrows -> T {
        precondition(indices.contains(i), "row \(i) of \(count)")
        return try withUnsafeBufferPointer { try body($0[i]) }
    }

    /// Where each id's first row is: the index the stages share to reach a photo by id.
    package func indexByID() -> RowIndex { RowIndex(self) }
}
