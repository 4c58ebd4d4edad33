import Foundation
import TestScratch
import Testing

/// Every way a person can ask for the impossible, against the built binary: each gets one
/// clear line on stderr naming the file or argument, a non-zero exit, nothing on stdout, and
/// loses nothing.
///
/// Together with `succeeded()` these are every exit code the README documents: 0 ok, 1 cache
/// trouble, 2 bad input, 3 nothing to count, 4 output not written. 130 (SIGINT) and 143
/// (SIGTERM) are InterruptTests and CrashSafetyTests' `interrupted()`.
@Suite("Bad input, end to end", .serialized)
struct BadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let arguments: [String]
        let status: Int32
        /// The first line of stderr; `{name}` stands for a folder of the setup.
        let firstLine: String
        var exact = true
        /// False where the error lists choices under its first line (an ambiguous place).
        var oneLine = true
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
        Case(testDescription: "a missing second folder", arguments: ["export", "{library}", "{missing}", "--format", "csv"], status: 2,
             firstLine: "photo-wrapped: {missing}: no such folder"),
        Case(testDescription: "an empty folder among several", arguments: ["generate", "{library}", "{empty}", "--out", "{missing}/deck"],
             status: 3, firstLine: "photo-wrapped: {empty}: the folder is empty; give the folder that holds your photos"),
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
        Case(testDescription: "an inverted range", arguments: ["scan", "{library}", "--from", "2025-12-01", "--to", "2025-01-01"], status: 2,
             firstLine: "photo-wrapped: --to 2025-01-01 is before --from 2025-12-01 (see photo-wrapped scan --help)"),
        Case(testDescription: "an impossible date", arguments: ["generate", "{library}", "--from", "2025-02-30", "--to", "2025-03-01"],
             status: 2, firstLine: "photo-wrapped: --from 2025-02-30 is not a date; use YYYY-MM-DD (see photo-wrapped generate --help)"),
        Case(testDescription: "an impossible year", arguments: ["scan", "{library}", "--year", "10000"], status: 2,
             firstLine: "photo-wrapped: --year 10000 is not a calendar year we can use (see photo-wrapped scan --help)"),
        Case(testDescription: "a year before 1900", arguments: ["generate", "{library}", "--year", "1850"], status: 2,
             firstLine: "photo-wrapped: --year 1850 is before 1900; no photo library reaches that far back (see photo-wrapped generate --help)"),
        Case(testDescription: "a year that is not a number", arguments: ["scan", "{library}", "--year", "abc"], status: 2,
             firstLine: "photo-wrapped: the value 'abc' is invalid for '--year <year>' (see photo-wrapped scan --help)"),
        Case(testDescription: "--from without --to", arguments: ["places", "{library}", "--from", "2025-01-01"], status: 2,
             firstLine: "photo-wrapped: --from and --to go together (see photo-wrapped places --help)"),
        Case(testDescription: "an unknown time zone", arguments: ["scan", "{library}", "--tz", "Mars/Olympus"], status: 2,
             firstLine: "photo-wrapped: --tz Mars/Olympus is not a time zone name; try Europe/London or America/New_York (see photo-wrapped scan --help)"),
        Case(testDescription: "two ranges at once", arguments: ["scan", "{library}", "--year", "2025", "--last-30-days"], status: 2,
             firstLine: "photo-wrapped: choose one of --year, --from/--to and --last-30-days (see photo-wrapped scan --help)"),
        Case(testDescription: "an unknown card format", arguments: ["generate", "{library}", "--format", "gif", "--out", "{missing}/deck"], status: 2,
             firstLine: "photo-wrapped: the value 'gif' is invalid for '--format <format>'; please provide one of 'story' and 'square' (see photo-wrapped generate --help)"),
        Case(testDescription: "an unknown skin", arguments: ["generate", "{library}", "--skin", "x", "--out", "{missing}/deck"], status: 2,
             firstLine: "photo-wrapped: the value 'x' is invalid for '--skin <skin>'; please provide one of 'poster' and 'pastel' (see photo-wrapped generate --help)"),
        Case(testDescription: "an unknown export format", arguments: ["export", "{library}", "--format", "gif"], status: 2,
             firstLine: "photo-wrapped: the value 'gif' is invalid for '--format <format>'; please provide one of 'json' and 'csv' (see photo-wrapped export --help)"),
        Case(testDescription: "a mistyped option", arguments: ["scan", "{library}", "--yaer", "2025"], status: 2,
             firstLine: "photo-wrapped: unknown option '--yaer'; did you mean '--year'? (see photo-wrapped scan --help)"),
        Case(testDescription: "an option without its value", arguments: ["scan", "{library}", "--tz"], status: 2,
             firstLine: "photo-wrapped: missing value for '--tz <zone>' (see photo-wrapped scan --help)"),
        Case(testDescription: "no folder", arguments: ["generate", "--year", "2025", "--out", "{missing}/deck"], status: 2,
             firstLine: "photo-wrapped: missing expected argument '<folder> ...' (see photo-wrapped generate --help)"),
        Case(testDescription: "a mistyped command", arguments: ["generat", "{library}"], status: 2,
             firstLine: "photo-wrapped: unknown command 'generat'; did you mean 'generate'?"),
        Case(testDescription: "a command with letters swapped", arguments: ["plaecs"], status: 2,
             firstLine: "photo-wrapped: unknown command 'plaecs'; did you mean 'places'?"),
        Case(testDescription: "a command nothing like ours", arguments: ["frobnicate"], status: 2,
             firstLine: "photo-wrapped: unknown command 'frobnicate'; the commands are generate, scan, places, hide, unhide, rename, leave-out, review, export, demo"),
        Case(testDescription: "a folder given as the command", arguments: ["{library}"], status: 2,
             firstLine: "photo-wrapped: unknown command '{library}'; to make a deck of that folder: photo-wrapped generate {library}"),
        Case(testDescription: "a cache that cannot be made", arguments: ["scan", "{library}", "--cache", "{file}/cache.sqlite"], status: 1,
             firstLine: "photo-wrapped: cannot use the cache at {file}: cannot create the folder; choose another place with --cache PATH"),
        Case(testDescription: "an output folder that cannot be made", arguments: ["generate", "{library}", "--year", "2025", "--out", "{file}/deck"],
             status: 4, firstLine: "photo-wrapped: {file}/deck: cannot create it: Not a directory"),
        Case(testDescription: "an unknown place to hide", arguments: ["hide", "Atlantis"], status: 2,
             firstLine: "photo-wrapped: 'Atlantis': no place has that id or name; `photo-wrapped places <folder> --all` lists them"),
        Case(testDescription: "an ambiguous place to hide", arguments: ["hide", "London"], status: 2,
             firstLine: "photo-wrapped: 'London': matches", exact: false, oneLine: false),
        Case(testDescription: "an unknown place to unhide", arguments: ["unhide", "Atlantis"], status: 2,
             firstLine: "photo-wrapped: 'Atlantis': no place has that id or name; `photo-wrapped places <folder> --all` lists them"),
        Case(testDescription: "an empty name", arguments: ["rename", "London", " "], status: 2,
             firstLine: "photo-wrapped: ' ': a name needs at least one letter"),
        Case(testDescription: "an output folder holding other files", arguments: ["generate", "{library}", "--year", "2025", "--out", "{occupied}"],
             status: 4, firstLine: "photo-wrapped: {occupied}: holds files photo-wrapped did not write; choose an empty or new folder with --out"),
        Case(testDescription: "an export over a file we did not write", arguments: ["export", "{library}", "--year", "2025", "--format", "csv", "--output", "{file}"],
             status: 4, firstLine: "photo-wrapped: {file}: exists and was not written by photo-wrapped export; choose another --output"),
    ]

    @Test("exit 0: a deck written, nothing on stderr, nothing lost")
    func succeeded() throws {
        let setup = try #require(Setup.shared)
        let before = try LibrarySnapshot([setup.folders["library"]!])
        let deck = try Scratch.folder("bad-input-deck").appendingPathComponent("deck")
        let outcome = try PhotoWrappedBinary.run(["generate", setup.folders["library"]!, "--year", "2025",
                                                  "--cache", setup.folders["cache"]!, "--out", deck.path, "--quiet"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: deck.appendingPathComponent("deck.json").path))
        #expect(try LibrarySnapshot(before.roots).changes(from: before) == [])
    }

    @Test("one clear line, a non-zero exit, nothing lost", arguments: cases)
    func refused(_ c: Case) throws {
        let setup = try #require(Setup.shared)
        let before = try LibrarySnapshot(["empty", "others", "occupied", "library"].map { setup.folders[$0]! })
        // Progress would come first on stderr; hide, unhide and rename print none.
        let quiet = ["hide", "unhide", "rename"].contains(c.arguments[0]) ? [] : ["--quiet"]
        let cache = c.arguments.contains("--cache") ? [] : ["--cache", setup.folders["cache"]!]
        let arguments = c.arguments.map(setup.fill) + cache + quiet
        let outcome = try PhotoWrappedBinary.run(arguments)
        #expect(outcome.status == c.status)
        let expected = setup.fill(c.firstLine)
        #expect(c.exact ? outcome.firstErrorLine == expected : outcome.firstErrorLine.hasPrefix(expected), "\(outcome.stderr)")
        #expect(c.oneLine == (outcome.stderr.split(separator: "\n").count == 1), "one line, no usage: \(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(try LibrarySnapshot(before.roots).changes(from: before) == [])
        #expect(!FileManager.default.fileExists(atPath: setup.folders["missing"]!), "a refused run wrote its output")
    }
}
