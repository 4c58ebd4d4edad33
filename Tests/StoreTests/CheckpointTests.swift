import Foundation
import GRDB
import TestScratch
import Testing
@testable import Model
@testable import Store

@Suite("The cache's log is copied into its file on demand, not only when it closes")
struct CheckpointTests {
    /// The libraries the cache file holds by itself, its write-ahead log ignored
    /// (`immutable=1`: SQLite reads the file as it is on disk).
    static func librariesInFile(_ path: String) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        let file = try DatabaseQueue(path: "file:\(path)?immutable=1", configuration: configuration)
        return try file.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM library") ?? 0 }
    }

    @Test("written rows are in the file itself after a checkpoint, while the cache is still open", arguments: [false, true])
    func checkpointed(checkpoint: Bool) throws {
        let path = try Scratch.folder().appendingPathComponent("cache.sqlite").path
        // Made and closed: closing copies the log, so the file holds the tables.
        _ = try AppDatabase.open(path: path)
        let database = try AppDatabase.open(path: path)
        let before = try Self.librariesInFile(path)
        for root in ["/photos/a", "/photos/b", "/photos/c"] { _ = try database.libraryID(root: RawPath(root)) }
        if checkpoint { try database.checkpoint() }
        #expect(try Self.librariesInFile(path) == before + (checkpoint ? 3 : 0))
        withExtendedLifetime(database) {}
    }

    @Test("a checkpoint that empties the log leaves it at no bytes; a passive one leaves it as long as it was")
    func emptied() throws {
        let path = try Scratch.folder().appendingPathComponent("cache.sqlite").path
        let database = try AppDatabase.open(path: path)
        func logBytes() throws -> Int {
            try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? -1
        }
        for root in ["/photos/a", "/photos/b"] { _ = try database.libraryID(root: RawPath(root)) }
        let written = try logBytes()
        try database.checkpoint()
        let afterPassive = try logBytes()
        #expect(written > 0 && afterPassive == written)
        try database.checkpoint(emptyingLog: true)
        #expect(try logBytes() == 0)
        #expect(try Self.librariesInFile(path) == 2)
        withExtendedLifetime(database) {}
    }
}
