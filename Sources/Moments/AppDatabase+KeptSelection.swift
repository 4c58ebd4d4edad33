import Foundation
import GRDB
import Model
import Store

extension AppDatabase {
    /// The range's counted photos as the last generate of this folder counted them under these
    /// options, while the folder's assets have not changed since: every write to them drops
    /// the summary they are kept with. Nil when none are kept, or they do not read back.
    /// Decoded from SQLite's own buffer, with no copy of it (`SelectionSnapshot.decode(column:of:options:)`).
    package func keptSelection(libraryID: Int64, in range: DateRange, options: PhotoSelection.Options) throws -> PhotoSelection? {
        try writer.read { db in
            let rows = try Row.fetchCursor(db, sql: "SELECT countedPhotos FROM scanSummary WHERE libraryId = ? AND rangeStart = ? AND rangeEnd = ?",
                                           arguments: Self.rangeKey(libraryID, range))
            return try rows.next().flatMap { try SelectionSnapshot.decode(column: 0, of: $0, options: options) }
        }
    }

    /// Keeps `snapshot` (`CountedPhotos.snapshot`) with the range's summary, if the scan left
    /// one, in place of any kept before.
    package func keep(_ snapshot: Data, libraryID: Int64, range: DateRange) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE scanSummary SET countedPhotos = ? WHERE libraryId = ? AND rangeStart = ? AND rangeEnd = ?",
                           arguments: [snapshot] + Self.rangeKey(libraryID, range))
        }
    }
}
