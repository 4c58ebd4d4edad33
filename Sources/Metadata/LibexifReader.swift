import CExif
import CExifArena

/// Tier B for EXIF blocks: reads location, offset, size, orientation and camera with
/// libexif from the TIFF block alone (never the whole file).
enum LibexifReader {
    static let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]

    /// libexif wants the `Exif\0\0` signature in front of the TIFF block. In a JPEG it is
    /// already there, just before the block, and the bytes are handed over as they are;
    /// otherwise they are copied behind one.
    package static func details<Bytes: RandomAccessBytes>(tiffBlock block: ByteRange, in file: Bytes) -> PhotoDetails {
        let header = exifHeader.count
        if file.matches(block.offset - header, exifHeader),
           let details = file.withBytes(at: block.offset - header, count: block.count + header, { details(app1: $0.base) }) {
            return details
        }
        return file.withBytes(at: block.offset, count: block.count) { details(tiff: $0.base) } ?? PhotoDetails()
    }

    package static func details(tiff: some Collection<UInt8>) -> PhotoDetails {
        var block = exifHeader
        block.append(contentsOf: tiff)
        return block.withUnsafeBytes { details(app1: $0) }
    }

    /// Reads an APP1 payload: the signature, then the TIFF block.
    package static func details(app1: UnsafeRawBufferPointer) -> PhotoDetails {
        // The thread's next begin takes the whole block back: no exif_data_unref.
        guard let data = exif_data_new_mem(pw_exif_arena_begin()) else { return PhotoDetails() }
        // Follow-the-specification would "fix" the data by adding entries: wasted work for a reader.
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        exif_data_set_option(data, EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS)

        exif_data_load_data(data, app1.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(clamping: app1.count))
        let order = exif_data_get_byte_order(data)
        let reader = Entries(data: data, order: order)

        var details = PhotoDetails()
        details.location = GPSCoordinate.point(
            latitude: reader.rationals(EXIF_IFD_GPS, 0x0002, count: 3),
            latitudeRef: reader.ascii(EXIF_IFD_GPS, 0x0001),
            longitude: reader.rationals(EXIF_IFD_GPS, 0x0004, count: 3),
            longitudeRef: reader.ascii(EXIF_IFD_GPS, 0x0003))
        if details.location != nil {
            details.altitudeMeters = GPSCoordinate.altitude(reader.rationals(EXIF_IFD_GPS, 0x0006, count: 1),
                                                            reference: reader.unsigned(EXIF_IFD_GPS, 0x0005))
            details.speedKmh = GPSCoordinate.speed(reader.rationals(EXIF_IFD_GPS, 0x000D, count: 1),
                                                   reference: reader.ascii(EXIF_IFD_GPS, 0x000C))
        }
        details.utcOffset = reader.ascii(EXIF_IFD_EXIF, 0x9011).flatMap(ExifCaptureReader.parseOffset)
        details.subsecondMillis = reader.ascii(EXIF_IFD_EXIF, 0x9291).flatMap(ExifCaptureReader.parseSubsecond)
        details.width = reader.unsigned(EXIF_IFD_EXIF, 0xA002).flatMap { $0 > 0 ? $0 : nil }
        details.height = reader.unsigned(EXIF_IFD_EXIF, 0xA003).flatMap { $0 > 0 ? $0 : nil }
        details.orientation = reader.unsigned(EXIF_IFD_0, 0x0112).flatMap { (1 ... 8).contains($0) ? $0 : nil }
        details.make = reader.ascii(EXIF_IFD_0, 0x010F).flatMap(\.nonEmpty)
        details.model = reader.ascii(EXIF_IFD_0, 0x0110).flatMap(\.nonEmpty)
        details.isScreenshot = reader.userComment()?.contains("Screenshot") ?? false
        // The maker note is read from the block already in memory, by the small IFD reader:
        // libexif would parse every maker note's entries to hand over two.
        let apple = AppleMakerNote.identifiers(tiffAt: exifHeader.count, in: MemoryBytes(view: ByteView(app1)))
        (details.contentID, details.burstID) = (apple.contentID, apple.burstID)
        return details
    }

    /// Typed access to libexif entries, checking format and size before every read.
    private struct Entries {
        let data: UnsafeMutablePointer<ExifData>
        let order: ExifByteOrder

        func entry(_ ifd: ExifIfd, _ tag: UInt32) -> ExifEntry? {
            pw_exif_entry(data, ifd, ExifTag(rawValue: tag))?.pointee
        }

        func ascii(_ ifd: ExifIfd, _ tag: UInt32) -> String? {
            guard let e = entry(ifd, tag), e.format == EXIF_FORMAT_ASCII, let bytes = e.data, e.size > 0 else { return nil }
            let buffer = UnsafeBufferPointer(start: bytes, count: Int(e.size))
            return String(trimmingTrailingSpaces: buffer.prefix { $0 != 0 })
        }

        func unsigned(_ ifd: ExifIfd, _ tag: UInt32) -> Int? {
            guard let e = entry(ifd, tag), let bytes = e.data, e.components >= 1 else { return nil }
            switch e.format {
            case EXIF_FORMAT_BYTE where e.size >= 1: return Int(bytes.pointee)
            case EXIF_FORMAT_SHORT where e.size >= 2: return Int(exif_get_short(bytes, order))
            case EXIF_FORMAT_LONG where e.size >= 4: return Int(exif_get_long(bytes, order))
            default: return nil
            }
        }

        /// RATIONAL, or SRATIONAL as some phones write GPS.
        func rationals(_ ifd: ExifIfd, _ tag: UInt32, count: Int) -> [Double]? {
            guard let e = entry(ifd, tag), e.format == EXIF_FORMAT_RATIONAL || e.format == EXIF_FORMAT_SRATIONAL,
                  let bytes = e.data, e.components >= count, e.size >= UInt32(8 * count)
            else { return nil }
            return (0 ..< count).map { i in
                if e.format == EXIF_FORMAT_SRATIONAL {
                    let r = exif_get_srational(bytes + 8 * i, order)
                    return r.denominator == 0 ? .nan : Double(r.numerator) / Double(r.denominator)
                }
                let r = exif_get_rational(bytes + 8 * i, order)
                return r.denominator == 0 ? .nan : Double(r.numerator) / Double(r.denominator)
            }
        }

        /// UserComment: an 8-byte character-code prefix, then text.
        func userComment() -> String? {
            guard let e = entry(EXIF_IFD_EXIF, 0x9286), let bytes = e.data, e.size > 8 else { return nil }
            let text = UnsafeBufferPointer(start: bytes + 8, count: Int(e.size) - 8)
            return String(decoding: text.filter { $0 != 0 }, as: UTF8.self)
        }
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
