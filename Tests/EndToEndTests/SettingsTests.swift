import Foundation
import GRDB
import TestScratch
import Testing

/// The person's decisions live in a settings file, and the cache is only a cache: deleting,
/// corrupting or replacing it loses no hide, and a broken cache is moved aside and rebuilt.
@Suite("Settings outlive the cache, end to end", .serialized)
struct SettingsTests {
    /// The fixture library with its own cache folder and its own `$XDG_DATA_HOME`.
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

        var database: URL { cache.appendingPathComponent("cache.sqlite") }
        var settings: URL { dataHome.appendingPathComponent("photo-wrapped/settings.json") }

        func run(_ arguments: [String], in directory: URL? = nil) throws -> PhotoWrappedBinary.Outcome {
            try PhotoWrappedBinary.run(arguments + ["--cache", cache.path], in: directory,
                                       environment: ["XDG_DATA_HOME": dataHome.path])
        }

        func places(_ extra: [String] = []) throws -> (listing: PlacesJSON, outcome: PhotoWrappedBinary.Outcome) {
            let outcome = try run(["places", folder.path, "--year", String(truth.year), "--json", "--quiet", "--tz", truth.timeZone] + extra)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return (try JSONDecoder().decode(PlacesJSON.self, from: Data(outcome.stdout.utf8)), outcome)
        }

        /// Hides the second place and returns it.
        func hideSecondPlace(_ extra: [String] = []) throws -> PlacesJSON.Entry {
            let second = try #require(try places(extra).listing.visible.first { $0.rank == 2 })
            let hide = try run(["hide", second.id] + extra)
            #expect(hide.status == 0, "\(hide.stderr)")
            return second
        }

        func isHidden(_ place: PlacesJSON.Entry, in listing: PlacesJSON) -> Bool {
            !listing.visible.contains { metres($0.centroid.lat, $0.centroid.lon, place.centroid.lat, place.centroid.lon) < 200 }
                && listing.places.contains { $0.hidden && $0.photoCount == place.photoCount }
        }

