import Foundation
import GRDB

extension AppDatabase {
    /// A photo's measured look as the cache keeps it: figures, never pixels, for the file of
    /// this size and modification time, measured by `version` of the measuring code.
    package struct StoredLook: Sendable {
        package let assetID: Int64
        package let size: Int64
        package let mtimeNs: Int64
        package let version: Int
        package let figures: Data

        package init(assetID: Int64, size: Int64, mtimeNs: Int64, version: Int, figures: Data) {
            self.assetID = assetID
            self.size = size
            self.mtimeNs = mtimeNs
            self.version = version
            self.figures = figures
        }
    }

    /// The stored looks of these assets, by asset id.
    package func looks(of ids: some Collection<Int64>) throws -> [Int64: StoredLook] {
        guard !ids.isEmpty else { return [:] }
        return try writer.read { db in
            var found: [Int64: StoredLook] = [:]
            for chunk in Array(ids).chunked(500) {
                let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
                let cursor = try Row.fetchCursor(db, sql: "SELECT assetId, size, mtimeNs, version, figures FROM photoLook WHERE assetId IN (\(marks))",
                                                 arguments: StatementArguments(chunk))
                while let row = try cursor.next() {
                    let look = StoredLook(assetID: row[0], size: row[1], mtimeNs: row[2], version: row[3], figures: row[4])
                    found[look.assetID] = look
                }
            }
            return found
        }
    }

    /// The assets whose stored look was measured by `version` from the file as it is now (its
    /// size and modification time), or found not to decode.
    package func assetsWithLooks(version: Int) throws -> Set<Int64> {
        try writer.read { db in
            let cursor = try Int64.fetchCursor(db, sql: """
                SELECT l.assetId FROM photoLook l JOIN asset a ON a.id = l.assetId
                WHERE l.version = ? AND l.size = a.size AND l.mtimeNs = a.mtimeNs
                """, arguments: [version])
            var ids = Set<Int64>()
            while let id = try cursor.next() { ids.insert(id) }
            return ids
        }
    }

    /// How many photos' looks the cache keeps: what the picks have measured.
    package func lookCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM photoLook") ?? 0 }
    }

    /// Keeps these looks, replacing any earlier one of the same asset.
    package func saveLooks(_ looks: [StoredLook]) throws {
        guard !looks.isEmpty else { return }
        try writer.write { db in
            let statement = try db.makeStatement(sql: "INSERT OR REPLACE INTO photoLook (assetId, size, mtimeNs, version, figures) VALUES (?, ?, ?, ?, ?)")
            for look in looks {
                try statement.execute(arguments: [look.assetID, look.size, look.mtimeNs, look.version, look.figures])
            }
        }
    }
}

private extension Array {
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0 ..< Swift.min(count, $0 + size)] }
    }
}
