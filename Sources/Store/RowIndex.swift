/// Where each id's first row is among rows, by asset id (`indexByID`). A library's ids are
/// SQLite's row ids, close to 1 … n: where they span at most `denseSpan` times their count,
/// a table of positions keyed by id − the lowest holds them, 4 bytes an id, a fraction of a
/// dictionary of the same (docs/PERFORMANCE.md). Other ids (several libraries' rows together,
/// far apart) go in a dictionary.
public struct RowIndex: Sendable {
    static let denseSpan = 2

    private let lowest: Int64
    /// By id − `lowest`: the row's position, or −1 where no row has that id.
    private let positions: [Int32]
    private let byID: [Int64: Int]

    package init(_ rows: [AssetRecord]) {
        var lowest = Int64.max, highest = Int64.min, ids = 0
        rows.forEachRow { _, row in
            guard let id = row.id else { return }
            (lowest, highest, ids) = (min(lowest, id), max(highest, id), ids + 1)
        }
        let (span, overflow) = highest.subtractingReportingOverflow(lowest)
        guard ids > 0, !overflow, span < Int64(ids) * Int64(Self.denseSpan), rows.count <= Int(Int32.max) else {
            var byID: [Int64: Int] = [:]
            byID.reserveCapacity(ids)
            rows.forEachRow { i, row in
                if let id = row.id, byID[id] == nil { byID[id] = i }
            }
            (self.lowest, positions, self.byID) = (0, [], byID)
            return
        }
        var positions = [Int32](repeating: -1, count: Int(span) + 1)
        rows.forEachRow { i, row in
            if let id = row.id, positions[Int(id - lowest)] < 0 { positions[Int(id - lowest)] = Int32(i) }
        }
        (self.lowest, self.positions, byID) = (lowest, positions, [:])
    }

    public subscript(id: Int64) -> Int? {
        guard !positions.isEmpty else { return byID[id] }
        let (slot, overflow) = id.subtractingReportingOverflow(lowest)
        guard !overflow, slot >= 0, slot < Int64(positions.count), case let position = positions[Int(slot)], position >= 0 else { return nil }
        return Int(position)
    }
}
