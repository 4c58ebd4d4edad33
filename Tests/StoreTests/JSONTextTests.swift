import Foundation
import Testing
@testable import Store

@Suite("a place's spellings are stored as JSON any decoder reads back")
struct JSONTextTests {
    static let lists: [[String]] = [
        [],
        [""],
        ["Home", "Casa"],
        ["Say \"cheese\"", #"C:\Photos\2025"#, "a/b"],
        ["tab\there", "line\nbreak", "return\r", "bell\u{07}", "nul\u{00}", "unit\u{1F}", "delete\u{7F}"],
        ["元代々木町 10, 東京", "Le Kremlin-Bicêtre", "e\u{301}", "👩‍👩‍👧 Family"],
    ]

    @Test("what JSONDecoder reads is what was written", arguments: lists)
    func roundTrip(strings: [String]) throws {
        let text = JSONText.array(strings)
        #expect(try JSONDecoder().decode([String].self, from: Data(text.utf8)) == strings)
    }

    @Test("control characters are escaped, and nothing else is")
    func escapes() {
        #expect(JSONText.array(["a\"b\\c", "\u{01}\n", "é/"]) == #"["a\"b\\c","\u0001\n","é/"]"#)
        #expect(JSONText.array(["\u{1F}\u{7F}"]) == "[\"\\u001f\u{7F}\"]", "lowercase hex, and DEL as it is")
    }
}
