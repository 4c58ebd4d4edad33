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

/// Representatives, spec §10.5: K photos spread evenly over time, `idx = floor(i*(n-1)/(K-1))`,
/// from photos the renderer can draw (JPEG, PNG, HEIF), screenshots left out. Around each
/// index, within a quarter of the spacing either side, the photo with the most pixels wins,
/// then the one nearest the index, then the earlier (by time, then path): deterministic, no
/// seed, and the same whatever order the scan stored the photos in.
public enum Representatives {
    static let drawableKinds: Set<AssetKind> = [.jpeg, .png, .heif]

    public static func pick(from candidates: [RepresentativeCandidate], count k: Int = PlaceRules.representativeCount) -> [Int64] {
        let usable = candidates
            .filter { !$0.isScreenshot && drawableKinds.contains($0.kind) }
            .sorted { ($0.time, $0.path) < ($1.time, $1.path) }
        let n = usable.count
        guard n > k else { return usable.map(\.assetID) }
        guard k > 1 else { return [usable[0].assetID] }
        let reach = (n - 1) / (k - 1) / 4
        return (0 ..< k).map { i in
            let centre = i * (n - 1) / (k - 1)
            let window = max(0, centre - reach) ... min(n - 1, centre + reach)
            let best = window.max { a, b in
                if usable[a].pixelCount != usable[b].pixelCount { return usable[a].pixelCount < usable[b].pixelCount }
                if abs(a - centre) != abs(b - centre) { return abs(a - centre) > abs(b - centre) }
                return a > b
            }!
            return usable[best].assetID
        }
    }
}
