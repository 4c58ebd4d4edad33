import Deck
import Foundation
import GRDB
import Store

/// A stored run, found again by its key.
public struct StoredRun: Sendable {
    public var document: DeckDocument
    public var createdAt: Date
}

extension AppDatabase {
    /// Runs kept per library; older ones are pruned when a new one is stored.
    public static let runsKeptPerLibrary = 5

    public func storedRun(_ key: RunKey) throws -> StoredRun? {
        try writer.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT document, createdAt FROM run WHERE \(Self.runOfKey) ORDER BY id DESC LIMIT 1",
                                             arguments: Self.arguments(key))
            else { return nil }
            guard let document = try? JSONDecoder().decode(DeckDocument.self, from: row["document"] as Data) else { return nil }
            return StoredRun(document: document, createdAt: row["createdAt"])
        }
    }

    /// Whether a run is stored under `key`, without reading it.
    func hasStoredRun(_ key: RunKey) throws -> Bool {
        try writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM run WHERE \(Self.runOfKey))", arguments: Self.arguments(key)) ?? false
        }
    }

    /// Whether a deck of this range was made from these very files, keeping off its cards no
    /// more than `key` keeps off (its names and options aside): every photo `key`'s picks can
    /// ask about was a candidate then, and the cache holds its look.
    public func judgedBefore(_ key: RunKey) throws -> Bool {
        try writer.read { db in
            let cursor = try String?.fetchCursor(db, sql: """
                SELECT exclusions FROM run WHERE libraryId = ? AND rangeStart = ? AND rangeEnd = ? AND algorithmVersion = ?
                AND fingerprint = ?
                """, arguments: [key.libraryID, key.range.start.description, key.range.end.description, key.algorithmVersion,
                                 key.fingerprint])
            while let exclusions = try cursor.next() {
                guard let exclusions else { continue }
                if exclusions.split(separator: "\n").allSatisfy({ key.exclusions.contains(String($0)) }) { return true }
            }
            return false
        }
    }

    private static let runOfKey =
        "libraryId = ? AND rangeStart = ? AND rangeEnd = ? AND filtersHash = ? AND algorithmVersion = ? AND fingerprint = ?"

    private static func arguments(_ key: RunKey) -> StatementArguments {
        [key.libraryID, key.range.start.description, key.range.end.description, key.filtersHash, key.algorithmVersion, key.fingerprint]
    }

    public func storeRun(_ document: DeckDocument, key: RunKey) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(document)
        try writer.write { db in
            try db.execute(sql: """
                INSERT INTO run (libraryId, rangeStart, rangeEnd, filtersHash, algorithmVersion, fingerprint, totalPhotos,
                withLocation, locationCoveragePct, document, exclusions, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, \(Self.now))
                """, arguments: [key.libraryID, key.range.start.description, key.range.end.description, key.filtersHash,
                                 key.algorithmVersion, key.fingerprint, document.totals.photos, document.totals.withLocation,
                                 document.totals.locationCoveragePct, data, key.exclusions.sorted().joined(separator: "\n")])
            try db.execute(sql: """
                DELETE FROM run WHERE libraryId = ? AND id NOT IN (SELECT id FROM run WHERE libraryId = ? ORDER BY id DESC LIMIT ?)
                """, arguments: [key.libraryID, key.libraryID, Self.runsKeptPerLibrary])
        }
    }

    /// How many runs the cache holds for a library.
    public func runCount(libraryID: Int64) throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM run WHERE libraryId = ?", arguments: [libraryID]) ?? 0 }
    }
}
