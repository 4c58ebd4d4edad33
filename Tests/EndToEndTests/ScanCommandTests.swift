import Foundation
import Testing

@Suite("photo-wrapped scan, end to end")
struct ScanCommandTests {
    @Test("scan --json on the fixture library matches its ground truth")
    func fixtureGroundTruth() throws {
        let truth = try FixtureTruth.load()
        let library = try truth.libraryCopy()
        let cache = try PhotoWrappedBinary.temporaryFolder()
        let arguments = ["scan", library.path, "--year", String(truth.year), "--json", "--tz", truth.timeZone, "--cache", cache.path]
        let first = try PhotoWrappedBinary.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let summary = try JSONDecoder().decode(FixtureTruth.Scan.self, from: Data(first.stdout.utf8))
        #expect(summary == truth.scan)

        // Again, with nothing changed: every row comes from the cache.
        let second = try PhotoWrappedBinary.run(arguments)
        let counts = try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any]
        #expect(counts?["filesRead"] as? Int == 0)
        #expect(counts?["filesReused"] as? Int == truth.scan.filesSeen)
        #expect(try JSONDecoder().decode(FixtureTruth.Scan.self, from: Data(second.stdout.utf8)) == truth.scan)
    }

    @Test("progress goes to stderr as plain lines when it is not a terminal, and --quiet silences it")
    func progress() throws {
        let cache = try PhotoWrappedBinary.temporaryFolder()
        let loud = try PhotoWrappedBinary.run(["scan", PhotoWrappedBinary.fixtures.path, "--year", "2025", "--cache", cache.path])
        #expect(loud.stderr.contains("reading:"))
        #expect(!loud.stderr.contains("\r"))
        #expect(loud.stdout.contains("Files seen"))
        let quiet = try PhotoWrappedBinary.run(["scan", PhotoWrappedBinary.fixtures.path, "--year", "2025", "--cache", cache.path, "--quiet"])
        #expect(quiet.stderr.isEmpty)
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let arguments: [String]
        let status: Int32
        let firstLine: String
    }

    static let missing = "/nonexistent/photos"
    static let file = PhotoWrappedBinary.fixtures.appendingPathComponent("README.md").path

    @Test("bad input gets one clear line and a non-zero exit", arguments: [
        BadInput(testDescription: "missing folder", arguments: ["scan", missing], status: 2,
                 firstLine: "photo-wrapped: \(missing): no such folder"),
        BadInput(testDescription: "a file, not a folder", arguments: ["scan", file], status: 2,
                 firstLine: "photo-wrapped: \(file): is a file, not a folder; give the folder that holds your photos"),
        BadInput(testDescription: "inverted range", arguments: ["scan", "fixtures", "--from", "2025-12-01", "--to", "2025-01-01"], status: 64,
                 firstLine: "Error: the range ends (2025-01-01) before it starts (2025-12-01)"),
        BadInput(testDescription: "impossible date", arguments: ["scan", "fixtures", "--from", "2025-02-30", "--to", "2025-03-01"], status: 64,
                 firstLine: "Error: '2025-02-30' is not a date; use YYYY-MM-DD"),
        BadInput(testDescription: "year before 1900", arguments: ["scan", "fixtures", "--year", "1850"], status: 64,
                 firstLine: "Error: year 1850 is before 1900; no photo library reaches that far back"),
        BadInput(testDescription: "unknown time zone", arguments: ["scan", "fixtures", "--tz", "Mars/Olympus"], status: 64,
                 firstLine: "Error: --tz Mars/Olympus is not a time zone name (try Europe/London or America/New_York)"),
        BadInput(testDescription: "two ranges at once", arguments: ["scan", "fixtures", "--year", "2025", "--last-30-days"], status: 64,
                 firstLine: "Error: choose one of --year, --from/--to and --last-30-days"),
    ])
    func badInput(_ c: BadInput) throws {
        let cache = try PhotoWrappedBinary.temporaryFolder()
        let outcome = try PhotoWrappedBinary.run(c.arguments + ["--cache", cache.path], in: PhotoWrappedBinary.repository)
        #expect(outcome.status == c.status)
        #expect(outcome.firstErrorLine == c.firstLine)
        #expect(outcome.stdout.isEmpty)
    }

    @Test("an unwritable cache location is named, with the --cache option")
    func unwritableCache() throws {
        let outcome = try PhotoWrappedBinary.run(["scan", PhotoWrappedBinary.fixtures.path, "--cache", "/proc/photo-wrapped/cache.sqlite"])
        #expect(outcome.status == 1)
        #expect(outcome.firstErrorLine.hasPrefix("photo-wrapped: cannot use the cache at /proc/photo-wrapped"))
        #expect(outcome.firstErrorLine.contains("--cache PATH"))
    }
}
