import Model

extension Array {
    /// Calls `body` with each element's position and a pointer to it where it lies, for the
    /// passes generic over files of any kind: `file.pointee.localTime` reads that field alone,
    /// where a borrowed element is copied whole (see `forEachRow`, for a range's rows).
    @inlinable
    package func forEachInPlace(_ body: (Int, UnsafePointer<Element>) throws -> Void) rethrows {
        try withUnsafeBufferPointer { elements in
            guard let first = elements.baseAddress else { return }
            for i in elements.indices { try body(i, first + i) }
        }
    }

    /// Removes the elements `isRemoved` names, each asked about once, in order, where it lies;
    /// keeps the others in their order. `removeAll(where:)` hands its predicate a copy of every
    /// element, and the counting rules remove from every file of a range.
    @inlinable
    package mutating func removeAllInPlace(where isRemoved: (UnsafePointer<Element>) throws -> Bool) rethrows {
        let kept = try withUnsafeMutableBufferPointer { elements in
            guard let first = elements.baseAddress else { return 0 }
            var kept = 0
            for i in elements.indices where try !isRemoved(first + i) {
                if kept != i { elements.swapAt(kept, i) }
                kept += 1
            }
            return kept
        }
        removeLast(count - kept)
    }
}

extension [AssetRecord] {
    /// Calls `body` with each row's position and a view of the row where it lies, for passes
    /// that read a few fields of every row: `row.localTime` reads that field alone. `for row in
    /// rows`, a row handed over by value, or a row borrowed by a closure copies the whole
    /// `AssetRecord` and retains its path and camera, and over a range's rows those copies cost
    /// more than the passes (docs/PERFORMANCE.md). Inlinable, as `withRow`: a body that is not
    /// inlined into its caller in another module copies each row after all.
    @inlinable
    package func forEachRow(_ body: (Int, RowView) throws -> Void) rethrows {
        try withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            for i in rows.indices { try body(i, RowView(first + i)) }
        }
    }

    /// Calls `body` with a view of the row at `i`, where it lies (see `forEachRow`).
    @inlinable
    package func withRow<T>(at i: Int, _ body: (RowView) throws -> T) rethrows -> T {
        precondition(indices.contains(i), "row \(i) of \(count)")
        return try withUnsafeBufferPointer { try body(RowView($0.baseAddress! + i)) }
    }

    /// Where each id's first row is: the index the stages share to reach a photo by id.
    package func indexByID() -> RowIndex { RowIndex(self) }
}

/// A row of the range's array, read where it lies: each field read through it is a load of
/// that field, never a copy of the row. Valid only inside `forEachRow` or `withRow`. It names
/// the fields the passes read; a key path or a borrowed row would copy the row to read one.
@usableFromInline package struct RowView {
    /// The row itself, for the snapshot's writer, which reads every field.
    @usableFromInline package let row: UnsafePointer<AssetRecord>

    @inlinable init(_ row: UnsafePointer<AssetRecord>) {
        self.row = row
    }

    @inlinable package var id: Int64? { row.pointee.id }
    @inlinable package var path: RawPath { row.pointee.path }
    @inlinable package var localTime: LocalDateTime? { row.pointee.localTime }
    @inlinable package var precision: TimePrecision { row.pointee.precision }
    @inlinable package var location: GeoPoint? { row.pointee.location }
    @inlinable package var utcOffset: Int? { row.pointee.utcOffset }
    @inlinable package var inFlight: Bool { row.pointee.inFlight }
    @inlinable package var camera: CameraMakeModel? { row.pointee.camera }
}
