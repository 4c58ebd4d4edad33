import Foundation
import GRDB

/// The cache: one SQLite database holding every library scanned on this machine, what was
/// derived from each file, and (in later migrations) places and runs.
///
/// Migrations are named and append-only: never edit one that has shipped; add the next.
public struct AppDatabase: Sendable {
    package let writer: any DatabaseWriter
    /// Held while this value lives: no other run uses the cache meanwhile.
    private let lock: CacheLock?

    public init(_ writer: any DatabaseWriter) throws {
        try self.init(writer, lock: nil)
    }

    private init(_ writer: any DatabaseWriter, lock: CacheLock?) throws {
        self.writer = writer
        self.lock = lock
        try Self.migrator.migrate(writer)
    }

    /// The on-disk cache (WAL mode, through a pool), creating its folder when needed. When
    /// another run has it open, calls `whileWaiting` and waits for that run to end. A cache that
    /// is damaged, is not a photo-wrapped cache, or comes from a newer version is moved aside,
    /// reported to `rebuilt`, and replaced by a fresh one: it holds nothing that cannot be read
    /// again from the photos.
    public static func open(path: String, whileWaiting: () -> Void = {},
                            rebuilt: (CacheRebuild) -> Void = { _ in }) throws(StoreError) -> AppDatabase {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: folder, reason: "cannot create the folder")
        }
        guard access(folder, W_OK) == 0 else { throw .unwritable(path: folder, reason: "the folder is not writable") }
        let lock = try CacheLock(databasePath: path, whileWaiting: whileWaiting)
        do {
            return try openChecked(path: path, lock: lock)
        } catch {
            switch error {
            case let .store(error): throw error
            case let .damaged(reason): rebuilt(try CacheRebuild.moveAside(path, reason: reason))
            }
        }
        do {
            return try openChecked(path: path, lock: lock)
        } catch {
            switch error {
            case let .store(error): throw error
            case let .damaged(reason): throw .unwritable(path: path, reason: "a fresh cache \(reason) too")
            }
        }
    }

    /// Moves aside a cache found damaged while in use (`CacheCheck.isDamage`), once it is no
    /// longer open, so that the next open starts a fresh one.
    public static func moveAside(path: String, reason: String) throws(StoreError) -> CacheRebuild {
        let lock = try CacheLock(databasePath: path, whileWaiting: {})
        return try withExtendedLifetime(lock) { () throws(StoreError) -> CacheRebuild in
            try CacheRebuild.moveAside(path, reason: reason)
        }
    }

    /// Checks the file (`CacheCheck`), then opens it through a pool and migrates it.
    private static func openChecked(path: String, lock: CacheLock) throws(CacheCheck.Failure) -> AppDatabase {
        try CacheCheck.inspect(path: path, migrator: migrator)
        var configuration = Configuration()
        configuration.busyMode = .timeout(60)
        configuration.label = "photo-wrapped"
        configuration.prepareDatabase { db in
            // WAL with NORMAL sync cannot corrupt the cache; a power cut loses at most the last batch.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // Each multi-row upsert in a scan's transaction keeps a statement journal; on disk,
            // SQLite spills it to /var/tmp past 64 KiB (51,000 page writes in a first scan of
            // 50,000 files). In memory it holds at most the pages one statement changes. Only
            // on the writing connection: a reader's sort (the skipped files by path) would hold
            // a large library's whole sort in memory.
            if !db.configuration.readonly {
                try db.execute(sql: "PRAGMA temp_store = MEMORY")
            }
        }
        do {
            return try AppDatabase(DatabasePool(path: path, configuration: configuration), lock: lock)
        } catch {
            throw CacheCheck.failure(error, path: path)
        }
    }

    /// SQL for the time now, as GRDB stores a `Date` (UTC, to the millisecond): made through
    /// Foundation, the first one built an ICU date formatter, a cost on a first scan.
    package static let now = "strftime('%Y-%m-%d %H:%M:%f', 'now')"

    /// A private in-memory database, for tests.
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue())
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: libraries and assets") { db in
            try db.create(table: "library") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("root", .blob).notNull().unique()
                t.column("createdAt", .datetime).notNull()
                t.column("lastScannedAt", .datetime)
                // The walk's fingerprint and the extractor version of the last complete scan.
                t.column("scannedFingerprint", .text)
                t.column("scannedExtractorVersion", .integer)
            }
            try db.create(table: "asset") { t in
                t.autoIncrementedPrimaryKey("id")
                // No index of its own: the unique key (libraryId, path) serves lookups by library.
                t.column("libraryId", .integer).notNull().references("library", onDelete: .cascade)
                t.column("path", .blob).notNull()
                t.column("size", .integer).notNull()
                t.column("mtimeNs", .integer).notNull()
                t.column("kind", .text).notNull()
                t.column("problem", .text)
                t.column("localTime", .integer)
                t.column("utcOffset", .integer)
                t.column("subsecondMillis", .integer)
                t.column("timeSource", .text)
                t.column("latitude", .double)
                t.column("longitude", .double)
                t.column("width", .integer)
                t.column("height", .integer)
                t.column("orientation", .integer)
                t.column("make", .text)
                t.column("model", .text)
                t.column("isScreenshot", .boolean).notNull().defaults(to: false)
                t.column("detailRead", .boolean).notNull()
                t.column("extractorVersion", .integer).notNull()
                t.uniqueKey(["libraryId", "path"])
            }
            // A library's scan summary per range, dropped whenever its assets change.
            // `libraryId` spelled out: `belongsTo` made the same column and index, but named it
            // through GRDB's inflections, whose regular expressions cost every run.
            try db.create(table: "scanSummary") { t in
                t.column("libraryId", .integer).notNull().indexed().references("library", onDelete: .cascade)
                t.column("rangeStart", .text).notNull()
                t.column("rangeEnd", .text).notNull()
                t.column("inventory", .blob).notNull()
                t.primaryKey(["libraryId", "rangeStart", "rangeEnd"])
            }
            // Small: only rows still waiting for their tier B read.
            try db.create(index: "asset_awaiting_details", on: "asset", columns: ["libraryId", "localTime"],
                          condition: Column("detailRead") == false)
        }
        migrator.registerMigration("v2: places, hidden areas and the geocode cache") { db in
            // The places last computed for each library and range: what `hide` resolves ids
            // and labels against. Replaced whenever places are computed again.
            try db.create(table: "placeCluster") { t in
                t.column("libraryId", .integer).notNull().references("library", onDelete: .cascade)
                t.column("rangeStart", .text).notNull()
                t.column("rangeEnd", .text).notNull()
                t.column("placeId", .text).notNull()
                t.column("rank", .integer)
                t.column("label", .text).notNull()
                t.column("latitude", .double).notNull()
                t.column("longitude", .double).notNull()
                t.column("radiusMeters", .double).notNull()
                t.column("photoCount", .integer).notNull()
                t.column("distinctDays", .integer).notNull()
                t.column("firstVisit", .text).notNull()
                t.column("lastVisit", .text).notNull()
                t.column("isHome", .boolean).notNull()
                t.column("isHidden", .boolean).notNull()
                t.primaryKey(["libraryId", "rangeStart", "rangeEnd", "placeId"])
            }
            // A hidden place is an area, not a row: it outlives runs, ranges and rescans.
            try db.create(table: "hiddenArea") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("placeId", .text).notNull()
                t.column("label", .text).notNull()
                t.column("latitude", .double).notNull()
                t.column("longitude", .double).notNull()
                t.column("radiusMeters", .double).notNull()
                t.column("createdAt", .datetime).notNull()
            }
            // Labels by position rounded to `GeocodeCache.keyDecimals`.
            try db.create(table: "geocodeCache") { t in
                t.primaryKey("key", .text)
                t.column("name", .blob).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v3: runs and cards") { db in
            // One generated deck (spec §9 WrappedRun), found again by its key (spec §15).
            try db.create(table: "run") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("libraryId", .integer).notNull().references("library", onDelete: .cascade)
                t.column("rangeStart", .text).notNull()
                t.column("rangeEnd", .text).notNull()
                t.column("filtersHash", .text).notNull()
                t.column("algorithmVersion", .integer).notNull()
                t.column("fingerprint", .text).notNull()
                t.column("totalPhotos", .integer).notNull()
                t.column("withLocation", .integer).notNull()
                t.column("locationCoveragePct", .double).notNull()
                t.column("document", .blob).notNull()
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(index: "run_on_key", on: "run", columns: ["libraryId", "rangeStart", "rangeEnd", "filtersHash"])
            // The run's cards (spec §9 CardModel), in render order; dropped in v13.
            try db.create(table: "card") { t in
                t.column("runId", .integer).notNull().indexed().references("run", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("type", .text).notNull()
                t.column("title", .text).notNull()
                t.column("altText", .text).notNull()
                t.column("payload", .blob).notNull()
                t.primaryKey(["runId", "position"])
            }
        }
        migrator.registerMigration("v4: sidecars and duplicate hashes") { db in
            try db.alter(table: "asset") { t in
                t.add(column: "sidecarMtimeNs", .integer)
                t.add(column: "headHash", .text)
            }
        }
        migrator.registerMigration("v5: the zone of unlocated instants") { db in
            // The zone the library's unlocated file times, Takeout times and video times are on
            // (`--tz`, else the machine's). Null in caches from before it was recorded.
            try db.alter(table: "library") { t in
                t.add(column: "instantZone", .text)
            }
        }
        migrator.registerMigration("v6: how much of a time is known, on which clock, and EXIF left unread") { db in
            // Rows from before are read again (extractor version 3), which fills these in.
            try db.alter(table: "asset") { t in
                t.add(column: "precision", .text)
                t.add(column: "lastEditTime", .integer)
                t.add(column: "zoneSource", .text)
                t.add(column: "exifUnread", .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("v7: GPS altitude and speed, which tell photos taken in the air") { db in
            // Metres above sea level and km/h, as read with the location. Rows from before are
            // read again (extractor version 4), which fills these in.
            try db.alter(table: "asset") { t in
                t.add(column: "gpsAltitude", .double)
                t.add(column: "gpsSpeed", .double)
            }
        }
        migrator.registerMigration("v8: every spelling of a recorded place") { db in
            // The forms of a place's name that `hide` and `rename` match words against (Latin,
            // ASCII, native script, exonyms, both languages' labels, the person's own name), as
            // a JSON array: matching needs no geocoder. Null for rows recorded before.
            try db.alter(table: "placeCluster") { t in
                t.add(column: "spellings", .text)
            }
            // Runs stored before `generate` recorded its places: reusing one would leave the
            // places of its deck unknown to `hide`. A run is only a cache of the photos' data.
            // Migrations run with foreign keys off, so the cards go first: no cascade would.
            try db.execute(sql: "DELETE FROM card")
            try db.execute(sql: "DELETE FROM run")
        }
        migrator.registerMigration("v9: place names with nearby areas, centres and Spanish exonyms") { db in
            // Names cached before lack what listings tell places apart by: named again on demand.
            try db.execute(sql: "DELETE FROM geocodeCache")
        }
        migrator.registerMigration("v10: duplicates told by head, tail and middle") { db in
            // Hashes of the first 64 KiB alone merged files that differ past it: hashed again.
            try db.execute(sql: "UPDATE asset SET headHash = NULL")
        }
        migrator.registerMigration("v11: the scan summary's counted photos") { db in
            // `RangeCounts` as JSON, kept with the range's inventory: a rerun that changed
            // nothing reports them without loading every photo of the range. Null until made.
            try db.alter(table: "scanSummary") { t in
                t.add(column: "counting", .blob)
            }
        }
        migrator.registerMigration("v12: place names cached as separated fields") { db in
            // Names cached as JSON would read as misses one by one: named again on demand.
            try db.execute(sql: "DELETE FROM geocodeCache")
        }
        migrator.registerMigration("v13: a run's cards kept only in its document") { db in
            // Each card was written a second time, as a row of its own, and never read.
            try db.drop(table: "card")
        }
        migrator.registerMigration("v14: the range's counted photos kept with its summary") { db in
            // `SelectionSnapshot`, made by a generate that counted the photos from their rows,
            // and dropped with the summary by every write to the library's assets (a migration
            // that changes assets must drop it too). Null until made.
            try db.alter(table: "scanSummary") { t in
                t.add(column: "countedPhotos", .blob)
            }
        }
        migrator.registerMigration("v15: what pairs a phone's files into one moment") { db in
            // Apple's Live Photo content identifier and burst identifier, and a video's length.
            // Rows from before are read again (extractor version 5), which fills these in; the
            // kept counted photos lack them, and go.
            try db.alter(table: "asset") { t in
                t.add(column: "contentID", .text)
                t.add(column: "burstID", .text)
                t.add(column: "durationMs", .integer)
            }
            try db.execute(sql: "UPDATE scanSummary SET countedPhotos = NULL")
        }
        migrator.registerMigration("v16: how each photo a card might show looks") { db in
            // Figures measured from a small decode (`PhotoLook`), never pixels; kept for the
            // file of this size and time, and gone with its asset.
            try db.create(table: "photoLook") { t in
                t.primaryKey("assetId", .integer).references("asset", onDelete: .cascade)
                t.column("size", .integer).notNull()
                t.column("mtimeNs", .integer).notNull()
                t.column("version", .integer).notNull()
                t.column("figures", .blob).notNull()
            }
        }
        migrator.registerMigration("v17: what a run's decisions kept off its cards") { db in
            // The hidden areas and left-out photos of the run, one a line (`RunKey.exclusions`):
            // a later deck of the same files that keeps off at least these needs no new looks.
            try db.alter(table: "run") { t in
                t.add(column: "exclusions", .text)
            }
        }
        return migrator
    }
}

/// Failures of the cache itself, each naming the path involved.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unwritable(path, reason):
            "cannot use the cache at \(path): \(reason); choose another place with --cache PATH"
        }
    }
}
