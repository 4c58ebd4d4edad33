import Testing
@testable import Model

/// A path that is not UTF-8 is written so that a script can find the file: every byte kept,
/// by an escape that can be undone.
@Suite("RawPath.escaped")
struct RawPathEscapeTests {
    @Test("UTF-8 as it is, a backslash doubled, each stray byte as \\xNN", arguments: [
        ([UInt8]("Camera/IMG_0001.JPG".utf8), "Camera/IMG_0001.JPG", true),
        ([UInt8]("Fotos/café/渋谷.jpg".utf8), "Fotos/café/渋谷.jpg", true),
        ([UInt8](#"a\b.jpg"#.utf8), #"a\\b.jpg"#, true),
        ([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A, 0x70, 0x67], #"caf\xe9.jpg"#, false),  // Latin-1 "café.jpg"
        ([0x83, 0x65, 0x5C, 0xFF], #"\x83e\\\xff"#, false),  // Shift-JIS lead byte, a backslash, 0xFF
        ([0xE6, 0xB8], #"\xe6\xb8"#, false),  // a cut-off UTF-8 sequence
    ])
    func escaped(bytes: [UInt8], text: String, isUTF8: Bool) {
        let path = RawPath(bytes)
        #expect(path.escaped == text)
        #expect(path.isUTF8 == isUTF8)
        #expect(Self.unescape(path.escaped) == bytes)
        #expect(!path.escaped.contains("\u{FFFD}"))
    }

    /// What a script does to read a path back: `\\` is a backslash, `\xNN` the byte NN.
    static func unescape(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [], rest = Substring(text)
        while let first = rest.first {
            if first == "\\", rest.dropFirst().first == "\\" {
                bytes.append(0x5C)
                rest = rest.dropFirst(2)
            } else if first == "\\", rest.dropFirst().first == "x", let byte = UInt8(rest.dropFirst(2).prefix(2), radix: 16) {
                bytes.append(byte)
                rest = rest.dropFirst(4)
            } else {
                bytes += Array(String(first).utf8)
                rest = rest.dropFirst()
            }
        }
        return bytes
    }
}
