import CExif
import Foundation
import Model

/// What the generator writes into a photo's EXIF, built and serialised by libexif.
struct ExifFields {
    var dateTimeOriginal: LocalDateTime?
    var offsetTimeOriginal: String?
    var subsecond: String?
    /// Latitude and longitude in degrees; either may be left out to make a half-present fix.
    var latitude: Double?
    var longitude: Double?
    var make: String?
    var model: String?
    var orientation: Int?
    var pixelSize: (width: Int, height: Int)?
    var bigEndian = false
    var userComment: String?
    /// IFD0 DateTime: when the file was last changed, as editors and exporters write it.
    var dateTime: LocalDateTime?
    var software: String?
    /// GPSDateStamp + GPSTimeStamp: the fix's instant, on UTC's clock.
    var gpsTime: LocalDateTime?
    /// The MakerNote (0x927C) as the camera lays it out, e.g. `IPhoneMakerNote.make`.
    var makerNote: [UInt8]?
}

/// The maker note an iPhone writes: `Apple iOS\0`, version 1, `MM`, then a big-endian IFD
/// whose value offsets count from the start of the note (so the note can move within the
/// EXIF block), holding the Live Photo's content identifier (0x0011) and the burst's UUID
/// (0x000B) as ASCII.
enum IPhoneMakerNote {
    static func make(contentID: String?, burstID: String?) -> [UInt8] {
        let header = Array("Apple iOS".utf8) + [0, 0, 1] + Array("MM".utf8)
        // The IFD's tags in ascending order, as TIFF asks.
        let entries = [(UInt16(0x000B), burstID), (UInt16(0x0011), contentID)].compactMap { tag, text in text.map { (tag, Array($0.utf8) + [0]) } }
        func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v & 0xFFFF) }
        var valuesAt = header.count + 2 + entries.count * 12 + 4
        var directory = be16(entries.count), values: [UInt8] = []
        for (tag, bytes) in entries {
            directory += be16(Int(tag)) + be16(2) + be32(bytes.count)  // type 2: ASCII
            if bytes.count <= 4 {
                directory += bytes + [UInt8](repeating: 0, count: 4 - bytes.count)
            } else {
                directory += be32(valuesAt)
                values += bytes
                valuesAt += bytes.count
            }
        }
        return header + directory + be32(0) + values
    }
}

