import ArgumentParser
import Foundation
import Model
import Pipeline
import Render
import Review
import ReviewServer
import Synchronization

struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Open a page on this machine to hide and rename places and leave photos out by clicking, then regenerate. It listens on 127.0.0.1 only, behind a fresh token, until Ctrl-C.")

    @OptionGroup var folders: FolderArguments

    @OptionGroup var range: RangeOptions
    @OptionGroup var deck: DeckOptionGroup
    @OptionGroup var library: LibraryOptions

    @Option(help: "poster (bold, for sharing) or pastel (warm and friendly).")
    var skin: Skin = .poster

    @Option(help: "story (1080×1920) or square (1080×1080).")
    var format: CardFormat = .story

    @Option(help: ArgumentHelp("The port to listen on. Default: a free one.", valueName: "n"))
    var port: Int?

    @Flag(help: "Print the page's address without opening it in the browser.")
    var noOpen = false

    @Flag(name: .shortAndLong, help: "No progress output.")
    var quiet = false

    func validate() throws {
        if let port, !(1 ... 65535).contains(port) { throw ValidationError("--port \(port) is not a port; give one from 1 to 65535") }
    }

    func run() throws {
        try CommandExit.perform {
            let today = library.today
            let database = try library.openDatabase()
            // A settings file that cannot be read stops the page before it starts, as it stops `hide`.
            _ = try library.loadSettings(movingHidesFrom: database)
            let choices = ReviewChoices(range: try range.resolve(today: today), options: deck.options(today: today), skin: skin,
                                        format: format)
            let session = ReviewSession(library: ReviewLibrary(folders: folders.folders, timeZone: library.timeZone,
                                                               timeZoneIsOption: library.tz != nil, settings: library.settingsFile),
                                        choices: choices, database: database, cancellation: interruption)
            let display = ProgressDisplay(quiet: quiet)
            let observer = ReviewSession.Observer(stage: { display.stage($0, of: $1, $2) }, scan: display.report,
                                                  drawn: { display.drawn($0, of: $1) })
            func regenerate(_ choices: ReviewChoices? = nil) throws(PhotoWrappedError) {
                defer { display.finish() }
                do throws(ReviewFailure) {
                    try session.regenerate(choices, observer: observer)
                } catch {
                    throw error.error ?? PhotoWrappedError(.output, stage: "review", reason: error.message)
                }
            }
            // As generate does: with no range asked for, the last full year when this year so
            // far makes no deck, or a thin one; said once it made a deck.
            func lastFullYear(_ fallback: YearSoFarFallback) throws -> Bool {
                do {
                    try regenerate(ReviewChoices(range: try .year(fallback.year), options: choices.options, skin: skin, format: format))
                    Terminal.note(fallback.note(today: today))
                    return true
                } catch let error as PhotoWrappedError where error.kind == .empty {
                    return false
                }
            }
            do {
                try regenerate()
            } catch let error as PhotoWrappedError where error.kind == .empty && range.isDefault {
                guard let scan = session.lastScan, !scan.folders.contains(where: { $0.holdsNothing(stage: error.stage) != nil }),
                      let fallback = YearSoFarFallback(scan: scan, cards: nil, today: today), try lastFullYear(fallback)
                else { throw error }
            }
            if range.isDefault, session.choices.range == .thisYear(today: today), let scan = session.lastScan,
               let fallback = YearSoFarFallback(scan: scan, cards: session.cardCount, today: today) {
                _ = try lastFullYear(fallback)
            }
            try serve(session)
        }
    }

    /// Serves the page until Ctrl-C or SIGTERM, which end it as they end every command.
    private func serve(_ session: ReviewSession) throws {
        let token = ReviewToken()
        let open = !noOpen
        let failure = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await ReviewServer.run(port: port ?? 0, api: { ReviewAPI(gate: ReviewGate(token: token, port: $0), session: session) },
                                           listening: { port in
                                               let address = ReviewGate(token: token, port: port).address
                                               FileHandle.standardOutput.write(Data("Review at \(address)\n".utf8))
                                               if open { BrowserOpen.open(address) }
                                           }, until: interruption)
            } catch {
                failure.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        if let error = failure.withLock({ $0 }), !interruption.isCancelled {
            throw PhotoWrappedError(.badInput, stage: "review", subject: "127.0.0.1:\(port ?? 0)",
                                    reason: "cannot listen there: \(error); choose another --port, or leave it out for a free one")
        }
        try interruption.check("reviewing", saved: "every change made on the page is saved")
    }
}
