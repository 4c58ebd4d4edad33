/// A request's target taken apart: its path as decoded segments, and its query. Only a plain
/// path is accepted: no `.` or `..` segment, no empty one, no backslash, and no encoded slash,
/// dot-dot, control character or malformed `%`, so that no spelling of a path, encoded or not,
/// can name anything but what the routes name.
public struct ReviewPath: Sendable, Equatable {
    public var segments: [String]
    public var query: [String: String]

    /// Nil when the target is anything but such a path.
    public init?(target: String) {
        guard target.hasPrefix("/") else { return nil }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0]
        guard !path.contains("\\") else { return nil }
        var segments: [String] = []
        if path != "/" {
            for raw in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
                guard let segment = Self.decoded(raw), !segment.isEmpty, segment != ".", segment != "..",
                      !segment.contains("/"), !segment.contains("\\"), !segment.contains(".."),
                      !segment.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
                else { return nil }
                segments.append(segment)
            }
        }
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let field = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = Self.decoded(field[0], plusIsSpace: true),
                      let value = Self.decoded(field.count == 2 ? field[1] : "", plusIsSpace: true)
                else { return nil }
                // A name given twice is ambiguous: which one holds the token?
                guard query[name] == nil else { return nil }
                query[name] = value
            }
        }
        self.segments = segments
        self.query = query
    }

    /// `%XX` decoded as UTF-8; nil for a `%` not followed by two hex digits, or bytes that are not UTF-8.
    static func decoded(_ text: Substring, plusIsSpace: Bool = false) -> String? {
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = utf8.next().flatMap(Self.hex), let low = utf8.next().flatMap(Self.hex) else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
