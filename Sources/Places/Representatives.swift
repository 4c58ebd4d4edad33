import Model
import Store

/// Representatives, spec §10.5: K photos spread evenly over time, `idx = floor(i*(n-1)/(K-1))`,
/// from photos the renderer can draw (JPEG, PNG, HEIF), screenshots left out. Deterministic,
/// with no seed, and the same whatever order the scan stored the photos in.
///
/// Without a judge (the places listing), the photo with the most pixels within a quarter of
/// the spacing either side of each index wins, then the nearest, then the earlier (by time,
/// then path). With a judge (the cards), the `candidatesPerSlot` photos nearest each index,
/// within half the spacing, are measured (`PhotoLook`); the best fit one (`PhotoVerdict`) wins,
/// never a second frame of a moment already picked, nor a photo already on `PhotoUses.maxCards`
/// cards. A received photo is a last resort, and a slot with nothing fit stays empty. Photos
/// the person left out (`leave-out`) are never chosen.
public enum Representatives {
    static let drawableKinds: Set<AssetKind> = [.jpeg, .png, .heif]
    /// Photos measured around each slot, nearest first.
    public static let candidatesPerSlot = 6

    /// Among the photos at `positions` of `photos`, in any order. The rows are read where they
    /// lie and only their positions are sorted: the finale chooses among every photo of the
    /// range, and copies of them as candidates, filtered and sorted, were a large library's
    /// peak (docs/PERFORMANCE.md).
    package static func pick(among positions: [Int], of photos: [AssetRecord], count k: Int = PlaceRules.representativeCount,
                             leavingOut: Set<Int64> = []) -> [Int64] {
        pick(in: PickPool(positions, of: photos, leavingOut: leavingOut), of: photos, count: k)
    }

    /// As `pick(among:)`, among a pool already ordered.
    package static func pick(in pool: PickPool, of photos: [AssetRecord], count k: Int = PlaceRules.representativeCount) -> [Int64] {
        let pixels = { (i: Int) in (photos[i].width ?? 0) * (photos[i].height ?? 0) }
        let usable = pool.positions
        let n = usable.count
        guard n > k else { return usable.map { photos[$0].id ?? 0 } }
        guard k > 1 else { return [photos[usable[0]].id ?? 0] }
        let reach = (n - 1) / (k - 1) / 4
        return (0 ..< k).map { i in
            let centre = i * (n - 1) / (k - 1)
            let window = max(0, centre - reach) ... min(n - 1, centre + reach)
            let best = window.max { a, b in
                if pixels(usable[a]) != pixels(usable[b]) { return pixels(usable[a]) < pixels(usable[b]) }
                if abs(a - centre) != abs(b - centre) { return abs(a - centre) > abs(b - centre) }
                return a > b
            }!
            return photos[usable[best]].id ?? 0
        }
    }

    /// Up to `k` photos judged fit, one near each of `k` evenly spaced slots, in time order.
    package static func pick(in pool: PickPool, of photos: [AssetRecord], count k: Int, judge: any PhotoJudge,
                             uses: inout PhotoUses) -> [Int64] {
        let judged = Judged(pool.positions, photos: photos, slots: k, judge: judge)
        var chosen: [Judged.Candidate] = []
        for slot in judged.slots {
            let fits = slot.filter { c in
                uses.allows(c.id) && !chosen.contains { $0.id == c.id || $0.sameMoment(as: c) }
            }
            if let best = fits.first { chosen.append(best) }
        }
        uses.record(chosen.map(\.id))
        return chosen.map(\.id)
    }

    /// The one photo that best stands for the pool: the best fit among the candidates of
    /// `PlaceRules.representativeCount` slots spread over it.
    package static func hero(in pool: PickPool, of photos: [AssetRecord], judge: any PhotoJudge, uses: inout PhotoUses) -> Int64? {
        let judged = Judged(pool.positions, photos: photos, slots: PlaceRules.representativeCount, judge: judge)
        let best = judged.slots.joined().filter { uses.allows($0.id) }.min { a, b in a.rank < b.rank }
        if let best { uses.record([best.id]) }
        return best?.id
    }
}

