import Foundation
import GRDB

/// A place as last computed for some library and range: what `hide` and `unhide` resolve
/// ids and labels against.
public struct RecordedPlace: Sendable, Equatable {
    public var placeID: String
    public var label: String
    public var centroid: GeoPoint
    public var radiusMeters: Double
    public var photoCount: Int
    public var isHidden: Bool
}

extension AppDatabase {
    /// Hides left in the cache by versions before the settings file: the `hiddenArea` table,
    /// read only to move them into the settings.
    func legacyHiddenAreas() throws -> [HiddenArea] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT placeId, label, latitude, longitude, radiusMeters, createdAt FROM hiddenArea ORDER BY id")
                .compactMap { row in
                    GeoPoint(latitude: row[2], longitude: row[3]).map {
                        HiddenArea(placeID: row[0], label: row[1], centre: $0, radiusMeters: row[4], hiddenAt: row[5])
                    }
                }
        }
    }

    /// Empties the `hiddenArea` table once its rows are safe in the settings file.
    func forgetLegacyHiddenAreas() throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM hiddenArea") }
    }

    func placeName(key: String) throws -> PlaceName? {
        let data = try writer.read { db in try Data.fetchOne(db, sql: "SELECT name FROM geocodeCache WHERE key = ?", arguments: [key]) }
        return data.flatMap { try? JSONDecoder().decode(PlaceName.self, from: $0) }
    }

    func savePlaceName(_ name: PlaceName, key: String) throws {
        let data = try JSONEncoder().encode(name)
        try writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO geocodeCache (key, name, updatedAt) VALUES (?, ?, ?)",
                           arguments: [key, data, Date()])
        }
    }

    /// Replaces the places recorded for this library and range, labelled as listings show them
    /// (the home place as "Home"), so that `hide` takes the words a person has seen.
    public func recordPlaces(_ report: PlacesReport, libraryID: Int64, range: DateRange, language: Language) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM placeCluster WHERE libraryId = ? AND rangeStart = ? AND rangeEnd = ?",
                           arguments: [libraryID, range.start.description, range.end.description])
            for place in report.ranked + report.hidden {
                let c = place.cluster
                try db.execute(sql: """
                    INSERT OR REPLACE INTO placeCluster (libraryId, rangeStart, rangeEnd, placeId, rank, label, latitude, longitude,
                    radiusMeters, photoCount, distinctDays, firstVisit, lastVisit, isHome, isHidden)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [
                        libraryID, range.start.description, range.end.description, c.id, place.rank,
                        report.label(of: place, language: language, revealHome: false),
                        c.centroid.latitude, c.centroid.longitude, c.radiusMeters, c.photoCount, c.distinctDays,
                        c.firstCapture.date.description, c.lastCapture.date.description, place.isHome, place.isHidden,
                    ])
            }
        }
    }

    /// Every place recorded for any library and range, largest first.
    public func recordedPlaces() throws -> [RecordedPlace] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT placeId, label, latitude, longitude, radiusMeters, photoCount, isHidden FROM placeCluster
                ORDER BY photoCount DESC, placeId
                """).compactMap { row in
                GeoPoint(latitude: row[2], longitude: row[3]).map {
                    RecordedPlace(placeID: row[0], label: row[1], centroid: $0, radiusMeters: row[4], photoCount: row[5], isHidden: row[6])
                }
            }
        }
    }
}
