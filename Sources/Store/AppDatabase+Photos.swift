import Foundation
import GRDB
import Model

extension AppDatabase {
    /// Kind and orientation of the library's files at these paths, for drawing them.
    public func drawingInfo(libraryID: Int64, paths: [String]) throws -> [String: (kind: AssetKind, orientation: Int)] {
        try writer.read { db in
            var found: [String: (AssetKind, Int)] = [:]
            let statement = try db.cachedStatement(sql: "SELECT kind, orientation FROM asset WHERE libraryId = ? AND path = ?")
            for path in paths {
                if let row = try Row.fetchOne(statement, arguments: [libraryID, Data(RawPath(path).bytes)]) {
                    found[path] = (AssetKind(rawValue: row[0]) ?? .other, row[1] ?? 1)
                }
            }
            return found
        }
    }
}
