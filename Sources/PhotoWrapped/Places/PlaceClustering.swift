/// Best Places, spec §10.4. Consumes located photos; produces ranked places.
///
/// 1. Each photo falls in one `GridCell`.
/// 2. Dense cells (at least `denseCellMinPhotos`) link to their dense 8-neighbours, strongest
///    links first (the smaller of the two counts), through union-find; a link is refused when
///    the merged place would span more than `maxPlaceExtentMeters` between cell centres.
/// 3. Sparse cells join the largest neighbouring place that stays within the same bound.
/// 4. Places with fewer than `minPhotosPerPlace` photos are dropped; the rest are ranked by
///    photo count, then distinct days, then earlier first visit, then id.
public enum PlaceClustering {
    public static func places(from photos: [LocatedPhoto]) -> [PlaceCluster] {
        var byCell: [GridCell: [Int]] = [:]
        for (i, photo) in photos.enumerated() {
            byCell[GridCell(containing: photo.point), default: []].append(i)
        }
        let cells = byCell.keys.sorted()
        let index = Dictionary(uniqueKeysWithValues: cells.enumerated().map { ($1, $0) })
        let counts = cells.map { byCell[$0]!.count }
        let centres = cells.map { Earth.Position($0.centre) }
        let dense = counts.map { $0 >= PlaceRules.denseCellMinPhotos }

        var sets = UnionFind(count: cells.count)
        var members: [Int: [Int]] = Dictionary(uniqueKeysWithValues: (0 ..< cells.count).map { ($0, [$0]) })
        // The photos of each place, by its root: kept as places join, not summed on each look.
        var photoCount = counts
        func join(_ a: Int, _ b: Int) {
            let ra = sets.find(a), rb = sets.find(b)
            guard ra != rb, let ma = members[ra], let mb = members[rb], withinExtent(ma, mb, centres) else { return }
            let root = sets.union(ra, rb)
            members[root] = ma + mb
            members[root == ra ? rb : ra] = nil
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

        for (i, cell) in cells.enumerated() where !dense[i] {
            let candidates = cell.neighbours.compactMap { index[$0] }.filter { dense[$0] }.map { sets.find($0) }
            let best = Set(candidates).sorted { (photoCount[$0], cells[$1]) > (photoCount[$1], cells[$0]) }
            for root in best where sets.find(i) == i {
                join(root, i)
            }
        }

        // Only places big enough to keep are summed up, half of them on another thread.
        let kept = members.compactMap { root, group in photoCount[root] >= PlaceRules.minPhotosPerPlace ? group : nil }
        let summarise = { @Sendable [byCell] (groups: ArraySlice<[Int]>) in
            groups.map { group in
                cluster(cells: group.map { (cells[$0], counts[$0]) }, photos: group.flatMap { byCell[cells[$0]]!.map { photos[$0] } })
            }
        }
        let (first, second) = Concurrently.both({ summarise(kept[..<(kept.count / 2)]) }, { summarise(kept[(kept.count / 2)...]) })
        return (first + second).sorted(by: PlaceCluster.ranksBefore)
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
    static func cluster(cells: [(cell: GridCell, photos: Int)], photos: [LocatedPhoto]) -> PlaceCluster {
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
