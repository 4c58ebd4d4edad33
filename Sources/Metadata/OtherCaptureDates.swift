/// Capture dates from outside EXIF, looked for only when a file's EXIF has none. In order:
/// XMP `exif:DateTimeOriginal`, IPTC DateCreated and TimeCreated, XMP `photoshop:DateCreated`,
/// then the old Olympus and Canon camera records. They are embedded metadata written at
/// capture or by the photographer's tools, so they date the photo as EXIF would and are
/// recorded with the `exif` time source; a date without a time is a day (`metadata-day`).
enum OtherCaptureDates {
    package static func jpeg<Bytes: RandomAccessBytes>(_ layout: JPEGLayout, in file: Bytes) -> ExifCapture? {
        let candidates: [() -> ExifCapture?] = [
            { layout.xmp.flatMap { read($0, in: file, XMPDates.dateTimeOriginal) } },
            { layout.photoshop.flatMap { read($0, in: file) { IPTCDates.iim(inPhotoshopResources: $0).flatMap(IPTCDates.capture) } } },
            { layout.xmp.flatMap { read($0, in: file, XMPDates.dateCreated) } },
            { layout.pictureInfo.flatMap { read($0, in: file, LegacyCameraDates.pictureInfo) } },
            { layout.ciff.flatMap { read($0, in: file, LegacyCameraDates.canonCIFF) } },
        ]
        return firstFound(candidates)
    }

    /// TIFF-based files keep XMP in tag 700, IPTC in tag 33723, Photoshop resources in 34377.
    package static func tiff<Bytes: RandomAccessBytes>(_ ifd0: TIFFDirectory<Bytes>) -> ExifCapture? {
        let file = ifd0.file
        let candidates: [() -> ExifCapture?] = [
            { ifd0.valueRange(0x02BC).flatMap { read($0, in: file, XMPDates.dateTimeOriginal) } },
            { ifd0.valueRange(0x83BB).flatMap { read($0, in: file, IPTCDates.capture) } },
            { ifd0.valueRange(0x8649).flatMap { read($0, in: file) { IPTCDates.iim(inPhotoshopResources: $0).flatMap(IPTCDates.capture) } } },
            { ifd0.valueRange(0x02BC).flatMap { read($0, in: file, XMPDates.dateCreated) } },
        ]
        return firstFound(candidates)
    }

    private static func read<Bytes: RandomAccessBytes>(_ range: ByteRange, in file: Bytes, _ parse: (ByteView) -> ExifCapture?) -> ExifCapture? {
        file.withBytes(at: range.offset, count: range.count, parse) ?? nil
    }

    /// The first with a time; else the first date alone.
    private static func firstFound(_ candidates: [() -> ExifCapture?]) -> ExifCapture? {
        var day: ExifCapture?
        for candidate in candidates {
            guard let found = candidate() else { continue }
            if !found.dayOnly { return found }
            day = day ?? found
        }
        return day
    }
}
