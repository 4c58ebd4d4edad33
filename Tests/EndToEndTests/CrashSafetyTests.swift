import Foundation
import GRDB
import TestScratch
import Testing

/// A scan killed at any moment leaves a sound cache, and the next run ends where an
/// uninterrupted one would have.
@Suite("Killed and interrupted runs, end to end", .serialized)
struct CrashSafetyTests {
    /// 30,000 tiny camera JPEGs from make-fixtures: a scan long enough to kill in the middle
    /// of reading and committing.
    struct BigLibrary {
        static let files = 30_000
        let folder: URL

        static let shared: BigLibrary? = try? BigLibrary()

        init() throws {
            folder = try Scratch.folder("big").appendingPathComponent("library")
            let process = try Process.run(PhotoWrappedBinary.product("make-fixtures"),
                                          arguments: ["bench", folder.path, "--count", String(Self.files)])
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        func scan(cache: URL) -> [String] {
            ["scan", folder.path, "--year", "2025", "--tz", "Europe/London", "--cache", cache.path, "--json", "--quiet"]
        }

        /// What a finished run knows: the scan's counts (less its own work) and every cached row.
        func results(cache: URL) throws -> String {
            let scan = try PhotoWrappedBinary.run(scan(cache: cache))
            guard scan.status == 0 else { return "scan failed: \(scan.stderr)" }
            var counts = try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any] ?? [:]
            for key in ["filesRead", "filesReused", "filesRemoved"] { counts[key] = nil }
            let summary = String(decoding: try JSONSerialization.data(withJSONObject: counts, options: .sortedKeys), as: UTF8.self)
            let rows = try CrashSafetyTests.open(cache).read { db in
                try Row.fetchAll(db, sql: """
                    SELECT path, size, mtimeNs, kind, problem, localTime, utcOffset, subsecondMillis, timeSource, latitude,
                           longitude, width, height, orientation, make, model, isScreenshot, detailRead, headHash
                    FROM asset ORDER BY path
                    """).map(\.description)
            }
            return ([summary] + rows).joined(separator: "\n")
        }
    }

    static func open(_ cache: URL) throws -> DatabaseQueue {
        try DatabaseQueue(path: cache.appendingPathComponent("cache.sqlite").path)
    }

    /// Rows committed so far; 0 before the cache exists.
    static func rows(_ cache: URL) throws -> Int {
        guard FileManager.default.fileExists(atPath: cache.appendingPathComponent("cache.sqlite").path) else { return 0 }
        return (try? open(cache).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM asset") }) ?? 0
    }

    static func integrity(_ cache: URL) throws -> String {
        try open(cache).read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } ?? "no answer"
    }

    static func seconds(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now()
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    @Test("SIGKILL at random moments until seven land mid-scan: the cache is sound, and a rerun ends as an uninterrupted run did")
    func killed() throws {
        let library = try #require(BigLibrary.shared)
        let reference = try Scratch.folder("reference")
        var status: Int32 = -1
        let first = try Self.seconds { status = try PhotoWrappedBinary.run(library.scan(cache: reference)).status }
        #expect(status == 0)
        let expected = try library.results(cache: reference)
        #expect(expected.split(separator: "\n").count == BigLibrary.files + 1)
        // The kills fall within the quicker of two cold scans: on a machine busy with other tests,
        // one slow reference run would put most of them after a later run has ended. When the
        // other tests ease off, later scans are quicker still: a kill that lands after the scan
        // has ended tests nothing, and the kills after it aim within the time that scan took.
        let second = try Self.seconds { _ = try PhotoWrappedBinary.run(library.scan(cache: try Scratch.folder("timing"))) }
        var window = min(first, second)

        var (interrupted, kills) = (0, 0)
        while interrupted < 7, kills < 20 {
            kills += 1
            let cache = try Scratch.folder("killed")
            let moment = Double.random(in: 0.02 ... max(0.03, window * 0.75))
            let running = try PhotoWrappedBinary.start(library.scan(cache: cache))
            Thread.sleep(forTimeInterval: moment)
            running.signal(SIGKILL)
            let at = String(format: "kill %d at %.3f s of %.3f s", kills, moment, window)
            if try running.wait().signalled { interrupted += 1 } else { window = moment }
            #expect(try Self.integrity(cache) == "ok", "\(at)")
            #expect(try library.results(cache: cache) == expected, "\(at)")
        }
        #expect(interrupted >= 7, "only \(interrupted) of \(kills) kills landed before the scan ended (\(window) s)")
    }

    @Test("Ctrl-C stops the scan cleanly with exit 130, keeping the work already saved")
    func interrupted() throws {
        let library = try #require(BigLibrary.shared)
        let reference = try Scratch.folder("reference")
        _ = try PhotoWrappedBinary.run(library.scan(cache: reference))
        let expected = try library.results(cache: reference)

        // Signalled once the first batch of rows is committed: in the middle of reading. On a
        // machine busy with other tests the signal can land after the last batch (the scan then
        // stops in its later steps with every row kept), or after the scan has ended: such an
        // attempt tests nothing, and another is made, up to five.
        var kept = BigLibrary.files
        for _ in 1 ... 5 where kept == BigLibrary.files {
            let cache = try Scratch.folder("interrupted")
            let running = try PhotoWrappedBinary.start(library.scan(cache: cache))
            let deadline = Date().addingTimeInterval(300)
            while Date() < deadline, running.process.isRunning, try Self.rows(cache) == 0 {
                Thread.sleep(forTimeInterval: 0.01)
            }
            running.signal(SIGINT)
            let outcome = try running.wait()
            #expect(try Self.integrity(cache) == "ok")
            kept = try Self.open(cache).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM asset") } ?? 0
            #expect(try library.results(cache: cache) == expected)
            guard kept < BigLibrary.files else { continue }
            #expect(outcome.status == 130, "\(outcome.stderr)")
            #expect(!outcome.signalled)
            #expect(outcome.firstErrorLine == "photo-wrapped: interrupted while scanning; the files read so far are saved")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
        }
        #expect(kept > 0 && kept < BigLibrary.files, "\(kept) rows kept")
    }
}
