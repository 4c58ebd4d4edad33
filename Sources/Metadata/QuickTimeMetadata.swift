import Model

/// When and where a video was made, from its `moov` box alone (which may sit at the end of the
/// file, after the media data): `mvhd`'s creation time, Apple's `com.apple.quicktime.creationdate`
/// and `…location.ISO6709` keys, or the `©xyz` user-data atom. Reads box headers and the small
/// boxes that hold these, never the sample tables or the media.
enum QuickTimeMetadata {
    struct Found: Equatable {
        /// Seconds since the Unix epoch, from `mvhd`.
        package var instant: Int64?
        /// Wall-clock time with its offset, from Apple's creation-date key.
        package var localTime: LocalDateTime?
        package var utcOffset: Int?
        package var position: Position?
        /// Apple's Live Photo content identifier, shared with the Live Photo's still.
        package var contentID: String?
        /// The movie's length, from `mvhd`.
        package var durationMs: Int?
        /// The handler of each track: `vide`, `soun`, `meta`, `tmcd`, …; empty when unreadable.
        var trackHandlers: [String] = []

        /// Sound tracks and no picture: an audio file in a movie's container (an M4A saved as
        /// MP4). A track whose handler cannot be read might be the picture: then it is no verdict.
        var isAudioOnly: Bool {
            trackHandlers.contains("soun") && !trackHandlers.contains("vide") && !trackHandlers.contains("")
        }
    }

    /// Seconds from 1904-01-01 (QuickTime's epoch) to 1970-01-01.
    static let epochOffset: Int64 = 2_082_844_800
    /// Metadata boxes bigger than this are not metadata.
    static let maxMetadataBytes = 1 << 20

    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> Found? {
        guard let moov = BoxWalk.boxes(in: file, from: 0, to: file.size).first(where: { $0.type == "moov" }) else { return nil }
        var found = Found()
        for box in BoxWalk.boxes(in: file, from: moov.payload, to: moov.end) {
            switch box.type {
            case "mvhd":
                guard let version = file.u8(box.payload) else { continue }
                let created = version == 1 ? file.u64(box.payload + 4, bigEndian: true).map { Int64(bitPattern: $0) }
                    : file.u32(box.payload + 4, bigEndian: true).map(Int64.init)
                if let created, created > epochOffset { found.instant = created - epochOffset }
                found.durationMs = durationMs(in: file, mvhd: box, version: version)
            case "udta":
                userData(in: file, box, &found)
            case "meta":
                keyedMetadata(in: file, box, &found)
            case "trak":
                // trak → mdia → hdlr: version and flags, a predefined word, then the handler type.
                let media = BoxWalk.boxes(in: file, from: box.payload, to: box.end).first { $0.type == "mdia" }
                let handler = media.flatMap { BoxWalk.boxes(in: file, from: $0.payload, to: $0.end).first { $0.type == "hdlr" } }
                found.trackHandlers.append(handler.flatMap { $0.payloadCount >= 12 ? file.withBytes(at: $0.payload + 8, count: 4, BoxWalk.fourCC) : nil } ?? "")
            default:
                continue
            }
        }
        return found
    }

    private static func userData<Bytes: RandomAccessBytes>(in file: Bytes, _ udta: Box, _ found: inout Found) {
        for box in BoxWalk.boxes(in: file, from: udta.payload, to: udta.end) {
            if box.type == "@xyz", found.position == nil, box.payloadCount > 4, box.payloadCount < 256 {
                // A 16-bit length and a 16-bit language, then the ISO 6709 text.
                found.position = file.withBytes(at: box.payload + 4, count: box.payloadCount - 4) { iso6709(Array($0.base)) } ?? nil
            } else if box.type == "meta" {
                keyedMetadata(in: file, box, &found)
            }
        }
    }

