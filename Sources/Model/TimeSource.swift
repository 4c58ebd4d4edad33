/// Where a capture time came from, most trusted first (docs/ALGORITHMS.md, "Dating a photo").
public enum TimeSource: String, Sendable, Codable, CaseIterable {
    /// EXIF DateTimeOriginal (or DateTimeDigitized), or an XMP or IPTC date with its time:
    /// wall-clock time where the photo was taken.
    case exif
    /// The creation time a video records: its own local date, or its `mvhd` instant.
    case video
    /// GPSDateStamp and GPSTimeStamp: the satellites' instant, in UTC.
    case gps
    /// A Google Takeout sidecar's `photoTakenTime`: an instant.
    case sidecar
    /// A date and time in the file name, such as `PXL_20250714_120000123`: wall-clock time.
    case filename
    /// A date alone in the file name, such as WhatsApp's `IMG-20250628-WA0000`: the day, and
    /// the hour only when the file time falls on that day.
    case filenameDay = "filename-day"
    /// An IPTC or XMP date with no time: the day, as for `filenameDay`.
    case metadataDay = "metadata-day"
    /// IFD0 DateTime, the last edit: an upper bound on the capture, used when it is earlier
    /// than the file time.
    case exifModified = "exif-modified"
    /// The file's modification time: an instant, and the least trustworthy.
    case mtime
}
