/// The text of an outlines file (`WorldOutlines.load`), read from its bytes in place: a line per
/// country, "code⇥name⇥rings"; the rings split by ";", each ring's integers by ",", and every
/// pair after a ring's first the step from the one before. A line starting with "#" says where
/// the data came from and is skipped; empty lines and empty parts are skipped too. Read as a
/// Swift string split into substrings, the detailed outlines, which the first close map of a
/// process reads, were slow to load; read here as bytes, several times quicker.
enum OutlineText {
    struct Damage: Error {
        package let reason: String
    }

    static let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), ringEnd = UInt8(ascii: ";"), comma = UInt8(ascii: ",")
    package static let comment = UInt8(ascii: "#"), minus = UInt8(ascii: "-"), zero = UInt8(ascii: "0")

    /// Every line that is neither empty nor a comment.
    package static func lines(_ text: ByteText) -> [ByteText] {
        parts(of: text, at: newline, keepingEmpty: false).filter { $0.first != comment }
    }

    /// A line's fields, empty ones included.
    package static func fields(_ line: ByteText) -> [ByteText] {
        parts(of: line, at: tab, keepingEmpty: true)
    }

    package static func rings(_ field: ByteText) -> [ByteText] {
        parts(of: field, at: ringEnd, keepingEmpty: false)
    }

    package static func string(_ bytes: ByteText) -> String {
        bytes.string
    }

    /// Calls `body` with each pair of the ring's integers, in order. False when a value is not a
    /// decimal integer of at most 18 digits, or when one is left without its pair.
    package static func pairs(_ ring: ByteText, _ body: (Int, Int) -> Void) -> Bool {
        var pending: Int?
        var value = 0, digits = 0, negative = false
        for i in 0 ... ring.count {
            guard i < ring.count, ring[i] != comma else {
                if digits == 0 {
                    guard !negative else { return false }  // a lone "-"
                    continue  // an empty part
                }
                let number = negative ? -value : value
                if let first = pending {
                    body(first, number)
                    pending = nil
                } else {
                    pending = number
                }
                (value, digits, negative) = (0, 0, false)
                continue
            }
            let byte = ring[i]
            if byte == minus, digits == 0, !negative {
                negative = true
                continue
            }
            guard byte &- zero < 10, digits < 18 else { return false }
            value = value * 10 + Int(byte &- zero)
            digits += 1
        }
        return pending == nil
    }

    /// The parts of `bytes` between separators, in order.
    private static func parts(of bytes: ByteText, at separator: UInt8, keepingEmpty: Bool) -> [ByteText] {
        bytes.fields(bytes.indices, at: separator, keepingEmpty: keepingEmpty).map { bytes[$0] }
    }
}
