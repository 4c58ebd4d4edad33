import Foundation
import GRDB
import TestScratch
import Testing
@testable import Places
@testable import Store

@Suite("A cache that cannot be used is moved aside and rebuilt")
struct CacheRebuildTests {
    static func open(_ path: String) throws -> (database: AppDatabase, rebuilds: [CacheRebuild]) {
        var rebuilds: [CacheRebuild] = []
        let database = try AppDatabase.open(path: path, rebuilt: { rebuilds.append($0) })
        return (database, rebuilds)
    }

    @Test("a sound cache opens as it is, and an empty file becomes a cache")
    func sound() throws {
        let path = try Scratch.folder().appendingPathComponent("cache.sqlite").path
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(try Self.open(path).rebuilds.isEmpty)
        #expect(try Self.open(path).rebuilds.isEmpty)
    }

    struct Damage: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let reason: String
        let apply: @Sendable (String) throws -> Void
    }

    static let damages: [Damage] = [
        Damage(testDescription: "a text file", reason: "is not an SQLite database") { path in
            try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: path))
        },
        Damage(testDescription: "a newer cache", reason: "was written by a newer photo-wrapped") { path in
            _ = try AppDatabase.open(path: path)
            try DatabaseQueue(path: path).write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9: later')") }
        },
        Damage(testDescription: "another program's database", reason: "is not a photo-wrapped cache") { path in
            try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE t (x)") }
        },
        Damage(testDescription: "a damaged schema", reason: "is damaged (database disk image is malformed)") { path in
            _ = try AppDatabase.open(path: path)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seek(toOffset: 100)
            try handle.write(contentsOf: Data(repeating: 0xA5, count: 3_900))
            try handle.close()
        },
    ]

    @Test("moved aside byte for byte, reported once with the reason, and a fresh cache in its place", arguments: damages)
    func damaged(_ damage: Damage) throws {
        let path = try Scratch.folder().appendingPathComponent("cache.sqlite").path
        try damage.apply(path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let (database, rebuilds) = try Self.open(path)
        #expect(rebuilds.map(\.reason) == [damage.reason])
        let moved = try #require(rebuilds.first?.movedTo)
        #expect(moved.wholeMatch(of: /.*\/cache\.sqlite\.broken-\d{8}-\d{6}/) != nil, "\(moved)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == before)
        #expect(try database.legacyHiddenAreas().isEmpty)
    }

    /// A fresh cache at `path` with the first byte of `table`'s root page (its page type)
    /// zeroed; the page's number.
    static func damageRootPage(of table: String, at path: String) throws -> Int {
        _ = try AppDatabase.open(path: path)
        let (root, size) = try DatabaseQueue(path: path).read { db in
            (try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table]) ?? 0,
             try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64((root - 1) * size))
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        return root
    }

    @Test("a damaged page of a table is one line: SQLite's report without its heading")
    func damagedPage() throws {
        let path = try Scratch.folder().appendingPathComponent("cache.sqlite").path
        let root = try Self.damageRootPage(of: "geocodeCache", at: path)
        let (_, rebuilds) = try Self.open(path)
        #expect(rebuilds.map(\.reason) == ["is damaged (Page \(root): btreeInitPage() returns error code 11)"])
    }

    /// The tables whose b-trees are walked instead of checked page by page are still found
    /// damaged at open where a page of a b-tree is.
    @Test("a damaged page of a table walked by count(*) is found at open", arguments: CacheCheck.walked.sorted())
    func damagedWalkedPage(table: String) throws {
        let path = try Scratch.folder().appendingPathComponent("cache.sqlite").path
        #expect(try Self.damageRootPage(of: table, at: path) > 1)
        let (_, rebuilds) = try Self.open(path)
        #expect(rebuilds.map(\.reason) == ["is damaged (database disk image is malformed)"])
    }

    @Test("two moves in one second do not overwrite each other")
    func sameSecond() throws {
        let path = try Scratch.folder().appendingPathComponent("cache.sqlite").path
        let now = Date()
        try Data("a".utf8).write(to: URL(fileURLWithPath: path))
        let first = try CacheRebuild.moveAside(path, reason: "x", now: now)
        try Data("b".utf8).write(to: URL(fileURLWithPath: path))
        let second = try CacheRebuild.moveAside(path, reason: "x", now: now)
        #expect(second.movedTo == first.movedTo + "-2")
        #expect(try String(contentsOfFile: first.movedTo, encoding: .utf8) == "a")
    }

    @Test("a cache of the version before, holding stored decks and their cards, is migrated in place, not moved aside")
    func upgradeWithStoredRuns() throws {
        let path = try Scratch.folder().appendingPathComponent("cache.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: "v7: GPS altitude and speed, which tell photos taken in the air")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO library (id, root, createdAt) VALUES (1, x'2f70', '2025-11-01 10:00:00')")
            try db.execute(sql: """
                INSERT INTO run (id, libraryId, rangeStart, rangeEnd, filtersHash, algorithmVersion, fingerprint, totalPhotos,
                withLocation, locationCoveragePct, document, createdAt)
                VALUES (1, 1, '2025-01-01', '2025-12-31', 'f', 2, 'p', 3, 3, 100, x'7b7d', '2025-11-01 10:00:00')
                """)
            try db.execute(sql: "INSERT INTO card (runId, position, type, title, altText, payload) VALUES (1, 0, 'title', 't', 'a', x'7b7d')")
        }
        try queue.close()
        let (database, rebuilds) = try Self.open(path)
        #expect(rebuilds.isEmpty)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM run") } == 0)
        #expect(try database.writer.read { try $0.tableExists("card") } == false)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM library") } == 1)
    }
}
