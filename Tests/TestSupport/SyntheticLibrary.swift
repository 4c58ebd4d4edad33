import Foundation
@testable import Atlas
@testable import Insights
@testable import Metadata
@testable import Model
@testable import Moments
@testable import Places
@testable import Scan
@testable import Store

/// A library made of cache rows alone, for the stages after the scan.
package struct SyntheticLibrary {
    package static let towns = """
        1\t51.5\t-0.12\t9000000\tGB\tENG\tEurope/London\tLondon\t\t\t
        2\t48.85\t2.35\t2100000\tFR\t11\tEurope/Paris\tParis\t\t\t
        3\t35.6895\t139.69171\t9733276\tJP\t40\tAsia/Tokyo\tTokyo\t\t東京\t
        4\t35.0116\t135.76801\t1459640\tJP\t26\tAsia/Tokyo\tKyoto\t\t京都\t
        """

    package let database: AppDatabase
    package let libraryID: Int64
    /// More GeoNames rows, in the format of `towns`, for places beyond them.
    package let extraTowns: String
    package private(set) var records: [AssetRecord] = []

    package init(extraTowns: String = "") throws {
        self.extraTowns = extraTowns
        database = try .inMemory()
        libraryID = try database.libraryID(root: RawPath("/synthetic"))
    }

    package var namer: PlaceNamer {
        PlaceNamer(database: database) { ReverseGeocoder(table: GeoNamesTable(tsv: Array((extraTowns.isEmpty ? Self.towns : Self.towns + "\n" + extraTowns).utf8))) }
    }

    package static let london = GeoPoint(latitude: 51.5001, longitude: -0.1201)!
    package static let paris = GeoPoint(latitude: 48.8501, longitude: 2.3501)!
    package static let tokyo = GeoPoint(latitude: 35.6801, longitude: 139.6901)!
    package static let kyoto = GeoPoint(latitude: 35.0117, longitude: 135.7681)!

    package mutating func add(_ time: LocalDateTime, at location: GeoPoint? = nil, kind: AssetKind = .jpeg, name: String? = nil,
                      altitudeMeters: Double? = nil, speedKmh: Double? = nil, utcOffset: Int? = nil, make: String? = nil,
                      model: String? = nil) throws {
        var record = AssetRecord(libraryId: libraryID, path: RawPath(name ?? "p/\(records.count).jpg"), size: 1000,
                                 mtimeNs: Int64(records.count), kind: kind, extractorVersion: MetadataReaders.extractorVersion)
        record.localTime = time
        record.timeSource = .exif
        record.location = location
        record.utcOffset = utcOffset
        record.altitudeMeters = altitudeMeters
        record.speedKmh = speedKmh
        record.make = make
        record.model = model
        record.width = 4000
        record.height = 3000
        record.detailRead = true
        try database.save([record], libraryID: libraryID)
        records.append(record)
    }

    package func insights(_ range: DateRange, options: PhotoSelection.Options = .init(), hidden: [HiddenArea] = [], today: CivilDate? = nil) throws -> Insights {
        let folder = FolderSet.Folder(root: RawPath("/synthetic"), libraryID: libraryID)
        let scan = ScanReport(folderSet: FolderSet(folders: [folder], id: libraryID),
                              folders: [FolderScan(root: folder.root, libraryID: libraryID, inventory: LibraryInventory())], range: range)
        return try InsightsStage.compute(scan: scan, database: database, namer: namer, options: options, hidden: hidden, today: today)
    }

    package static func at(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 12, _ minute: Int = 0) -> LocalDateTime {
        LocalDateTime(year: y, month: m, day: d, hour: h, minute: minute)!
    }
}
