import Foundation

/// EXIF in a PNG: the `eXIf` chunk (a bare TIFF block), or the hex-encoded "Raw profile type
/// exif" that ImageMagick and exiftool write into tEXt, zTXt or iTXt. Walks chunk headers to
/// IEND, reading only IHDR and the chunks that can hold EXIF.
enum PNGMetadata {
    struct Found {
        var exif: ByteRange?
        /// A TIFF block decoded from a text chunk.
        var exifBytes: [UInt8]?
        var width: Int?
        var height: Int?
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// PNGs of a few thousand chunks exist; more means garbage.
    static let maxChunks = 100_000
    /// Text chunks larger than this are not EXIF profiles.
    static let maxTextChunk = 4 << 20

    static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> Found? {
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
                guard found.exif == nil, found.exifBytes == nil, Int(length) <= maxTextChunk else { break }
                found.exifBytes = file.withBytes(at: data, count: Int(length)) { rawProfile(type: type, chunk: Array($0.base)) } ?? nil
            case "IEND":
                return found
            default:
                break
            }
            at = data + Int(length) + 4  // the CRC
        }
        return found
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
    static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> PNGMetadata.Found? {
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
