import GRDB
import Metadata
import Model

/// What the end of a scan needs from its library's rows once they are read and dated.
package struct LibraryPass {
    /// The library's inventory for the scan's range (`countInventory`).
    package var inventory: LibraryInventory
    /// The library's files that may be exact duplicates of one another (`duplicateCandidates`).
    package var candidates: [DuplicateCandidate]
    /// When asked for, the range's photos as the counting rules read them (`countedFiles`),
    /// before the candidates are hashed.
    package var counted: CountedRows?
}

/// The range's photos a pass counted, with their rows' ids, in the order of their ids.
package struct CountedRows {
    package private(set) var files: [CountedFile] = []
    /// Each file's row id, ascending.
    private var ids: [Int64] = []

    package init(room: Int = 0) {
        files.reserveCapacity(room)
        ids.reserveCapacity(room)
    }

    fileprivate mutating func append(_ file: CountedFile, id: Int64) {
        files.append(file)
        ids.append(id)
    }

    /// Adds the rows of a pass over higher ids.
    fileprivate mutating func append(contentsOf later: CountedRows) {
        files += later.files
        ids += later.ids
    }

    /// Adds rows whose ids fall anywhere among these, keeping the ids' order. Merged from the
    /// end, in place: a merged copy would hold every counted file twice.
    fileprivate mutating func merge(_ other: CountedRows) {
        guard !other.ids.isEmpty else { return }
        var mine = ids.count - 1, theirs = other.ids.count - 1
        files += other.files
        ids += other.ids
        // Slots above `mine` and up to `place` are free; a swap moves a file without a retain.
        for place in ids.indices.reversed() where theirs >= 0 {
            if mine >= 0, ids[mine] > other.ids[theirs] {
                files.swapAt(place, mine)
                ids[place] = ids[mine]
                mine -= 1
            } else {
                files[place] = other.files[theirs]
                ids[place] = other.ids[theirs]
                theirs -= 1
            }
        }
    }

    /// The files taken out, with the hashes `DuplicateHasher` took (by row id) since they were
    /// read, as reading them again would give them. Found by id: looking each file's path up
    /// among the hashed files' was a cost after every first scan. Taken, as counting
    /// them then sets files aside in the only copy, where one left here would have the counting
    /// copy them all.
    package mutating func takeFiles(hashed hashes: [Int64: String]) -> [CountedFile] {
        var taken: [CountedFile] = []
        swap(&taken, &files)
        for (id, hash) in hashes {
            let at = ids.partitionPoint { $0 >= id }
            if at < ids.count, ids[at] == id { taken[at].headHash = hash }
        }
        ids = []
        return taken
    }
}

extension AppDatabase {
    /// The inventory, the duplicate candidates and, when `counting`, the counted photos of one
    /// library's range, from one pass over its rows instead of one for each, read in two halves
    /// at once, each on its own connection and core. (Side by side, the inventory's pass, the
    /// candidates' and the counted photos' each read the whole table again.) The halves are
    /// the two halves of the table's ids: in a cache of several libraries they may hold
    /// unequal parts of this one, which makes the pass slower, never different.
    package func libraryPass(libraryID: Int64, range: DateRange, counting: Bool) throws -> LibraryPass {
        // Two queries: SQLite finds min(id) or max(id) alone at an end of the table, and reads
        // every row for both at once.
        let span = try writer.read { db -> (lowest: Int64, highest: Int64)? in
            guard let lowest = try Int64.fetchOne(db, sql: "SELECT min(id) FROM asset"),
                  let highest = try Int64.fetchOne(db, sql: "SELECT max(id) FROM asset")
            else { return nil }
            return (lowest, highest)
        }
        guard let span else { return LibraryPass(inventory: LibraryInventory(), candidates: [], counted: counting ? CountedRows() : nil) }
        let middle = span.lowest + (span.highest - span.lowest) / 2
        let writer = writer
        /// The first half keeps room for every row of the table: the second's rows are then
        /// added to it without moving its own. (Moving them held both halves' rows twice, the
        /// peak memory of a large first scan.) Room not filled is never touched, so
        /// it takes no memory.
        @Sendable func half(from first: Int64, to last: Int64, room: Int) -> Result<PassRows, any Error> {
            Result {
                try writer.read { db in
                    var half = PassRows(range: range, counting: counting, room: room)
                    try AssetReader(db: db).forEachRow(sql: """
                        SELECT \(PassRows.columns) FROM asset NOT INDEXED WHERE libraryId = ? AND id BETWEEN ? AND ?
                        """, arguments: [libraryID, first, last]) { half.add($0) }
                    return half
                }
            }
        }
        let rows = Int(clamping: span.highest - span.lowest + 1)
        let (first, second) = Concurrently.both({ half(from: span.lowest, to: middle, room: rows) },
                                                { half(from: middle + 1, to: span.highest, room: 0) })
        // Consumed: a copy left in `first` would have the appends below copy every row.
        var whole = try (consume first).get()
        let rest = try second.get()
        whole.tally.merge(rest.tally)
        whole.keys += rest.keys
        whole.counted.append(contentsOf: rest.counted)
        return try libraryPass(of: whole)
    }

