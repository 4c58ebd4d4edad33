import Foundation
import GRDB
import TestScratch
import Testing

/// `leave-out` on the built binary: a photo a card showed is on no card of the next deck, nor in
/// the export's document, still counted, across a deleted cache, until `--undo`. deck.json lists no photo, so what the cards
/// show is read from the run the cache stores, the document the cards are drawn from.
@Suite("leave-out keeps a photo off every card, end to end", .serialized)
struct LeaveOutTests {
    /// The fixture library, its cache, and a `$XDG_DATA_HOME` of its own, where `generate` and
    /// `leave-out` both find the settings file.
    struct Library {
        let truth: FixtureTruth
        let folder: URL
        let cache: URL
        let dataHome: URL

        init() throws {
            truth = try FixtureTruth.load()
            folder = try truth.libraryCopy()
            cache = try Scratch.folder("cache")
            dataHome = try Scratch.folder("data")
        }

        var settings: URL { dataHome.appendingPathComponent("photo-wrapped/settings.json") }

        func run(_ arguments: [String], in directory: URL? = nil) throws -> PhotoWrappedBinary.Outcome {
            try PhotoWrappedBinary.run(arguments, in: directory, environment: ["XDG_DATA_HOME": dataHome.path])
        }

        /// `generate` of the fixture year (of `folders`, else the library): the title's photo
        /// count, and every photo a card shows.
        func generate(_ folders: [URL]? = nil) throws -> (photoCount: Int?, shown: [[String]]) {
            let out = try Scratch.folder("deck").appendingPathComponent("deck")
            let outcome = try run(["generate"] + (folders ?? [folder]).map(\.path)
                + ["--year", String(truth.year), "--tz", truth.timeZone, "--out", out.path, "--quiet", "--cache", cache.path])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let deck = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("deck.json"))) as? [String: Any]
            let title = (deck?["cards"] as? [[String: Any]])?.first { $0["type"] as? String == "title" }
            return ((title?["payload"] as? [String: Any])?["photoCount"] as? Int, try shownPhotos())
        }

        /// The photos of each card of the last run stored, by their paths in the library.
        func shownPhotos() throws -> [[String]] {
            let data = try DatabaseQueue(path: cache.appendingPathComponent("cache.sqlite").path).read { db in
                try Data.fetchOne(db, sql: "SELECT document FROM run ORDER BY id DESC LIMIT 1")
            }
            let document = try JSONSerialization.jsonObject(with: try #require(data)) as? [String: Any]
            return (document?["cards"] as? [[String: Any]] ?? []).map { LeaveOutTests.photos(in: $0) }
        }

        func deleteCache() throws {
            for file in try FileManager.default.contentsOfDirectory(atPath: cache.path) where file.hasPrefix("cache.sqlite") {
                try FileManager.default.removeItem(at: cache.appendingPathComponent(file))
            }
        }
    }

    /// Every string in a `photos` list anywhere in `value`: places inside a card list theirs.
    static func photos(in value: Any) -> [String] {
        if let object = value as? [String: Any] {
            return object.flatMap { key, value in key == "photos" ? (value as? [String] ?? []) + photos(in: value) : photos(in: value) }
        }
        return (value as? [Any] ?? []).flatMap { photos(in: $0) }
    }

    @Test("the title's photo, left out, is on no card, still counted, after a deleted cache too, until --undo")
    func leaveOutHolds() throws {
        let library = try Library()
        let before = try library.generate()
        let hero = try #require(before.shown.first?.first)
        #expect(before.shown.joined().filter { $0 == hero }.count >= 2, "the title's photo opens the finale too: \(before.shown)")

        // A path relative to where the person is, as a shell completes it.
        let leave = try library.run(["leave-out", hero], in: library.folder)
        #expect(leave.status == 0, "\(leave.stderr)")
        #expect(leave.stdout == "Left out: \(hero). It still counts in your totals; no card will show it.\n")
        let settings = try JSONSerialization.jsonObject(with: Data(contentsOf: library.settings)) as? [String: Any]
        #expect(settings?["format"] as? Int == 3)
        let stored = (settings?["leftOutPhotos"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(stored == [library.folder.resolvingSymlinksInPath().appendingPathComponent(hero).path])

        let after = try library.generate()
        #expect(!after.shown.joined().contains(hero), "\(after.shown)")
        #expect(before.photoCount != nil && after.photoCount == before.photoCount)
        #expect(after.shown.map(\.count) == before.shown.map(\.count), "another photo takes each place it had")
        let export = try library.run(["export", library.folder.path, "--year", String(library.truth.year), "--tz", library.truth.timeZone,
                                      "--format", "json", "--quiet", "--cache", library.cache.path])
        #expect(export.status == 0, "\(export.stderr)")
        let exported = try JSONSerialization.jsonObject(with: Data(export.stdout.utf8))
        #expect(!Self.photos(in: exported).isEmpty && !Self.photos(in: exported).contains(hero))

        let again = try library.run(["leave-out", library.folder.appendingPathComponent(hero).path, "--settings", library.settings.path])
        #expect(again.status == 0)
        #expect(again.stdout == "Already left out: \(library.folder.appendingPathComponent(hero).path); nothing changed.\n")

        try library.deleteCache()
        let rebuilt = try library.generate()
        #expect(!rebuilt.shown.joined().contains(hero), "\(rebuilt.shown)")
        #expect(rebuilt.photoCount == before.photoCount)

        let undo = try library.run(["leave-out", "--undo", hero], in: library.folder)
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.stdout == "Back on cards: \(hero) can appear on cards again.\n")
        #expect(try library.generate().shown == before.shown)
        let undoAgain = try library.run(["leave-out", "--undo", hero], in: library.folder)
        #expect(undoAgain.stdout == "Not left out: \(hero); nothing changed.\n")
    }

    @Test("in a deck of several folders, whose cards name photos by absolute path, a left-out photo is on no card")
    func severalFolders() throws {
        let library = try Library()
        let folders = ["DCIM", "Phone"].map { library.folder.appendingPathComponent($0) }
        let before = try library.generate(folders)
        let hero = try #require(before.shown.first?.first)
        #expect(hero.hasPrefix("/"), "\(hero)")
        let leave = try library.run(["leave-out", hero])
        #expect(leave.status == 0, "\(leave.stderr)")
        let after = try library.generate(folders)
        #expect(!after.shown.joined().contains(hero), "\(after.shown)")
        #expect(after.photoCount == before.photoCount)
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let paths: [String]
        let line: String
    }

    static let refused = [
        Refused(testDescription: "no such file", paths: ["DCIM/2025-01/IMG_9999.JPG"],
                line: "photo-wrapped: DCIM/2025-01/IMG_9999.JPG: no such file"),
        Refused(testDescription: "not a photo", paths: ["README.md"],
                line: "photo-wrapped: README.md: is not a photo (JPEG, PNG, HEIF, WebP, JPEG XL or RAW)"),
        Refused(testDescription: "a video", paths: ["Phone/Pixel/DCIM/Camera/PXL_20250913_162012330.mp4"],
                line: "photo-wrapped: Phone/Pixel/DCIM/Camera/PXL_20250913_162012330.mp4: is a video; cards show only photos"),
        Refused(testDescription: "a folder", paths: ["DCIM"], line: "photo-wrapped: DCIM: is a folder; give the photos in it, one path each"),
        Refused(testDescription: "a photo beside a bad path", paths: ["DCIM/2025-01/IMG_1033.JPG", "nope.jpg", "README.md"],
                line: "photo-wrapped: nope.jpg: no such file; README.md: is not a photo (JPEG, PNG, HEIF, WebP, JPEG XL or RAW)"),
    ]

    @Test("a path that names no photo: exit 2, one line naming it, and nothing saved", arguments: refused)
    func badPaths(_ c: Refused) throws {
        let library = try Library()
        let outcome = try library.run(["leave-out"] + c.paths, in: library.folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == c.line + "\n")
        #expect(outcome.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: library.settings.path))
    }
}
