import GRDB
import GRDBSQLite
import Model

/// Reads rows with SQLite's C API, column by column: GRDB's `Row` boxes each value and converts
/// it, and a hide → regenerate loads every photo of the range (docs/PERFORMANCE.md).
struct AssetReader {
    package let db: Database

    /// The rows `sql` selects, made by `make`, in the order it gives them.
    package func rows<Row>(sql: String, arguments: StatementArguments, make: (StatementColumns) -> Row) throws -> [Row] {
        var rows: [Row] = []
        try forEachRow(sql: sql, arguments: arguments) { rows.append(make($0)) }
        return rows
    }

    /// Makes the rows `sql` selects in `room`, in the order it gives them: how many, or nil
    /// when there are more than `room` has room for. It leaves none made when it fails or
    /// returns nil.
    package func rows<Row>(sql: String, arguments: StatementArguments, into room: RowRoom<Row>,
                   make: (StatementColumns) -> Row) throws -> Int? {
        let rows = room.rows
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

/// Room for rows in one array, made in two parts at once, each part on its own thread and
/// connection: a second array for the second part would hold half the rows twice while it
/// joined the first (docs/PERFORMANCE.md). Only `AssetReader` fills a room.
struct RowRoom<Row>: @unchecked Sendable {
    fileprivate let rows: UnsafeMutableBufferPointer<Row>

    /// An array of `first` + `second` rows, the first part made on this thread and the second
    /// on another: `make(part, room)` fills part 0's or part 1's room, and gives how many rows
    /// it made, or nil, with none left made, when there were more. Nil when a part did not
    /// fill its room exactly (the rows changed since they were counted); the first error, in
    /// part order, is thrown once both parts are done.
    static func madeInTwoParts(_ first: Int, _ second: Int,
                               _ make: @escaping @Sendable (Int, RowRoom) -> Result<Int?, any Error>) throws -> [Row]? {
        var failure: (any Error)?, filled = false
        let rows = [Row](unsafeUninitializedCapacity: first + second) { buffer, made in
            let firstRoom = RowRoom(rows: UnsafeMutableBufferPointer(rebasing: buffer[0 ..< first]))
            let secondRoom = RowRoom(rows: UnsafeMutableBufferPointer(rebasing: buffer[first ..< first + second]))
            let (madeFirst, madeSecond) = Concurrently.both({ make(0, firstRoom) }, { make(1, secondRoom) })
            let counts = ((try? madeFirst.get()) ?? nil, (try? madeSecond.get()) ?? nil)
            if counts.0 == first, counts.1 == second {
                (made, filled) = (first + second, true)
                return
            }
            // A part that failed or did not fit left none made; the other is unmade here.
            if let count = counts.0 { UnsafeMutableBufferPointer(rebasing: buffer[0 ..< count]).deinitialize() }
            if let count = counts.1 { UnsafeMutableBufferPointer(rebasing: buffer[first ..< first + count]).deinitialize() }
            for case .failure(let error) in [madeFirst, madeSecond] where failure == nil { failure = error }
        }
        if let failure { throw failure }
        return filled ? rows : nil
    }
}

/// The columns of a statement's current row, read straight from SQLite, by position or by
/// name (`RowColumns`). Where one query selects several kinds' columns one after another,
/// `from(_:)` reads the kind whose columns start at a position by its own names.
package struct StatementColumns {
    package let s: OpaquePointer
    /// Where the columns read by name start.
    private var first: Int32 = 0

    init(s: OpaquePointer) {
        self.s = s
    }

    /// These columns, read by names whose positions count from `position`.
    package func from(_ position: Int32) -> StatementColumns {
        var shifted = self
        shifted.first = first + position
        return shifted
    }

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

    func isNull(_ column: some RowColumns) -> Bool { isNull(first + column.rawValue) }
    package func int(_ column: some RowColumns) -> Int64? { int(first + column.rawValue) }
    package func int32(_ column: some RowColumns) -> Int? { int32(first + column.rawValue) }
    func bool(_ column: some RowColumns) -> Bool { bool(first + column.rawValue) }
    package func double(_ column: some RowColumns) -> Double? { double(first + column.rawValue) }
    package func bytes(_ column: some RowColumns) -> UnsafeRawBufferPointer? { bytes(first + column.rawValue) }
    package func text(_ column: some RowColumns) -> String? { text(first + column.rawValue) }
    /// A column's bytes, nil when it is NULL.
    func byteArray(_ column: some RowColumns) -> [UInt8]? { bytes(column).map(Array.init) }
    /// Whether a column holds these bytes, or is NULL where `text` is nil, with no copy made.
    package func column(_ column: some RowColumns, holds text: [UInt8]?) -> Bool {
        switch (bytes(column), text) {
        case (nil, nil): true
        case let (bytes?, text?): bytes.elementsEqual(text)
        default: false
        }
    }
    func rawPath(_ column: some RowColumns) -> RawPath { rawPath(first + column.rawValue) }
    /// A text column's enum, nil when the column is NULL or holds no case's text.
    package func value<Value: RawRepresentable<String>>(_ column: some RowColumns, as _: Value.Type = Value.self) -> Value? {
        text(column).flatMap(Value.init(rawValue:))
    }
}

/// The columns a query selects for one kind of row, and how a row is made of them. Each read
/// makes its own maker: a maker may keep state from row to row (`CameraCache`), and the two
/// halves of a range are read at once (`AppDatabase.rowsInRange`).
struct RowShape<Row>: Sendable {
    package let columns: String
    let maker: @Sendable () -> (StatementColumns) -> Row
}

extension RowShape<AssetRecord> {
    package static let records = RowShape(columns: AssetRecord.Columns.selectList) {
        var cameras = CameraCache()
        return { AssetRecord(columnsOf: $0, cameras: &cameras) }
    }
}

extension RowShape<CountedFile> {
    package static let counted = RowShape(columns: CountedFile.Columns.selectList) { { CountedFile(columnsOf: $0) } }
}

extension CountedFile {
    /// The columns a counted photo is made of.
    enum Columns: Int32, RowColumns {
        case path, kind, isScreenshot, localTime, size, subsecondMillis, headHash, contentID, burstID, durationMs, mtimeNs
}

    /// The counted photo in the current row, whose columns are `Columns` (shifted with
    /// `StatementColumns.from(_:)` where they follow others). `kind` is the row's kind when the
    /// caller has already read it.
    package init(columnsOf c: StatementColumns, kind: AssetKind? = nil) {
        typealias C = Columns
        self.init(path: c.rawPath(C.path), kind: kind ?? c.value(C.kind) ?? .other,
                  isScreenshot: c.bool(C.isScreenshot), localTime: c.int(C.localTime).map(LocalDateTime.init(secondsSinceEpoch:)),
                  size: c.int(C.size) ?? 0, subsecondMillis: c.int32(C.subsecondMillis), headHash: c.text(C.headHash),
                  contentID: c.text(C.contentID), burstID: c.text(C.burstID), durationMs: c.int32(C.durationMs),
                  mtimeNs: c.int(C.mtimeNs) ?? 0)
    }
}

extension AssetRecord {
    /// The record in the current row, whose columns are `Columns`.
    fileprivate init(columnsOf c: StatementColumns, cameras: inout CameraCache) {
        typealias C = Columns
        self.init(libraryId: c.int(C.libraryId) ?? 0, path: c.rawPath(C.path), size: c.int(C.size) ?? 0, mtimeNs: c.int(C.mtimeNs) ?? 0,
                  kind: c.value(C.kind) ?? .other, extractorVersion: Int(c.int(C.extractorVersion) ?? 0))
        id = c.int(C.id)
        problem = c.value(C.problem)
        localTime = c.int(C.localTime).map(LocalDateTime.init(secondsSinceEpoch:))
        utcOffset = c.int32(C.utcOffset)
        subsecondMillis = c.int32(C.subsecondMillis)
        timeSource = c.value(C.timeSource)
        location = c.double(C.latitude).flatMap { latitude in c.double(C.longitude).flatMap { GeoPoint(latitude: latitude, longitude: $0) } }
        width = c.int32(C.width)
        height = c.int32(C.height)
        orientation = c.int32(C.orientation)
        camera = cameras.camera(make: c.bytes(C.make), model: c.bytes(C.model))
        isScreenshot = c.bool(C.isScreenshot)
        detailRead = c.bool(C.detailRead)
        sidecarMtimeNs = c.int(C.sidecarMtimeNs)
        headHash = c.text(C.headHash)
        precision = c.value(C.precision) ?? .exact
        lastEdit = c.int(C.lastEditTime).map(LocalDateTime.init(secondsSinceEpoch:))
        zoneSource = c.value(C.zoneSource)
        exifUnread = c.bool(C.exifUnread)
        altitudeMeters = c.double(C.gpsAltitude)
        speedKmh = c.double(C.gpsSpeed)
        pairing = PairingFacts.of(contentID: c.text(C.contentID), burstID: c.text(C.burstID), durationMs: c.int32(C.durationMs))
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
        if let last, Self.holds(last, make: make, model: model) { return last }
        var hasher = Hasher()
        func combine(_ bytes: UnsafeRawBufferPointer?) {
            hasher.combine(bytes?.count ?? -1)
            if let bytes { hasher.combine(bytes: bytes) }
        }
        combine(make)
        combine(model)
        let key = hasher.finalize()
        if let found = made[key]?.first(where: { Self.holds($0, make: make, model: model) }) {
            last = found
            return found
        }
        let camera = CameraMakeModel.of(make: make.map { String(decoding: $0, as: UTF8.self) },
                                        model: model.map { String(decoding: $0, as: UTF8.self) })
        if let camera { made[key, default: []].append(camera) }
        last = camera
        return camera
    }

    /// Whether `camera` holds these bytes, as a statement's columns give them.
    private static func holds(_ camera: CameraMakeModel, make: UnsafeRawBufferPointer?, model: UnsafeRawBufferPointer?) -> Bool {
        same(camera.make, make) && same(camera.model, model)
    }

    private static func same(_ text: String?, _ bytes: UnsafeRawBufferPointer?) -> Bool {
        switch (text, bytes) {
        case (nil, nil): true
        case let (text?, bytes?): text.utf8.elementsEqual(bytes)
        default: false
        }
    }
}

extension Row {
    /// A position from a latitude column and the longitude column after it; nil unless both
    /// are there and on the Earth.
    package func point(latitudeAt index: Int) -> GeoPoint? {
        guard let latitude: Double = self[index], let longitude: Double = self[index + 1] else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// A path column (bytes, not always UTF-8) without going through a String.
    func rawPath(atIndex index: Int) throws -> RawPath {
        RawPath(try withUnsafeData(atIndex: index) { data in data.map { [UInt8]($0) } ?? [] })
    }
}
