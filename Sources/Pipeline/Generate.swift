import Atlas
import Deck
import Foundation
import Insights
import Looks
import Model
import Places
import Scan
import Store

/// What `generate` is asked for, and the person's settings (their hidden places, their names
/// for places, the photos they left out) it honours.
public struct GenerateRequest: Sendable {
    public var scan: ScanRequest
    public var options: DeckOptions
    public var settings: UserSettings

    public init(scan: ScanRequest, options: DeckOptions, settings: UserSettings = UserSettings()) {
        self.scan = scan
        self.options = options
        self.settings = settings
    }

    /// The key of the run it makes of `folders`, while they hold the files `fingerprint` sums.
    func runKey(_ folders: FolderSet, fingerprint: String) -> RunKey {
        RunKey(libraryID: folders.id, range: scan.range, options: options, hidden: settings.hiddenAreas,
               renamed: settings.renamedPlaces, leftOut: settings.leftOutPaths(under: folders), timeZone: scan.timeZone,
               fingerprint: fingerprint)
    }
}

/// Everything the stages of `generate` share; each stage reads what earlier ones left.
public struct GenerateContext: Sendable {
    public let request: GenerateRequest
    public let database: AppDatabase
    public let scanner: LibraryScanner
    /// The scanner's: the names a first scan looked up for its clocks are the cache's.
    public var namer: PlaceNamer { scanner.namer }
    public let cancellation: Cancellation
    public let scanProgress: @Sendable (ScanProgress) -> Void

    public internal(set) var scan: ScanReport?
    /// The scan's photos as the deck counts them, when they were read during the scan.
    public internal(set) var counted: CountedPhotos?
    /// The counted photos as the cache keeps them for the next run (`SelectionSnapshot`), when
    /// they were counted from the rows.
    var selectionToKeep: Data?
    public internal(set) var runKey: RunKey?
    public internal(set) var insights: Insights?
    public internal(set) var deck: Deck?
    /// The deck's data: made by this run, or the stored one when nothing changed.
    public internal(set) var document: DeckDocument?
    /// The places as `hide` and `rename` find them, recorded with the run.
    public internal(set) var places: RecordedPlaceRows?
    /// When the deck was made, if it was reused from an earlier run.
    public internal(set) var reusedFrom: Date?

    public init(request: GenerateRequest, database: AppDatabase, scanner: LibraryScanner,
                cancellation: Cancellation, scanProgress: @escaping @Sendable (ScanProgress) -> Void) {
        self.request = request
        self.database = database
        self.scanner = scanner
        self.cancellation = cancellation
        self.scanProgress = scanProgress
    }
}

/// A stage of a run: a name, and what it does to the context its stages share.
public struct Stage<Context>: Sendable {
    public let name: String
    /// Skipped when an earlier stage found a stored run to reuse.
    public let skippedOnReuse: Bool
    package let body: @Sendable (inout Context) throws -> Void

    public init(_ name: String, skippedOnReuse: Bool = true, _ body: @escaping @Sendable (inout Context) throws -> Void) {
        self.name = name
        self.skippedOnReuse = skippedOnReuse
        self.body = body
    }
}

