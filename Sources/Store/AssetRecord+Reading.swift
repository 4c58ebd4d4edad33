import GRDB
import GRDBSQLite
import Model

/// Reads rows with SQLite's C API, column by column. Going through GRDB's `Row` (a boxed
/// value and a conversion per column) made loading rows markedly slower than this, and a
/// hide → regenerate loads every photo of the range.
struct AssetReader {
    package let db: Database

    /// The rows `sql` selects, made by `make`, in the order it gives them.
    package func rows<Row>(sql: String, arguments: StatementArguments, make: (StatementColumns) -> Row) throws -> [Row] {
        var rows: [Row] = []
        try forEachRow(sql: sql, arguments: arguments) { rows.append(make($0)) }
        return rows
    }

    /// Makes the rows `sql` selects in `rows`, in the order it gives them: how many, or nil
    /// when there are more than `rows` has room for. It leaves none made when it fails or
    /// returns nil.
    package func rows<Row>(sql: String, arguments: StatementArguments, into rows: UnsafeMutableBufferPointer<Row>,
                   make: (StatementColumns) -> Row) throws -> Int? {
        var made = 0
        do {
            try forEachRow(sql: sql, arguments: arguments) { c in
                guard made < rows.count else { throw NoRoom() }
                (rows.baseAddress! + made).initialize(to: make(c))
                made += 1
            }
            return made
        } catch {
            UnsafeMutableBufferPointer(rebasing: rows[..<made]).deinitialize()
            if error is NoRoom { return nil }
            throw error
        }
    }

    /// Calls `body` with each row `sql` selects, in the order it gives them.
    package func forEachRow(sql: String, arguments: StatementArguments, _ body: (StatementColumns) throws -> Void) throws {
        let statement = try db.makeStatement(sql: sql)
        try statement.setArguments(arguments)
        let s = statement.sqliteStatement
        defer { sqlite3_reset(s) }
        while true {
            let code = sqlite3_step(s)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code),
                                    message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: sql)
            }
            try body(StatementColumns(s: s))
        }
    }
}

/// `AssetReader.rows(sql:arguments:into:make:)` found more rows than it had room for.
private struct NoRoom: Error {}

/// The columns of a statement's current row, read straight from SQLite.
package struct StatementColumns {
    package let s: OpaquePointer

    func isNull(_ i: Int32) -> Bool { sqlite3_column_type(s, i) == SQLITE_NULL }
    package func int(_ i: Int32) -> Int64? { isNull(i) ? nil : sqlite3_column_int64(s, i) }
    package func int32(_ i: Int32) -> Int? { int(i).map { Int(Int32(clamping: $0)) } }
    func bool(_ i: Int32) -> Bool { (int(i) ?? 0) != 0 }
    package func double(_ i: Int32) -> Double? { isNull(i) ? nil : sqlite3_column_double(s, i) }
    package func bytes(_ i: Int32) -> UnsafeRawBufferPointer? {
        guard !isNull(i) else { return nil }
        // sqlite3_column_blob first, then _bytes: the order SQLite documents.
        let start = sqlite3_column_blob(s, i)
        return UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(s, i)))
    }
    package func text(_ i: Int32) -> String? { bytes(i).map { String(decoding: $0, as: UTF8.self) } }
    func rawPath(_ i: Int32) -> RawPath { RawPath(bytes(i).map(Array.init) ?? []) }
}

/// The columns a query selects for one kind of row, and how a row is made of them. Each read
/// makes its own maker: a maker may keep state from row to row (`CameraCache`), and the two
/// halves of a range are read at once (`AppDatabase.rowsInRange`).
struct RowShape<Row>: Sendable {
    package let columns: String
    let maker: @Sendable () -> (StatementColumns) -> Row
}

extension RowShape<AssetRecord> {
    package static let records = RowShape(columns: AssetRecord.columnList) {
        var cameras = CameraCache()
        return { AssetRecord(columnsOf: $0, cameras: &cameras) }
    }
}

extension RowShape<CountedFile> {
    package static let counted = RowShape(columns: CountedFile.columns) { { CountedFile(columnsOf: $0) } }
}

