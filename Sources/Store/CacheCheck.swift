import Foundation
import GRDB
import Model

/// What opening the cache checks before trusting it, in a few milliseconds even for 500,000
/// photos: an SQLite header, a schema SQLite can read, migrations this build knows (none from a
/// newer version), and `PRAGMA quick_check` of every table but the `walked` ones, which hold
/// nearly all of the file: of those only the b-trees are walked (`count(*)`). Damage that only
/// a full read would find surfaces later as `SQLITE_CORRUPT`, which `isDamage` recognises.
public enum CacheCheck {
    package enum Failure: Error {
        /// Not a cache this build can use: moved aside and rebuilt.
        case damaged(reason: String)
        case store(StoreError)
    }

    /// The first 16 bytes of every SQLite database.
    package static let header = Array("SQLite format 3\0".utf8)

    /// Tables whose b-trees are walked rather than checked page by page: `asset` (a
    /// `quick_check` of it takes several times as long as a walk), and the two whose rows are
    /// large blobs in overflow pages, the stored runs' documents and the kept photos of
    /// `scanSummary`: checking them page by page was much of the check before every regenerate.
    package static let walked: Set<String> = ["asset", "run", "scanSummary"]

    /// Inspects the file through a plain connection, which leaves another program's database
    /// exactly as it was (a pool would switch it to WAL).
    package static func inspect(path: String, migrator: DatabaseMigrator) throws(Failure) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        let start = Array((try? handle.read(upToCount: header.count)) ?? Data())
        try? handle.close()
        if start.isEmpty { return }
        guard start == header else { throw .damaged(reason: "is not an SQLite database") }
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(60)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            if let reason = try queue.read({ db in try damage(in: db, migrator: migrator) }) {
                throw Failure.damaged(reason: reason)
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Self.failure(error, path: path)
        }
    }

    /// Why the open database is not a sound photo-wrapped cache, or nil when it is one (or empty).
    static func damage(in db: Database, migrator: DatabaseMigrator) throws -> String? {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        if tables.isEmpty { return nil }
        guard tables.contains("grdb_migrations"), !(try migrator.appliedIdentifiers(db).isEmpty) else {
            return "is not a photo-wrapped cache"
        }
        if try migrator.hasBeenSuperseded(db) { return "was written by a newer photo-wrapped" }
        for table in tables where !walked.contains(table) {
            let problems = try String.fetchCursor(db, sql: "PRAGMA quick_check(\(table.quotedDatabaseIdentifier))")
            // SQLite may report a bad page in the first row and fail on the next: the row is the reason.
            if let problem = try problems.next(), problem != "ok" { return "is damaged (\(oneLine(problem)))" }
        }
        for table in tables where walked.contains(table) {
            let name = table.quotedDatabaseIdentifier
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(name) NOT INDEXED")
            // A partial index serves only queries that repeat its condition.
            let indexes = try Row.fetchAll(db, sql: "PRAGMA index_list(\(name))").filter { $0["partial"] == 0 }.map { $0["name"] as String }
            for index in indexes {
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(name) INDEXED BY \(index.quotedDatabaseIdentifier)")
            }
        }
        return nil
    }

    /// A `quick_check` report on one line, without its "*** in database main ***" heading.
    package static func oneLine(_ problem: String) -> String {
        problem.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !($0.hasPrefix("***") && $0.hasSuffix("***")) }
            .joined(separator: "; ")
    }

    /// A failure to open or use the cache: damage when SQLite says the file is not a database
    /// or is malformed, else trouble with the place (permissions, a full disk).
    package static func failure(_ error: any Error, path: String) -> Failure {
        if isDamage(error) { return .damaged(reason: "is damaged (\(describe(error)))") }
        return .store(.unwritable(path: path, reason: describe(error)))
    }

    /// Whether `error` says the cache is damaged: SQLite found it malformed or not a database,
    /// here or in a `PhotoWrappedError` made of such an error.
    public static func isDamage(_ error: any Error) -> Bool {
        if let error = error as? PhotoWrappedError { return error.stage == PhotoWrappedError.damagedCacheStage }
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    /// SQLite's words ("database disk image is malformed"), without the error code.
    public static func describe(_ error: any Error) -> String {
        (error as? PhotoWrappedError)?.reason ?? (error as? DatabaseError)?.message ?? String(describing: error)
    }
}
