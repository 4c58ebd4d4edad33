import ArgumentParser
import Foundation
import PhotoWrapped

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Make your deck: scan the folder, work out the year, write deck.json to the output folder.")

    @Argument(help: "The photo folder.")
    var folder: String

    @OptionGroup var range: RangeOptions
    @OptionGroup var deck: DeckOptionGroup
    @OptionGroup var render: RenderOptions
    @OptionGroup var library: LibraryOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .customLong("out"), help: ArgumentHelp("Where to write the deck. Default: ./photo-wrapped-<range>/", valueName: "dir"))
    var out: String?

    func run() throws {
        try CommandRun.perform {
            let resolved = try range.resolve(today: library.today)
            let folderOut = out ?? "photo-wrapped-\(resolved.slug)"
            let database = try library.openDatabase()
            let result = try GenerateRun.generate(folder: folder, range: resolved, options: deck.options, library: library,
                                                  output: output, database: database)
            let wrote = try RenderRun.write(result.document, to: folderOut, scan: result.scan, skin: render.skin,
                                            format: render.format, database: database)
            if output.json { return try Terminal.printJSON(result.document) }
            GenerateRun.summarise(result, folder: folderOut, wrote: wrote)
        }
    }
}

/// The pipeline as the commands run it, with progress on stderr.
enum GenerateRun {
    struct Result {
        let document: DeckDocument
        let reusedFrom: Date?
        let scan: ScanReport
    }

    static func generate(folder: String, range: DateRange, options: DeckOptions, library: LibraryOptions,
                         output: OutputOptions, database: AppDatabase) throws -> Result {
        let display = ProgressDisplay(quiet: output.quiet)
        defer { display.finish() }
        var context = GenerateContext(
            request: GenerateRequest(scan: ScanRequest(folder: folder, range: range, timeZone: library.timeZone), options: options),
            database: database, scanner: LibraryScanner(database: database), namer: PlaceNamer(database: database),
            cancellation: interruption, scanProgress: display.report)
        try GeneratePipeline.run(GeneratePipeline.stages, context: &context) { i, n, name in
            display.stage(i, of: n, name)
        }
        guard let document = context.document, let scan = context.scan else {
            throw PhotoWrappedError(.empty, stage: "deck", reason: "no deck was made")
        }
        return Result(document: document, reusedFrom: context.reusedFrom, scan: scan)
    }

    static func summarise(_ result: Result, folder: String, wrote: Bool) {
        let d = result.document
        if let reused = result.reusedFrom {
            print("Nothing changed since \(reused.formatted(date: .abbreviated, time: .shortened)): reused that deck.")
        }
        let photos = d.totals.photos == 1 ? "1 photo" : "\(d.totals.photos.grouped) photos"
        let places = d.places.count == 1 ? "1 place" : "\(d.places.count) places"
        print("\(photos), \(Int(d.totals.locationCoveragePct.rounded()))% with a location, \(places).")
        let aside = PhotoSelection.SetAside.allCases.compactMap { reason in
            (d.totals.setAside[reason.rawValue] ?? 0) > 0 ? reason.counted(d.totals.setAside[reason.rawValue]!) : nil
        }
        if !aside.isEmpty { print("Not counted: " + aside.joined(separator: ", ") + ".") }
        print("\(d.cards.count) cards: " + d.cards.map(\.type.rawValue).joined(separator: ", "))
        print(wrote ? "Written to \(folder)/: open index.html to play it." : "\(folder)/ already holds these cards.")
    }
}

extension PhotoSelection.SetAside {
    /// "3 exact duplicates": how the summary counts the photos set aside for this reason.
    func counted(_ n: Int) -> String {
        let one = n == 1
        return switch self {
        case .video: "\(n.grouped) \(one ? "video" : "videos") (--include-videos counts them)"
        case .screenshot: "\(n.grouped) \(one ? "screenshot" : "screenshots") (--include-screenshots counts them)"
        case .rawPair: "\(n.grouped) \(one ? "RAW file" : "RAW files") beside a JPEG or HEIF of the same moment"
        case .editedCopy: "\(n.grouped) \(one ? "edited copy" : "edited copies") beside the original"
        case .duplicate: "\(n.grouped) \(one ? "exact duplicate" : "exact duplicates")"
        }
    }
}
