import Foundation
import TestScratch
import Testing

/// On a terminal narrower than the summary, its lines break between words, never inside one;
/// a pipe still gets each line whole.
@Suite("the summary on a narrow terminal, end to end", .serialized)
struct NarrowTerminalTests {
    static let script = "/usr/bin/script"
    static let width = 40

    /// Runs photo-wrapped with its stdout on a pseudo-terminal `width` columns wide (util-linux
    /// `script`); returns what the terminal showed, without its carriage returns.
    static func onTerminal(_ arguments: [String], width: Int) throws -> String {
        let quoted = ([PhotoWrappedBinary.url.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", "stty cols \(width); " + quoted.joined(separator: " "), "/dev/null"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": PhotoWrappedBinary.dataHome.path]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
    }

    @Test("generate's summary: no line wider than the terminal, every word whole, the same words as through a pipe",
          .enabled(if: FileManager.default.isExecutableFile(atPath: script)))
    func wrapsAtWords() throws {
        let library = try PlacesCommandTests.Library()
        let out = try Scratch.folder("deck").appendingPathComponent("deck")
        let arguments = ["generate", library.folder.path, "--year", "2025", "--tz", library.truth.timeZone, "--quiet", "--out", out.path,
                         "--cache", library.cache.path, "--settings", library.cache.path]
        // The second run, like the one on the terminal after it, reuses the deck: the same words.
        _ = try PhotoWrappedBinary.run(arguments)
        let piped = try PhotoWrappedBinary.run(arguments)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.split(separator: "\n").contains { $0.count > Self.width }, "the summary fits anyway: \(piped.stdout)")
        let shown = try Self.onTerminal(arguments, width: Self.width)
        let lines = shown.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= Self.width || !$0.trimmingCharacters(in: .whitespaces).contains(" ") }, "\(shown)")
        #expect(shown.split(whereSeparator: \.isWhitespace) == piped.stdout.split(whereSeparator: \.isWhitespace), "\(shown)")
    }
}
