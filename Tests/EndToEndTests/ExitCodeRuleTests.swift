import Foundation
import TestScratch
import Testing

/// One rule for every command: a range with nothing to count is exit 3, and a deck or export
/// that cannot be written where asked (a folder we may not write in, or one holding files we
/// did not write) is exit 4, naming the folder.
@Suite("exit codes, one rule for every command, end to end", .serialized)
struct ExitCodeRuleTests {
    @Test("an empty range: exit 3, the same line, nothing on stdout", arguments: [
        ["scan"], ["scan", "--list-skipped"], ["places"], ["export", "--format", "csv"], ["export", "--format", "json"], ["generate"],
    ])
    func emptyRange(command: [String]) throws {
        let library = try PlacesCommandTests.Library()
        let out = try Scratch.folder("deck").appendingPathComponent("deck")
        let extra = command[0] == "generate" ? ["--out", out.path] : []
        let outcome = try library.run([command[0], library.folder.path] + command.dropFirst()
            + ["--year", "2010", "--tz", library.truth.timeZone, "--quiet"] + extra)
        #expect(outcome.status == 3)
        #expect(outcome.firstErrorLine.hasPrefix("photo-wrapped: no photos from 2010-01-01 to 2010-12-31; your photos are from "),
                "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("--out on a folder that cannot be written in names it and says so, exit 4")
    func readOnlyOut() throws {
        // Root writes anywhere: the run is made as nobody, which cannot write in a 0555 folder.
        let launcher = getuid() == 0 ? ["runuser", "-u", "nobody", "--"] : []
        let scratch = try Scratch.folder("read-only")
        let cache = scratch.appendingPathComponent("cache"), out = scratch.appendingPathComponent("deck")
        for folder in [cache, out] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for folder in [scratch.deletingLastPathComponent(), scratch, cache] {
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: out.path)
        let outcome = try PhotoWrappedBinary.start(["generate", PhotoWrappedBinary.fixtures.path, "--year", "2025", "--quiet",
                                                    "--cache", cache.path, "--settings", cache.path, "--out", out.path],
                                                   environment: ["XDG_DATA_HOME": cache.path], launcher: launcher).wait()
        #expect(outcome.status == 4)
        #expect(outcome.stderr == "photo-wrapped: \(out.path): cannot write in this folder: Permission denied\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}
