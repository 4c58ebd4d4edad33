import Foundation
import TestScratch
import Testing

/// Several folders read as one library, through the built binary: the fixture library split
/// in two, with a backup copy of a month of its photos in the second half.
@Suite("Several folders, one year, end to end", .serialized)
struct SeveralFoldersTests {
    /// The fixture library in two folders of names as long as each other: `one` holds the
    /// camera roll and its backup, `two` the rest and "Phone backup", copies of May's photos.
    struct Split {
        let truth: FixtureTruth
        let whole: URL
        let one: URL
        let two: URL
        /// How many photos "Phone backup" holds: each an exact copy of one in `one`.
        let backups: Int

        init() throws {
            truth = try FixtureTruth.load()
            whole = try truth.libraryCopy()
            let parent = try Scratch.folder("split")
            let library = try FixtureTruth.restoredCopy(of: PhotoWrappedBinary.fixtures, scratch: "split-copy",
                                                        mtimes: truth.mtimes.mapValues { Date(timeIntervalSince1970: TimeInterval($0)) })
            one = parent.appendingPathComponent("one")
            two = parent.appendingPathComponent("two")
            let manager = FileManager.default
            for folder in [one, two] { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
            for name in try manager.contentsOfDirectory(atPath: library.path) {
                let target = ["DCIM", "Backup"].contains(name) ? one : two
                try manager.moveItem(at: library.appendingPathComponent(name), to: target.appendingPathComponent(name))
            }
            let may = one.appendingPathComponent("DCIM/2025-05")
            let backup = two.appendingPathComponent("Phone backup/2025-05")
            try manager.createDirectory(at: backup, withIntermediateDirectories: true)
            let names = try manager.contentsOfDirectory(atPath: may.path)
            for name in names {
                try manager.copyItem(at: may.appendingPathComponent(name), to: backup.appendingPathComponent(name))
                let modified = try manager.attributesOfItem(atPath: may.appendingPathComponent(name).path)[.modificationDate]!
                try manager.setAttributes([.modificationDate: modified], ofItemAtPath: backup.appendingPathComponent(name).path)
            }
            backups = names.count
        }

        func run(_ arguments: [String], cache: URL) throws -> PhotoWrappedBinary.Outcome {
            try PhotoWrappedBinary.run(arguments + ["--year", String(truth.year), "--tz", truth.timeZone, "--quiet",
                                                    "--cache", cache.path, "--settings", cache.path])
        }

        /// The CSV export's rows, each path written relative to the folder it is in.
        func csvRows(_ folders: [URL], cache: URL) throws -> [String] {
            let outcome = try run(["export"] + folders.map(\.path) + ["--format", "csv"], cache: cache)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let roots = folders.map { $0.resolvingSymlinksInPath().path + "/" }
            return outcome.stdout.split(separator: "\n").map { line in
                roots.reduce(String(line)) { $0.replacingOccurrences(of: $1, with: "") }
            }.sorted()
        }
    }

    @Test("the library split in two folders, with backup copies in the second, exports as the whole library does")
    func splitExportsAsWhole() throws {
        let split = try Split()
        let whole = try split.csvRows([split.whole], cache: try Scratch.folder("cache"))
        let parts = try split.csvRows([split.one, split.two], cache: try Scratch.folder("cache"))
        #expect(whole.count == split.truth.time.photos + 1)
        #expect(parts == whole)
        #expect(!parts.contains { $0.contains("Phone backup") }, "the copies in the backup are set aside, the originals kept")

        func json(_ folders: [URL]) throws -> DeckJSON {
            let outcome = try split.run(["export"] + folders.map(\.path) + ["--format", "json"], cache: try Scratch.folder("cache"))
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return try JSONDecoder().decode(DeckJSON.self, from: Data(outcome.stdout.utf8))
        }
        let (one, two) = (try json([split.whole]), try json([split.one, split.two]))
        var setAside = one.totals.setAside
        setAside["duplicate", default: 0] += split.backups
        #expect(two.totals.setAside == setAside)
        #expect(two.totals.photos == one.totals.photos && two.totals.withLocation == one.totals.withLocation)
        #expect(two.totals.skipped == one.totals.skipped)
        #expect(two.places.map(\.id) == one.places.map(\.id) && two.places.map(\.photoCount) == one.places.map(\.photoCount))
        #expect(two.time.hourHistogram == one.time.hourHistogram && two.time.peakDay.date == one.time.peakDay.date)
        #expect(two.cards.map(\.title) == one.cards.map(\.title) && two.cards.map(\.body) == one.cards.map(\.body))
    }

