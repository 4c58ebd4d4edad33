import Foundation
import GRDB
import Metadata
import Model

/// What the cache remembers of a file, enough to decide whether to open it again.
package struct CachedFile {
    package let id: Int64
    package let size: Int64
    package let mtimeNs: Int64
    package let extractorVersion: Int
    package let detailRead: Bool
    package let localTime: LocalDateTime?
    package let sidecarMtimeNs: Int64?
}

extension AppDatabase {
    /// The id of the library rooted at `root`, created on first use.
    public func libraryID(root: RawPath) throws -> Int64 {
        if let id = try knownLibraryID(root: root) { return id }
        return try writer.write { db in
            if let id = try Self.libraryID(root: root, db) { return id }
            try db.execute(sql: "INSERT INTO library (root, createdAt) VALUES (?, \(Self.now))", arguments: [Data(root.bytes)])
            return db.lastInsertedRowID
        }
    }

    /// The id of the library rooted at `root`, if it has one.
    func knownLibraryID(root: RawPath) throws -> Int64? {
        try writer.read { db in try Self.libraryID(root: root, db) }
    }

    private static func libraryID(root: RawPath, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM library WHERE root = ?", arguments: [Data(root.bytes)])
    }

    /// Rows this process has written to the cache so far: unchanged across a stretch of work,
    /// nothing was written during it.
    package func writeCount() -> Int {
        writer.writeWithoutTransaction { $0.totalChangesCount }
    }

