import ArgumentParser
import Atlas
import Deck
import Foundation
import Insights
import Looks
import Pipeline
import Scan

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the year's derived data: totals, places and time statistics (json), or one row per photo (csv). No image bytes.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, csv
    }

    @OptionGroup var folders: FolderArguments

    @OptionGroup var range: RangeOptions
    @OptionGroup var deck: DeckOptionGroup
    @OptionGroup var library: LibraryOptions

    @Flag(name: .shortAndLong, help: "No progress output.")
    var quiet = false

    @Option(help: "json or csv.")
    var format: Format

    @Option(help: ArgumentHelp("Write to this file instead of standard output: a new file, or one an earlier export wrote.", valueName: "file"),
            completion: .file())
    var output: String?

    func run() throws {
        try CommandExit.perform {
            let database = try library.openDatabase()
            let settings = try library.loadSettings(movingHidesFrom: database)
            let display = ProgressDisplay(quiet: quiet)
            defer { display.finish() }
            let today = library.today
            let deckOptions = deck.options(today: today)
            let request = library.scanRequest(folders: folders.folders, range: try range.resolve(today: today))
            let scan = try LibraryScanner(database: database).scan(request, cancellation: interruption, progress: display.report)
            // The document's cards show what the deck's would: no photo the person left out.
            let counted = try CountedPhotos.load(scan.folderSet, in: scan.range, options: deckOptions.selection, database: database)
            let insights = try InsightsStage.compute(scan: scan, counted: counted, database: database, namer: PlaceNamer(database: database),
                                                     options: deckOptions.selection, hidden: settings.hiddenAreas,
                                                     renamed: settings.renamedPlaces, today: today,
                                                     leftOut: settings.leftOutIDs(among: counted, of: scan.folderSet),
                                                     cancellation: interruption)
            try database.recordPlaces(insights.places, libraryID: scan.libraryID, range: scan.range, language: deckOptions.language)
            // Nothing to count is exit 3 in either format, as it is for every command.
            let judge = LookJudge(database: database, file: scan.folderSet.photoFile)
            guard insights.total > 0, let built = DeckBuilder.build(insights, options: deckOptions, judge: judge) else {
                throw GeneratePipeline.nothingToCount(scan, stage: "export")
            }
            let data = switch format {
            case .csv: Data(PhotoTable.csv(insights).utf8)
            case .json: try DeckDocument(insights: insights, deck: built, options: deckOptions, includeHidden: true).jsonData()
            }
            try interruption.check("exporting")
            if let output { try ExportFile(path: output).write(data) } else { FileHandle.standardOutput.write(data) }
            RangeHintNote.print(for: scan)
        }
    }
}
