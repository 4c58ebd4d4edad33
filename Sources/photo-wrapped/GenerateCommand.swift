import ArgumentParser
import Atlas
import Deck
import Foundation
import Model
import Pipeline
import Scan
import Store

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Make your deck: scan the folders, work out the year, and write a PNG per card, index.html and deck.json to a folder.")

    @OptionGroup var folders: FolderArguments

    @OptionGroup var range: RangeOptions
    @OptionGroup var deck: DeckOptionGroup
    @OptionGroup var render: RenderOptions
    @OptionGroup var library: LibraryOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .customLong("out"), help: ArgumentHelp("Where to write the deck. Default: ./photo-wrapped-<range>/, or ./photo-wrapped-<range>-<lang>/ when not in English.",
                                                              valueName: "dir"), completion: .directory)
    var out: String?

    func run() throws {
        try CommandExit.perform {
            let drawing = render.drawing
            try drawing.checkMusic()
            let today = library.today
            let options = deck.options(today: today)
            let database = try library.openDatabase()
            let settings = try library.loadSettings(movingHidesFrom: database)
            let display = ProgressDisplay(quiet: output.quiet)
            defer { display.finish() }
            var scanned: ScanReport?
            let generate = { (range: DateRange) in
                try GenerateSteps.generate(folders: folders.folders, range: range, options: options, settings: settings,
                                         library: library, video: drawing.video, display: display, database: database, scanned: &scanned)
            }
            // The last full year, said once it made a deck: one that makes none leaves what this
            // year so far made, its deck or its error.
            func lastFullYear(_ fallback: YearSoFarFallback) throws -> GenerateSteps.Result? {
                do {
                    let made = try generate(try .year(fallback.year))
                    display.finish()
                    Terminal.note(fallback.note(today: today))
                    return made
                } catch let error as PhotoWrappedError where error.kind == .empty {
                    return nil
                }
            }
            var result: GenerateSteps.Result
            do {
                result = try generate(try range.resolve(today: today))
            } catch let error as PhotoWrappedError where error.kind == .empty && range.isDefault {
                // This year so far made no deck: the last full year may, unless a folder holds nothing.
                guard let scan = scanned, !scan.folders.contains(where: { $0.holdsNothing(stage: error.stage) != nil }),
                      let fallback = YearSoFarFallback(scan: scan, cards: nil, today: today), let made = try lastFullYear(fallback)
                else { throw error }
                result = made
            }
            if range.isDefault, result.scan.range == .thisYear(today: today),
               let fallback = YearSoFarFallback(scan: result.scan, cards: result.document.cards.count, today: today),
               let made = try lastFullYear(fallback) {
                result = made
            }
            let folderOut = out ?? DeckFolder.defaultName(range: result.scan.range, language: options.language)
            let wrote = try GenerateSteps.write(result, to: folderOut, drawing: drawing, display: display, database: database)
            display.finish()
            if output.json {
                try Terminal.printJSON(result.document)
            } else {
                GenerateSteps.summarise(result, folder: folderOut, wrote: wrote, video: drawing.video)
            }
            RangeHintNote.print(for: result.scan, fileTimes: true)
        }
    }
}

/// The pipeline as the commands run it, with progress on stderr.
enum GenerateSteps {
    struct Result {
        let document: DeckDocument
        let reusedFrom: Date?
        let scan: ScanReport
        /// Stages run so far, and how many there are with drawing and writing.
        let stagesDone: Int
        let stageCount: Int
    }

    static func generate(folders: [String], range: DateRange, options: DeckOptions, settings: UserSettings, library: LibraryOptions,
                         video: Bool, display: ProgressDisplay, database: AppDatabase) throws -> Result {
        var scanned: ScanReport?
        return try generate(folders: folders, range: range, options: options, settings: settings, library: library, video: video,
                            display: display, database: database, scanned: &scanned)
    }

    /// As above, leaving the scan in `scanned` also when a later stage throws.
    static func generate(folders: [String], range: DateRange, options: DeckOptions, settings: UserSettings, library: LibraryOptions,
                         video: Bool, display: ProgressDisplay, database: AppDatabase, scanned: inout ScanReport?) throws -> Result {
        var context = GenerateContext(
            request: GenerateRequest(scan: library.scanRequest(folders: folders, range: range), options: options,
                                     settings: settings),
            database: database, scanner: LibraryScanner(database: database),
            cancellation: interruption, scanProgress: display.report)
        let stages = GeneratePipeline.stages
        let later = DeckWrite.stages(video: video).count
        // The scan, also when a later stage finds nothing to count: where the library's photos are.
        defer { scanned = context.scan }
        try GeneratePipeline.run(stages, later: later, context: &context) { i, n, name in
            display.stage(i, of: n, name)
        }
        guard let document = context.document, let scan = context.scan else {
            throw PhotoWrappedError(.empty, stage: "deck", reason: "no deck was made")
        }
        return Result(document: document, reusedFrom: context.reusedFrom, scan: scan, stagesDone: stages.count,
                      stageCount: stages.count + later)
    }

    /// Draws, films and writes the deck into `folder`; false when the folder held it already.
    static func write(_ result: Result, to folder: String, drawing: Drawing, display: ProgressDisplay, database: AppDatabase) throws -> Bool {
        try DeckWrite.run(result.document, reused: result.reusedFrom != nil, folders: result.scan.folderSet, to: folder, drawing: drawing,
                          database: database, cancellation: interruption, first: result.stagesDone + 1, of: result.stageCount,
                          report: { display.stage($0, of: $1, $2) },
                          progress: DeckWrite.Progress(drawn: display.drawn, filmed: { display.filmed(seconds: $0, of: $1) }))
    }

    static func summarise(_ result: Result, folder: String, wrote: Bool, video: Bool) {
        let d = result.document
        if let reused = result.reusedFrom {
            Terminal.say(CacheWords.deck(since: reused))
        }
        Terminal.say(PhotoCountLine(photos: d.totals.photos, withLocation: d.totals.withLocation,
                             coveragePct: d.totals.locationCoveragePct, places: d.places.count).line)
        Terminal.say("\(d.cards.count.counted("card", "cards")): " + d.cards.map(\.type.name).joined(separator: ", "))
        let share = video ? ", or share \(DeckVideo.fileName), the story video" : ""
        Terminal.say(wrote ? "Written to \(folder)/: open index.html to play it\(share)." : "\(folder)/ already holds these cards.")
        Terminal.say(FileTally(inventory: result.scan.inventory, totals: d.totals).line)
        if result.scan.folders.count > 1 {
            for folder in result.scan.folders { Terminal.say("  " + ScanSummary.FolderCounts(folder).text) }
        }
    }
}
