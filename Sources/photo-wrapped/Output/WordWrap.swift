import Foundation

/// Lines for a terminal, broken between words, never inside one: a terminal breaks a long
/// line at its last column, mid-word. Only a terminal gets them; a pipe or a file gets each
/// line whole, for scripts and logs.
enum WordWrap {
    /// `text`'s lines, each broken at spaces to at most `width` columns. A word wider than the
    /// line (a long path) stands whole on a line of its own; a line's leading indent is kept on
    /// the lines it is broken into.
    static func lines(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let indent = String(repeating: " ", count: line.prefix(while: { $0 == " " }).count)
            var lines: [String] = [], current = ""
            for word in line.dropFirst(indent.count).split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append(current)
                    current = ""
                }
                current += current.isEmpty ? indent + word : " " + word
            }
            return lines + [current.isEmpty ? indent : current]
        }
    }

    /// The width of the terminal on `descriptor`, else $COLUMNS; nil when it is no terminal.
    static func columns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// `text` as `descriptor` should get it: wrapped on a terminal, whole otherwise.
    static func fitted(_ text: String, for descriptor: Int32) -> String {
        guard let width = columns(of: descriptor) else { return text }
        return lines(text, width: width).joined(separator: "\n")
    }
}
