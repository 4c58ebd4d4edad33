import Model
import Store

/// What the counting rules (`PhotoSelection`) read of a file of the range: a whole
/// `AssetRecord`, or a `CountedFile` where only the counts are wanted. A file the rules join
/// into moments can take the details of another file of its moment.
///
/// Declared here with both conformances, not in the store: the rules read these fields of
/// every file, and a conformance made in another module is called through its witness table,
/// each call on a copy of the whole file.
package protocol MomentFile: Sendable {
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
    /// are missing or less trusted.
    mutating func takeMissingDetails(from other: Self)
}

extension AssetRecord: MomentFile {}
extension CountedFile: MomentFile {}

/// The file that stands for a moment is the one drawn (an edit, say), but the date and place
/// are the moment's: where the drawn file lacks them, or dates itself by a less trusted
/// source than another file of its moment, it takes that file's (`Moments`).
extension AssetRecord {
    package mutating func takeMissingDetails(from other: AssetRecord) {
        if let theirs = other.localTime, localTime == nil || Self.trusts(other.timeSource, over: timeSource) {
            localTime = theirs
            utcOffset = other.utcOffset
            subsecondMillis = other.subsecondMillis
            timeSource = other.timeSource
            precision = other.precision
            zoneSource = other.zoneSource
        }
        if location == nil, let place = other.location {
            location = place
            altitudeMeters = other.altitudeMeters
            speedKmh = other.speedKmh
        }
        if camera == nil { camera = other.camera }
    }

    /// Whether `a` is a more trusted source of a capture time than `b` (`TimeSource` lists
    /// them most trusted first).
    private static func trusts(_ a: TimeSource?, over b: TimeSource?) -> Bool {
        guard let a else { return false }
        guard let b else { return true }
        let order = TimeSource.allCases
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

extension CountedFile {
    package mutating func takeMissingDetails(from other: CountedFile) {
        if localTime == nil, let theirs = other.localTime {
            localTime = theirs
            subsecondMillis = other.subsecondMillis
        }
    }
}
