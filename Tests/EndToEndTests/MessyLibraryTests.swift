import Foundation
import TestScratch
import Testing

/// The messy fixture library against its ground truth, as a person on a machine set to UTC
/// would run it: no `--tz`. Its peak day, month, streak, week and hours are decided by messenger
/// images, edited exports, a copied folder and instants, so only right dating gives them.
@Suite("The messy library: dates match the ground truth", .serialized)
struct MessyLibraryTests {
    let truth: MessyFixtureTruth
    let folder: URL

    init() throws {
        truth = try MessyFixtureTruth.load()
        folder = try truth.libraryCopy()
    }

    /// `export` for a year on a machine in `zone`, with the given cache and settings (by default
    /// a new one: a fresh scan).
    private func export(_ format: String, year: Int = 2025, zone: String = "UTC", cache: URL? = nil) throws -> String {
        let cache = try cache ?? Scratch.folder("messy-cache")
        let outcome = try PhotoWrappedBinary.run(["export", folder.path, "--year", String(year), "--format", format, "--quiet",
                                                  "--cache", cache.path, "--settings", cache.path], environment: ["TZ": zone])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdout
    }

    @Test("export --format json under TZ=UTC gives the truth's total, peak day, month, streak, week and hours")
    func deckTime() throws {
        let deck = try JSONDecoder().decode(DeckJSON.self, from: Data(export("json").utf8))
        let want = truth.time
        #expect(deck.totals.photos == want.photos)
        #expect(deck.time.peakDay.date == want.peakDay.date && deck.time.peakDay.count == want.peakDay.count,
                "peak day \(deck.time.peakDay.date) (\(deck.time.peakDay.count)), truth \(want.peakDay.date) (\(want.peakDay.count))")
        #expect(deck.time.peakMonth.month == want.peakMonth.month && deck.time.peakMonth.count == want.peakMonth.count,
                "peak month \(deck.time.peakMonth.month) (\(deck.time.peakMonth.count)), truth \(want.peakMonth.month) (\(want.peakMonth.count))")
        #expect(deck.time.longestStreak.days == want.longestStreak.days && deck.time.longestStreak.start == want.longestStreak.start
                && deck.time.longestStreak.end == want.longestStreak.end,
                "streak \(deck.time.longestStreak), truth \(want.longestStreak.days) days from \(want.longestStreak.start)")
        #expect(deck.time.busiestWeek.week == want.busiestWeek.week && deck.time.busiestWeek.count == want.busiestWeek.count,
                "week \(deck.time.busiestWeek.week) (\(deck.time.busiestWeek.count)), truth \(want.busiestWeek.week) (\(want.busiestWeek.count))")
        #expect(deck.time.hourHistogram == want.hourHistogram)
    }

    @Test("export --format csv under TZ=UTC puts every file on its true day, hour and precision where the rules can know them")
    func everyFile() throws {
        let exported = ExportedRows(try export("csv"))
        #expect(exported.header.starts(with: ["path", "localTime", "timeSource", "placeId", "lat", "lon", "precision"]))
        #expect(exported.rows.count == truth.time.photos)
        for file in truth.files where file.counted && (file.copyBurst || file.localTime.hasPrefix("2025")) {
            let row = try #require(exported.rows[file.path], "\(file.path) (\(file.phenomenon)) is not exported")
            let got = row["localTime"] ?? ""
            // Without the column, the header's expectation above has failed already: once, not per row.
            if let precision = row["precision"] { #expect(precision == file.precision, "\(file.path) (\(file.phenomenon)): precision \(precision)") }
            if file.dayKnown { #expect(got.prefix(10) == file.day, "\(file.path) (\(file.phenomenon)): \(got), truth \(file.localTime)") }
            if file.hourKnown { #expect(got.prefix(13) == file.hour, "\(file.path) (\(file.phenomenon)): \(got), truth \(file.localTime)") }
        }
        for screenshot in truth.files where !screenshot.counted { #expect(exported.rows[screenshot.path] == nil) }
    }

    @Test("a wedding's 300 frames from one camera, file times equal to capture, are 300 exact photos on their own times, never a copy")
    func cameraDay() throws {
        let exported = ExportedRows(try export("csv", year: 2024))
        let day = truth.files.filter { $0.phenomenon == "camera-day" }
        #expect(day.count == 300)
        #expect(exported.header.contains("precision"))
        #expect(exported.rows.count == day.count)
        for file in day {
            let row = try #require(exported.rows[file.path], "\(file.path) is not exported")
            #expect(row["localTime"] == file.localTime, "\(file.path): \(row)")
            if let precision = row["precision"] { #expect(precision == "exact", "\(file.path): \(row)") }
        }
    }

    @Test("two fresh scans under TZ=UTC, and one each under Europe/Berlin and America/New_York, give byte-identical csv and json exports")
    func machineZone() throws {
        // One scan per zone: the json export reads the cache the csv export's scan wrote.
        func exports(_ zone: String) throws -> [String] {
            let cache = try Scratch.folder("messy-cache")
            return try ["csv", "json"].map { try export($0, zone: zone, cache: cache) }
        }
        let onUTC = try exports("UTC")
        #expect(onUTC.allSatisfy { !$0.isEmpty })
        // First the same zone again: a difference there is a scan that is not reproducible, not a zone.
        for zone in ["UTC", "Europe/Berlin", "America/New_York"] {
            let elsewhere = try exports(zone)
            #expect(elsewhere[0] == onUTC[0], "csv under \(zone)")
            #expect(elsewhere[1] == onUTC[1], "json under \(zone)")
        }
    }

    @Test("make-fixtures messy is deterministic: regenerating gives the committed library and truth, byte for byte")
    func generatorIsDeterministic() throws {
        let fresh = try Scratch.folder("messy-regenerated").appendingPathComponent("library")
        let process = try Process.run(PhotoWrappedBinary.product("make-fixtures"), arguments: ["messy", fresh.path])
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let committed = MessyFixtureTruth.folder
        let names = try FileManager.default.subpathsOfDirectory(atPath: committed.path).sorted()
        #expect(try FileManager.default.subpathsOfDirectory(atPath: fresh.path).sorted() == names)
        for name in names {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: committed.appendingPathComponent(name).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            #expect(FileManager.default.contents(atPath: fresh.appendingPathComponent(name).path)
                == FileManager.default.contents(atPath: committed.appendingPathComponent(name).path), "\(name)")
        }
    }
}
