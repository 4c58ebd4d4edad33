import Model
import Store
import Atlas
import Moments
import Scan
import Insights

/// The range's counted photos, and the insights made of them, worked out from the cache on the
/// other core while the scan walks the folders. On a rerun the walk's stats keep one core
/// busy, and when the library is as the cache has it, what the insights would read after the
/// scan is what the cache holds before it: a regenerate after a hide gains the time of the
/// load and of the insights. They are used only if the scan wrote nothing to the cache
/// meanwhile (`AppDatabase.writeCount`): the names of new places they looked up wait
/// (`PlaceNamer.deferringSaves`), and are saved once the scan has found nothing changed.
struct EarlySelection: Sendable {
    package static let maxPhotos = CountedPhotos.maxKeptPhotos

    package let folderSet: FolderSet
    package let range: DateRange
    package let counted: CountedPhotos
    /// Made with an empty inventory, which the scan fills; nil when a stop was asked for or
    /// they failed (the insights stage makes them again, and reports the failure).
    package let insights: Insights?
    package let namer: PlaceNamer
    let writesBefore: Int

    /// Nil when a folder, or the set, was never scanned, when the cache holds this very run
    /// (reused if the scan finds nothing changed, it needs neither), when the range holds more
    /// than `maxPhotos`, or when a stop is asked for. A failure is left to the insights, which
    /// read the rows again and report it.
    package static func read(_ request: GenerateRequest, database: AppDatabase, namer: PlaceNamer, cancellation: Cancellation) -> EarlySelection? {
        let range = request.scan.range
        let options = request.options.selection
        guard let roots = try? LibraryRoot.resolve(request.scan.folders), let set = try? database.knownFolderSet(roots: roots),
              case let writes = database.writeCount(), !stored(request, set, database), !cancellation.isCancelled,
              let counted = try? counted(set, in: range, options: options, database: database)
        else { return nil }
        let early = namer.deferringSaves()
        let settings = request.settings
        let insights = try? InsightsStage.compute(set, range, counted: counted, database: database, namer: early, options: options,
                                                  hidden: settings.hiddenAreas, renamed: settings.renamedPlaces,
                                                  today: request.options.today, leftOut: settings.leftOutIDs(among: counted, of: set),
                                                  cancellation: cancellation)
        return EarlySelection(folderSet: set, range: range, counted: counted, insights: insights, namer: early, writesBefore: writes)
    }

    /// The photos as the last generate kept them, which needs no count: no more than
    /// `maxPhotos` are kept. Else counted from the rows where the range holds at most
    /// `maxPhotos`; nil where it holds more.
    private static func counted(_ set: FolderSet, in range: DateRange, options: PhotoSelection.Options,
                                database: AppDatabase) throws -> CountedPhotos? {
        if let kept = try CountedPhotos.kept(set, in: range, options: options, database: database) { return kept }
        guard try database.photoCount(of: set, in: range) <= maxPhotos else { return nil }
        return try CountedPhotos.counted(set, in: range, options: options, database: database)
    }

    /// Whether the cache holds the run `request` makes of `set` as the set was last scanned.
    private static func stored(_ request: GenerateRequest, _ set: FolderSet, _ database: AppDatabase) -> Bool {
        guard let fingerprint = try? database.fingerprint(of: set) else { return false }
        return (try? database.hasStoredRun(request.runKey(set, fingerprint: fingerprint))) ?? false
    }

    /// The counted photos and their insights, if `scan` is of the same folders and range and
    /// wrote nothing; the names the insights looked up are saved then.
    package func taken(after scan: ScanReport, database: AppDatabase) throws -> (CountedPhotos, Insights?)? {
        guard scan.folderSet == folderSet, scan.range == range, database.writeCount() == writesBefore else { return nil }
        try namer.saveDeferred()
        guard var insights else { return (counted, nil) }
        insights.inventory = scan.inventory
        return (counted, insights)
    }
}
