import Model

/// A row that a set of several folders names by its absolute path (`FolderSet.path`).
package protocol FolderSetRow {
    var path: RawPath { get set }
}

extension AssetRecord: FolderSetRow {}

/// A file of the range as the counting rules read it, and no more: the scan's summary counts
/// a range from these. Made from eleven columns where an `AssetRecord` takes thirty-two: reading
/// fewer columns makes counting a first scan's range quicker than counting whole records.
/// Public, as `AssetRecord` is: the rules' module then reads a stored field where it lies, where
/// a package struct's field was read through its getter, on a copy of the whole file.
public struct CountedFile: FolderSetRow, Sendable {
    public var path: RawPath
    public var kind: AssetKind
    public var isScreenshot: Bool
    public var localTime: LocalDateTime?
    public var size: Int64
    public var subsecondMillis: Int?
    public var headHash: String?
    public var contentID: String? = nil
    public var burstID: String? = nil
    public var durationMs: Int? = nil
    public var mtimeNs: Int64 = 0
}