    /// Apple's `mdta` metadata: `keys` names each entry, `ilst` holds its value by index.
    private static func keyedMetadata<Bytes: RandomAccessBytes>(in file: Bytes, _ meta: Box, _ found: inout Found) {
        guard meta.payloadCount <= maxMetadataBytes else { return }
        // An ISO meta box is a full box (4 bytes of version and flags); QuickTime's is not.
        let start = file.matches(meta.payload + 4, Array("hdlr".utf8)) ? meta.payload : meta.payload + 4
        let children = BoxWalk.boxes(in: file, from: start, to: meta.end)
        guard let keysBox = children.first(where: { $0.type == "keys" }), let ilst = children.first(where: { $0.type == "ilst" }) else { return }
        var keys: [String] = []
        var at = keysBox.payload + 8  // version, flags, entry count
        while at + 8 <= keysBox.end, keys.count < 1024 {
            guard let size = file.u32(at, bigEndian: true), size >= 8, at + Int(size) <= keysBox.end else { break }
            keys.append(file.withBytes(at: at + 8, count: Int(size) - 8) { String(decoding: $0.base, as: UTF8.self) } ?? "")
            at += Int(size)
        }
        for item in BoxWalk.boxes(in: file, from: ilst.payload, to: ilst.end) {
            guard let index = file.u32(item.payload - 4, bigEndian: true), index >= 1, Int(index) <= keys.count,
                  let data = BoxWalk.boxes(in: file, from: item.payload, to: item.end).first(where: { $0.type == "data" }),
                  data.payloadCount > 8, data.payloadCount < 512,
                  let value = file.withBytes(at: data.payload + 8, count: data.payloadCount - 8, { Array($0.base) })
            else { continue }
            switch keys[Int(index) - 1] {
            case "com.apple.quicktime.location.ISO6709":
                found.position = iso6709(value) ?? found.position
            case "com.apple.quicktime.content.identifier":
                found.contentID = AppleMakerNote.identifier(value) ?? found.contentID
            case "com.apple.quicktime.creationdate":
                if let capture = XMPDates.parseISO8601(compactOffset(value)) {
                    found.localTime = capture.time
                    found.utcOffset = capture.utcOffset
                }
            default:
                continue
            }
        }
    }

    /// `mvhd`'s duration in its timescale's units, as milliseconds. After the version and
    /// flags, version 0 has 32-bit creation and modification times, the timescale and a 32-bit
    /// duration; version 1 has 64-bit times and duration. All ones is "unknown".
    private static func durationMs<Bytes: RandomAccessBytes>(in file: Bytes, mvhd: Box, version: UInt8) -> Int? {
        let duration: UInt64?, timescale: UInt32?
        if version == 1 {
            (timescale, duration) = (file.u32(mvhd.payload + 20, bigEndian: true), file.u64(mvhd.payload + 24, bigEndian: true))
        } else {
            timescale = file.u32(mvhd.payload + 12, bigEndian: true)
            duration = file.u32(mvhd.payload + 16, bigEndian: true).map { $0 == .max ? .max : UInt64($0) }
        }
        guard let duration, let timescale, timescale > 0, duration != .max else { return nil }
        let (ms, overflow) = duration.multipliedReportingOverflow(by: 1000)
        guard !overflow, ms / UInt64(timescale) <= UInt64(Int32.max) else { return nil }
        return Int(ms / UInt64(timescale))
    }

    /// `+0100` → `+01:00`, so that the ISO 8601 reader takes Apple's compact offsets.
    private static func compactOffset(_ text: [UInt8]) -> [UInt8] {
        guard text.count >= 5, [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(text[text.count - 5]),
              text.suffix(4).allSatisfy(\.isDigit)
        else { return text }
        return Array(text.dropLast(2)) + [UInt8(ascii: ":")] + Array(text.suffix(2))
    }

    /// A position as ISO 6709 writes it, with the height when one is given.
    package struct Position: Equatable {
        package var point: GeoPoint
        /// Metres above sea level (negative below it).
        package var altitudeMeters: Double?
    }

    /// ISO 6709 decimal degrees: `+51.5074-000.1278+011.000/` — latitude, longitude, and
    /// optionally the height in metres.
    static func iso6709(_ text: [UInt8]) -> Position? {
        var numbers: [Double] = []
        var i = 0
        while i < text.count, text[i] != UInt8(ascii: "/"), numbers.count < 3 {
            guard text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") else { i += 1; continue }
            var j = i + 1
            while j < text.count, text[j].isDigit || text[j] == UInt8(ascii: ".") { j += 1 }
            guard j > i + 1, let value = Double(String(decoding: text[i ..< j], as: UTF8.self)) else { break }
            numbers.append(value)
            i = j
        }
        guard numbers.count >= 2, let point = GeoPoint(latitude: numbers[0], longitude: numbers[1]) else { return nil }
        let altitude = numbers.count == 3 && abs(numbers[2]) <= GPSCoordinate.maxAltitudeMeters ? numbers[2] : nil
        return Position(point: point, altitudeMeters: altitude)
    }
}
