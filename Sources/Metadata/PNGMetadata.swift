import Foundation
import Model

/// EXIF in a PNG: the `eXIf` chunk (a bare TIFF block), or the hex-encoded "Raw profile type
/// exif" that ImageMagick and exiftool write into tEXt, zTXt or iTXt. Beside it, the XMP packet
/// of an `XML:com.adobe.xmp` iTXt chunk (iOS writes its screenshots' so) and the PNG
/// specification's `Creation Time` text. Walks chunk headers to IEND, reading only IHDR and
/// the chunks that can hold these.
enum PNGMetadata {
    struct Found {
        package var exif: ByteRange?
        /// A TIFF block decoded from a text chunk.
        var exifBytes: [UInt8]?
        package var width: Int?
        package var height: Int?
        /// The XMP packet's capture time and GPS instant, and whether it calls the image a screenshot.
        var xmpCapture: ExifCapture?
        var xmpGPSInstant: Int64?
        var xmpScreenshot = false
        /// The `Creation Time` text's date.
        var creationTime: ExifCapture?
    }

    static let xmpKeyword = Array("XML:com.adobe.xmp".utf8)
    static let creationTimeKeyword = Array("Creation Time".utf8)
    /// The PNG specification's longest keyword.
    static let maxKeyword = 79

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// PNGs of a few thousand chunks exist; more means garbage.
    static let maxChunks = 100_000
    /// Text chunks larger than this are not EXIF profiles.
    static let maxTextChunk = 4 << 20

    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> Found? {
        guard file.matches(0, signature) else { return nil }
        var found = Found()
        var at = 8
        for _ in 0 ..< maxChunks {
            guard let length = file.u32(at, bigEndian: true), let type = file.withBytes(at: at + 4, count: 4, { BoxWalk.fourCC($0) })
            else { break }
            let data = at + 8
            guard data + Int(length) <= file.size else { break }
            switch type {
            case "IHDR":
                found.width = file.u32(data, bigEndian: true).map(Int.init)
                found.height = file.u32(data + 4, bigEndian: true).map(Int.init)
            case "eXIf" where found.exif == nil:
                // Some writers keep the APP1 signature in front of the TIFF header.
                let skip = file.matches(data, JPEGMarkerWalk.exifSignature) ? JPEGMarkerWalk.exifSignature.count : 0
                found.exif = ByteRange(offset: data + skip, count: Int(length) - skip)
            case "tEXt", "zTXt", "iTXt":
                guard Int(length) <= maxTextChunk else { break }
                _ = file.withBytes(at: data, count: Int(length)) { text(type: type, chunk: $0, into: &found) }
            case "IEND":
                return found
            default:
                break
            }
            at = data + Int(length) + 4  // the CRC
        }
        return found
    }

    /// What a text chunk holds: XMP, a creation time, or a raw EXIF profile.
    private static func text(type: String, chunk: ByteView, into found: inout Found) {
        let bytes = chunk.base
        guard let keywordEnd = bytes.prefix(maxKeyword + 1).firstIndex(of: 0) else { return }
        let keyword = bytes[..<keywordEnd]
        if keyword.elementsEqual(xmpKeyword) {
            guard type == "iTXt", found.xmpCapture == nil, !found.xmpScreenshot,
                  let start = uncompressedText(iTXt: bytes, keywordEnd: keywordEnd)
            else { return }
            let packet = chunk.subview(start ..< bytes.count)
            found.xmpCapture = XMPDates.capture(in: packet)
            found.xmpGPSInstant = XMPDates.gpsInstant(in: packet)
            found.xmpScreenshot = XMPDates.saysScreenshot(packet)
        } else if keyword.elementsEqual(creationTimeKeyword) {
            let start = type == "tEXt" ? keywordEnd + 1 : type == "iTXt" ? uncompressedText(iTXt: bytes, keywordEnd: keywordEnd) : nil
            guard found.creationTime == nil, let start, start <= bytes.count else { return }
            found.creationTime = creationTime(Array(bytes[start...].prefix(XMPDates.maxDateBytes)))
        } else if found.exif == nil, found.exifBytes == nil {
            found.exifBytes = rawProfile(type: type, chunk: Array(bytes))
        }
    }

    /// Where an iTXt chunk's text starts, after its compression flag and method, language and
    /// translated keyword; nil when it is compressed or cut short.
    private static func uncompressedText<Bytes: RandomAccessCollection<UInt8>>(iTXt bytes: Bytes, keywordEnd: Int) -> Int?
        where Bytes.Index == Int {
        guard keywordEnd + 3 <= bytes.count, bytes[keywordEnd + 1] == 0 else { return nil }
        var at = keywordEnd + 3
        for _ in 0 ..< 2 {
            guard let zero = bytes[at...].firstIndex(of: 0) else { return nil }
            at = zero + 1
        }
        return at
    }

    /// `Creation Time` as the PNG specification suggests (RFC 1123: `Mon, 14 Jul 2025 12:00:00 +0100`,
    /// or `GMT`), or as writers put it: ISO 8601 or EXIF's `2025:07:14 12:00:00`.
    static func creationTime(_ text: [UInt8]) -> ExifCapture? {
        let trimmed = Array(text.prefix { $0 != 0 && $0 != 0x0A && $0 != 0x0D })
        if trimmed.first?.isDigit == true {
            if let exif = ExifCaptureReader.parseDateTime(trimmed) {
                let offset = trimmed.count > 19 ? ExifCaptureReader.parseOffset(trimmed[19...].drop { $0 == 0x20 }) : nil
                return ExifCapture(time: exif, utcOffset: offset, subsecondMillis: nil)
            }
            if let iso = XMPDates.parseISO8601(trimmed) { return iso }
        }
        return rfc1123(trimmed)
    }

