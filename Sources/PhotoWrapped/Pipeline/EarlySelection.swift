/// The range's counted photos, read from the cache on the other core while the scan walks the
/// folders. On a rerun the walk's stats keep one core busy, and when the library is as the
/// cache has it, what the insights would read after the scan is what the cache holds before
/// it: a regenerate after a hide gains the time of the load. The photos are used only if the
/// scan wrote nothing to the cache while they were read (`AppDatabase.writeCount`).
struct EarlySelection: Sendable {
    /// Above it the rows held beside the walk's file list would raise a large library's peak
    /// memory: at 1,000,000 photos the rows alone are 212 MB (152 bytes and a 60-byte path each).
    static let maxPhotos = 200_000

    let folderSet: FolderSet
    let range: DateRange
    let counted: CountedPhotos
    let writesBefore: Int

    /// Nil when a folder, or the set, was never scanned, when the range holds more than
    /// `maxPhotos`, or when a stop is asked for. A failure is left to the insights, which read
    /// the rows again and report it.
    static func read(_ request: GenerateRequest, database: AppDatabase, cancellation: Cancellation) -> EarlySelection? {
        let range = request.scan.range
        guard let roots = try? LibraryRoot.resolve(request.scan.folders), let set = try? database.knownFolderSet(roots: roots),
              case let writes = database.writeCount(), let count = try? database.photoCount(of: set, in: range),
              count <= maxPhotos, !cancellation.isCancelled,
              let counted = try? CountedPhotos.load(set, in: range, options: request.options.selection, database: database)
        else { return nil }
        return EarlySelection(folderSet: set, range: range, counted: counted, writesBefore: writes)
    }

    /// The counted photos, if `scan` is of the same folders and range and wrote nothing.
    func counted(after scan: ScanReport, database: AppDatabase) -> CountedPhotos? {
        guard scan.folderSet == folderSet, scan.range == range, database.writeCount() == writesBefore else { return nil }
        return counted
    }
}