/// The photos a pick chooses among: the drawable ones (JPEG, PNG, HEIF), screenshots and the
/// photos the person left out (`leave-out`) set apart, in time order (then path), whatever
/// order the positions came in.
package struct PickPool: Sendable {
    package let positions: [Int]

    package init(_ positions: [Int], of photos: [AssetRecord], leavingOut: Set<Int64> = []) {
        let time = { (i: Int) in photos[i].localTime ?? LocalDateTime(secondsSinceEpoch: 0) }
        var usable = positions.filter {
            !photos[$0].isScreenshot && Representatives.drawableKinds.contains(photos[$0].kind) && !leavingOut.contains(photos[$0].id ?? -1)
        }
        usable.sort { a, b in time(a) != time(b) ? time(a) < time(b) : photos[a].path < photos[b].path }
        self.positions = usable
    }
}

/// The candidates of each slot, measured and judged, fit ones best first and received ones
/// after them; photos with any other flaw, or left out by the person, are not candidates.
private struct Judged {
    struct Candidate {
        let id: Int64
        let look: PhotoLook
        let time: Int64?
        /// Fit before received; then the better quality; then the nearer the slot; then the earlier.
        let rank: (Int, Float, Int, Int)

        func sameMoment(as other: Candidate) -> Bool {
            let apart = time.flatMap { a in other.time.map { a - $0 } }
            return PhotoVerdict.sameMoment(look, other.look, secondsApart: apart)
        }
    }

    let slots: [[Candidate]]

    init(_ usable: [Int], photos: [AssetRecord], slots k: Int, judge: any PhotoJudge) {
        let n = usable.count
        guard n > 0, k > 0 else {
            slots = []
            return
        }
        let centres = n <= k ? Array(0 ..< n) : k == 1 ? [(n - 1) / 2] : (0 ..< k).map { $0 * (n - 1) / (k - 1) }
        let reach = n <= k ? 0 : k == 1 ? n : max(1, (n - 1) / (k - 1) / 2)
        // A judge that measures nothing new (a deck made again from files already judged) is
        // asked about the photos it has figures for: the nearest of those stand for the slot.
        let admits: (Int) -> Bool = judge.measuresNewPhotos ? { _ in true } : { i in
            photos.withRow(at: usable[i]) { row in row.id.map(judge.knows) ?? false }
        }
        let windows = centres.map { centre in Self.nearest(centre, reach: reach, n: n, admits: admits) }
        let wanted = Array(Set(windows.joined())).sorted()
        let looks = Dictionary(uniqueKeysWithValues: zip(wanted, judge.looks(at: wanted.map { usable[$0] }, of: photos)))
        // Blur is judged against every candidate of the pick, not one slot's few.
        let measured = looks.values.compactMap { $0?.sharpness }.sorted()
        let median = measured.isEmpty ? 0 : measured[measured.count / 2]
        slots = zip(centres, windows).map { centre, window in
            window.compactMap { i -> Candidate? in
                let position = usable[i]
                return photos.withRow(at: position) { row -> Candidate? in
                    guard let id = row.id else { return nil }
                    let look = looks[i] ?? nil
                    let flaw = PhotoVerdict.flaw(of: look, row: row, medianSharpness: median)
                    if let flaw { judge.passOver(id, because: flaw) }
                    guard let look, flaw == nil || flaw == .received else { return nil }
                    return Candidate(id: id, look: look, time: row.localTime?.secondsSinceEpoch, rank: (flaw == nil ? 0 : 1, -PhotoVerdict.quality(of: look), abs(i - centre), i))
                }
            }.sorted { $0.rank < $1.rank }
        }
    }

    /// Up to `Representatives.candidatesPerSlot` positions within `reach` of `centre` that
    /// `admits`, nearest first.
    private static func nearest(_ centre: Int, reach: Int, n: Int, admits: (Int) -> Bool) -> [Int] {
        var found = admits(centre) ? [centre] : []
        var step = 1
        while found.count < Representatives.candidatesPerSlot, step <= reach, centre - step >= 0 || centre + step < n {
            if centre - step >= 0, admits(centre - step) { found.append(centre - step) }
            if centre + step < n, found.count < Representatives.candidatesPerSlot, admits(centre + step) { found.append(centre + step) }
            step += 1
        }
        return found
    }
}