enum ExifBlock {
    /// The APP1 payload: `Exif\0\0` followed by the TIFF block.
    static func make(_ fields: ExifFields) -> [UInt8] {
        guard let data = exif_data_new() else { fatalError("libexif: out of memory") }
        defer { exif_data_unref(data) }
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        let order = fields.bigEndian ? EXIF_BYTE_ORDER_MOTOROLA : EXIF_BYTE_ORDER_INTEL
        exif_data_set_byte_order(data, order)
        exif_data_set_data_type(data, EXIF_DATA_TYPE_COMPRESSED)

        func set(_ ifd: ExifIfd, _ tag: UInt32, _ format: ExifFormat, _ components: Int, _ bytes: [UInt8]) {
            let status = bytes.withUnsafeBufferPointer {
                pw_exif_set_entry(data, ifd, ExifTag(rawValue: tag), format, UInt(components), $0.baseAddress, UInt32($0.count))
            }
            precondition(status == 0, "libexif refused tag \(tag)")
        }
        func ascii(_ ifd: ExifIfd, _ tag: UInt32, _ text: String) {
            let bytes = Array(text.utf8) + [0]
            set(ifd, tag, EXIF_FORMAT_ASCII, bytes.count, bytes)
        }
        func short(_ value: Int) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: 2)
            exif_set_short(&out, order, ExifShort(value))
            return out
        }
        func long(_ value: Int) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: 4)
            exif_set_long(&out, order, ExifLong(value))
            return out
        }
        func rationals(_ values: [(UInt32, UInt32)]) -> [UInt8] {
            values.flatMap { long(Int($0.0)) + long(Int($0.1)) }
        }
        func dms(_ degrees: Double) -> [UInt8] {
            let d = abs(degrees)
            let whole = d.rounded(.down)
            let minutes = ((d - whole) * 60).rounded(.down)
            let seconds = ((d - whole) * 60 - minutes) * 60
            return rationals([(UInt32(whole), 1), (UInt32(minutes), 1), (UInt32((seconds * 10_000).rounded()), 10_000)])
        }

        if let make = fields.make { ascii(EXIF_IFD_0, 0x010F, make) }
        if let model = fields.model { ascii(EXIF_IFD_0, 0x0110, model) }
        if let orientation = fields.orientation { set(EXIF_IFD_0, 0x0112, EXIF_FORMAT_SHORT, 1, short(orientation)) }
        if let software = fields.software { ascii(EXIF_IFD_0, 0x0131, software) }
        if let time = fields.dateTime { ascii(EXIF_IFD_0, 0x0132, exifText(time)) }
        if let time = fields.dateTimeOriginal {
            let text = exifText(time)
            ascii(EXIF_IFD_EXIF, 0x9003, text)
            ascii(EXIF_IFD_EXIF, 0x9004, text)
        }
        if let offset = fields.offsetTimeOriginal { ascii(EXIF_IFD_EXIF, 0x9011, offset) }
        if let subsecond = fields.subsecond { ascii(EXIF_IFD_EXIF, 0x9291, subsecond) }
        if let size = fields.pixelSize {
            set(EXIF_IFD_EXIF, 0xA002, EXIF_FORMAT_LONG, 1, long(size.width))
            set(EXIF_IFD_EXIF, 0xA003, EXIF_FORMAT_LONG, 1, long(size.height))
        }
        if let comment = fields.userComment {
            let bytes = Array("ASCII".utf8) + [0, 0, 0] + Array(comment.utf8)
            set(EXIF_IFD_EXIF, 0x9286, EXIF_FORMAT_UNDEFINED, bytes.count, bytes)
        }
        if let note = fields.makerNote { set(EXIF_IFD_EXIF, 0x927C, EXIF_FORMAT_UNDEFINED, note.count, note) }
        if fields.latitude != nil || fields.longitude != nil || fields.gpsTime != nil {
            set(EXIF_IFD_GPS, 0x0000, EXIF_FORMAT_BYTE, 4, [2, 2, 0, 0])
        }
        if let lat = fields.latitude {
            ascii(EXIF_IFD_GPS, 0x0001, lat >= 0 ? "N" : "S")
            set(EXIF_IFD_GPS, 0x0002, EXIF_FORMAT_RATIONAL, 3, dms(lat))
        }
        if let lon = fields.longitude {
            ascii(EXIF_IFD_GPS, 0x0003, lon >= 0 ? "E" : "W")
            set(EXIF_IFD_GPS, 0x0004, EXIF_FORMAT_RATIONAL, 3, dms(lon))
        }
        if let utc = fields.gpsTime {
            set(EXIF_IFD_GPS, 0x0007, EXIF_FORMAT_RATIONAL, 3, rationals([(UInt32(utc.hour), 1), (UInt32(utc.minute), 1), (UInt32(utc.second), 1)]))
            ascii(EXIF_IFD_GPS, 0x001D, String(exifText(utc).prefix(10)))
        }

        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt32 = 0
        exif_data_save_data(data, &buffer, &size)
        guard let buffer, size > 0 else { fatalError("libexif: could not serialise EXIF") }
        defer { free(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    static func exifText(_ time: LocalDateTime) -> String {
        let d = time.date
        func p(_ v: Int, _ w: Int = 2) -> String { String(repeating: "0", count: max(0, w - String(v).count)) + String(v) }
        return "\(p(d.year, 4)):\(p(d.month)):\(p(d.day)) \(p(time.hour)):\(p(time.minute)):\(p(time.second))"
    }
}
