/// Canon's CR3 (EOS R, M50 and later): an ISOBMFF file whose `moov` holds a Canon `uuid` box,
/// and in it the EXIF as separate TIFF blocks, each with its own header: `CMT1` is IFD0 (make,
/// model), `CMT2` the EXIF IFD (DateTimeOriginal, OffsetTimeOriginal), `CMT4` the GPS IFD.
enum CanonCR3Metadata {
    /// The user type of Canon's metadata box in `moov`: 85c0b687-820f-11e0-8111-f4ce462b6a48.
    static let canonUUID: [UInt8] = [0x85, 0xC0, 0xB6, 0x87, 0x82, 0x0F, 0x11, 0xE0, 0x81, 0x11, 0xF4, 0xCE, 0x46, 0x2B, 0x6A, 0x48]

    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> HeaderReading? {
        guard let moov = BoxWalk.boxes(in: file, from: 0, to: file.size).first(where: { $0.type == "moov" }) else { return nil }
        guard let canon = BoxWalk.boxes(in: file, from: moov.payload, to: moov.end)
            .first(where: { $0.type == "uuid" && file.matches($0.payload, canonUUID) })
        else { return HeaderReading() }
        var ifd0, exif, gps: Int?
        for box in BoxWalk.boxes(in: file, from: canon.payload + canonUUID.count, to: canon.end) {
            switch box.type {
            case "CMT1": ifd0 = box.payload
            case "CMT2": exif = box.payload
            case "CMT4": gps = box.payload
            default: continue
            }
        }
        // CMT2's first directory is the EXIF IFD itself, where the capture reader looks last.
        return HeaderReading(source: .tiffParts(ifd0: ifd0, exif: exif, gps: gps),
                             capture: exif.flatMap { ExifCaptureReader.dates(tiffAt: $0, in: file).capture },
                             gpsInstant: gps.flatMap { TIFFDirectory.root(in: file, base: $0) }.flatMap { ExifCaptureReader.gpsInstant($0) },
                             lastEdit: ifd0.flatMap { ExifCaptureReader.dates(tiffAt: $0, in: file).lastEdit })
    }
}
