import Foundation

/// When a photo was taken, on the wall clock where it was taken, and how we know.
public struct CaptureTime: Sendable, Equatable {
    public var time: LocalDateTime
    /// Seconds east of UTC: from EXIF where the camera wrote it, or the zone an instant was
    /// localised with.
    public var utcOffset: Int?
    public var subsecondMillis: Int?
    public var source: TimeSource

    /// Picks the cheapest trustworthy source: EXIF, then a time in the file name, then the
    /// modification time (an instant, localised in `zone`).
    public static func resolve(exif: ExifCapture?, fileName: some Collection<UInt8>, mtime: Int64,
                               zone: TimeZone) -> CaptureTime {
        if let exif {
            return CaptureTime(time: exif.time, utcOffset: exif.utcOffset, subsecondMillis: exif.subsecondMillis, source: .exif)
        }
        if let named = FileNameTime.parse(fileName) {
            return CaptureTime(time: named, source: .filename)
        }
        return localised(instant: mtime, zone: zone, source: .mtime)
    }

    /// An instant (seconds since the Unix epoch) as wall-clock time in `zone`.
    public static func localised(instant: Int64, zone: TimeZone, source: TimeSource) -> CaptureTime {
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        return CaptureTime(time: LocalDateTime(instant: instant, utcOffset: offset), utcOffset: offset, source: source)
    }
}
