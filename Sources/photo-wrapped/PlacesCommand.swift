import ArgumentParser
import Atlas
import Model
import Moments
import Pipeline
import Places
import Scan
import Store

struct PlacesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "places",
        abstract: "List the places where you took the most photos, with the ids that hide and unhide take.")

    @OptionGroup var folders: FolderArguments

    @OptionGroup var range: RangeOptions
    @OptionGroup var library: LibraryOptions
    @OptionGroup var output: OutputOptions

    @Flag(help: "List every place, not only the top \(PlaceRules.topPlaces).")
    var all = false

    @Flag(help: "Name the home place instead of calling it Home.")
    var revealHome = false

    @Option(name: .customLong("lang"), help: "Language of the labels: en or es.")
    var language: Language = .en

    func run() throws {
        try CommandExit.perform {
            let database = try library.openDatabase()
            let settings = try library.loadSettings(movingHidesFrom: database)
            let scan = try ScanSteps.scan(folders: folders.folders, range: range, library: library, output: output, database: database)
            try interruption.check("finding places")
            let listing = try PlacesSteps.compute(scan: scan, database: database, settings: settings, language: language)
            if listing.photos.isEmpty { throw GeneratePipeline.nothingToCount(scan, stage: "places") }
            try interruption.check("finding places")
            try PlacesListing(listing, language: language, revealHome: revealHome).print(json: output.json, all: all)
            RangeHintNote.print(for: scan)
        }
    }
}

extension Language: ExpressibleByArgument {}

/// The Best Places stage as the commands run it: from the cache, never from the files.
enum PlacesSteps {
    struct Listing {
        let report: PlacesReport
        let photos: [AssetRecord]
        let range: DateRange
    }

    static func compute(scan: ScanReport, database: AppDatabase, settings: UserSettings, language: Language) throws -> Listing {
        // The photos the deck counts: places list what the deck would show.
        let photos = PhotoSelection(from: try database.photos(of: scan.folderSet, in: scan.range), options: .init()).photos
        let report = try BestPlaces.compute(photos: photos, hidden: settings.hiddenAreas, renamed: settings.renamedPlaces,
                                            namer: PlaceNamer(database: database))
        try database.recordPlaces(report, libraryID: scan.libraryID, range: scan.range, language: language)
        return Listing(report: report, photos: photos, range: scan.range)
    }
}
