import Atlas
import Foundation
import Metadata
import Model
import Moments
import Store
import Synchronization

/// What to scan and how to date what is found.
public struct ScanRequest: Sendable {
    /// One or more folders, read as one library (`FolderSet`).
    public var folders: [String]
    public var range: DateRange
    /// The zone that puts instants (file times, sidecar, video and GPS times) on a clock when
    /// the library cannot say where its person was (`ZoneChoice`).
    public var timeZone: TimeZone
    /// Whether `timeZone` is `--tz` rather than the machine's zone.
    public var timeZoneIsOption: Bool
    /// Whether the range's counted photos (`RangeCounts`) are wanted, as the scan's summary
    /// gives them: a scan of one folder that reads files counts them from the pass it makes
    /// over the rows anyway, and keeps them with the summary.
    public var countsRange = false

    /// Whether each folder's scan counts the range's photos: only a set of one folder keeps
    /// counts of its own (`countsRange`).
    var countsEachFolder: Bool { countsRange && folders.count == 1 }

    public init(folders: [String], range: DateRange, timeZone: TimeZone, timeZoneIsOption: Bool = false) {
        self.folders = folders
        self.range = range
        self.timeZone = timeZone
        self.timeZoneIsOption = timeZoneIsOption
    }

    public init(folder: String, range: DateRange, timeZone: TimeZone, timeZoneIsOption: Bool = false) {
        self.init(folders: [folder], range: range, timeZone: timeZone, timeZoneIsOption: timeZoneIsOption)
    }

    /// The days whose photos get their details (tier B) read: the range, and the
    /// `newPlaceHistoryMonths` before it, whose positions tell whether a place of the range is
    /// new. The deck then depends on the file list alone, never on which ranges ran before.
    public var detailRange: DateRange {
        range.extended(backByMonths: InsightRules.newPlaceHistoryMonths)
    }
}

/// The outcome of one folder's scan: its counts and how much work it took.
public struct FolderScan: Sendable {
    public var root: RawPath
    public var libraryID: Int64
    public var inventory: LibraryInventory
    /// Files opened this run: new, changed, or newly in range and needing tier B.
    public var filesRead: Int
    /// Files whose cached row was used as it was, without opening them.
    public var filesReused: Int
    /// Cached files no longer on disk, dropped from the cache.
    public var filesRemoved: Int
    /// Relative to `root`.
    public var unreadableFolders: [RawPath]

    public init(root: RawPath, libraryID: Int64, inventory: LibraryInventory, filesRead: Int = 0, filesReused: Int = 0,
                filesRemoved: Int = 0, unreadableFolders: [RawPath] = []) {
        self.root = root
        self.libraryID = libraryID
        self.inventory = inventory
        self.filesRead = filesRead
        self.filesReused = filesReused
        self.filesRemoved = filesRemoved
        self.unreadableFolders = unreadableFolders
    }
}

/// The outcome of a scan: the counts of the set's folders, each and together.
public struct ScanReport: Sendable {
    public var folderSet: FolderSet
    /// In the set's order.
    public var folders: [FolderScan]
    public var range: DateRange
    /// Every folder's files together. A photo in two folders is two files here: the counting
    /// rules (`PhotoSelection`) set the second copy aside.
    public var inventory: LibraryInventory

    public init(folderSet: FolderSet, folders: [FolderScan], range: DateRange) {
        self.folderSet = folderSet
        self.folders = folderSet.folders.compactMap { member in folders.first { $0.libraryID == member.libraryID } }
        self.range = range
        inventory = self.folders.reduce(into: LibraryInventory()) { $0.add($1.inventory) }
    }

    /// The key of the set's runs and recorded places; for one folder, its library's id.
    public var libraryID: Int64 { folderSet.id }
    public var filesRead: Int { folders.reduce(0) { $0 + $1.filesRead } }
    public var filesReused: Int { folders.reduce(0) { $0 + $1.filesReused } }
    public var filesRemoved: Int { folders.reduce(0) { $0 + $1.filesRemoved } }
}

