/// A photo that may stand for a place or a year in a collage.
public struct RepresentativeCandidate: Sendable, Equatable {
    public let assetID: Int64
    /// Breaks ties in time: ids follow the order a scan happened to write rows in.
    public let path: RawPath
    public let time: LocalDateTime
    public let kind: AssetKind
    public let pixelCount: Int
    public let isScreenshot: Bool

    public init(assetID: Int64, path: RawPath, time: LocalDateTime, kind: AssetKind, pixelCount: Int, isScreenshot: Bool) {
        self.assetID = assetID
        self.path = path
        self.time = time
        self.kind = kind
        self.pixelCount = pixelCount
        self.isScreenshot = isScreenshot
    }
}

/// The photos `Representatives.pick` chooses among, by position.
protocol RepresentativePool {
    var count: Int { get }
    /// One the renderer can draw (JPEG, PNG, HEIF) and may show: no screenshot.
    func isUsable(_ i: Int) -> Bool
    /// Earlier by time, then path.
    func precedes(_ a: Int, _ b: Int) -> Bool
    func pixelCount(_ i: Int) -> Int
    func assetID(_ i: Int) -> Int64
}

/// Representatives, spec §10.5: K photos spread evenly over time, `idx = floor(i*(n-1)/(K-1))`,
/// from photos the renderer can draw (JPEG, PNG, HEIF), screenshots left out. Around each
/// index, within a quarter of the spacing either side, the photo with the most pixels wins,
/// then the one nearest the index, then the earlier (by time, then path): deterministic, no
/// seed, and the same whatever order the scan stored the photos in.
public enum Representatives {
    static let drawableKinds: Set<AssetKind> = [.jpeg, .png, .heif]

    public static func pick(from candidates: [RepresentativeCandidate], count k: Int = PlaceRules.representativeCount) -> [Int64] {
        pick(CandidatePool(candidates: candidates), count: k)
    }

    /// Sorts the usable photos' positions, not copies of them: the finale chooses among every
    /// photo of the range, and a filtered copy, a sorted copy and the sort's scratch were
    /// 130 MB at 1,000,000 photos.
    static func pick(_ pool: some RepresentativePool, count k: Int = PlaceRules.representativeCount) -> [Int64] {
        var usable = (0 ..< pool.count).filter(pool.isUsable)
        usable.sort(by: pool.precedes)
        let n = usable.count
        guard n > k else { return usable.map(pool.assetID) }
        guard k > 1 else { return [pool.assetID(usable[0])] }
        let reach = (n - 1) / (k - 1) / 4
        return (0 ..< k).map { i in
            let centre = i * (n - 1) / (k - 1)
            let window = max(0, centre - reach) ... min(n - 1, centre + reach)
            let best = window.max { a, b in
                let (pixelsA, pixelsB) = (pool.pixelCount(usable[a]), pool.pixelCount(usable[b]))
                if pixelsA != pixelsB { return pixelsA < pixelsB }
                if abs(a - centre) != abs(b - centre) { return abs(a - centre) > abs(b - centre) }
                return a > b
            }!
            return pool.assetID(usable[best])
        }
    }
}

private struct CandidatePool: RepresentativePool {
    let candidates: [RepresentativeCandidate]

    var count: Int { candidates.count }
    func isUsable(_ i: Int) -> Bool { !candidates[i].isScreenshot && Representatives.drawableKinds.contains(candidates[i].kind) }
    func precedes(_ a: Int, _ b: Int) -> Bool { (candidates[a].time, candidates[a].path) < (candidates[b].time, candidates[b].path) }
    func pixelCount(_ i: Int) -> Int { candidates[i].pixelCount }
    func assetID(_ i: Int) -> Int64 { candidates[i].assetID }
}

/// Counted photos as a pool, read where they lie (`forEachRow`), leaving out the photos in
/// `leaving`: the finale chooses among every photo of the range outside hidden areas. Reads
/// each row as `RepresentativeCandidate.init(row:)` does.
struct RowPool: RepresentativePool {
    let rows: UnsafeBufferPointer<AssetRecord>
    let leaving: Set<Int64>

    var count: Int { rows.count }

    private func row(_ i: Int) -> UnsafePointer<AssetRecord> { rows.baseAddress! + i }

    private func time(_ i: Int) -> LocalDateTime { row(i).pointee.localTime ?? LocalDateTime(secondsSinceEpoch: 0) }

    func isUsable(_ i: Int) -> Bool {
        let row = row(i)
        return !leaving.contains(row.pointee.id ?? -1) && !row.pointee.isScreenshot && Representatives.drawableKinds.contains(row.pointee.kind)
    }

    func precedes(_ a: Int, _ b: Int) -> Bool {
        let (timeA, timeB) = (time(a), time(b))
        return timeA != timeB ? timeA < timeB : row(a).pointee.path < row(b).pointee.path
    }

    func pixelCount(_ i: Int) -> Int { (row(i).pointee.width ?? 0) * (row(i).pointee.height ?? 0) }
    func assetID(_ i: Int) -> Int64 { row(i).pointee.id ?? 0 }
}
