import Foundation

/// The fields of a Takeout sidecar that `TakeoutSidecar` reads, found in one pass over the
/// JSON's bytes. Foundation's `JSONSerialization` built every value of the document as an
/// object first: on the phone mix it was a twentieth of a cold scan's CPU, for three numbers
/// a file. The whole document is checked against JSON's grammar (RFC 8259) as it is read, so
/// what is not JSON is refused as before.
///
/// Text in UTF-16 or UTF-32, or with a byte-order mark, is not read here (`unsupported`):
/// Foundation reads those. A number is read by `Double`'s own parser, correctly rounded.
enum TakeoutJSON {
    /// What a value said, as `TakeoutSidecar` reads it: a number (`true` and `false` are 1
    /// and 0, as Foundation's `NSNumber` reads them), a string that may hold one, or anything else.
    enum Scalar: Equatable {
        case number(Double)
        case string(String)
        case other
    }

    /// A `geoData` or `geoDataExif` object's fields.
    struct Geo: Equatable {
        var latitude: Scalar?
        var longitude: Scalar?
        var altitude: Scalar?
    }

    /// The top-level object's fields; a key given twice keeps its last value, as Foundation's
    /// dictionary does.
    struct Fields: Equatable {
        /// `photoTakenTime.timestamp`, when `photoTakenTime` is an object.
        var timestamp: Scalar?
        /// Nil unless the key's value is an object.
        var geoData: Geo?
        var geoDataExif: Geo?
    }

    enum Outcome: Equatable {
        case object(Fields)
        /// Not JSON, or JSON whose top-level value is not an object.
        case notObject
        /// Not UTF-8 without a byte-order mark.
        case unsupported
    }

    /// Deeper nesting than this is refused; Foundation refuses past 512. A comma before a
    /// closing bracket is let through, as Foundation lets it through.
    static let maxDepth = 512

    static func read(_ json: Data) -> Outcome {
        json.withUnsafeBytes { read(bytes: $0) }
    }

    /// The bytes are read where they lie, each read checked against their count.
    private static func read(bytes: UnsafeRawBufferPointer) -> Outcome {
        guard let first = bytes.first else { return .notObject }
        // UTF-8 JSON starts with an ASCII character; a zero byte among the first two, or a
        // byte-order mark, is another encoding.
        if first == 0 || first >= 0x80 || (bytes.count > 1 && bytes[1] == 0) { return .unsupported }
        var reader = Reader(bytes: bytes)
        var fields = Fields()
        reader.skipSpace()
        guard reader.isAtObject, reader.object(depth: 1, { key, reader in
            switch key {
            case "photoTakenTime":
                guard reader.isAtObject else {
                    fields.timestamp = nil
                    return reader.skipValue(depth: 2)
                }
                var timestamp: Scalar?
                guard reader.object(depth: 2, { key, reader in
                    guard key == "timestamp" else { return reader.skipValue(depth: 3) }
                    timestamp = reader.scalar(depth: 3)
                    return timestamp != nil
                }) else { return false }
                fields.timestamp = timestamp
            case "geoData", "geoDataExif":
                guard reader.isAtObject else {
                    if key == "geoData" { fields.geoData = nil } else { fields.geoDataExif = nil }
                    return reader.skipValue(depth: 2)
                }
                var geo = Geo()
                guard reader.object(depth: 2, { key, reader in
                    let scalar: Scalar?
                    switch key {
                    case "latitude": scalar = reader.scalar(depth: 3); geo.latitude = scalar
                    case "longitude": scalar = reader.scalar(depth: 3); geo.longitude = scalar
                    case "altitude": scalar = reader.scalar(depth: 3); geo.altitude = scalar
                    default: return reader.skipValue(depth: 3)
                    }
                    return scalar != nil
                }) else { return false }
                if key == "geoData" { fields.geoData = geo } else { fields.geoDataExif = geo }
            default:
                return reader.skipValue(depth: 2)
            }
            return true
        }) else { return .notObject }
        reader.skipSpace()
        return reader.atEnd ? .object(fields) : .notObject
    }

    /// A cursor over the document. Every method returns false (or nil) on bytes that are not
    /// JSON, and the whole read then fails.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var at = 0

        init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

