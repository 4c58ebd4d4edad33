import Model

/// Clusters the photos either side of an empty grid row on a core each: cells link only to
/// their neighbours, one row up or down at most, so no place spans a row that holds no photo,
/// and the two sides' places are the places of the whole (docs/PERFORMANCE.md).
enum EmptyRowSplit {
    /// The places `cluster` finds in `order` (photos ordered by cell, whose grid rows are
    /// `rows`): in its two sides of the row that parts it best (`partingRow`), side by side,
    /// ranked together; in the whole of it where no row parts it.
    static func places(_ order: [Int], rows: some Collection<Int>,
                       cluster: @escaping @Sendable (ArraySlice<Int>) -> [PlaceCluster]) -> [PlaceCluster] {
        guard let cut = partingRow(rows) else { return cluster(order[...]) }
        let (below, above) = Concurrently.both({ cluster(order[..<cut]) }, { cluster(order[cut...]) })
        return (below + above).sorted(by: PlaceCluster.ranksBefore)
    }

    /// Where to part photos ordered by row, `rows`, at a row that holds none of them: the
    /// position of the first photo above the row that leaves the most on its smaller side,
    /// if that is at least an eighth of them. Nil where no row parts them so.
    static func partingRow(_ rows: some Collection<Int>) -> Int? {
        var best: (at: Int, smaller: Int)?
        var previous: Int?
        for (at, row) in rows.enumerated() {
            defer { previous = row }
            guard let previous, row > previous + 1 else { continue }
            let smaller = min(at, rows.count - at)
            if smaller > best?.smaller ?? 0 { best = (at, smaller) }
        }
        guard let best, best.smaller * 8 >= rows.count else { return nil }
        return best.at
    }
}
