import Model
import Metadata

/// Counts over a whole library, as the scan summary reports them.
public struct LibraryInventory: Sendable, Equatable, Codable {
    /// Every regular file the walk found.
    public var filesSeen = 0
    /// Readable still images, in any range.
    public var photos = 0
    public var videos = 0
    /// Videos whose local capture time falls in the range.
    public var inRangeVideos = 0
    /// Google Takeout JSON sidecars: metadata for the photos beside them, not skipped files.
    public var sidecars = 0
    /// Photos whose local capture time falls in the range.
    public var inRange = 0
    public var inRangeByTimeSource: [TimeSource: Int] = [:]
    /// In-range photos by how much of their time is known.
    public var inRangeByPrecision: [TimePrecision: Int] = [:]
    /// In-range photos dated by an instant, by the clock it was put on.
    public var inRangeByZone: [ZoneSource: Int] = [:]
    public var inRangeWithLocation = 0
    /// In-range photos of kinds whose embedded metadata has no reader yet, or whose EXIF is in a
    /// form none reads (`AssetRecord.exifUnread`): dated by file name or mtime.
    public var inRangeWithoutReader: [AssetKind: Int] = [:]
    public var skipped: [SkipReason: Int] = [:]
    /// Photo files per capture year, in any range: where the library's photos are. Every
    /// photo file counts, as `photos` does: what the deck would count of a year (screenshots,
    /// bursts, edits and copies set aside) needs details only a range's files have read.
    public var photosByYear: [Int: Int] = [:]

    public init() {}

    /// Adds another folder's counts: a set's inventory is its folders' together.
    package mutating func add(_ other: LibraryInventory) {
        func merge<K>(_ a: inout [K: Int], _ b: [K: Int]) { a.merge(b, uniquingKeysWith: +) }
        filesSeen += other.filesSeen
        photos += other.photos
        videos += other.videos
        inRangeVideos += other.inRangeVideos
        sidecars += other.sidecars
        inRange += other.inRange
        merge(&inRangeByTimeSource, other.inRangeByTimeSource)
        merge(&inRangeByPrecision, other.inRangeByPrecision)
        merge(&inRangeByZone, other.inRangeByZone)
        inRangeWithLocation += other.inRangeWithLocation
        merge(&inRangeWithoutReader, other.inRangeWithoutReader)
        merge(&skipped, other.skipped)
        merge(&photosByYear, other.photosByYear)
    }

    public var locationCoveragePct: Double {
        inRange == 0 ? 0 : (Double(inRangeWithLocation) * 1000 / Double(inRange)).rounded() / 10
    }

    /// Adds `count` files of one kind, problem, time source, precision, clock and capture year, of which
    /// `inRange` fall in the range and `inRangeLocated` of those have a location.
    /// Exports photo-wrapped wrote are not counted at all.
    package mutating func add(kind: AssetKind, problem: SkipReason?, timeSource: TimeSource?, precision: TimePrecision, zone: ZoneSource?,
                      exifUnread: Bool, year: Int?, count: Int, inRange: Int, inRangeLocated: Int) {
        guard kind != .export else { return }
        filesSeen += count
        if let problem {
            skipped[problem, default: 0] += count
            return
        }
        if kind == .video {
            videos += count
            inRangeVideos += inRange
        }
        if kind == .sidecar { sidecars += count }
        guard kind.isPhoto else { return }
        photos += count
        if let year { photosByYear[year, default: 0] += count }
        guard inRange > 0 else { return }
        self.inRange += inRange
        if let timeSource { inRangeByTimeSource[timeSource, default: 0] += inRange }
        inRangeByPrecision[precision, default: 0] += inRange
        if let zone { inRangeByZone[zone, default: 0] += inRange }
        inRangeWithLocation += inRangeLocated
        if exifUnread || !MetadataReaders.embeddedMetadataKinds.contains(kind) { inRangeWithoutReader[kind, default: 0] += inRange }
    }
}
