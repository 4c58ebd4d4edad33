import Foundation
import TestScratch
import Testing

/// Several folders that cannot be read are all named, in the order given, in one line, exit 2.
@Suite("several missing folders, end to end")
struct MissingFoldersTests {
    @Test("every missing folder is named, and a file given as a folder too", arguments: ["scan", "generate", "places", "export"])
    func allNamed(command: String) throws {
        let root = try Scratch.folder("missing-folders")
        let (first, second) = (root.appendingPathComponent("nas").path, root.appendingPathComponent("card").path)
        let file = root.appendingPathComponent("notes.txt")
        try Data("a note".utf8).write(to: file)
        let extra = command == "export" ? ["--format", "csv"] : command == "generate" ? ["--out", root.appendingPathComponent("deck").path] : []
        let outcome = try PhotoWrappedBinary.run([command, first, PhotoWrappedBinary.fixtures.path, second, file.path, first, "--quiet",
                                                  "--cache", try Scratch.folder("cache").path] + extra)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "photo-wrapped: \(first): no such folder; \(second): no such folder; "
            + "\(file.path): is a file, not a folder; give the folder that holds your photos\n")
        #expect(outcome.stdout.isEmpty)
    }
}
