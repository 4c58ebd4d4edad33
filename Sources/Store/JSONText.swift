/// JSON text for a list of strings, as RFC 8259 writes it: each string quoted, with `"`, `\`
/// and the control characters escaped and everything else as it is. A place's spellings are
/// stored this way, thousands of them a run, where JSONEncoder set up an encoder for each list.
/// The text is made as UTF-8 bytes: every byte to escape is ASCII, so the others are copied as
/// they are, where appending each Unicode scalar to a String took a third of making a large
/// library's place rows.
package enum JSONText {
    package static func array(_ strings: [String]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (i, string) in strings.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            quote(string, into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func quote(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case ..<0x20:
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                          hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
