import Atlas
import Model
import Moments
import Places
import Scan
import Store

/// The Best Places stage as `places` and the review page run it: from the cache, never from the
/// files, over the photos the deck counts, so that the list shows what the deck would. The places
/// are recorded for `hide` and `rename` to find.
public struct PlaceListing: Sendable {
    public let report: PlacesReport
    public let photos: [AssetRecord]
    public let range: DateRange

    public static func compute(scan: ScanReport, database: AppDatabase, settings: UserSettings, language: Language,
                               selection: PhotoSelection.Options = .init()) throws -> PlaceListing {
        let photos = PhotoSelection(from: try database.photos(of: scan.folderSet, in: scan.range), options: selection).photos
        let report = try BestPlaces.compute(photos: photos, hidden: settings.hiddenAreas, renamed: settings.renamedPlaces,
                                            namer: PlaceNamer(database: database))
        try database.recordPlaces(report, libraryID: scan.libraryID, range: scan.range, language: language)
        return PlaceListing(report: report, photos: photos, range: scan.range)
    }
}