    @Test("the two folders given in either order make the same deck.json, byte for byte")
    func eitherOrder() throws {
        let split = try Split()
        var decks: [Data] = []
        for folders in [[split.one, split.two], [split.two, split.one]] {
            let out = try Scratch.folder("deck").appendingPathComponent("deck")
            let outcome = try split.run(["generate"] + folders.map(\.path) + ["--out", out.path], cache: try Scratch.folder("cache"))
            #expect(outcome.status == 0, "\(outcome.stderr)")
            decks.append(try Data(contentsOf: out.appendingPathComponent("deck.json")))
        }
        #expect(decks[0] == decks[1])
        let whole = try Scratch.folder("deck").appendingPathComponent("deck")
        #expect(try split.run(["generate", split.whole.path, "--out", whole.path], cache: try Scratch.folder("cache")).status == 0)
        let one = try JSONDecoder().decode(DeckJSON.self, from: Data(contentsOf: whole.appendingPathComponent("deck.json")))
        let two = try JSONDecoder().decode(DeckJSON.self, from: decks[0])
        #expect(two.cards.map(\.altText) == one.cards.map(\.altText))
    }

    @Test("a place hidden from a deck of two folders is hidden whichever folders are given, and a rename holds across them")
    func hidesAcrossFolders() throws {
        let split = try Split()
        let cache = try Scratch.folder("cache")
        func places(_ folders: [URL]) throws -> PlacesJSON {
            let outcome = try split.run(["places"] + folders.map(\.path) + ["--json", "--all"], cache: cache)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return try JSONDecoder().decode(PlacesJSON.self, from: Data(outcome.stdout.utf8))
        }
        let before = try places([split.one, split.two])
        let brighton = try #require(before.visible.first { $0.label.hasPrefix("Brighton") }, "Brighton's photos are in the second folder")
        let kew = try #require(before.visible.first { $0.label.hasPrefix("Kew") }, "Kew's photos are in the first folder")
        for (arguments, outcomeWord) in [(["hide", brighton.id], "Hidden"), (["rename", kew.id, "The Gardens"], "Renamed")] {
            let changed = try PhotoWrappedBinary.run(arguments + ["--cache", cache.path, "--settings", cache.path])
            #expect(changed.status == 0 && changed.stdout.contains(outcomeWord), "\(changed.stdout)\(changed.stderr)")
        }
        let after = try places([split.two, split.one])
        #expect(after.places.first { $0.id == brighton.id }?.hidden == true)
        #expect(after.visible.contains { $0.label == "The Gardens" })
        #expect(try places([split.two]).places.first { $0.id == brighton.id }?.hidden == true)
        #expect(try places([split.one]).visible.contains { $0.label == "The Gardens" })
    }

    /// `scan --json`'s counts for these folders.
    struct ScanJSON: Decodable {
        struct Folder: Decodable { var folder: String; var filesSeen: Int; var photos: Int; var filesRead: Int }
        var folder: String?
        var folders: [Folder]?
        var filesSeen: Int
        var photos: Int
        var filesRead: Int
    }

    func scan(_ split: Split, _ folders: [URL], cache: URL) throws -> ScanJSON {
        let outcome = try split.run(["scan"] + folders.map(\.path) + ["--json"], cache: cache)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONDecoder().decode(ScanJSON.self, from: Data(outcome.stdout.utf8))
    }

    @Test("a folder added reads only its own files; a folder dropped reads nothing; each folder's counts are given")
    func addAndDrop() throws {
        let split = try Split()
        let cache = try Scratch.folder("cache")
        let first = try scan(split, [split.one], cache: cache)
        #expect(first.folder != nil && first.folders == nil)
        let both = try scan(split, [split.two, split.one], cache: cache)
        let counts = try #require(both.folders)
        #expect(counts.map(\.folder) == [split.one, split.two].map { $0.resolvingSymlinksInPath().path })
        #expect(counts.map(\.filesRead) == [0, counts[1].filesSeen])
        #expect(both.filesSeen == counts.map(\.filesSeen).reduce(0, +) && both.photos == counts.map(\.photos).reduce(0, +))
        #expect(both.filesRead == counts[1].filesSeen)
        let dropped = try scan(split, [split.two], cache: cache)
        #expect(dropped.filesRead == 0)
    }

    @Test("a folder inside another given folder is read once")
    func nestedReadOnce() throws {
        let split = try Split()
        let alone = try scan(split, [split.one], cache: try Scratch.folder("cache"))
        let nested = try scan(split, [split.one.appendingPathComponent("DCIM/2025-05"), split.one], cache: try Scratch.folder("cache"))
        #expect(nested.photos == alone.photos && nested.filesSeen == alone.filesSeen)
        #expect(nested.filesRead == alone.filesRead)
        #expect(nested.folders == nil)
    }

    @Test("generate's summary gives each folder's counts, then the total")
    func summaryPerFolder() throws {
        let split = try Split()
        let out = try Scratch.folder("deck").appendingPathComponent("deck")
        let outcome = try split.run(["generate", split.one.path, split.two.path, "--out", out.path], cache: try Scratch.folder("cache"))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n")
        for folder in [split.one, split.two] {
            #expect(lines.contains { $0.hasPrefix("  " + folder.resolvingSymlinksInPath().path + ": ") })
        }
        #expect(outcome.stdout.contains("\(split.truth.scan.filesSeen + split.backups) files: "))
    }
}