/// Stages 1 and 2 of the pipeline. Consumes one or more folders; produces each folder's rows
/// in the cache, each folder its own library. Walks with stat only, reuses every cached row
/// whose (path, size, mtime) is unchanged, and opens only new and changed files, plus files
/// that have come into the range without their tier B details. A first scan opens every file:
/// its walk lists them, and the readers state them as they open them.
public struct LibraryScanner: Sendable {
    /// Readers on a warm local disk, one a core: there every read is a page-cache copy, and the
    /// scan is CPU-bound. Paired scans of warm files were quicker with a reader a core than with
    /// many more: the extra threads only queued for the cores and the work queue's lock.
    public static let readsInFlight = max(2, ProcessInfo.processInfo.activeProcessorCount)
    /// Reads in flight once the walk finds stats slow or a reader finds its reads slow
    /// (`StatPacing`): a NAS, a USB disk, a page-cache-cold disk, where each open and read
    /// waits on the device. Through a mount where every open and read is a round trip, 64 in
    /// flight read a library faster than 32 did.
    public static let readsInFlightOnSlowDisks = 64
    /// The readers that start when the gate (`ThreadGate`) opens, once reads or stats prove
    /// slow; when the reading ends without that, they never start.
    public static let moreReadsOnSlowDisks = max(0, readsInFlightOnSlowDisks - readsInFlight)
    /// Rows per transaction: an interrupted scan keeps every batch committed before it.
    public static let batchSize = 2000
    /// Files a first scan's walk may have found ahead of the readers before it waits for them.
    /// On a warm disk the walk stats files much faster than the readers read them: the walk's
    /// file list, held until read, grew with the library, kept by the walk's thread. On a slow
    /// mount so many files waiting are a long wait of reading.
    public static let walkAhead = 32_768

    public let database: AppDatabase
    public let fileSystem: any PhotoFileSystem
    /// Gives the time zones that put instants on the local clock where a photo has a location.
    public let namer: PlaceNamer
    /// How the walk tells a slow stat; tests move its line to keep the walk from starting the
    /// readers at the gate.
    var walkPacing = StatPacing()
    /// How a reader tells a slow open and first read; tests move its line.
    var readPacing = StatPacing()

    public init(database: AppDatabase, fileSystem: any PhotoFileSystem = PosixFileSystem(), namer: PlaceNamer? = nil) {
        self.database = database
        self.fileSystem = fileSystem
        self.namer = namer ?? PlaceNamer(database: database)
    }

    /// Scans each of the request's folders as its own library, then hashes the files whose
    /// size and capture time match a file in another of them, so that a photo in two folders
    /// counts once. A set of several folders is no set if one of them holds nothing to count:
    /// that is a folder given by mistake (a NAS not mounted), named in the error.
    public func scan(_ request: ScanRequest, cancellation: Cancellation = Cancellation(),
                     progress: @escaping @Sendable (ScanProgress) -> Void = { _ in }) throws(PhotoWrappedError) -> ScanReport {
        let roots = try LibraryRoot.resolve(request.folders)
        return try cacheErrors {
            var folders: [FolderScan] = []
            for root in roots {
                folders.append(try scan(root, request, cancellation: cancellation, progress: progress))
            }
            guard folders.count > 1 else {
                return ScanReport(folderSet: FolderSet(folders: [.init(root: roots[0], libraryID: folders[0].libraryID)],
                                                       id: folders[0].libraryID), folders: folders, range: request.range)
            }
            if let empty = folders.lazy.compactMap({ $0.holdsNothing(stage: "scan") }).first { throw empty }
            let set = FolderSet(folders: folders.map { .init(root: $0.root, libraryID: $0.libraryID) },
                                id: try database.folderSetID(roots: roots))
            try throwIfCancelled(cancellation)
            try DuplicateHasher(database: database, fileSystem: fileSystem, folders: set.folders)
                .hash(isCancelled: { cancellation.isCancelled }, progress: { progress(.hashing(done: $0, total: $1)) })
            try throwIfCancelled(cancellation)
            return ScanReport(folderSet: set, folders: folders, range: request.range)
        }
    }