    package func hasAssets(libraryID: Int64) throws -> Bool {
        try writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM asset WHERE libraryId = ?)", arguments: [libraryID]) ?? false
        }
    }

    package func cachedFiles(libraryID: Int64) throws -> [RawPath: CachedFile] {
        try writer.read { db in
            var files: [RawPath: CachedFile] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, path, size, mtimeNs, extractorVersion, detailRead, localTime, sidecarMtimeNs
                FROM asset WHERE libraryId = ?
                """, arguments: [libraryID])
            while let row = try rows.next() {
                let path = try row.rawPath(atIndex: 1)
                files[path] = CachedFile(
                    id: row[0], size: row[2], mtimeNs: row[3], extractorVersion: row[4],
                    detailRead: row[5], localTime: (row[6] as Int64?).map(LocalDateTime.init(secondsSinceEpoch:)), sidecarMtimeNs: row[7])
            }
            return files
        }
    }

    /// Writes one batch of scan results in one transaction, so that an interrupted scan keeps
    /// every batch that committed and a rerun starts from there. Gives the first record's row
    /// id when every record made a new row, one after another: the rest's ids follow it.
    @discardableResult
    package func save(_ records: [AssetRecord], removing removedIDs: [Int64] = [], libraryID: Int64) throws -> Int64? {
        guard !records.isEmpty || !removedIDs.isEmpty else { return nil }
        return try writer.write { db in
            try db.execute(sql: "DELETE FROM scanSummary WHERE libraryId = ?", arguments: [libraryID])
            // With AUTOINCREMENT, a new row's id is one past the highest the table has ever
            // held: its row in sqlite_sequence, or its highest row's. Rows changed in place
            // instead add changes, but no id.
            let highest = try Int64.fetchOne(db, sql: """
                SELECT max(IFNULL((SELECT seq FROM sqlite_sequence WHERE name = 'asset'), 0), IFNULL((SELECT max(id) FROM asset), 0))
                """) ?? 0
            let changes = db.totalChangesCount
            try AssetWriter(db: db).upsert(records)
            let allNew = !records.isEmpty && db.totalChangesCount - changes == records.count
                && db.lastInsertedRowID == highest &+ Int64(records.count)
            let delete = try db.cachedStatement(sql: "DELETE FROM asset WHERE id = ?")
            for id in removedIDs {
                try delete.execute(arguments: [id])
            }
            return allNew ? highest + 1 : nil
        }
    }

    /// Records a complete scan: the file list it saw, and the extractor that read it.
    package func markScanned(libraryID: Int64, fingerprint: FileListFingerprint) throws {
        try writer.write { db in
            try db.execute(sql: """
                UPDATE library SET lastScannedAt = \(Self.now), scannedFingerprint = ?, scannedExtractorVersion = ? WHERE id = ?
                """, arguments: [fingerprint.description, MetadataReaders.extractorVersion, libraryID])
        }
    }

    /// True when the cache already holds everything a scan of `range` would read: the folder
    /// still has the file list of the last complete scan, read by this extractor, and every
    /// photo in the range has its tier B details.
    package func isCurrent(libraryID: Int64, fingerprint: FileListFingerprint, range: DateRange) throws -> Bool {
        let (lower, upper) = range.bounds
        return try writer.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT scannedFingerprint, scannedExtractorVersion FROM library WHERE id = ?",
                                       arguments: [libraryID])
            guard let row, (row["scannedFingerprint"] as String?) == fingerprint.description,
                  (row["scannedExtractorVersion"] as Int?) == MetadataReaders.extractorVersion
            else { return false }
            let lacking = try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM asset WHERE libraryId = ? AND detailRead = 0 AND localTime >= ? AND localTime < ?)
                """, arguments: [libraryID, lower, upper]) ?? true
            return !lacking
        }
    }

    /// Every file of the library, grouped the way the scan summary counts them: from the
    /// summary stored for this range if the assets have not changed since, else in one pass.
    package func inventory(libraryID: Int64, range: DateRange) throws -> LibraryInventory {
        let stored = try writer.read { db in
            try Data.fetchOne(db, sql: "SELECT inventory FROM scanSummary WHERE libraryId = ? AND rangeStart = ? AND rangeEnd = ?",
                              arguments: Self.rangeKey(libraryID, range))
        }
        if let stored, let inventory = try? JSONDecoder().decode(LibraryInventory.self, from: stored) { return inventory }
        let inventory = try countInventory(libraryID: libraryID, range: range)
        try store(inventory, libraryID: libraryID, range: range)
        return inventory
    }

    /// The columns (libraryId, rangeStart, rangeEnd) that key what is kept for a library's range:
    /// its summary, its places.
    package static func rangeKey(_ libraryID: Int64, _ range: DateRange) -> StatementArguments {
        [libraryID, range.start.description, range.end.description]
    }

    /// Keeps a counted inventory as the range's summary, for the next run to use while the
    /// assets have not changed.
    package func store(_ inventory: LibraryInventory, libraryID: Int64, range: DateRange) throws {
        let encoded = try JSONEncoder().encode(inventory)
        try writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO scanSummary (libraryId, rangeStart, rangeEnd, inventory) VALUES (?, ?, ?, ?)",
                           arguments: Self.rangeKey(libraryID, range) + [encoded])
        }
    }

    /// One pass over the table in storage order, summing per kind, problem, time source,
    /// precision, clock and capture year (`InventoryTally`).
    /// (`NOT INDEXED`: reaching every row of a library through the (libraryId, path) index costs
    /// more than reading the table straight through.)
    func countInventory(libraryID: Int64, range: DateRange) throws -> LibraryInventory {
        var tally = InventoryTally(range: range)
        try writer.read { db in
            try AssetReader(db: db).forEachRow(sql: "SELECT \(InventoryTally.Columns.selectList) FROM asset NOT INDEXED WHERE libraryId = ?",
                                               arguments: [libraryID]) { tally.add($0) }
        }
        return tally.inventory
    }

    /// Files of these libraries whose size and capture time (to the millisecond) match another
    /// file's in any of them, not hashed yet: id, library id, path and size. One pass over the
    /// table reads each file's (size, time, millisecond) key; sorted, equal keys sit side by
    /// side, and only the few candidates are then read by id. (SQLite grouping the keys sorted
    /// every row, several times slower than reading the same columns straight through. Counting
    /// them in a dictionary grown row by row spent a first scan's time hashing and resizing.)
    package func duplicateCandidates(libraryIDs: [Int64]) throws -> [DuplicateCandidate] {
        let libraries = "(" + libraryIDs.map(String.init).joined(separator: ", ") + ")"
        return try writer.read { db in
            var files: [CandidateRow] = []
            try AssetReader(db: db).forEachRow(sql: """
                SELECT size, localTime, IFNULL(subsecondMillis, -1), id, headHash IS NULL FROM asset NOT INDEXED
                WHERE libraryId IN \(libraries) AND problem IS NULL AND localTime IS NOT NULL AND kind NOT IN ('sidecar', 'other')
                """, arguments: []) { c in
                files.append(CandidateRow(key: CandidateKey(size: c.int(0) ?? 0, time: c.int(1) ?? 0, millis: c.int(2) ?? -1),
                                          id: c.int(3) ?? 0, unhashed: c.bool(4)))
            }
            return try Self.candidates(among: &files, db)
        }
    }

    /// The files of `rows` not hashed yet whose key another row shares, read by id.
    package static func candidates(among rows: inout [CandidateRow], _ db: Database) throws -> [DuplicateCandidate] {
        rows.sort { $0.key < $1.key }
        var unhashed: [Int64] = []
        var start = 0
        while start < rows.count {
            var end = start + 1
            while end < rows.count, rows[end].key == rows[start].key { end += 1 }
            if end - start > 1 { unhashed += rows[start ..< end].filter(\.unhashed).map(\.id) }
            start = end
        }
        unhashed.sort()
        let byID = try db.cachedStatement(sql: "SELECT libraryId, path, size FROM asset WHERE id = ?")
        return try unhashed.compactMap { id in
            guard let row = try Row.fetchOne(byID, arguments: [id]) else { return nil }
            return DuplicateCandidate(id: id, libraryID: row[0], path: try row.rawPath(atIndex: 1), size: row[2])
        }
    }

    package func setHeadHashes(_ hashes: [(Int64, String)]) throws {
        guard !hashes.isEmpty else { return }
        try writer.write { db in
            let update = try db.makeStatement(sql: "UPDATE asset SET headHash = ? WHERE id = ?")
            for (id, hash) in hashes {
                try update.execute(arguments: [hash, id])
            }
            // Duplicates count once: the counts stored with these libraries' summaries may change.
            let ids = hashes.map { String($0.0) }.joined(separator: ", ")
            try db.execute(sql: "DELETE FROM scanSummary WHERE libraryId IN (SELECT libraryId FROM asset WHERE id IN (\(ids)))")
        }
    }

    /// Where and when the library's located photos from before `range` were taken: the cache
    /// alone answers, no file is read. Photos taken in the air are left out: flying over a town
    /// is no visit to it.
    public func locatedPoints(libraryID: Int64, before range: DateRange) throws -> [EarlierPhoto] {
        try writer.read { db in
            var photos: [EarlierPhoto] = []
            let rows = try Row.fetchCursor(db, sql: """
                SELECT latitude, longitude, gpsAltitude, gpsSpeed, localTime FROM asset NOT INDEXED
                WHERE libraryId = ? AND problem IS NULL AND localTime < ? AND latitude IS NOT NULL
                """, arguments: [libraryID, range.bounds.lower])
            while let row = try rows.next() {
                guard let point = row.point(latitudeAt: 0), !FlightRules.isFlying(altitudeMeters: row[2], speedKmh: row[3]) else { continue }
                photos.append(EarlierPhoto(point: point, time: LocalDateTime(secondsSinceEpoch: row[4])))
            }
            return photos
        }
    }

    /// Every readable photo of the library whose local capture time falls in `range`, in order
    /// of time, then path.
    public func photos(libraryID: Int64, in range: DateRange) throws -> [AssetRecord] {
        var photos = try unsortedPhotos(libraryID: libraryID, in: range)
        photos.sortByTimeAndPath()
        return photos
    }

    /// How many photos `photos(libraryID:in:)` gives.
    package func photoCount(libraryID: Int64, in range: DateRange) throws -> Int {
        let (lower, upper) = range.bounds
        return try writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) \(Self.photosInRange)", arguments: [libraryID, lower, upper]) ?? 0
        }
    }

    private static let photosInRange = "FROM asset NOT INDEXED WHERE libraryId = ? AND problem IS NULL AND localTime >= ? AND localTime < ?"

    /// The photos of `photos(libraryID:in:)`, in no particular order.
    func unsortedPhotos(libraryID: Int64, in range: DateRange) throws -> [AssetRecord] {
        try rowsInRange(libraryID: libraryID, in: range, shape: .records)
    }

    /// The photos of `photos(libraryID:in:)` as the counting rules read them, in no particular order.
    package func countedFiles(libraryID: Int64, in range: DateRange) throws -> [CountedFile] {
        try rowsInRange(libraryID: libraryID, in: range, shape: .counted)
    }

    /// The photos of `photos(libraryID:in:)`, each made as `shape` makes a row, in no
    /// particular order. The library's ids are read in two halves at once, each on its own
    /// connection: making the rows is most of a load's time, and the second core would wait.
    /// Each half is made in its own part of one array, sized first (`RowRoom`). One pass over
    /// the rows' ids, in order, sizes the halves and splits them at the middle id, where two
    /// counts, of all the rows and of those up to the middle of the ids' span, took longer.
    func rowsInRange<Made>(libraryID: Int64, in range: DateRange, shape: RowShape<Made>) throws -> [Made] {
        let (lower, upper) = range.bounds
        let filter = Self.photosInRange
        let split = try writer.read { db -> (total: Int, first: Int, lowest: Int64, middle: Int64, highest: Int64)? in
            var ids: [Int64] = []
            try AssetReader(db: db).forEachRow(sql: "SELECT id \(filter) ORDER BY id", arguments: [libraryID, lower, upper]) { c in
                ids.append(c.int(0) ?? 0)
            }
            guard let lowest = ids.first, let highest = ids.last else { return nil }
            let first = (ids.count + 1) / 2
            return (ids.count, first, lowest, ids[first - 1], highest)
        }
        guard let split else { return [] }
        let writer = writer
        /// Makes the rows whose id is from `first` to `last` (none when `last` is below `first`)
        /// in `room`: how many it made, or nil, with none left made, when there are more.
        @Sendable func read(from first: Int64, to last: Int64, into room: RowRoom<Made>) -> Result<Int?, any Error> {
            Result {
                try writer.read { db in
                    try AssetReader(db: db).rows(sql: "SELECT \(shape.columns) \(filter) AND id BETWEEN ? AND ?",
                                                 arguments: [libraryID, lower, upper, first, last], into: room, make: shape.maker())
                }
            }
        }
        let rows = try RowRoom<Made>.madeInTwoParts(split.first, split.total - split.first) { part, room in
            part == 0 ? read(from: split.lowest, to: split.middle, into: room) : read(from: split.middle + 1, to: split.highest, into: room)
        }
        // The photos changed between the counts and the reads: read them again, in one go.
        return try rows ?? writer.read { db in
            try AssetReader(db: db).rows(sql: "SELECT \(shape.columns) \(filter)", arguments: [libraryID, lower, upper], make: shape.maker())
        }
    }
}

