import Foundation
import GRDB
import Model
import Store

extension AppDatabase {
    /// The range's counts under the default counting rules. For one folder: from the scan
    /// summary stored for the range while its assets have not changed since (every write to
    /// them drops it), else from the range's photos, then stored with the summary (call after
    /// `inventory`, which stores the summary's row). A set of several folders counts its
    /// photos together (a copy in two folders counts once), so its counts are made each time.
    public func rangeCounts(of set: FolderSet, range: DateRange) throws -> RangeCounts {
        guard set.folders.count == 1 else {
            return RangeCounts(counting: try countedFiles(of: set, in: range))
        }
        let libraryID = set.folders[0].libraryID
        if let counts = try storedCounts(libraryID: libraryID, range: range) { return counts }
        // The counting rules give the same counts in any order: the rows are not sorted.
        let counts = RangeCounts(counting: try countedFiles(libraryID: libraryID, in: range))
        try store(counts, libraryID: libraryID, range: range)
        return counts
    }

    /// The counts kept with the range's summary, if they were made by these counting rules.
    func storedCounts(libraryID: Int64, range: DateRange) throws -> RangeCounts? {
        let stored = try writer.read { db in
            try Data.fetchOne(db, sql: "SELECT counting FROM scanSummary WHERE libraryId = ? AND rangeStart = ? AND rangeEnd = ?",
                              arguments: Self.rangeKey(libraryID, range))
        }
        guard let stored, let counts = try? JSONDecoder().decode(RangeCounts.self, from: stored),
              counts.rulesVersion == InsightRules.algorithmVersion
        else { return nil }
        return counts
    }

    /// Keeps the range's counts with its summary (`store(_:libraryID:range:)` of the inventory
    /// first, which stores the summary's row).
    package func store(_ counts: RangeCounts, libraryID: Int64, range: DateRange) throws {
        let encoded = try JSONEncoder().encode(counts)
        try writer.write { db in
            try db.execute(sql: "UPDATE scanSummary SET counting = ? WHERE libraryId = ? AND rangeStart = ? AND rangeEnd = ?",
                           arguments: [encoded] + Self.rangeKey(libraryID, range))
        }
    }
}