    /// `[Mon, ]14 Jul 2025 12:00[:00] +0100`; the zone a numeric offset, or `GMT`, `UT` or `Z`.
    private static func rfc1123(_ text: [UInt8]) -> ExifCapture? {
        var words = text.split { $0 == 0x20 || $0 == 0x2C }.map { String(decoding: $0, as: UTF8.self) }
        if let first = words.first, first.first?.isLetter == true { words.removeFirst() }
        guard words.count >= 4, let day = Int(words[0]), let month = AVIMetadata.months.firstIndex(of: words[1].lowercased()),
              let year = Int(words[2]), words[2].count == 4
        else { return nil }
        let clock = words[3].split(separator: ":").map { Int($0) }
        guard clock.count == 2 || clock.count == 3, let hour = clock[0], let minute = clock[1],
              let time = LocalDateTime(year: year, month: month + 1, day: day, hour: hour, minute: minute,
                                       second: clock.count == 3 ? clock[2] ?? -1 : 0)
        else { return nil }
        var offset: Int?
        if words.count > 4 {
            let zone = words[4]
            if ["GMT", "UT", "UTC", "Z"].contains(zone.uppercased()) {
                offset = 0
            } else if zone.count == 5, let sign = zone.first, sign == "+" || sign == "-", let digits = Int(zone.dropFirst()) {
                let seconds = digits / 100 * 3600 + digits % 100 * 60
                offset = seconds <= 14 * 3600 && digits % 100 < 60 ? (sign == "-" ? -seconds : seconds) : nil
            }
        }
        return ExifCapture(time: time, utcOffset: offset, subsecondMillis: nil)
    }

    /// The TIFF block of a "Raw profile type exif" (or "APP1") text chunk, if this is one.
    static func rawProfile(type: String, chunk: [UInt8]) -> [UInt8]? {
        guard let keywordEnd = chunk.firstIndex(of: 0) else { return nil }
        let keyword = String(decoding: chunk[..<keywordEnd], as: UTF8.self)
        guard keyword == "Raw profile type exif" || keyword == "Raw profile type APP1" else { return nil }
        var text: [UInt8]
        switch type {
        case "tEXt":
            text = Array(chunk[(keywordEnd + 1)...])
        case "zTXt":
            guard keywordEnd + 2 <= chunk.count, let inflated = try? Gzip.inflateZlib(Data(chunk[(keywordEnd + 2)...])) else { return nil }
            text = inflated
        default:  // iTXt: flag, method, language \0, translated keyword \0, text
            guard keywordEnd + 3 <= chunk.count else { return nil }
            let compressed = chunk[keywordEnd + 1] == 1
            var rest = chunk[(keywordEnd + 3)...]
            for _ in 0 ..< 2 {
                guard let zero = rest.firstIndex(of: 0) else { return nil }
                rest = rest[(zero + 1)...]
            }
            if compressed {
                guard let inflated = try? Gzip.inflateZlib(Data(rest)) else { return nil }
                text = inflated
            } else {
                text = Array(rest)
            }
        }
        return hexProfile(text)
    }

    /// "\nexif\n   1234\n4578696600004d4d…": a name, a length, then hex digits over many lines.
    static func hexProfile(_ text: [UInt8]) -> [UInt8]? {
        let lines = text.split(separator: 0x0A, maxSplits: 3, omittingEmptySubsequences: true)
        guard lines.count >= 3 else { return nil }
        let digits = lines[2...].joined().filter { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var high: UInt8?
        for c in digits {
            let v: UInt8
            switch c {
            case 0x30 ... 0x39: v = c - 0x30
            case 0x61 ... 0x66: v = c - 0x61 + 10
            case 0x41 ... 0x46: v = c - 0x41 + 10
            default: return nil
            }
            if let h = high {
                bytes.append(h << 4 | v)
                high = nil
            } else {
                high = v
            }
        }
        if bytes.starts(with: JPEGMarkerWalk.exifSignature) { bytes.removeFirst(JPEGMarkerWalk.exifSignature.count) }
        return bytes.count >= JPEGMarkerWalk.minimumTIFFCount ? bytes : nil
    }
}

/// EXIF in a WebP: the RIFF `EXIF` chunk; the canvas size from `VP8X`.
enum WebPMetadata {
    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> PNGMetadata.Found? {
        guard file.matches(0, Array("RIFF".utf8)), file.matches(8, Array("WEBP".utf8)) else { return nil }
        var found = PNGMetadata.Found()
        var at = 12
        for _ in 0 ..< PNGMetadata.maxChunks {
            guard let type = file.withBytes(at: at, count: 4, { BoxWalk.fourCC($0) }), let length = file.u32(at + 4, bigEndian: false) else { break }
            let data = at + 8
            guard data + Int(length) <= file.size else { break }
            switch type {
            case "VP8X":
                func u24(_ o: Int) -> Int? {
                    guard let a = file.u8(o), let b = file.u8(o + 1), let c = file.u8(o + 2) else { return nil }
                    return Int(a) | Int(b) << 8 | Int(c) << 16
                }
                found.width = u24(data + 4).map { $0 + 1 }
                found.height = u24(data + 7).map { $0 + 1 }
            case "EXIF":
                let skip = file.matches(data, JPEGMarkerWalk.exifSignature) ? JPEGMarkerWalk.exifSignature.count : 0
                found.exif = ByteRange(offset: data + skip, count: Int(length) - skip)
                return found
            default:
                break
            }
            at = data + Int(length) + Int(length & 1)
        }
        return found
    }
}