extension CountedFile {
    /// The columns a counted photo is made of, in this order.
    package static let columns = "path, kind, isScreenshot, localTime, size, subsecondMillis, headHash, contentID, burstID, durationMs, mtimeNs"
    package static let columnCount = Int32(columns.split(separator: ",").count)

    /// The counted photo in the current row, whose columns from `first` on are `columns`.
    /// `kind` is the row's kind when the caller has already read it.
    package init(columnsOf c: StatementColumns, from first: Int32 = 0, kind: AssetKind? = nil) {
        self.init(path: c.rawPath(first), kind: kind ?? c.text(first + 1).flatMap(AssetKind.init(rawValue:)) ?? .other,
                  isScreenshot: c.bool(first + 2), localTime: c.int(first + 3).map(LocalDateTime.init(secondsSinceEpoch:)),
                  size: c.int(first + 4) ?? 0, subsecondMillis: c.int32(first + 5), headHash: c.text(first + 6),
                  contentID: c.text(first + 7), burstID: c.text(first + 8), durationMs: c.int32(first + 9),
                  mtimeNs: c.int(first + 10) ?? 0)
    }
}

extension AssetRecord {
    /// The record in the current row, whose columns are `columnList`.
    fileprivate init(columnsOf c: StatementColumns, cameras: inout CameraCache) {
        self.init(libraryId: c.int(1) ?? 0, path: c.rawPath(2), size: c.int(3) ?? 0, mtimeNs: c.int(4) ?? 0,
                  kind: c.text(5).flatMap(AssetKind.init(rawValue:)) ?? .other, extractorVersion: Int(c.int(20) ?? 0))
        id = c.int(0)
        problem = c.text(6).flatMap(SkipReason.init(rawValue:))
        localTime = c.int(7).map(LocalDateTime.init(secondsSinceEpoch:))
        utcOffset = c.int32(8)
        subsecondMillis = c.int32(9)
        timeSource = c.text(10).flatMap(TimeSource.init(rawValue:))
        location = c.double(11).flatMap { latitude in c.double(12).flatMap { GeoPoint(latitude: latitude, longitude: $0) } }
        width = c.int32(13)
        height = c.int32(14)
        orientation = c.int32(15)
        camera = cameras.camera(make: c.bytes(16), model: c.bytes(17))
        isScreenshot = c.bool(18)
        detailRead = c.bool(19)
        sidecarMtimeNs = c.int(21)
        headHash = c.text(22)
        precision = c.text(23).flatMap(TimePrecision.init(rawValue:)) ?? .exact
        lastEdit = c.int(24).map(LocalDateTime.init(secondsSinceEpoch:))
        zoneSource = c.text(25).flatMap(ZoneSource.init(rawValue:))
        exifUnread = c.bool(26)
        altitudeMeters = c.double(27)
        speedKmh = c.double(28)
        pairing = PairingFacts.of(contentID: c.text(29), burstID: c.text(30), durationMs: c.int32(31))
    }
}

/// The cameras made so far while reading one statement's rows, so that the rows of one camera
/// share one. Most rows are of the camera the row before was; the others are found by a hash of
/// the column bytes, with no string made.
struct CameraCache {
    private var made: [Int: [CameraMakeModel]] = [:]
    private var last: CameraMakeModel?

    package mutating func camera(make: UnsafeRawBufferPointer?, model: UnsafeRawBufferPointer?) -> CameraMakeModel? {
        if make == nil, model == nil { return nil }
        if let last, last.holds(make: make, model: model) { return last }
        var hasher = Hasher()
        func combine(_ bytes: UnsafeRawBufferPointer?) {
            hasher.combine(bytes?.count ?? -1)
            if let bytes { hasher.combine(bytes: bytes) }
        }
        combine(make)
        combine(model)
        let key = hasher.finalize()
        if let found = made[key]?.first(where: { $0.holds(make: make, model: model) }) {
            last = found
            return found
        }
        let camera = CameraMakeModel.of(make: make.map { String(decoding: $0, as: UTF8.self) },
                                        model: model.map { String(decoding: $0, as: UTF8.self) })
        if let camera { made[key, default: []].append(camera) }
        last = camera
        return camera
    }
}
