import Foundation
import TestScratch
import Testing

/// Every way a person can ask for the impossible, against the built binary: each gets one
/// clear line on stderr naming the file or argument, a non-zero exit, nothing on stdout, and
/// loses nothing.
@Suite("Bad input, end to end", .serialized)
struct BadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let arguments: [String]
        let status: Int32
        /// The first line of stderr; `{name}` stands for a folder of the setup.
        let firstLine: String
        var exact = true
    }

    /// Folders the cases name: made once, shared by every case.
    struct Setup {
        let folders: [String: String]

        static let shared: Setup? = try? Setup()

        init() throws {
            let root = try Scratch.folder("bad-input")
            func folder(_ name: String) throws -> URL {
                let url = root.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                return url
            }
            let others = try folder("others")
            try Data("shopping list".utf8).write(to: others.appendingPathComponent("notes.txt"))
            try Data("{}".utf8).write(to: others.appendingPathComponent("settings.json"))
            let occupied = try folder("occupied")
            try Data("mine".utf8).write(to: occupied.appendingPathComponent("notes.txt"))
            let truth = try FixtureTruth.load()
            let library = try truth.libraryCopy()
            let cache = try folder("cache")
            let scanned = try PhotoWrappedBinary.run(["places", library.path, "--year", "2025", "--tz", truth.timeZone,
                                                      "--cache", cache.path, "--quiet"])
            guard scanned.status == 0 else { throw CocoaError(.featureUnsupported) }
            folders = ["empty": try folder("empty").path, "others": others.path, "occupied": occupied.path,
                       "library": library.path, "cache": cache.path, "missing": root.appendingPathComponent("nowhere").path,
                       "file": others.appendingPathComponent("notes.txt").path]
        }

        func fill(_ text: String) -> String {
            folders.reduce(text) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
        }
    }

    static let cases: [Case] = [
        Case(testDescription: "a missing folder", arguments: ["scan", "{missing}"], status: 2,
             firstLine: "photo-wrapped: {missing}: no such folder"),
        Case(testDescription: "a file given as the folder", arguments: ["generate", "{file}", "--out", "{missing}/deck"], status: 2,
             firstLine: "photo-wrapped: {file}: is a file, not a folder; give the folder that holds your photos"),
        Case(testDescription: "an empty folder", arguments: ["scan", "{empty}"], status: 3,
             firstLine: "photo-wrapped: {empty}: the folder is empty; give the folder that holds your photos"),
        Case(testDescription: "a folder with no photos", arguments: ["generate", "{others}", "--out", "{missing}/deck"], status: 3,
             firstLine: "photo-wrapped: {others}: none of its 2 files is a photo or a video"),
        Case(testDescription: "a range with no photos", arguments: ["generate", "{library}", "--year", "2010", "--out", "{missing}/deck"],
             status: 3, firstLine: "photo-wrapped: no photos from 2010-01-01 to 2010-12-31; your photos are from 2005 to 2025: try --year 2025"),
        Case(testDescription: "a range with no photos, exported", arguments: ["export", "{library}", "--year", "2010", "--format", "json"],
             status: 3, firstLine: "photo-wrapped: no photos from 2010-01-01 to 2010-12-31; your photos are from 2005 to 2025: try --year 2025"),
        Case(testDescription: "an inverted range", arguments: ["scan", "{library}", "--from", "2025-12-01", "--to", "2025-01-01"], status: 64,
             firstLine: "Error: the range ends (2025-01-01) before it starts (2025-12-01)"),
        Case(testDescription: "an impossible date", arguments: ["generate", "{library}", "--from", "2025-02-30", "--to", "2025-03-01"],
             status: 64, firstLine: "Error: '2025-02-30' is not a date; use YYYY-MM-DD"),
        Case(testDescription: "an impossible year", arguments: ["scan", "{library}", "--year", "10000"], status: 64,
             firstLine: "Error: year 10000 is not a calendar year we can use"),
        Case(testDescription: "a year before 1900", arguments: ["generate", "{library}", "--year", "1850"], status: 64,
             firstLine: "Error: year 1850 is before 1900; no photo library reaches that far back"),
        Case(testDescription: "an unknown time zone", arguments: ["scan", "{library}", "--tz", "Mars/Olympus"], status: 64,
             firstLine: "Error: --tz Mars/Olympus is not a time zone name (try Europe/London or America/New_York)"),
        Case(testDescription: "two ranges at once", arguments: ["scan", "{library}", "--year", "2025", "--last-30-days"], status: 64,
             firstLine: "Error: choose one of --year, --from/--to and --last-30-days"),
        Case(testDescription: "an unknown place to hide", arguments: ["hide", "Atlantis"], status: 2,
             firstLine: "photo-wrapped: 'Atlantis': no place has that id or name; `photo-wrapped places <folder>` lists them"),
        Case(testDescription: "an ambiguous place to hide", arguments: ["hide", "London"], status: 2,
             firstLine: "photo-wrapped: 'London': matches", exact: false),
        Case(testDescription: "a place to unhide that is not hidden", arguments: ["unhide", "Atlantis"], status: 2,
             firstLine: "photo-wrapped: 'Atlantis': nothing is hidden"),
        Case(testDescription: "an output folder holding other files", arguments: ["generate", "{library}", "--year", "2025", "--out", "{occupied}"],
             status: 2, firstLine: "photo-wrapped: {occupied}: holds files photo-wrapped did not write; choose an empty or new folder with --out"),
        Case(testDescription: "an export over a file we did not write", arguments: ["export", "{library}", "--year", "2025", "--format", "csv", "--output", "{file}"],
             status: 2, firstLine: "photo-wrapped: {file}: exists and was not written by photo-wrapped export; choose another --output"),
    ]

    @Test("one clear line, a non-zero exit, nothing lost", arguments: cases)
    func refused(_ c: Case) throws {
        let setup = try #require(Setup.shared)
        let before = try LibrarySnapshot(["empty", "others", "occupied", "library"].map { setup.folders[$0]! })
        // Progress would come first on stderr; hide and unhide print none.
        let quiet = ["hide", "unhide"].contains(c.arguments[0]) ? [] : ["--quiet"]
        let arguments = c.arguments.map(setup.fill) + ["--cache", setup.folders["cache"]!] + quiet
        let outcome = try PhotoWrappedBinary.run(arguments)
        #expect(outcome.status == c.status)
        let expected = setup.fill(c.firstLine)
        #expect(c.exact ? outcome.firstErrorLine == expected : outcome.firstErrorLine.hasPrefix(expected), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(try LibrarySnapshot(before.roots).changes(from: before) == [])
        #expect(!FileManager.default.fileExists(atPath: setup.folders["missing"]!), "a refused run wrote its output")
    }
}