extension [AssetRecord] {
    /// Sorts by local time, then the rank of the row's folder (0 for any folder not ranked),
    /// then path, as `ORDER BY localTime, rank, path` would (a path compares as SQLite compares
    /// blobs). SQLite sorting whole rows took twice as long as reading them;
    /// here only the order is sorted, and the rows are then moved in place, one cycle of the
    /// permutation at a time, so that no second copy of the rows is ever held. The comparison
    /// reads the times and ranks from their own array and only the path of a row: reading a
    /// whole row out of the array for each comparison copied it.
    mutating func sortByTimeAndPath(folderRank: [Int64: Int] = [:]) {
        let keys = map { (time: $0.localTime?.secondsSinceEpoch ?? .min, rank: folderRank[$0.libraryId, default: 0]) }
        var order = [Int](indices)
        order.sort { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : self[a].path < self[b].path }
        // order[k] is the row that belongs at k; a slot is marked done by pointing at itself.
        for start in indices where order[start] != start {
            let held = self[start]
            var slot = start
            while order[slot] != start {
                let from = order[slot]
                self[slot] = self[from]
                order[slot] = slot
                slot = from
            }
            self[slot] = held
            order[slot] = slot
        }
    }
}

extension AppDatabase {
    /// A file the scan could not use, and why.
    public struct SkippedFile: Sendable, Equatable {
        public let path: RawPath
        public let reason: SkipReason
    }

    /// Every file of the library the scan skipped, by path.
    public func skippedFiles(libraryID: Int64) throws -> [SkippedFile] {
        try writer.read { db in
            var files: [SkippedFile] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT path, problem FROM asset WHERE libraryId = ? AND problem IS NOT NULL ORDER BY path",
                                           arguments: [libraryID])
            while let row = try rows.next() {
                let path = try row.rawPath(atIndex: 0)
                guard let reason = (row[1] as String?).flatMap(SkipReason.init(rawValue:)) else { continue }
                files.append(SkippedFile(path: path, reason: reason))
            }
            return files
        }
    }
}
