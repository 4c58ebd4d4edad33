/// JSON text for a list of strings, as RFC 8259 writes it: each string quoted, with `"`, `\`
/// and the control characters escaped and everything else as it is. A place's spellings are
/// stored this way, thousands of them a run, where JSONEncoder set up an encoder for each list.
enum JSONText {
    static func array(_ strings: [String]) -> String {
        var text = "["
        for (i, string) in strings.enumerated() {
            if i > 0 { text += "," }
            quote(string, into: &text)
        }
        return text + "]"
    }

    private static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