    /// One folder of the set, as its own library.
    private func scan(_ root: RawPath, _ request: ScanRequest, cancellation: Cancellation,
                      progress: @escaping @Sendable (ScanProgress) -> Void) throws -> FolderScan {
        let libraryID = try database.libraryID(root: root)
        let job = Job(scanner: self, root: root, libraryID: libraryID, request: request,
                      cancellation: cancellation, progress: progress)
        var outcome = try database.hasAssets(libraryID: libraryID) ? try job.rescan() : try job.firstScan()
        ReaderMemory.giveBack()
        let hasher = DuplicateHasher(database: database, fileSystem: fileSystem, folders: [.init(root: root, libraryID: libraryID)])
        let isCancelled: @Sendable () -> Bool = { cancellation.isCancelled }
        // A first scan's candidates among the rows dating will not move are hashed on the
        // other core while dating works on this one, which it does alone.
        var ahead: DuplicateHasher.Ahead?
        if outcome.rows != nil {
            ahead = hasher.ahead(try database.settledCandidates(in: &outcome.rows!), isCancelled: isCancelled,
                                 progress: { progress(.hashing(done: $0, total: $1)) })
        }
        let dating = InstantDating(database: database, namer: namer)
        let zoneKey = InstantDating.zoneKey(request.timeZone, isOption: request.timeZoneIsOption)
        if try !outcome.current || database.instantZone(libraryID: libraryID) != zoneKey {
            try throwIfCancelled(cancellation)
            if outcome.mayHangOnClocks {
                let facts = if let rows = outcome.rows, let home = outcome.home {
                    InstantDating.Facts(clockDated: rows.clockDatedRows, home: { home.home })
                } else {
                    try InstantDating.Facts.read(database, libraryID: libraryID)
                }
                let changes = try dating.run(libraryID: libraryID, facts: facts, fallback: request.timeZone,
                                             fallbackIsOption: request.timeZoneIsOption)
                outcome.rows?.addDated(changes)
            } else {
                try database.saveClockDating([], libraryID: libraryID, zoneKey: zoneKey)
            }
        }
        let inventory: LibraryInventory
        if outcome.current {
            inventory = try database.inventory(libraryID: libraryID, range: request.range)
        } else {
            // The scan is complete only once these are done too: until it is marked so, the
            // next run, after a crash or Ctrl-C, does them again. The hashes change none of
            // the inventory's counts, so one pass finds both the inventory and the files to
            // hash, and the inventory is kept once they are taken (taking one drops the
            // summary kept before).
            try throwIfCancelled(cancellation)
            // Taken out of the outcome: rows it still held would be copied whole when the pass
            // sorts their keys and the hashes are written in (the peak memory of a large
            // first scan).
            var pass = if let rows = outcome.rows.take() {
                try database.libraryPass(of: consume rows)
            } else {
                try database.libraryPass(libraryID: libraryID, range: request.range, counting: request.countsEachFolder)
            }
            let hashes = if let ahead {
                ahead.digests(of: pass.candidates, isCancelled: isCancelled, progress: { progress(.hashing(done: $0, total: $1)) })
            } else {
                hasher.digests(pass.candidates, isCancelled: isCancelled, progress: { progress(.hashing(done: $0, total: $1)) })
            }
            inventory = pass.inventory
            try throwIfCancelled(cancellation)
            let (database, fingerprint, range) = (database, outcome.walk.fingerprint, request.range)
            @Sendable func finish(emptyingLog: Bool) throws {
                try database.setHeadHashes(hashes)
                try database.markScanned(libraryID: libraryID, fingerprint: fingerprint)
                try database.store(inventory, libraryID: libraryID, range: range)
                if emptyingLog { try database.checkpoint(emptyingLog: true) }
            }
            // Taken out of the pass: a copy the pass still held would be copied whole when the
            // hashes are written in.
            if var counted = pass.counted.take() {
                // The counting takes one core: the hashes, the scan's mark and the inventory are
                // written on the other meanwhile, and the scan's writes copied into the cache's file.
                let byID = Dictionary(uniqueKeysWithValues: hashes)
                let (counts, _) = try Concurrently.both({ () throws -> RangeCounts in
                    RangeCounts(counting: counted.takeFiles(hashed: byID))
                }, { try finish(emptyingLog: true) })
                try database.store(counts, libraryID: libraryID, range: range)
            } else {
                try finish(emptyingLog: false)
            }
        }
        return FolderScan(
            root: root, libraryID: libraryID, inventory: inventory,
            filesRead: outcome.read, filesReused: inventory.filesSeen - outcome.read,
            filesRemoved: outcome.removed, unreadableFolders: outcome.walk.unreadableFolders)
    }

