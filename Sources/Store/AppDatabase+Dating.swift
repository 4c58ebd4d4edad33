import Foundation
import GRDB
import Metadata
import Model

extension AppDatabase {
    /// A photo whose time hangs on a clock, as `InstantDating` reads it back.
    package struct ClockDatedRow {
        package let id: Int64
        package let dating: ClockDating
        package let location: GeoPoint?
        package let current: CaptureTime

        /// The row as dating reads it; nil for a time no clock moves (a wall clock's, or an
        /// instant without its offset).
        init?(id: Int64, time: LocalDateTime, offset: Int?, source: TimeSource, precision: TimePrecision, zone: ZoneSource,
              mtimeNs: Int64, lastEdit: LocalDateTime?, location: GeoPoint?) {
            let fileTime = mtimeNs.floorDivided(by: 1_000_000_000)
            switch source {
            case .gps, .sidecar, .video:
                guard let offset else { return nil }
                dating = .instant(time.secondsSinceEpoch - Int64(offset), source)
            case .filenameDay, .metadataDay:
                dating = .day(time.date, source, fileTime: fileTime)
            case .mtime, .exifModified:
                dating = .fileTime(fileTime, lastEdit: lastEdit)
            case .exif, .filename:
                return nil
            }
            self.id = id
            self.location = location
            current = CaptureTime(time: time, utcOffset: offset, source: source, precision: precision, zone: zone)
        }
    }

    /// A photo dated by its own wall clock, with what it knows of its zone.
    package struct WallClockAnchor {
        package let time: LocalDateTime
        package let utcOffset: Int?
        package let location: GeoPoint?
    }

    /// Every readable photo or video dated on a clock `ZoneChoice` picked, among the rows
    /// `AssetRecord.mayHangOnClock` names.
    package func clockDatedRows(libraryID: Int64) throws -> [ClockDatedRow] {
        try writer.read { db in
            var rows: [ClockDatedRow] = []
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT id, mtimeNs, localTime, utcOffset, timeSource, precision, lastEditTime, zoneSource, latitude, longitude
                FROM asset NOT INDEXED WHERE libraryId = ? AND problem IS NULL AND zoneSource IS NOT NULL AND localTime IS NOT NULL
                """, arguments: [libraryID])
            while let row = try cursor.next() {
                guard let source = (row[4] as String?).flatMap(TimeSource.init(rawValue:)),
                      let zone = (row[7] as String?).flatMap(ZoneSource.init(rawValue:)),
                      let dated = ClockDatedRow(
                        id: row[0], time: LocalDateTime(secondsSinceEpoch: row[2]), offset: row[3], source: source,
                        precision: (row[5] as String?).flatMap(TimePrecision.init(rawValue:)) ?? .exact,
                        zone: zone, mtimeNs: row[1], lastEdit: (row[6] as Int64?).map(LocalDateTime.init(secondsSinceEpoch:)),
                        location: row.point(latitudeAt: 8))
                else { continue }
                rows.append(dated)
            }
            return rows
        }
    }

    /// Photos dated by a wall clock that know their zone: by an offset, or by a location.
    package func wallClockAnchors(libraryID: Int64) throws -> [WallClockAnchor] {
        try writer.read { db in
            var anchors: [WallClockAnchor] = []
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT localTime, utcOffset, latitude, longitude FROM asset NOT INDEXED
                WHERE libraryId = ? AND problem IS NULL AND zoneSource IS NULL AND localTime IS NOT NULL
                AND (utcOffset IS NOT NULL OR latitude IS NOT NULL)
                """, arguments: [libraryID])
            while let row = try cursor.next() {
                anchors.append(WallClockAnchor(
                    time: LocalDateTime(secondsSinceEpoch: row[0]), utcOffset: row[1], location: row.point(latitudeAt: 2)))
            }
            return anchors
        }
    }

    /// Home, for dating (`HomeSquares`), from the library's rows.
    package func homePoint(libraryID: Int64) throws -> GeoPoint? {
        try writer.read { db in
            var squares = HomeSquares()
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT latitude, longitude, localTime FROM asset NOT INDEXED
                WHERE libraryId = ? AND problem IS NULL AND latitude IS NOT NULL AND localTime IS NOT NULL
                AND coalesce(precision, 'exact') != 'copied'
                """, arguments: [libraryID])
            while let row = try cursor.next() {
                guard let point = row.point(latitudeAt: 0) else { continue }
                squares.add(point, localTime: LocalDateTime(secondsSinceEpoch: row[2]))
            }
            return squares.home
        }
    }

    /// The zone key the library's clock-dated photos were last dated under (`InstantDating.zoneKey`).
    package func instantZone(libraryID: Int64) throws -> String? {
        try writer.read { db in try String.fetchOne(db, sql: "SELECT instantZone FROM library WHERE id = ?", arguments: [libraryID]) }
    }

    /// Writes the times `InstantDating` moved, and the zone key they were dated under.
    package func saveClockDating(_ changes: [(id: Int64, time: CaptureTime)], libraryID: Int64, zoneKey: String) throws {
        try writer.write { db in
            if !changes.isEmpty {
                try db.execute(sql: "DELETE FROM scanSummary WHERE libraryId = ?", arguments: [libraryID])
            }
            let statement = try db.makeStatement(sql: """
                UPDATE asset SET localTime = ?, utcOffset = ?, timeSource = ?, precision = ?, zoneSource = ? WHERE id = ?
                """)
            for (id, time) in changes {
                try statement.execute(arguments: [time.time.secondsSinceEpoch, time.utcOffset, time.source.rawValue,
                                                  time.precision.rawValue, time.zone?.rawValue, id])
            }
            try db.execute(sql: "UPDATE library SET instantZone = ? WHERE id = ?", arguments: [zoneKey, libraryID])
        }
    }
}

extension AssetRecord {
    /// Whether `AppDatabase.clockDatedRows` reads this row (its `WHERE`): a readable file
    /// with a time, on a clock (`zoneSource`).
    @inlinable package var mayHangOnClock: Bool { problem == nil && zoneSource != nil && localTime != nil }

    /// This record as `AppDatabase.clockDatedRows` reads its row back, were it saved as row `id`.
    package func clockDated(id: Int64) -> AppDatabase.ClockDatedRow? {
        guard mayHangOnClock, let timeSource, let zoneSource, let localTime else { return nil }
        return AppDatabase.ClockDatedRow(id: id, time: localTime, offset: utcOffset, source: timeSource, precision: precision,
                                         zone: zoneSource, mtimeNs: mtimeNs, lastEdit: lastEdit, location: location)
    }
}
