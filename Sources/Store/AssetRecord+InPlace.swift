extension Array {
    /// Calls `body` with each row's position and a pointer to the row where it lies, for
    /// passes that read a few fields of every row: `row.pointee.localTime` reads that field
    /// alone. `for row in rows`, or a row handed over by value, copies the 160-byte
    /// `AssetRecord` and retains its path and camera; at 50,000 photos those copies cost more
    /// than the passes.
    package func forEachRow(_ body: (Int, UnsafePointer<Element>) throws -> Void) rethrows {
        try withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            for i in rows.indices { try body(i, first + i) }
        }
    }
}

extension [AssetRecord] {
    /// Calls `body` with a pointer to the row at `i`, where it lies (see `forEachRow`).
    package func withRow<T>(at i: Int, _ body: (UnsafePointer<AssetRecord>) throws -> T) rethrows -> T {
        precondition(indices.contains(i), "row \(i) of \(count)")
        return try withUnsafeBufferPointer { try body($0.baseAddress! + i) }
    }

    /// Where each id's first row is: the index the stages share to reach a photo by id.
    package func indexByID() -> RowIndex { RowIndex(self) }
}
