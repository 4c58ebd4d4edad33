import Atlas
import Foundation
import GRDB
import Model
import Store

/// A place as last computed for some library and range: what `hide`, `unhide` and `rename`
/// resolve ids and words against.
public struct RecordedPlace: Sendable, Equatable {
    public var placeID: String
    /// As listings showed it, the home place as "Home".
    public var label: String
    public var centroid: GeoPoint
    public var radiusMeters: Double
    public var photoCount: Int
    public var distinctDays: Int
    public var isHome: Bool
    /// Every form of its name that a person may type (`PlaceLabel.spellings`, the labels in
    /// both languages, the native label, the person's own name).
    public var spellings: [String]
    /// The library and range it was computed for: two places of one listing are never one.
    public var listing: String

    public init(placeID: String, label: String, centroid: GeoPoint, radiusMeters: Double, photoCount: Int,
                distinctDays: Int = 0, isHome: Bool = false, spellings: [String] = [], listing: String = "") {
        self.placeID = placeID
        self.label = label
        self.centroid = centroid
        self.radiusMeters = radiusMeters
        self.photoCount = photoCount
        self.distinctDays = distinctDays
        self.isHome = isHome
        self.spellings = spellings
        self.listing = listing
    }
}

extension AppDatabase {
    /// Hides left in the cache by versions before the settings file: the `hiddenArea` table,
    /// read only to move them into the settings.
    package func legacyHiddenAreas() throws -> [HiddenArea] {
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
    package func forgetLegacyHiddenAreas() throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM hiddenArea") }
    }

    /// Replaces the places recorded for this library and range, labelled as listings show them
    /// (the home place as "Home"), with every spelling of their names, so that `hide` takes
    /// the words a person has seen in any language or script.
    public func recordPlaces(_ report: PlacesReport, libraryID: Int64, range: DateRange, language: Language) throws {
        try recordPlaces(RecordedPlaceRows(report, language: language), libraryID: libraryID, range: range)
    }

    /// The same, with the rows made beforehand: making them is most of the time, and needs no
    /// connection.
    package func recordPlaces(_ rows: RecordedPlaceRows, libraryID: Int64, range: DateRange) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM placeCluster WHERE libraryId = ? AND rangeStart = ? AND rangeEnd = ?",
                           arguments: Self.rangeKey(libraryID, range))
            // One statement for the thousands of places of a large library.
            let insert = try db.cachedStatement(sql: """
                INSERT OR REPLACE INTO placeCluster (libraryId, rangeStart, rangeEnd, placeId, rank, label, latitude, longitude,
                radiusMeters, photoCount, distinctDays, firstVisit, lastVisit, isHome, isHidden, spellings)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let (start, end) = (range.start.description, range.end.description)
            for row in rows.rows {
                try insert.execute(arguments: [libraryID, start, end] + row)
            }
        }
    }

    /// Every place recorded for any library and range, largest first.
    public func recordedPlaces() throws -> [RecordedPlace] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT placeId, label, latitude, longitude, radiusMeters, photoCount, distinctDays, isHome, spellings,
                libraryId || ' ' || rangeStart || ' ' || rangeEnd FROM placeCluster
                ORDER BY photoCount DESC, placeId
                """).compactMap { row in
                let spellings = (row[8] as String?).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
                return GeoPoint(latitude: row[2], longitude: row[3]).map {
                    RecordedPlace(placeID: row[0], label: row[1], centroid: $0, radiusMeters: row[4], photoCount: row[5],
                                  distinctDays: row[6], isHome: row[7], spellings: spellings, listing: row[9])
                }
            }
        }
    }

    /// The words `hide` may be given for `place`: its labels in every language, revealed and
    /// not, in its own script, and each form of its area's and city's names.
    package static func spellings(of place: Place, in report: PlacesReport) -> [String] {
        var forms = Language.allCases.flatMap { language in
            [false, true].map { report.label(of: place, language: language, revealHome: $0) }
        }
        forms += [report.nativeLabel(of: place, revealHome: true), PlaceLabel.nativeText(place.name)].compactMap { $0 }
        forms += PlaceLabel.spellings(place.name)
        var seen: Set<String> = []
        return forms.filter { seen.insert($0).inserted }
    }
}

/// The `placeCluster` rows of a places report, past the library and the range: made apart from
/// the write, so that `generate` makes them while the deck is built.
public struct RecordedPlaceRows: Sendable {
    fileprivate let rows: [StatementArguments]

    package init(_ report: PlacesReport, language: Language) {
        rows = (report.ranked + report.hidden).map { place in
            let c = place.cluster
            // The place's own label: the person's name for it is laid over it from the settings when
            // read, so that a name taken back does not live on here until the places are recorded again.
            var unnamed = place
            unnamed.customLabel = nil
            return [c.id, place.rank, report.label(of: unnamed, language: language, revealHome: false),
                    c.centroid.latitude, c.centroid.longitude, c.radiusMeters, c.photoCount, c.distinctDays,
                    c.firstCapture.date.description, c.lastCapture.date.description, place.isHome, place.isHidden,
                    JSONText.array(AppDatabase.spellings(of: place, in: report))]
        }
    }
}