    /// One scan of one library.
    private struct Job {
        let scanner: LibraryScanner
        let root: RawPath
        let libraryID: Int64
        let request: ScanRequest
        let cancellation: Cancellation
        let progress: @Sendable (ScanProgress) -> Void

        struct Outcome {
            var walk: LibraryWalker.Result
            var read = 0
            var removed = 0
            /// The cache already held everything: the file list is the last complete scan's.
            var current = false
            /// Some row of the library may be dated on a clock (`AppDatabase.clockDatedRows`).
            /// Only a first scan knows otherwise, from the rows it wrote: the library has no other.
            var mayHangOnClocks = true
            /// A first scan's rows, counted as they were committed (`PassRows`), when every one
            /// made a new row: once dated, they are the library's rows as the scan leaves them. A
            /// first scan that counts them so, instead of reading them back, is quicker.
            var rows: PassRows?
            /// Home's squares among a first scan's rows (`HomeSquares`), gathered beside `rows`.
            var home: HomeSquares?
        }

        /// A library seen for the first time: every file is new, so reading starts on each
        /// folder as soon as the walk has listed it. On a cold disk the walk's stats and the
        /// readers' reads overlap instead of queueing one behind the other. The readers open
        /// every file, so they state the regular files too (`LibraryWalker.leavesFilesUnstated`),
        /// and the file list's fingerprint is made from the rows as they are committed.
        func firstScan() throws -> Outcome {
            let queue = WorkQueue<WalkedFile>()
            let walked = WalkOutcome()
            let more = ThreadGate(count: LibraryScanner.moreReadsOnSlowDisks)
            let walker = LibraryWalker(root: root, pacing: scanner.walkPacing, onSlowStats: { more.open() }, leavesFilesUnstated: true)
            let cancellation = cancellation
            let thread = Thread {
                let result = walker.walk(found: { files in
                    queue.push(files)
                    queue.waitForRoom(below: LibraryScanner.walkAhead, isCancelled: { cancellation.isCancelled })
                }, isCancelled: { cancellation.isCancelled })
                walked.result.withLock { $0 = result }
                queue.close()
            }
            thread.start()
            var fingerprint = FileListFingerprint()
            var mayHangOnClocks = false
            var rows: PassRows? = PassRows(range: request.range, counting: request.countsEachFolder)
            var home: HomeSquares? = HomeSquares()
            let filesRead = try read(queue, more: more) { records, firstID in
                guard !records.isEmpty else { return }
                for i in records.indices {
                    fingerprint.add(path: records[i].path.bytes, size: records[i].size, mtimeNs: records[i].mtimeNs)
                    mayHangOnClocks = mayHangOnClocks || records[i].mayHangOnClock
                }
                home?.add(records)
                if let firstID { rows?.add(records, firstID: firstID) } else { (rows, home) = (nil, nil) }
            }
            var walk = walked.result.withLock { $0 } ?? LibraryWalker.Result()
            walk.fingerprint = fingerprint
            return Outcome(walk: walk, read: filesRead, mayHangOnClocks: mayHangOnClocks, rows: rows, home: home)
        }

