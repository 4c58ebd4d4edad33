import GRDB
import GRDBSQLite

/// Writes records with SQLite's C API, many rows to a statement. A cold scan writes a row per
/// file: building GRDB `StatementArguments` (a boxed value per column) cost more than SQLite's
/// own work on each row, and so did running one statement per row.
struct AssetWriter {
    /// Rows per INSERT: 64 × 30 parameters stays far below SQLite's limit of 32,766.
    static let rowsPerStatement = 64
    /// Built once: joining the placeholders for every statement was a cost on every scan.
    private static let manyRowsSQL = AssetRecord.upsertSQL(rows: rowsPerStatement)
    private static let oneRowSQL = AssetRecord.upsertSQL(rows: 1)

    package let db: Database

    func upsert(_ records: some Collection<AssetRecord>) throws {
        var rest = records[...]
        while !rest.isEmpty {
            let rows = rest.count >= Self.rowsPerStatement ? Self.rowsPerStatement : 1
            let statement = try db.cachedStatement(sql: rows == 1 ? Self.oneRowSQL : Self.manyRowsSQL)
            for (i, record) in rest.prefix(rows).enumerated() {
                record.bind(to: statement, from: Int32(i * AssetRecord.columnCount))
            }
            try step(statement)
            rest = rest.dropFirst(rows)
        }
    }

    /// Steps the statement itself: GRDB's `execute()` insists on arguments given through GRDB.
    private func step(_ statement: Statement) throws {
        let s = statement.sqliteStatement
        let code = sqlite3_step(s)
        sqlite3_reset(s)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code),
                                message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
        }
    }
}

extension AssetRecord {
    /// Binds this record's columns to parameters `first + 1` onwards.
    fileprivate func bind(to statement: Statement, from first: Int32) {
        let s = statement.sqliteStatement
        var column = first
        func next() -> Int32 {
            column += 1
            return column
        }
        func int(_ value: Int64?) {
            let i = next()
            if let value { sqlite3_bind_int64(s, i, value) } else { sqlite3_bind_null(s, i) }
        }
        func double(_ value: Double?) {
            let i = next()
            if let value { sqlite3_bind_double(s, i, value) } else { sqlite3_bind_null(s, i) }
        }
        func text(_ value: String?) {
            let i = next()
            guard var value else { sqlite3_bind_null(s, i); return }
            value.withUTF8 { utf8 in
                _ = sqlite3_bind_text(s, i, utf8.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                                      Int32(utf8.count), sqliteTransient)
            }
        }
        int(libraryId)
        let pathColumn = next()
        path.bytes.withUnsafeBytes { _ = sqlite3_bind_blob(s, pathColumn, $0.baseAddress, Int32($0.count), sqliteTransient) }
        int(size)
        int(mtimeNs)
        text(kind.rawValue)
        text(problem?.rawValue)
        int(localTime?.secondsSinceEpoch)
        int(utcOffset.map(Int64.init))
        int(subsecondMillis.map(Int64.init))
        text(timeSource?.rawValue)
        double(location?.latitude)
        double(location?.longitude)
        int(width.map(Int64.init))
        int(height.map(Int64.init))
        int(orientation.map(Int64.init))
        text(make)
        text(model)
        int(isScreenshot ? 1 : 0)
        int(detailRead ? 1 : 0)
        int(Int64(extractorVersion))
        int(sidecarMtimeNs)
        text(precision.rawValue)
        int(lastEdit?.secondsSinceEpoch)
        text(zoneSource?.rawValue)
        int(exifUnread ? 1 : 0)
        double(altitudeMeters)
        double(speedKmh)
        text(contentID)
        text(burstID)
        int(durationMs.map(Int64.init))
    }
}

/// SQLite's SQLITE_TRANSIENT, a macro Swift cannot import: SQLite copies the value at once.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
