import Foundation
import GRDB
import Model

/// What drawing a photo needs to know: its kind, its EXIF orientation, and its measured look's
/// figures (`PhotoLook`) when it has been measured.
public struct DrawingInfo: Sendable {
    public let kind: AssetKind
    public let orientation: Int
    public let lookFigures: Data?
}

extension AppDatabase {
    /// Kind, orientation and look of the library's files at these paths, for drawing them.
    public func drawingInfo(libraryID: Int64, paths: [String]) throws -> [String: DrawingInfo] {
        try writer.read { db in
            var found: [String: DrawingInfo] = [:]
            // The look's figures hold where the subject is, for the crop.
            let statement = try db.cachedStatement(sql: """
                SELECT kind, orientation, figures FROM asset LEFT JOIN photoLook
                ON photoLook.assetId = asset.id AND photoLook.size = asset.size AND photoLook.mtimeNs = asset.mtimeNs
                WHERE libraryId = ? AND path = ?
                """)
            for path in paths {
                if let row = try Row.fetchOne(statement, arguments: [libraryID, Data(RawPath(path).bytes)]) {
                    found[path] = DrawingInfo(kind: AssetKind(rawValue: row[0]) ?? .other, orientation: row[1] ?? 1, lookFigures: row[2])
                }
            }
            return found
        }
    }
}
