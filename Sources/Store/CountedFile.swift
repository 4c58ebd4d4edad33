import Model

/// What the counting rules (`PhotoSelection`) read of a file of the range: a whole
/// `AssetRecord`, or a `CountedFile` where only the counts are wanted.
package protocol SelectableFile: Sendable {
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
}

extension AssetRecord: SelectableFile {}

/// A file of the range as the counting rules read it, and no more: the scan's summary counts
/// a range from these. Made from eleven columns where an `AssetRecord` takes thirty-two: reading
/// fewer columns makes counting a first scan's range quicker than counting whole records.
package struct CountedFile: SelectableFile, Sendable {
    package var path: RawPath
    package var kind: AssetKind
    package var isScreenshot: Bool
    package var localTime: LocalDateTime?
    package var size: Int64
    package var subsecondMillis: Int?
    package var headHash: String?
    package var contentID: String? = nil
    package var burstID: String? = nil
    package var durationMs: Int? = nil
    package var mtimeNs: Int64 = 0
}
