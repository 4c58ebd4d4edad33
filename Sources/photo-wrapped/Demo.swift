import ArgumentParser
import Deck
import Foundation
import Model
import Pipeline
import Render
import Store

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run the whole pipeline on the bundled example library: its year in English, its summer in Spanish.")

    /// The year the fixture library models, and the zone its file times are read in.
    static let fixtureYear = 2025
    static let fixtureZone = "Europe/London"
    /// The Spanish deck tells the summer (June to August) rather than the year again, so that
    /// the demo shows a range told in its own words and the cards a shorter range brings.
    static let summer = (start: CivilDate(year: fixtureYear, month: 6, day: 1), end: CivilDate(year: fixtureYear, month: 8, day: 31))

    @Option(name: .customLong("out"), help: ArgumentHelp("Where to write the decks.", valueName: "dir"), completion: .directory)
    var out = "photo-wrapped-demo"

    @Option(help: ArgumentHelp("The demo's own cache. Default: demo.sqlite beside the usual cache. Your settings (hidden places) do not apply.",
                               valueName: "path"), completion: .file())
    var cache: String?

    @Flag(help: "Also make each deck's story video, deck.mp4.")
    var video = false

    @OptionGroup var output: OutputOptions

    func run() throws {
        try CommandExit.perform {
            let folder = try DataFolder.demoLibrary(currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).path
            var library = LibraryOptions()
            library.cache = cache ?? CacheLocation.defaultDirectory() + "/demo.sqlite"
            library.tz = Self.fixtureZone
            let database = try library.openDatabase()
            let decks = [(try DateRange.year(Self.fixtureYear), Language.en, Skin.poster),
                         (try DateRange(start: Self.summer.start, end: Self.summer.end), .es, .pastel)]
            for (range, language, skin) in decks {
                let display = ProgressDisplay(quiet: output.quiet)
                defer { display.finish() }
                let result = try GenerateSteps.generate(folders: [folder], range: range, options: DeckOptions(language: language),
                                                      settings: UserSettings(), library: library, video: video, display: display,
                                                      database: database)
                let target = "\(out)/\(language.rawValue)-\(skin.rawValue)"
                let drawing = Drawing(skin: skin, format: .story, video: video, music: nil)
                let wrote = try GenerateSteps.write(result, to: target, drawing: drawing, display: display, database: database)
                display.finish()
                GenerateSteps.summarise(result, folder: target, wrote: wrote, video: video)
            }
        }
    }
}
