import Foundation

/// When a photo was taken, on the wall clock where it was taken, and how we know.
public struct CaptureTime: Sendable, Equatable {
    public var time: LocalDateTime
    /// Seconds east of UTC: from EXIF where the camera wrote it, or the zone an instant was
    /// localised with.
    public var utcOffset: Int?
    public var subsecondMillis: Int?
    public var source: TimeSource

    /// Picks the cheapest trustworthy source: the wall clock the file records (EXIF, or a
    /// video's own local date), then an instant it records (a video's `mvhd`), then its
    /// Takeout sidecar's, then a time in the file name, then the modification time. Instants
    /// are localised in `zone`; where the photo has a location, the scan later puts them on
    /// that place's clock.
    static func resolve(header: HeaderReading, takeout: Int64?, fileName: some Collection<UInt8>, mtime: Int64,
                        zone: TimeZone) -> CaptureTime {
        if let exif = header.capture {
            return CaptureTime(time: exif.time, utcOffset: exif.utcOffset, subsecondMillis: exif.subsecondMillis, source: header.captureSource)
        }
        if let instant = header.instant {
            return localised(instant: instant, zone: zone, source: header.captureSource)
        }
        if let takeout {
            return localised(instant: takeout, zone: zone, source: .takeout)
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