        func brokenCaches() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("cache.sqlite.broken-") }.sorted()
        }
    }

    static func settingsJSON(_ url: URL) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
    }

    static func inode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int) ?? -1
    }

    @Test("a hide survives a deleted cache")
    func deletedCache() throws {
        let library = try Library()
        let hidden = try library.hideSecondPlace()
        try FileManager.default.removeItem(at: library.cache)
        let after = try library.places()
        #expect(library.isHidden(hidden, in: after.listing))
        #expect(after.outcome.stderr.isEmpty, "\(after.outcome.stderr)")
    }

    struct Damage: CustomTestStringConvertible, Sendable {
        let testDescription: String
        /// Found by the check at open, before anything is written: moved aside byte for byte.
        var foundAtOpen = true
        let apply: @Sendable (URL) throws -> Void
    }

    static let damages: [Damage] = [
        Damage(testDescription: "random bytes over the middle third of the file") { url in
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            let size = try handle.seekToEnd()
            var generator = SeededBytes(seed: 11)
            try handle.seek(toOffset: size / 3)
            try handle.write(contentsOf: generator.bytes(Int(size / 3)))
        },
        Damage(testDescription: "garbled photo rows, which only reading them finds", foundAtOpen: false) { url in
            let (page, size) = try DatabaseQueue(path: url.path).read { db in
                (try Int.fetchOne(db, sql: "SELECT max(pageno) FROM dbstat WHERE name = 'asset' AND pagetype = 'leaf'") ?? 0,
                 try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0)
            }
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            // The cells at the end of the page, not its header: the b-tree walk at open still passes.
            try handle.seek(toOffset: UInt64(page * size - size / 2))
            try handle.write(contentsOf: Data(repeating: 0xFF, count: size / 2))
        },
        Damage(testDescription: "a file of random bytes") { url in
            var generator = SeededBytes(seed: 12)
            try Data(generator.bytes(200_000)).write(to: url)
        },
        Damage(testDescription: "a cache from a newer photo-wrapped") { url in
            try DatabaseQueue(path: url.path).write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from a later version')")
            }
        },
        Damage(testDescription: "another program's SQLite database") { url in
            try FileManager.default.removeItem(at: url)
            try DatabaseQueue(path: url.path).write { db in
                try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO note (body) VALUES ('mine')")
            }
        },
    ]

    @Test("a broken cache is moved aside with one line, rebuilt, and the hide holds", arguments: damages)
    func brokenCache(_ damage: Damage) throws {
        let library = try Library()
        let hidden = try library.hideSecondPlace()
        let before = try Data(contentsOf: library.database)
        try damage.apply(library.database)
        let damaged = try Data(contentsOf: library.database)
        #expect(damaged != before)

        let after = try library.places()
        let lines = after.outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(after.outcome.stderr)")
        let broken = try library.brokenCaches().filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        #expect(broken.count == 1)
        #expect(broken.allSatisfy { $0.wholeMatch(of: /cache\.sqlite\.broken-\d{8}-\d{6}/) != nil }, "\(broken)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("photo-wrapped: ") && line.contains(library.database.path) && line.contains(broken.first ?? "?"), "\(line)")
        if let name = broken.first, damage.foundAtOpen {
            #expect(try Data(contentsOf: library.cache.appendingPathComponent(name)) == damaged)
        }
        #expect(library.isHidden(hidden, in: after.listing))

        let again = try library.places()
        #expect(again.outcome.stderr.isEmpty, "\(again.outcome.stderr)")
        #expect(try library.brokenCaches().count == 1 + (try library.brokenCaches().filter { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") }.count))
    }

    @Test("the settings file is pretty JSON with its format version, replaced whole on every change")
    func settingsFile() throws {
        let library = try Library()
        let hidden = try library.hideSecondPlace()
        let first = try Self.inode(library.settings)
        let text = try String(contentsOf: library.settings, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"format\" : 3,\n  \"hiddenPlaces\" : [\n"), "\(text)")
        #expect(text.hasSuffix("}\n"))
        let json = try Self.settingsJSON(library.settings)
        let places = try #require(json["hiddenPlaces"] as? [[String: Any]])
        #expect(places.count == 1)
        #expect(Set(places.first?.keys.map { $0 } ?? []) == ["hiddenAt", "label", "latitude", "longitude", "placeId", "radiusMeters"])
        #expect(places.first?["placeId"] as? String == hidden.id)

        let unhide = try library.run(["unhide", hidden.id])
        #expect(unhide.status == 0, "\(unhide.stderr)")
        #expect(try Self.inode(library.settings) != first)
        #expect((try Self.settingsJSON(library.settings)["hiddenPlaces"] as? [Any])?.isEmpty == true)
        let folder = library.settings.deletingLastPathComponent()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["settings.json"])
    }

    @Test("--settings PATH is honoured, relative to the current folder, and the default file is left alone")
    func settingsOption() throws {
        let library = try Library()
        let work = try Scratch.folder("work")
        let chosen = work.appendingPathComponent("mine/settings.json")
        let place = try #require(try library.places(["--settings", chosen.path]).listing.visible.first { $0.rank == 2 })
        #expect(try library.run(["hide", place.id, "--settings", "mine/settings.json"], in: work).status == 0)
        #expect(FileManager.default.fileExists(atPath: chosen.path))
        #expect(library.isHidden(place, in: try library.places(["--settings", chosen.path]).listing))
        #expect(!library.isHidden(place, in: try library.places().listing))
    }

    @Test("hides in an old cache move to the settings file once, with one line")
    func migration() throws {
        let library = try Library()
        let place = try #require(try library.places().listing.visible.first { $0.rank == 2 })
        // What an earlier version left: the hide as a row of the cache's hiddenArea table.
        try DatabaseQueue(path: library.database.path).write { db in
            try db.execute(sql: """
                INSERT INTO hiddenArea (placeId, label, latitude, longitude, radiusMeters, createdAt)
                VALUES (?, 'Kew', ?, ?, 250, '2025-12-01 10:00:00.000')
                """, arguments: [place.id, place.centroid.lat, place.centroid.lon])
        }
        #expect(!FileManager.default.fileExists(atPath: library.settings.path))

        let moved = try library.places()
        #expect(moved.outcome.stderr == "photo-wrapped: moved 1 hidden place from the cache to \(library.settings.path)\n")
        #expect(library.isHidden(place, in: moved.listing))
        let entries = try #require(try Self.settingsJSON(library.settings)["hiddenPlaces"] as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries.first?["hiddenAt"] as? String == "2025-12-01T10:00:00Z")
        #expect(entries.first?["radiusMeters"] as? Double == 250)

        let again = try library.places()
        #expect(again.outcome.stderr.isEmpty, "\(again.outcome.stderr)")
        try FileManager.default.removeItem(at: library.cache)
        #expect(library.isHidden(place, in: try library.places().listing))
    }

    struct BrokenSettings: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let bytes: String
        let reason: String
    }

    static let brokenSettings: [BrokenSettings] = [
        BrokenSettings(testDescription: "not JSON", bytes: "{\"format\": 1, \"hiddenPlaces\": [", reason: "is not valid JSON"),
        BrokenSettings(testDescription: "from a newer version", bytes: "{\"format\": 4, \"hiddenPlaces\": []}\n",
                       reason: "is format 4, from a newer photo-wrapped"),
        BrokenSettings(testDescription: "no format", bytes: "{\"hiddenPlaces\": []}\n", reason: "has no \"format\""),
    ]

    @Test("a broken settings file is one error naming it, and is left untouched", arguments: brokenSettings)
    func brokenSettingsFile(_ c: BrokenSettings) throws {
        let library = try Library()
        try FileManager.default.createDirectory(at: library.settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(c.bytes.utf8).write(to: library.settings)
        let photo = library.folder.appendingPathComponent("DCIM/2025-01/IMG_1033.JPG").path
        for arguments in [["places", library.folder.path, "--year", String(library.truth.year), "--quiet"], ["hide", "51.5,-0.1"],
                          ["leave-out", photo]] {
            // leave-out needs no cache, and takes no --cache.
            let outcome = arguments[0] == "leave-out"
                ? try PhotoWrappedBinary.run(arguments, environment: ["XDG_DATA_HOME": library.dataHome.path]) : try library.run(arguments)
            #expect(outcome.status == 2, "\(arguments[0]): \(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
            #expect(outcome.stderr.hasPrefix("photo-wrapped: the settings file \(library.settings.path) \(c.reason)"), "\(outcome.stderr)")
            #expect(try String(contentsOf: library.settings, encoding: .utf8) == c.bytes)
        }
    }
}

/// Reproducible noise for damaging files: SplitMix64.
struct SeededBytes {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0 ..< count).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
    }
}
