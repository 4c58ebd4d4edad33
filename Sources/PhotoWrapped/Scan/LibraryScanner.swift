import Foundation

/// What to scan and how to date what is found.
public struct ScanRequest: Sendable {
    public var folder: String
    public var range: DateRange
    /// The zone that turns instants (mtime) into wall-clock time when nothing better is known.
    public var timeZone: TimeZone

    public init(folder: String, range: DateRange, timeZone: TimeZone) {
        self.folder = folder
        self.range = range
        self.timeZone = timeZone
    }
}

/// The outcome of a scan: the library's counts and how much work it took.
public struct ScanReport: Sendable {
    public var root: RawPath
    public var libraryID: Int64
    public var range: DateRange
    public var inventory: LibraryInventory
    /// Files opened this run: new, changed, or newly in range and needing tier B.
    public var filesRead: Int
    /// Files whose cached row was used as it was, without opening them.
    public var filesReused: Int
    /// Cached files no longer on disk, dropped from the cache.
    public var filesRemoved: Int
    public var unreadableFolders: [RawPath]
}

/// Stages 1 and 2 of the pipeline. Consumes a folder; produces the library's rows in the
/// cache. Walks with stat only, reuses every cached row whose (path, size, mtime) is
/// unchanged, and opens only new and changed files, plus files that have come into the range
/// without their tier B details.
public struct LibraryScanner: Sendable {
    /// Reads in flight at once. Cold-cache scans are bound by I/O latency: 32 overlapping reads
    /// keep a disk busy where 2 would leave it idle between requests.
    public static let readsInFlight = 32
    /// Rows per transaction: an interrupted scan keeps every batch committed before it.
    public static let batchSize = 2000

    public let database: AppDatabase
    public let fileSystem: any PhotoFileSystem

    public init(database: AppDatabase, fileSystem: any PhotoFileSystem = PosixFileSystem()) {
        self.database = database
        self.fileSystem = fileSystem
    }

    public func scan(_ request: ScanRequest, cancellation: Cancellation = Cancellation(),
                     progress: @escaping @Sendable (ScanProgress) -> Void = { _ in }) throws(PhotoWrappedError) -> ScanReport {
        let root = try LibraryRoot.resolve(request.folder)
        return try cacheErrors {
            let libraryID = try database.libraryID(root: root)
            let walk = LibraryWalker(root: root).walk(progress: { progress(.walking(found: $0)) },
                                                      isCancelled: { cancellation.isCancelled })
            try throwIfCancelled(cancellation)

            var stale = try database.cachedFiles(libraryID: libraryID)
            var toRead: [WalkedFile] = []
            for file in walk.files {
                let cached = stale.removeValue(forKey: file.path)
                if cached.map({ needsReading(file, cached: $0, range: request.range) }) ?? true {
                    toRead.append(file)
                }
            }
            let removed = stale.values.map(\.id)
            try database.save([], removing: removed)

            let inspector = FileInspector(root: root, libraryID: libraryID, range: request.range,
                                          zone: request.timeZone, fileSystem: fileSystem)
            var done = 0
            progress(.reading(done: 0, total: toRead.count))
            try ParallelBatches.run(
                toRead, threads: Self.readsInFlight, batchSize: Self.batchSize,
                makeState: { FileInspector.Buffers() },
                work: { inspector.inspect($0, buffers: $1) },
                isCancelled: { cancellation.isCancelled },
                deliver: { batch in
                    try database.save(batch)
                    done += batch.count
                    progress(.reading(done: done, total: toRead.count))
                })
            try throwIfCancelled(cancellation)
            try database.markScanned(libraryID: libraryID)

            return ScanReport(
                root: root, libraryID: libraryID, range: request.range,
                inventory: try database.inventory(libraryID: libraryID, range: request.range),
                filesRead: toRead.count, filesReused: walk.files.count - toRead.count,
                filesRemoved: removed.count, unreadableFolders: walk.unreadableFolders)
        }
    }

    private func needsReading(_ file: WalkedFile, cached: CachedFile, range: DateRange) -> Bool {
        if cached.size != file.size || cached.mtimeNs != file.mtimeNs { return true }
        if cached.extractorVersion != MetadataReaders.extractorVersion { return true }
        return !cached.detailRead && (cached.localTime.map(range.contains) ?? false)
    }

    private func throwIfCancelled(_ cancellation: Cancellation) throws(PhotoWrappedError) {
        if cancellation.isCancelled {
            throw PhotoWrappedError(.cancelled, stage: "scan", reason: "interrupted; the files read so far are saved")
        }
    }
}

/// Runs cache work, turning database failures into a `PhotoWrappedError` naming the cache.
func cacheErrors<T>(_ body: () throws -> T) throws(PhotoWrappedError) -> T {
    do {
        return try body()
    } catch let error as PhotoWrappedError {
        throw error
    } catch {
        throw PhotoWrappedError(.cache, stage: "cache", reason: String(describing: error))
    }
}
