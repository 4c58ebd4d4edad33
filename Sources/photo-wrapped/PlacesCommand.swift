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
            let listing = try PlaceListing.compute(scan: scan, database: database, settings: settings, language: language)
            if listing.photos.isEmpty { throw GeneratePipeline.nothingToCount(scan, stage: "places") }
            try interruption.check("finding places")
            try PlacesListing(listing, language: language, revealHome: revealHome).print(json: output.json, all: all)
            RangeHintNote.print(for: scan)
        }
    }
}

extension Language: ExpressibleByArgument {}