    /// The duplicate candidates among the rows `rows` counted so far, which dating will not
    /// move: a first scan hashes them while dating works. `libraryPass(of:)` finds them again,
    /// with those the dated rows add.
    package func settledCandidates(in rows: inout PassRows) throws -> [DuplicateCandidate] {
        rows.sortKeysInHalves()
        return try writer.read { db in try Self.candidates(among: &rows.keys, db) }
    }

    /// What `libraryPass` would find in the rows `rows` counted, when they are all the library's.
    /// Records still held for dating are counted as they were committed.
    package func libraryPass(of rows: consuming PassRows) throws -> LibraryPass {
        rows.addDated([])
        rows.sortKeysInHalves()
        let candidates = try writer.read { db in try Self.candidates(among: &rows.keys, db) }
        return LibraryPass(inventory: rows.tally.inventory, candidates: candidates, counted: rows.counting ? rows.counted : nil)
    }
}

/// What `libraryPass` finds in a library's rows, counted as they are read, or as a first scan
/// commits them (`add(_:firstID:)`): it then need not read them back.
package struct PassRows {
    /// `InventoryTally.Columns`, then `CountedFile.Columns`, then the rest of a duplicate
    /// candidate's key (`duplicateCandidates`): its size, time and subsecond are the counted
    /// photo's.
    package static let columns = "\(InventoryTally.Columns.selectList), \(CountedFile.Columns.selectList), id"
    /// Where `CountedFile.Columns` start, and the row's id after them.
    private static let counted = InventoryTally.Columns.count
    private static let id = counted + CountedFile.Columns.count

    fileprivate var tally: InventoryTally
    /// Every readable photo or video with a capture time: `duplicateCandidates`'s rows.
    fileprivate var keys: [CandidateRow] = []
    /// The range's readable files, when counting: `countedFiles`'s rows.
    fileprivate var counted: CountedRows
    fileprivate let counting: Bool
    /// A first scan's records that dating may move, with their row ids, ascending.
    private var undated: [AssetRecord] = []
    private var undatedIDs: [Int64] = []

    /// `room`: the rows there will be room for before the arrays grow.
    package init(range: DateRange, counting: Bool, room: Int = 0) {
        tally = InventoryTally(range: range)
        self.counting = counting
        keys.reserveCapacity(room)
        counted = CountedRows(room: counting ? room : 0)
    }

    /// Counts the current row, whose columns are `columns`.
    fileprivate mutating func add(_ c: StatementColumns) {
        let (group, inRange) = tally.add(c)
        guard c.isNull(InventoryTally.Columns.problem), let time = c.int(InventoryTally.Columns.localTime) else { return }
        let file = c.from(Self.counted)
        add(group.kind, inRange: inRange,
            id: c.int(Self.id) ?? 0,
            key: CandidateKey(size: file.int(CountedFile.Columns.size) ?? 0, time: time, millis: file.int(CountedFile.Columns.subsecondMillis) ?? -1),
            unhashed: file.isNull(CountedFile.Columns.headHash),
            file: CountedFile(columnsOf: file, kind: group.kind))
    }

    /// Counts records as the new rows `AppDatabase.save` made of them, with ids from `firstID`
    /// on. A new row has no hash: the insert writes none. A record that dating may move
    /// (`AssetRecord.mayHangOnClock`) is held until `addDated` says how it moved.
    ///
    /// Reads each record in place: a copy of each, as `for record in records` makes, retains and
    /// releases every field.
    package mutating func add(_ records: [AssetRecord], firstID: Int64) {
        for offset in records.indices {
            let id = firstID + Int64(offset)
            if records[offset].mayHangOnClock {
                undated.append(records[offset])
                undatedIDs.append(id)
            } else {
                count(records, at: offset, id: id)
            }
        }
    }

    /// The held records as `AppDatabase.clockDatedRows` would read them back.
    package var clockDatedRows: [AppDatabase.ClockDatedRow] {
        undated.indices.compactMap { undated[$0].clockDated(id: undatedIDs[$0]) }
    }

    /// Counts the held records with the times dating gave them (`AppDatabase.saveClockDating`'s
    /// changes, by row id): the rows as the cache then holds them.
    package mutating func addDated(_ changes: [(id: Int64, time: CaptureTime)]) {
        for (id, time) in changes {
            let at = undatedIDs.partitionPoint { $0 >= id }
            guard at < undatedIDs.count, undatedIDs[at] == id else { continue }
            undated[at].localTime = time.time
            undated[at].utcOffset = time.utcOffset
            undated[at].timeSource = time.source
            undated[at].precision = time.precision
            undated[at].zoneSource = time.zone
        }
        guard !undated.isEmpty else { return }
        var other = CountedRows(room: counting ? undated.count : 0)
        swap(&other, &counted)
        for offset in undated.indices { count(undated, at: offset, id: undatedIDs[offset]) }
        swap(&other, &counted)
        counted.merge(other)
        (undated, undatedIDs) = ([], [])
    }

    private mutating func count(_ records: [AssetRecord], at offset: Int, id: Int64) {
        let (group, inRange) = tally.add(records[offset])
        guard records[offset].problem == nil, let time = records[offset].localTime else { return }
        let (size, millis) = (records[offset].size, records[offset].subsecondMillis)
        add(group.kind, inRange: inRange, id: id,
            key: CandidateKey(size: size, time: time.secondsSinceEpoch, millis: Int64(millis ?? -1)),
            unhashed: true,
            file: CountedFile(path: records[offset].path, kind: group.kind, isScreenshot: records[offset].isScreenshot,
                              localTime: time, size: size, subsecondMillis: millis, headHash: nil,
                              contentID: records[offset].contentID, burstID: records[offset].burstID,
                              durationMs: records[offset].durationMs, mtimeNs: records[offset].mtimeNs))
    }

    /// A readable file with a capture time.
    private mutating func add(_ kind: AssetKind, inRange: Bool, id: Int64, key: CandidateKey, unhashed: Bool,
                              file: @autoclosure () -> CountedFile) {
        if kind != .sidecar, kind != .other { keys.append(CandidateRow(key: key, id: id, unhashed: unhashed)) }
        if counting, inRange { counted.append(file(), id: id) }
    }

    /// Sorts the keys in two halves at once, one on each core: `candidates(among:)` then sorts
    /// two runs.
    fileprivate mutating func sortKeysInHalves() {
        let middle = keys.count / 2
        let second = Array(keys[middle...])
        keys.removeSubrange(middle...)
        let (_, sorted) = Concurrently.both({ keys.sort { $0.key < $1.key } }, { second.sorted { $0.key < $1.key } })
        keys += sorted
    }
}
