/// Tier B for TIFF-based files (TIFF, DNG, CR2, NEF, ARW, ORF, RW2): the small IFD reader
/// rather than libexif, because libexif takes a block in memory and these files keep their
/// GPS IFD wherever they like, often megabytes in. Only the directories are read.
enum TIFFDetailsReader {
    package static func details<Bytes: RandomAccessBytes>(tiffAt base: Int, in file: Bytes) -> PhotoDetails {
        guard let ifd0 = TIFFDirectory.root(in: file, base: base) else { return PhotoDetails() }
        return details(ifd0: ifd0, exif: ifd0.subdirectory(0x8769), gps: ifd0.subdirectory(0x8825))
    }

    /// The same from the three directories, wherever each was found.
    package static func details<Bytes: RandomAccessBytes>(ifd0: TIFFDirectory<Bytes>?, exif: TIFFDirectory<Bytes>?,
                                                  gps: TIFFDirectory<Bytes>?) -> PhotoDetails {
        var details = PhotoDetails()
        if let gps {
            details.location = GPSCoordinate.point(
                latitude: gps.rationals(0x0002, count: 3), latitudeRef: gps.ascii(0x0001),
                longitude: gps.rationals(0x0004, count: 3), longitudeRef: gps.ascii(0x0003))
            if details.location != nil {
                details.altitudeMeters = GPSCoordinate.altitude(gps.rationals(0x0006, count: 1), reference: gps.unsigned(0x0005))
                details.speedKmh = GPSCoordinate.speed(gps.rationals(0x000D, count: 1), reference: gps.ascii(0x000C))
            }
        }
        details.utcOffset = exif?.ascii(0x9011).flatMap(ExifCaptureReader.parseOffset)
        details.subsecondMillis = exif?.ascii(0x9291).flatMap(ExifCaptureReader.parseSubsecond)
        details.orientation = ifd0?.unsigned(0x0112).flatMap { (1 ... 8).contains($0) ? $0 : nil }
        details.make = ifd0?.ascii(0x010F).flatMap(\.nonEmpty)
        details.model = ifd0?.ascii(0x0110).flatMap(\.nonEmpty)
        // RAW files often describe a thumbnail in IFD0; EXIF's pixel size is the photo's.
        details.width = exif?.unsigned(0xA002) ?? ifd0?.unsigned(0x0100)
        details.height = exif?.unsigned(0xA003) ?? ifd0?.unsigned(0x0101)
        return details
    }
}
