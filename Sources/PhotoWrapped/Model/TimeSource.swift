/// Where a capture time came from, cheapest trustworthy source first.
public enum TimeSource: String, Sendable, Codable, CaseIterable {
    /// EXIF DateTimeOriginal (or DateTimeDigitized): wall-clock time where the photo was taken.
    case exif
    /// The creation time written into a video's `moov` box: an instant, or Apple's wall clock.
    case video
    /// A Google Takeout sidecar's `photoTakenTime`: an instant.
    case takeout
    /// A timestamp in the file name, such as `PXL_20250714_120000123`: wall-clock time.
    case filename
    /// The file's modification time: an instant, and the least trustworthy.
    case mtime
}
