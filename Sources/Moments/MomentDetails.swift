import Model
import Store

/// A file the counting rules join into moments: it can take the details of another file of
/// its moment.
package protocol MomentFile: SelectableFile {
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
