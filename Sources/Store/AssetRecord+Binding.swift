import GRDB
import GRDBSQLite

/// Writes records with SQLite's C API, many rows to a statement. A cold scan writes a row per
/// file: building GRDB `StatementArguments` (a boxed value per column) cost more than SQLite's
/// own work on each row, and so did running one statement per row.
struct AssetWriter {
    /// Rows per INSERT: 64 rows of parameters stay far below SQLite's limit of 32,766.
    static let rowsPerStatement = 64
    /// Built once: joining the placeholders for every statement showed in a first scan.
    private static let manyRowsSQL = AssetRecord.upsertSQL(rows: rowsPerStatement)
    private static let oneRowSQL = AssetRecord.upsertSQL(rows: 1)

    package let db: Database

    func upsert(_ records: some Collection<AssetRecord>) throws {
        var rest = records[...]
        while !rest.isEmpty {
            let rows = rest.count >= Self.rowsPerStatement ? Self.rowsPerStatement : 1
            let statement = try db.cachedStatement(sql: rows == 1 ? Self.oneRowSQL : Self.manyRowsSQL)
            for (i, record) in rest.prefix(rows).enumerated() {
                record.bind(to: statement, from: Int32(i * AssetRecord.Columns.written.count))
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
    /// Binds this record's `Columns.written` to the parameters after `first`: a column's
    /// parameter is `first` + its position.
    fileprivate func bind(to statement: Statement, from first: Int32) {
        let s = statement.sqliteStatement
        func int(_ column: Columns, _ value: Int64?) {
            let i = first + column.rawValue
            if let value { sqlite3_bind_int64(s, i, value) } else { sqlite3_bind_null(s, i) }
        }
        func int(_ column: Columns, _ value: Int?) { int(column, value.map(Int64.init)) }
        func bool(_ column: Columns, _ value: Bool) { int(column, value ? 1 : 0) }
        func double(_ column: Columns, _ value: Double?) {
            let i = first + column.rawValue
            if let value { sqlite3_bind_double(s, i, value) } else { sqlite3_bind_null(s, i) }
        }
        func text(_ column: Columns, _ value: String?) {
            let i = first + column.rawValue
            guard var value else { sqlite3_bind_null(s, i); return }
            value.withUTF8 { utf8 in
                utf8.withMemoryRebound(to: CChar.self) { _ = sqlite3_bind_text(s, i, $0.baseAddress, Int32($0.count), sqliteTransient) }
            }
        }
        int(.libraryId, libraryId)
        _ = sqlite3_bind_blob(s, first + Columns.path.rawValue, path.bytes, Int32(path.bytes.count), sqliteTransient)
        int(.size, size)
        int(.mtimeNs, mtimeNs)
        text(.kind, kind.rawValue)
        text(.problem, problem?.rawValue)
        int(.localTime, localTime?.secondsSinceEpoch)
        int(.utcOffset, utcOffset)
        int(.subsecondMillis, subsecondMillis)
        text(.timeSource, timeSource?.rawValue)
        double(.latitude, location?.latitude)
        double(.longitude, location?.longitude)
        int(.width, width)
        int(.height, height)
        int(.orientation, orientation)
        text(.make, make)
        text(.model, model)
        bool(.isScreenshot, isScreenshot)
        bool(.detailRead, detailRead)
        int(.extractorVersion, extractorVersion)
        int(.sidecarMtimeNs, sidecarMtimeNs)
        text(.precision, precision.rawValue)
        int(.lastEditTime, lastEdit?.secondsSinceEpoch)
        text(.zoneSource, zoneSource?.rawValue)
        bool(.exifUnread, exifUnread)
        double(.gpsAltitude, altitudeMeters)
        double(.gpsSpeed, speedKmh)
        text(.contentID, contentID)
        text(.burstID, burstID)
        int(.durationMs, durationMs)
    }
}

/// SQLite's SQLITE_TRANSIENT, a macro Swift cannot import: SQLite copies the value at once.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
