import Foundation
import TestScratch
import Testing

/// A first run with no range, as a person makes it on a fresh checkout of the example: the
/// photos are from 2025, but the few dated only by their file time carry the day they were
/// copied, this year.
@Suite("photo-wrapped guides the first run, end to end", .serialized)
struct FirstRunHintTests {
    /// The fixture library with its file-time-dated photos copied today.
    private func copiedToday() throws -> PlacesCommandTests.Library {
        let library = try PlacesCommandTests.Library()
        for path in library.truth.mtimes.keys {
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: library.folder.appendingPathComponent(path).path)
        }
        return library
    }

    private var hint: String {
        get throws {
            let truth = try FixtureTruth.load()
            return "This range holds \(truth.mtimes.count) of your \(truth.scan.photos) photo files. Most are from 2025 (\(truth.scan.inRange - truth.mtimes.count)): try --year 2025."
        }
    }

    /// This year, on the machine's clock: the copied files' year, and the default range's.
    private var thisYear: Int { Calendar(identifier: .gregorian).component(.year, from: Date()) }

    @Test("generate with no range makes the year that holds most photos, and says so in one line")
    func generateMakesTheLibrarysYear() throws {
        let library = try copiedToday()
        let cwd = try Scratch.folder("cwd")
        let outcome = try PhotoWrappedBinary.run(["generate", library.folder.path, "--tz", library.truth.timeZone, "--quiet",
                                                  "--cache", library.cache.path], in: cwd)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let year = library.truth.year
        let line = "No range given: \(year) holds most of your photos, so this is your \(year). Use --year \(thisYear) for this year."
        #expect(outcome.stderr.split(separator: "\n").filter { $0 == line }.count == 1, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("try --year"), "\(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: cwd.appendingPathComponent("photo-wrapped-\(year)/deck.json").path))
        #expect(!FileManager.default.fileExists(atPath: cwd.appendingPathComponent("photo-wrapped-\(thisYear)").path))
    }

    @Test("a range asked for is made as asked, however thin")
    func askedRangeIsKept() throws {
        let library = try copiedToday()
        let cwd = try Scratch.folder("cwd")
        let outcome = try PhotoWrappedBinary.run(["generate", library.folder.path, "--year", "\(thisYear)", "--tz", library.truth.timeZone,
                                                  "--quiet", "--cache", library.cache.path], in: cwd)
        #expect(!outcome.stderr.contains("No range given"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cwd.appendingPathComponent("photo-wrapped-\(library.truth.year)").path))
    }

    @Test("scan, places and export say it too, on stderr only", arguments: [["scan"], ["places"], ["export", "--format", "csv"], ["export", "--format", "json"]])
    func otherCommands(command: [String]) throws {
        let library = try copiedToday()
        let outcome = try library.run(command + [library.folder.path, "--tz", library.truth.timeZone, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains(try hint), "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("try --year"))
    }

    @Test("a range that holds the library's year says nothing")
    func noHintForTheRightYear() throws {
        let library = try copiedToday()
        let outcome = try library.run(["scan", library.folder.path, "--year", "2025", "--tz", library.truth.timeZone, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
    }

    @Test("an empty range suggests a year the library has, not the year before", arguments: ["1900", "2030"])
    func emptyRangeSuggestsTheLibrarysYear(year: String) throws {
        let library = try PlacesCommandTests.Library()
        let outcome = try library.run(["generate", library.folder.path, "--year", year, "--tz", library.truth.timeZone, "--quiet",
                                       "--out", try Scratch.folder("deck").appendingPathComponent("deck").path])
        #expect(outcome.status == 3)
        let line = outcome.firstErrorLine
        #expect(line.hasPrefix("photo-wrapped: no photos from \(year)-01-01 to \(year)-12-31; your photos are from "), "\(line)")
        #expect(line.hasSuffix(": try --year 2025"), "\(line)")
    }

    @Test("photos dated only by their file time are counted out loud when they are many")
    func fileTimeDating() throws {
        let library = try Scratch.folder("library")
        let source = PhotoWrappedBinary.fixtures.appendingPathComponent("DCIM/2025-08/DSC_1001.JPG")
        let copied = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15
        for i in 1 ... 12 {
            let file = library.appendingPathComponent("copied/IMG_\(i).JPG")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: file)
            try FileManager.default.setAttributes([.modificationDate: copied], ofItemAtPath: file.path)
        }
        let outcome = try PhotoWrappedBinary.run(["scan", library.path, "--year", "2025", "--tz", "Europe/London", "--quiet",
                                                  "--cache", try Scratch.folder("cache").path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("12 of 12 photos were dated only by their file time; if the folder was copied without keeping file times, they pile onto the copy day."),
                "\(outcome.stderr)")
    }
}
