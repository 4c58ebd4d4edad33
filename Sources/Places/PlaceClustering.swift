import Model

/// Best Places, spec §10.4. Consumes located photos; produces ranked places.
///
/// 1. Each photo falls in one `GridCell`.
/// 2. Dense cells (at least `denseCellMinPhotos`) link to their dense 8-neighbours, strongest
///    links first (the smaller of the two counts), through union-find; a link is refused when
///    the merged place would span more than `maxPlaceExtentMeters` between cell centres.
/// 3. Sparse cells join the largest neighbouring place that stays within the same bound.
/// 4. Places with fewer than `minPhotosPerPlace` photos are dropped; the rest are ranked by
///    photo count, then distinct days, then earlier first visit, then id.
///
/// Cells link only to their neighbours, one row up or down at most, so the photos either side
/// of a row that holds none may be clustered apart (`EmptyRowSplit` does, each side on a core).
public enum PlaceClustering {
    public static func places(from photos: [LocatedPhoto]) -> [PlaceCluster] {
        // The photos ordered by cell, then as given: each cell's photos lie together. One sort,
        // where a list per cell was an allocation each. Each photo's cell is held as one word,
        // not as a cell (two): with many located photos the clustering is a large library's peak.
        let key = photos.map { GridCell(containing: $0.point).sortKey }
        let order = photos.indices.sorted { a, b in key[a] != key[b] ? key[a] < key[b] : a < b }
        return EmptyRowSplit.places(order, rows: order.lazy.map { GridCell.row(sortKey: key[$0]) }) { places(photos, key: key, order: $0) }
    }

    /// The places of the photos at `order`, which lists them by cell, ranked.
    private static func places(_ photos: [LocatedPhoto], key: [UInt64], order: ArraySlice<Int>) -> [PlaceCluster] {
        // Each cell's photos lie together in `order`, from `starts[c]` to `starts[c + 1]`.
        var cells: [GridCell] = [], starts: [Int] = []
        for k in order.indices where k == order.startIndex || key[order[k]] != key[order[k - 1]] {
            cells.append(GridCell(sortKey: key[order[k]]))
            starts.append(k)
        }
        starts.append(order.endIndex)
        let index = Dictionary(uniqueKeysWithValues: cells.enumerated().map { ($1, $0) })
        let counts = cells.indices.map { starts[$0 + 1] - starts[$0] }
        let centres = cells.map { Earth.Position($0.centre) }
        let dense = counts.map { $0 >= PlaceRules.denseCellMinPhotos }

        var sets = UnionFind(count: cells.count)
        // The cells of each place, by its root; empty for a cell that is no root.
        var members: [[Int]] = (0 ..< cells.count).map { [$0] }
        // The photos of each place, by its root: kept as places join, not summed on each look.
        var photoCount = counts
        func join(_ a: Int, _ b: Int) {
            let ra = sets.find(a), rb = sets.find(b)
            guard ra != rb, withinExtent(members[ra], members[rb], centres) else { return }
            let root = sets.union(ra, rb)
            members[root] = members[ra] + members[rb]
            members[root == ra ? rb : ra] = []
            photoCount[root] = photoCount[ra] + photoCount[rb]
        }

        var links: [(a: Int, b: Int)] = []
        for (i, cell) in cells.enumerated() where dense[i] {
            for neighbour in cell.neighbours {
                if let j = index[neighbour], j > i, dense[j] { links.append((i, j)) }
            }
        }
        links.sort { l, r in
            let (ls, rs) = (min(counts[l.a], counts[l.b]), min(counts[r.a], counts[r.b]))
            if ls != rs { return ls > rs }
            let (lm, rm) = (max(counts[l.a], counts[l.b]), max(counts[r.a], counts[r.b]))
            if lm != rm { return lm > rm }
            return (l.a, l.b) < (r.a, r.b)
        }
        for link in links { join(link.a, link.b) }

        // The places a sparse cell touches, largest first; one list, emptied for each cell.
        var roots: [Int] = []
        for (i, cell) in cells.enumerated() where !dense[i] {
            roots.removeAll(keepingCapacity: true)
            for neighbour in cell.neighbours {
                guard let j = index[neighbour], dense[j] else { continue }
                let root = sets.find(j)
                if !roots.contains(root) { roots.append(root) }
            }
            roots.sort { (photoCount[$0], cells[$1]) > (photoCount[$1], cells[$0]) }
            for root in roots where sets.find(i) == i {
                join(root, i)
            }
        }

        // Only places big enough to keep are summed up.
        let kept = members.indices.compactMap { root in
            !members[root].isEmpty && photoCount[root] >= PlaceRules.minPhotosPerPlace ? members[root] : nil
        }
        return kept.map { group in
            cluster(cells: group.map { (cells[$0], counts[$0]) }, photos: group.flatMap { order[starts[$0] ..< starts[$0 + 1]].map { photos[$0] } })
        }.sorted(by: PlaceCluster.ranksBefore)
    }

    /// True when no cell of `a` lies further than the extent bound from any cell of `b`
    /// (each set is already within it).
    private static func withinExtent(_ a: [Int], _ b: [Int], _ centres: [Earth.Position]) -> Bool {
        for i in a {
            for j in b where Earth.distance(centres[i], centres[j]) > PlaceRules.maxPlaceExtentMeters {
                return false
            }
        }
        return true
    }

    /// The place of `cells`, each with its count of `photos`.
    package static func cluster(cells: [(cell: GridCell, photos: Int)], photos: [LocatedPhoto]) -> PlaceCluster {
        let ordered = photos.sorted { ($0.time, $0.assetID) < ($1.time, $1.assetID) }
        let densest = cells.max { a, b in (a.photos, b.cell) < (b.photos, a.cell) }!.cell
        let centroid = GeoPoint.centroid(of: ordered.map(\.point)) ?? ordered[0].point
        let evening = Set(photos.filter { $0.precision.knowsHour && isEvening($0.time) }.map { eveningDay($0.time) })
        return PlaceCluster(
            id: densest.key, cells: cells.map(\.cell).sorted(), photoIDs: ordered.map(\.assetID),
            distinctDays: Set(photos.filter(\.precision.knowsDay).map(\.time.dayNumber)).count,
            firstCapture: ordered.first!.time, lastCapture: ordered.last!.time, centroid: centroid,
            radiusMeters: ordered.map { Earth.distance(centroid, $0.point) }.max() ?? 0,
            eveningDays: evening.count)
    }

    static func isEvening(_ time: LocalDateTime) -> Bool {
        time.hour >= PlaceRules.eveningStartHour || time.hour < PlaceRules.eveningEndHour
    }

    /// A night belongs to the day it began: 01:00 on the 15th counts for the evening of the 14th.
    private static func eveningDay(_ time: LocalDateTime) -> Int {
        time.hour < PlaceRules.eveningEndHour ? time.dayNumber - 1 : time.dayNumber
    }
}