        var atEnd: Bool { at >= bytes.count }
        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }
        var isAtObject: Bool { peek == UInt8(ascii: "{") }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { at += 1 }
        }

        mutating func expect(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            at += 1
            return true
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard at + count <= bytes.count else { return false }
            for i in 0 ..< count where bytes[at + i] != word.utf8Start[i] { return false }
            at += count
            return true
        }

        /// An object at `at`, each key handed to `member` with the cursor on its value, which
        /// `member` must read.
        mutating func object(depth: Int, _ member: (String, inout Reader) -> Bool) -> Bool {
            list(UInt8(ascii: "{"), UInt8(ascii: "}"), depth: depth) { reader in
                guard let key = reader.string() else { return false }
                reader.skipSpace()
                guard reader.expect(UInt8(ascii: ":")) else { return false }
                reader.skipSpace()
                return member(key, &reader)
            }
        }

        mutating func array(depth: Int) -> Bool {
            list(UInt8(ascii: "["), UInt8(ascii: "]"), depth: depth) { $0.skipValue(depth: depth + 1) }
        }

        /// An object's members or an array's elements, between `open` and `close`, each read by
        /// `item`.
        mutating func list(_ open: UInt8, _ close: UInt8, depth: Int, _ item: (inout Reader) -> Bool) -> Bool {
            guard depth <= TakeoutJSON.maxDepth, expect(open) else { return false }
            while true {
                skipSpace()
                if expect(close) { return true }
                guard item(&self) else { return false }
                skipSpace()
                if expect(close) { return true }
                guard expect(UInt8(ascii: ",")) else { return false }
            }
        }

        mutating func skipValue(depth: Int) -> Bool {
            scalar(depth: depth) != nil
        }

        /// Any value, read as `Scalar`: objects and arrays are read through and are `other`.
        mutating func scalar(depth: Int) -> Scalar? {
            switch peek {
            case UInt8(ascii: "{"):
                return object(depth: depth, { _, reader in reader.skipValue(depth: depth + 1) }) ? .other : nil
            case UInt8(ascii: "["):
                return array(depth: depth) ? .other : nil
            case UInt8(ascii: "\""):
                return string().map(Scalar.string)
            case UInt8(ascii: "t"):
                return literal("true") ? .number(1) : nil
            case UInt8(ascii: "f"):
                return literal("false") ? .number(0) : nil
            case UInt8(ascii: "n"):
                return literal("null") ? .other : nil
            default:
                return number().map(Scalar.number)
            }
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, read by `Double`; a number
        /// too large for a `Double` is refused, as Foundation refuses it.
        mutating func number() -> Double? {
            let start = at
            _ = expect(UInt8(ascii: "-"))
            guard let lead = peek, lead.isDigit else { return nil }
            at += 1
            if lead != UInt8(ascii: "0") { skipDigits() }
            if expect(UInt8(ascii: ".")) {
                guard peek?.isDigit == true else { return nil }
                skipDigits()
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                at += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { at += 1 }
                guard peek?.isDigit == true else { return nil }
                skipDigits()
            }
            guard let value = Double(String(decoding: bytes[start ..< at], as: UTF8.self)), value.isFinite else { return nil }
            return value
        }

        mutating func skipDigits() {
            while peek?.isDigit == true { at += 1 }
        }

        /// A string at `at`, its escapes decoded; nil for a control character, a bad escape,
        /// or no closing quote.
        mutating func string() -> String? {
            guard expect(UInt8(ascii: "\"")) else { return nil }
            let start = at
            while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                guard byte >= 0x20 else { return nil }
                at += 1
            }
            if expect(UInt8(ascii: "\"")) { return String(decoding: bytes[start ..< at - 1], as: UTF8.self) }
            // Escapes: the rest is decoded byte by byte.
            var decoded = [UInt8](bytes[start ..< at])
            while let byte = peek {
                at += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: decoded, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard escape(into: &decoded) else { return nil }
                case ..<0x20:
                    return nil
                default:
                    decoded.append(byte)
                }
            }
            return nil
        }

        /// One escape after its backslash, appended as UTF-8.
        mutating func escape(into decoded: inout [UInt8]) -> Bool {
            guard let byte = peek else { return false }
            at += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                guard var unit = hex4() else { return false }
                // A high surrogate must be followed by an escaped low one, the two one
                // character; a lone surrogate is refused, as Foundation refuses it.
                if (0xD800 ..< 0xDC00).contains(unit) {
                    guard expect(UInt8(ascii: "\\")), expect(UInt8(ascii: "u")), let low = hex4(), (0xDC00 ..< 0xE000).contains(low)
                    else { return false }
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(unit) else { return false }
                decoded.append(contentsOf: Array(String(scalar).utf8))
            default:
                return false
            }
            return true
        }

        mutating func hex4() -> UInt32? {
            guard at + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0 ..< 4 {
                let byte = bytes[at]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                at += 1
            }
            return value
        }
    }
}
