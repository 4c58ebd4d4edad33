import Model
import Store

/// Representatives, spec §10.5: K photos spread evenly over time, `idx = floor(i*(n-1)/(K-1))`,
/// from photos the renderer can draw (JPEG, PNG, HEIF), screenshots left out. Around each
/// index, within a quarter of the spacing either side, the photo with the most pixels wins,
/// then the one nearest the index, then the earlier (by time, then path): deterministic, no
/// seed, and the same whatever order the scan stored the photos in. Photos the person left out
/// (`leave-out`) are never chosen.
public enum Representatives {
    static let drawableKinds: Set<AssetKind> = [.jpeg, .png, .heif]

    /// Among the photos at `positions` of `photos`, in any order. The rows are read where they
    /// lie and only their positions are sorted: the finale chooses among every photo of the
    /// range, and copies of them as candidates, filtered and sorted, were a large library's
    /// peak (docs/PERFORMANCE.md).
    package static func pick(among positions: [Int], of photos: [AssetRecord], count k: Int = PlaceRules.representativeCount,
                             leavingOut: Set<Int64> = []) -> [Int64] {
        let time = { (i: Int) in photos[i].localTime ?? LocalDateTime(secondsSinceEpoch: 0) }
        let pixels = { (i: Int) in (photos[i].width ?? 0) * (photos[i].height ?? 0) }
        let id = { (i: Int) in photos[i].id ?? 0 }
        var usable = positions.filter {
            !photos[$0].isScreenshot && drawableKinds.contains(photos[$0].kind) && !leavingOut.contains(id($0))
        }
        usable.sort { a, b in time(a) != time(b) ? time(a) < time(b) : photos[a].path < photos[b].path }
            let n = usable.count
            guard n > k else { return usable.map(id) }
            guard k > 1 else { return [id(usable[0])] }
            let reach = (n - 1) / (k - 1) / 4
            return (0 ..< k).map { i in
                let centre = i * (n - 1) / (k - 1)
                let window = max(0, centre - reach) ... min(n - 1, centre + reach)
                let best = window.max { a, b in
                    if pixels(usable[a]) != pixels(usable[b]) { return pixels(usable[a]) < pixels(usable[b]) }
                    if abs(a - centre) != abs(b - centre) { return abs(a - centre) > abs(b - centre) }
                    return a > b
                }!
                return id(usable[best])
        }
    }
}