        /// A library scanned before: walk first. When the file list is the one the last
        /// complete scan saw, the cache already holds everything and no file is opened.
        /// Otherwise only new and changed files are read, plus those that came into the range
        /// without their tier B details; rows of deleted files are dropped.
        func rescan() throws -> Outcome {
            var files: [WalkedFile] = []
            let more = ThreadGate(count: LibraryScanner.moreReadsOnSlowDisks)
            let walk = LibraryWalker(root: root, pacing: scanner.walkPacing, onSlowStats: { more.open() }).walk(found: { found in
                files.append(contentsOf: found)
                progress(.walking(found: files.count))
            }, isCancelled: { cancellation.isCancelled })
            try scanner.throwIfCancelled(cancellation)
            let database = scanner.database
            if try database.isCurrent(libraryID: libraryID, fingerprint: walk.fingerprint, range: request.detailRange) {
                return Outcome(walk: walk, current: true)
            }
            var stale = try database.cachedFiles(libraryID: libraryID)
            var toRead: [WalkedFile] = []
            for file in files {
                let cached = stale.removeValue(forKey: file.path)
                if cached.map({ scanner.needsReading(file, cached: $0, range: request.detailRange) }) ?? true {
                    toRead.append(file)
                }
            }
            let removed = stale.values.map(\.id)
            try database.save([], removing: removed, libraryID: libraryID)
            let queue = WorkQueue<WalkedFile>()
            queue.push(toRead)
            queue.close()
            return Outcome(walk: walk, read: try read(queue, more: more), removed: removed.count)
        }

        /// Reads the queued files on many threads, committing a batch at a time, and hands each
        /// batch to `committed` once it is, with its first row's id when all are new rows
        /// (`AppDatabase.save`). Returns how many of the files read count among the files seen:
        /// not our own exports, which the inventory leaves out, nor files gone before they were
        /// read, so that the files read and reused add up to the files seen.
        private func read(_ queue: WorkQueue<WalkedFile>, more: ThreadGate,
                          committed: ([AssetRecord], Int64?) -> Void = { _, _ in }) throws -> Int {
            let inspector = FileInspector(root: root, libraryID: libraryID, detailRange: request.detailRange,
                                          zone: request.timeZone, zoneIsOption: request.timeZoneIsOption,
                                          now: Int64(Date().timeIntervalSince1970), fileSystem: scanner.fileSystem)
            var done = 0, seen = 0
            let cancellation = cancellation
            func report() {
                let (found, closed) = queue.progress
                progress(.reading(done: done, total: closed ? found : nil, found: found))
            }
            report()
            // A rescan that found nothing to read starts no reader.
            if queue.progress != (0, true) {
                try ReaderMemory.whileReading {
                    try ParallelBatches.run(
                        from: queue, threads: LibraryScanner.readsInFlight, more: more, batchSize: LibraryScanner.batchSize,
                        makeState: { FileInspector.Buffers(pacing: scanner.readPacing) },
                        work: { file, buffers in
                            let record = inspector.inspect(file, buffers: buffers)
                            if buffers.pacing.isSlowThroughout { more.open() }
                            return record
                        },
                        isCancelled: { cancellation.isCancelled },
                        deliver: { batch in
                            let records = batch.compactMap(\.self)
                            committed(records, try scanner.database.save(records, libraryID: libraryID))
                            seen += records.count { $0.kind != .export }
                            done += batch.count
                            report()
                        })
                }
            }
            try scanner.throwIfCancelled(cancellation)
            return seen
        }
    }

    /// The walk's result, handed from the walking thread to the scan.
    private final class WalkOutcome: Sendable {
        let result = Mutex<LibraryWalker.Result?>(nil)
    }

    fileprivate func needsReading(_ file: WalkedFile, cached: CachedFile, range: DateRange) -> Bool {
        guard let status = file.status else { return true }
        if cached.size != status.size || cached.mtimeNs != status.mtimeNs || cached.sidecarMtimeNs != file.sidecar?.mtimeNs { return true }
        if cached.extractorVersion != MetadataReaders.extractorVersion { return true }
        return !cached.detailRead && (cached.localTime.map(range.contains) ?? false)
    }

    fileprivate func throwIfCancelled(_ cancellation: Cancellation) throws(PhotoWrappedError) {
        try cancellation.check("scanning", saved: "the files read so far are saved")
    }
}

/// Runs cache work, turning database failures into a `PhotoWrappedError` naming the cache.
package func cacheErrors<T>(_ body: () throws -> T) throws(PhotoWrappedError) -> T {
    do {
        return try body()
    } catch let error as PhotoWrappedError {
        throw error
    } catch where CacheCheck.isDamage(error) {
        throw PhotoWrappedError(.cache, stage: PhotoWrappedError.damagedCacheStage, reason: CacheCheck.describe(error))
    } catch {
        throw PhotoWrappedError(.cache, stage: "cache", reason: String(describing: error))
    }
}
