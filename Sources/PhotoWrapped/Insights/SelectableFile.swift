/// What the counting rules (`PhotoSelection`) read of a file of the range: a whole
/// `AssetRecord`, or a `CountedFile` where only the counts are wanted.
protocol SelectableFile: Sendable {
    /// Settable: a set of several folders names each file by its absolute path (`FolderSet.path`).
    var path: RawPath { get set }
    var kind: AssetKind { get }
    var isScreenshot: Bool { get }
    var localTime: LocalDateTime? { get }
    var size: Int64 { get }
    var subsecondMillis: Int? { get }
    var headHash: String? { get }
    /// Apple's Live Photo content identifier, shared by a Live Photo's still and its movie.
    var contentID: String? { get }
    /// Apple's burst identifier, shared by the frames of one burst.
    var burstID: String? { get }
    /// A video's length in milliseconds, where its container says it.
    var durationMs: Int? { get }
    /// When the file was last written: of two exact duplicates, the earlier is the original.
    var mtimeNs: Int64 { get }
    /// Takes the capture time and place of `other`, another file of its moment, where its own
    /// are missing or less trusted (`MomentDetails`).
    mutating func takeMissingDetails(from other: Self)
}

extension AssetRecord: SelectableFile {}

/// A file of the range as the counting rules read it, and no more: the scan's summary counts
/// a range from these. Made from eleven columns where an `AssetRecord` takes thirty-two: reading
/// fewer columns makes counting a first scan's range quicker than counting whole records.
struct CountedFile: SelectableFile, Sendable {
    var path: RawPath
    var kind: AssetKind
    var isScreenshot: Bool
    var localTime: LocalDateTime?
    var size: Int64
    var subsecondMillis: Int?
    var headHash: String?
    var contentID: String? = nil
    var burstID: String? = nil
    var durationMs: Int? = nil
    var mtimeNs: Int64 = 0
}
