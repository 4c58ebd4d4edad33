import Atlas
import Deck
import Foundation
import Model
import Pipeline
import Places
import Render
import Scan
import Store
import Synchronization

/// The review page's work: the deck it shows, made by the same stages as `generate`; the
/// person's decisions, made through the same `UserSettings` calls as `hide`, `unhide`, `rename`
/// and `leave-out` and saved to the same settings file; and "save the deck", written as
/// `generate --out` writes it. The settings file is read afresh for every change, so a command
/// run beside the page is never undone by it.
public final class ReviewSession: Sendable {
    /// The deck on the page.
    struct Shown: Sendable {
        var document: DeckDocument
        var scan: ScanReport
        var choices: ReviewChoices
        /// Each card's PNG, by its file name.
        var cards: [String: Data]
        /// Each card's PNG, by the key of what it was drawn from (`CardRenderer.key`): a card
        /// the next deck draws from the same key is kept rather than drawn again.
        var drawn: [String: Data]
        var generation: Int
        /// The photos the page may show a preview of: the deck's, and those left out from it.
        var photos: [String: KnownPhoto]
    }

    /// A photo of the range, by the id the page knows it by.
    struct KnownPhoto: Sendable, Equatable {
        /// As the cards list it: relative to the folder, or absolute for several folders.
        var path: String
        /// The file itself, as the settings file names it.
        var file: String
    }

    /// What a step reports as it goes, for the command line's progress.
    public struct Observer: Sendable {
        public var stage: @Sendable (_ index: Int, _ count: Int, _ name: String) -> Void
        public var scan: @Sendable (ScanProgress) -> Void
        public var drawn: @Sendable (_ done: Int, _ total: Int) -> Void

        public init(stage: @escaping @Sendable (Int, Int, String) -> Void = { _, _, _ in },
                    scan: @escaping @Sendable (ScanProgress) -> Void = { _ in },
                    drawn: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) {
            self.stage = stage
            self.scan = scan
            self.drawn = drawn
        }
    }

    public let library: ReviewLibrary
    let database: AppDatabase
    let cancellation: Cancellation
    let state: Mutex<(choices: ReviewChoices, shown: Shown?, progress: ReviewProgress, places: (key: Data, view: PlacesView)?,
                       recorded: Int, lastScan: ScanReport?)>
    /// One deck is made or written at a time.
    private let busy = Atomic<Bool>(false)
    /// One change of the settings file at a time: each reads the file, changes it, and saves it.
    private let settingsChange = Mutex(())

    public init(library: ReviewLibrary, choices: ReviewChoices, database: AppDatabase, cancellation: Cancellation) {
        self.library = library
        self.database = database
        self.cancellation = cancellation
        state = Mutex((choices: choices, shown: nil, progress: ReviewProgress(), places: nil, recorded: 0, lastScan: nil))
    }

    public var choices: ReviewChoices { state.withLock { $0.choices } }
    /// The last regenerate's scan, also of one that made no deck: where the library's photos are.
    public var lastScan: ScanReport? { state.withLock { $0.lastScan } }
    /// How many cards the deck on the page has; nil before the first.
    public var cardCount: Int? { state.withLock { $0.shown?.document.cards.count } }
    var shown: Shown? { state.withLock { $0.shown } }
    var progress: ReviewProgress { state.withLock { $0.progress } }

    /// The person's settings, after moving in any hides an earlier version left in the cache.
    func settings() throws -> UserSettings {
        _ = try library.settings.moveHiddenAreas(from: database)
        return try library.settings.load()
    }