/// `generate`, as a list of stages that reads like the product: scan (tier A and B), look for a
/// stored run to reuse if nothing changed, count the photos, find and name the places, take the time
/// statistics, look for firsts and trips, pick the year's photos, build the deck, store the
/// run. The CLI appends rendering.
public enum GeneratePipeline {
    public static let stages: [Stage<GenerateContext>] = [
        Stage("scanning for photos", skippedOnReuse: false) { context in
            let (scanner, request, database) = (context.scanner, context.request, context.database)
            let (cancellation, progress, namer) = (context.cancellation, context.scanProgress, context.namer)
            // The cached photos of the range are read, and their insights made, on the other
            // core while the walk checks the folders; used if the scan found nothing to change.
            let (scan, early) = try Concurrently.both({ try scanner.scan(request.scan, cancellation: cancellation, progress: progress) }, {
                EarlySelection.read(request, database: database, namer: namer, cancellation: cancellation)
            })
            context.scan = scan
            (context.counted, context.insights) = try early?.taken(after: scan, database: database) ?? (nil, nil)
        },
        Stage("looking for a stored run", skippedOnReuse: false) { context in
            guard let scan = context.scan, let fingerprint = try context.database.fingerprint(of: scan.folderSet) else { return }
            let key = context.request.runKey(scan.folderSet, fingerprint: fingerprint)
            context.runKey = key
            if let stored = try context.database.storedRun(key) {
                context.document = stored.document
                context.reusedFrom = stored.createdAt
            }
        },
        Stage("counting photos, finding places, taking time statistics") { context in
            guard let scan = context.scan else { return }
            let (request, database) = (context.request, context.database)
            let counted = try context.counted ?? CountedPhotos.load(scan.folderSet, in: scan.range, options: request.options.selection,
                                                                    database: database)
            // Counted photos made from the rows are encoded for the cache beside the insights.
            let keep: @Sendable () -> Data? = { counted.snapshot(of: scan.folderSet, options: request.options.selection) }
            if context.insights != nil {
                context.selectionToKeep = keep()
                return
            }
            let (namer, cancellation) = (context.namer, context.cancellation)
            (context.insights, context.selectionToKeep) = try Concurrently.both({
                try InsightsStage.compute(scan: scan, counted: counted, database: database, namer: namer,
                                          options: request.options.selection, hidden: request.settings.hiddenAreas,
                                          renamed: request.settings.renamedPlaces, today: request.options.today,
                                          leftOut: request.settings.leftOutIDs(among: counted, of: scan.folderSet), cancellation: cancellation)
            }, keep)
        },
        Stage("building the deck") { context in
            guard let insights = context.insights, let scan = context.scan else { return }
            let (options, database) = (context.request.options, context.database)
            // The places' rows for `hide` and `rename`, and the document's list of places, made
            // on the other core while this one builds the deck; the rows are recorded deck or none.
            // A deck made again from files already judged, keeping off at least what that deck
            // kept off (after a hide, a new name, a photo left out), decodes nothing: its picks
            // choose among the photos judged then.
            let judgedBefore = try context.runKey.map(database.judgedBefore) ?? false
            let judge = LookJudge(database: database, file: scan.folderSet.photoFile, measuring: !judgedBefore)
            let (deck, (places, listed)) = Concurrently.both({ DeckBuilder.build(insights, options: options, judge: judge) }, {
                (RecordedPlaceRows(insights.places, language: options.language),
                 DeckDocument.places(insights.places, options: options, includeHidden: false))
            })
            context.places = places
            guard let deck else {
                try database.recordPlaces(places, libraryID: scan.libraryID, range: scan.range)
                throw nothingToCount(scan, stage: "deck")
            }
            context.deck = deck
            context.document = DeckDocument(insights: insights, deck: deck, options: options, places: listed)
        },
        Stage("storing the run") { context in
            guard let scan = context.scan, let places = context.places else { return }
            let (key, document, database) = (context.runKey, context.document, context.database)
            let snapshot = context.selectionToKeep
            // The run encoded on this core while the other records the places, then keeps the
            // counted photos for the next run; the writes take turns.
            _ = try Concurrently.both({ if let key, let document { try database.storeRun(document, key: key) } }, {
                try database.recordPlaces(places, libraryID: scan.libraryID, range: scan.range)
                if let snapshot { try database.keep(snapshot, libraryID: scan.libraryID, range: scan.range) }
            })
        },
    ]

    /// Runs the stages in order, reporting `[i/n] name` before each, where `n` counts `later`
    /// stages that the caller runs after these (drawing, writing). A stop asked for at any time
    /// ends the run at the next stage, or sooner where a stage checks for it itself.
    public static func run(_ stages: [Stage<GenerateContext>], later: Int = 0, context: inout GenerateContext,
                           report: (_ index: Int, _ count: Int, _ name: String) -> Void) throws(PhotoWrappedError) {
        for (i, stage) in stages.enumerated() {
            if stage.skippedOnReuse, context.reusedFrom != nil { continue }
            report(i + 1, stages.count + later, stage.name)
            try context.cancellation.check(stage.name)
            try cacheErrors { try stage.body(&context) }
        }
        try context.cancellation.check(stages.last?.name ?? "generating")
    }

    /// Why a scan leaves nothing to count: an empty folder, a folder of other files, or a
    /// range without photos, with the year to try taken from the library's own photos.
    public static func nothingToCount(_ scan: ScanReport, stage: String) -> PhotoWrappedError {
        let inventory = scan.inventory
        if let folder = scan.folders.lazy.compactMap({ $0.holdsNothing(stage: stage) }).first { return folder }
        let range = scan.range
        let none = "no photos from \(range.start) to \(range.end)"
        guard let hint = RangeHint(inventory, range: range) else {
            return PhotoWrappedError(.empty, stage: stage, reason: inventory.photos == 0 ? "\(none); the folder holds only videos: --include-videos counts them" : none)
        }
        let years = hint.years.count == 1 ? "\(hint.years.lowerBound)" : "\(hint.years.lowerBound) to \(hint.years.upperBound)"
        return PhotoWrappedError(.empty, stage: stage, reason: "\(none); your photos are from \(years): try --year \(hint.year)")
    }
}
