import Foundation
import GRDB

/// What the cache remembers of a file, enough to decide whether to open it again.
struct CachedFile {
    let id: Int64
    let size: Int64
    let mtimeNs: Int64
    let extractorVersion: Int
    let detailRead: Bool
    let localTime: LocalDateTime?
}

extension AppDatabase {
    /// The id of the library rooted at `root`, created on first use.
    public func libraryID(root: RawPath) throws -> Int64 {
        try writer.write { db in
            let blob = Data(root.bytes)
            if let id = try Int64.fetchOne(db, sql: "SELECT id FROM library WHERE root = ?", arguments: [blob]) {
                return id
            }
            try db.execute(sql: "INSERT INTO library (root, createdAt) VALUES (?, ?)", arguments: [blob, Date()])
            return db.lastInsertedRowID
        }
    }

    func cachedFiles(libraryID: Int64) throws -> [RawPath: CachedFile] {
        try writer.read { db in
            var files: [RawPath: CachedFile] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, path, size, mtimeNs, extractorVersion, detailRead, localTime
                FROM asset WHERE libraryId = ?
                """, arguments: [libraryID])
            while let row = try rows.next() {
                let path = RawPath(try row.withUnsafeData(atIndex: 1) { data in data.map { [UInt8]($0) } ?? [] })
                files[path] = CachedFile(
                    id: row[0], size: row[2], mtimeNs: row[3], extractorVersion: row[4],
                    detailRead: row[5], localTime: (row[6] as Int64?).map(LocalDateTime.init(secondsSinceEpoch:)))
            }
            return files
        }
    }

    /// Writes one batch of scan results in one transaction, so that an interrupted scan keeps
    /// every batch that committed and a rerun starts from there.
    func save(_ records: [AssetRecord], removing removedIDs: [Int64] = []) throws {
        guard !records.isEmpty || !removedIDs.isEmpty else { return }
        try writer.write { db in
            let upsert = try db.cachedStatement(sql: AssetRecord.upsertSQL)
            for record in records {
                try upsert.execute(arguments: record.upsertArguments)
            }
            let delete = try db.cachedStatement(sql: "DELETE FROM asset WHERE id = ?")
            for id in removedIDs {
                try delete.execute(arguments: [id])
            }
        }
    }

    func markScanned(libraryID: Int64) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE library SET lastScannedAt = ? WHERE id = ?", arguments: [Date(), libraryID])
        }
    }

    /// Every file of the library, grouped the way the scan summary counts them, in one pass.
    func inventory(libraryID: Int64, range: DateRange) throws -> LibraryInventory {
        let (lower, upper) = range.bounds
        return try writer.read { db in
            var inventory = LibraryInventory()
            let rows = try Row.fetchCursor(db, sql: """
                SELECT kind, problem, timeSource,
                       localTime >= ? AND localTime < ? AS inRange, latitude IS NOT NULL AS located, count(*)
                FROM asset WHERE libraryId = ? GROUP BY 1, 2, 3, 4, 5
                """, arguments: [lower, upper, libraryID])
            while let row = try rows.next() {
                inventory.add(kind: AssetKind(rawValue: row[0]) ?? .other,
                              problem: (row[1] as String?).flatMap(SkipReason.init(rawValue:)),
                              timeSource: (row[2] as String?).flatMap(TimeSource.init(rawValue:)),
                              inRange: row[3] ?? false, located: row[4], count: row[5])
            }
            return inventory
        }
    }

    /// Every readable photo of the library whose local capture time falls in `range`.
    public func photos(libraryID: Int64, in range: DateRange) throws -> [AssetRecord] {
        let (lower, upper) = range.bounds
        return try writer.read { db in
            try AssetRecord.fetchAll(db, sql: """
                SELECT \(AssetRecord.columnList) FROM asset
                WHERE libraryId = ? AND problem IS NULL AND localTime >= ? AND localTime < ?
                ORDER BY localTime, path
                """, arguments: [libraryID, lower, upper])
        }
    }
}