    /// Makes the deck again, with `choices` if given, and draws its cards. Refused while
    /// another is being made.
    public func regenerate(_ choices: ReviewChoices? = nil, observer: Observer = Observer()) throws(ReviewFailure) {
        guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else { throw .busy }
        defer { busy.store(false, ordering: .releasing) }
        let choices = choices ?? self.choices
        let report: @Sendable (Int, Int, String) -> Void = { [self] index, count, name in
            self.state.withLock { $0.progress.started(name, step: index, of: count) }
            observer.stage(index, count, name)
        }
        state.withLock { $0.progress.begin() }
        do {
            let settings = try settings()
            var context = GenerateContext(
                request: GenerateRequest(scan: ScanRequest(folders: library.folders, range: choices.range, timeZone: library.timeZone,
                                                           timeZoneIsOption: library.timeZoneIsOption),
                                         options: choices.options, settings: settings),
                database: database, scanner: LibraryScanner(database: database),
                cancellation: cancellation, scanProgress: observer.scan)
            let stages = GeneratePipeline.stages
            defer {
                let scan = context.scan
                state.withLock { $0.lastScan = scan }
            }
            try GeneratePipeline.run(stages, later: 1, context: &context, report: report)
            guard var document = context.document, let scan = context.scan else {
                throw PhotoWrappedError(.empty, stage: "deck", reason: "no deck was made")
            }
            report(stages.count + 1, stages.count + 1, DeckRenderer.stageName)
            document.rendering = .init(skin: choices.skin.rawValue, format: choices.format.rawValue)
            let renderer = try DeckWrite.renderer(document, folders: scan.folderSet, drawing: choices.drawing, database: database)
            let keys = try document.cards.map(renderer.key)
            let earlier = state.withLock { $0.shown?.drawn } ?? [:]
            let unchanged = Set(keys.indices.filter { earlier[keys[$0]] != nil })
            let output = try DeckRenderer(renderer: renderer).render(document, keeping: unchanged, cancellation: cancellation) { [self] done, total in
                self.state.withLock { $0.progress.drawn(done, of: total) }
                observer.drawn(done, total)
            }
            let new = Dictionary(output.files.map { ($0.name, $0.data) }) { a, _ in a }
            let names = DeckRenderer.fileNames(document.cards)
            let pngs = names.indices.map { earlier[keys[$0]] ?? new[names[$0]] ?? Data() }
            let cards = Dictionary(zip(names, pngs)) { a, _ in a }
            let drawn = Dictionary(zip(keys, pngs)) { a, _ in a }
            let leftOut = Set(settings.leftOutPhotos.map(\.path))
            let reused = context.reusedFrom != nil
            state.withLock { state in
                // Photos left out from the deck before stay on the page, to be let back, while
                // the range is the same.
                let kept = state.shown.flatMap { $0.choices.range == choices.range ? $0.photos : nil }?
                    .filter { leftOut.contains($0.value.file) } ?? [:]
                let photos = Self.photos(of: document, root: scan.folderSet.folders[0].root.description).merging(kept) { new, _ in new }
                state.choices = choices
                state.shown = Shown(document: document, scan: scan, choices: choices, cards: cards, drawn: drawn,
                                    generation: (state.shown?.generation ?? 0) + 1, photos: photos)
                state.places = nil
                let generation = state.shown?.generation ?? 0
                // A deck made afresh recorded its places as it was stored; a reused one did not.
                state.recorded = reused ? 0 : generation
                state.progress.finish(generation: generation)
            }
        } catch {
            let failure = ReviewFailure.from(error)
            state.withLock { $0.progress.fail(failure.message) }
            throw failure
        }
    }

    /// Every photo the document lists, by id: the cards' and those passed over.
    static func photos(of document: DeckDocument, root: String) -> [String: KnownPhoto] {
        let paths = document.cards.flatMap(\.payload.photos) + (document.passedOver ?? []).map(\.path)
        return Dictionary(paths.map { path in
            let file = FolderSet.file(path, root: root)
            return (id(file), KnownPhoto(path: path, file: file))
        }) { first, _ in first }
    }

    /// A photo's id on the page: a hash of its file's path, which the page never sees.
    static func id(_ file: String) -> String {
        StableHash.fnv1a64(file)
    }

    /// Writes the deck on the page into `folder` (by default the one `generate` would choose),
    /// as `generate --out` does; false when the folder held this deck already.
    public func save(to folder: String?) throws(ReviewFailure) -> (folder: String, wrote: Bool) {
        guard let shown else { throw .noDeck }
        guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else { throw .busy }
        defer { busy.store(false, ordering: .releasing) }
        let target = folder ?? DeckFolder.defaultName(range: shown.document.range.dateRange ?? shown.choices.range,
                                                      language: shown.choices.options.language)
        let stages = DeckWrite.stages(video: false).count
        state.withLock { $0.progress.begin() }
        do {
            let wrote = try DeckWrite.run(shown.document, reused: false, folders: shown.scan.folderSet, to: target,
                                          drawing: shown.choices.drawing, database: database, cancellation: cancellation, first: 1,
                                          of: stages, report: { [self] index, count, name in
                                              self.state.withLock { $0.progress.started(name, step: index, of: count) }
                                          },
                                          progress: DeckWrite.Progress(drawn: { [self] done, total in
                                              self.state.withLock { $0.progress.drawn(done, of: total) }
                                          }, filmed: { _, _ in }))
            state.withLock { $0.progress.finish(generation: shown.generation) }
            return (target, wrote)
        } catch {
            let failure = ReviewFailure.from(error)
            state.withLock { $0.progress.fail(failure.message) }
            throw failure
        }
    }

    /// Changes the settings file as one of the commands does: `change` is handed the settings
    /// and the places recorded for this deck, and says whether it changed anything to save.
    func changeSettings<T>(_ change: (inout UserSettings, [RecordedPlace]) throws -> (T, Bool)) throws(ReviewFailure) -> T {
        do {
            return try settingsChange.withLock { _ in
                // The places of this deck's range, recorded once per deck, so the id the page
                // sends is found (a reused run recorded none).
                if state.withLock({ $0.recorded != $0.shown?.generation }) { _ = try placesView() }
                var settings = try settings()
                let (result, changed) = try change(&settings, try database.recordedPlaces())
                if changed {
                    try library.settings.save(settings)
                    state.withLock { $0.places = nil }
                }
                return result
            }
        } catch {
            throw ReviewFailure.from(error)
        }
    }

    /// The known photo `id` names.
    func photo(_ id: String) -> KnownPhoto? {
        shown?.photos[id]
    }
}

extension DeckDocument.Range {
    /// The range the document is of, read back.
    var dateRange: DateRange? {
        guard let start = CivilDate(iso: start), let end = CivilDate(iso: end) else { return nil }
        return try? DateRange(start: start, end: end)
    }
}
