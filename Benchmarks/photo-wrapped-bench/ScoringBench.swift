import Foundation
import GRDB
import Looks
import Model
import Store

/// Photo scoring: what judging one candidate costs, measured in the process on every file of
/// the real-photo library (`make-fixtures real-library`: 1,024-pixel JPEGs, real and junk),
/// decoded and measured on both cores as a pick does; and on the bench's library, the
/// candidates a cold `generate` judged, judged again in the process with a cache of their own:
/// scoring's share of that generate.
struct ScoringBench {
    let work: URL
    let photoWrapped: String
    let makeFixtures: String
    let runs: Int

    /// A file a pick judged: where it is, and what the judge needs of its row.
    struct Candidate {
        let path: String
        let kind: AssetKind
        let size: Int64
        let orientation: Int?
    }

    func run(library: URL) throws {
        let real = work.appendingPathComponent("real-library")
        let source = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Tests/Samples/RealPhotos")
        guard Measured.run([makeFixtures, "real-library", source.path, real.path]).status == 0 else { fatalError("make-fixtures real-library failed") }
        let files = try FileManager.default.subpathsOfDirectory(atPath: real.path).filter { $0.lowercased().hasSuffix(".jpg") }.sorted()
        let realCandidates = files.map { Candidate(path: $0, kind: .jpeg, size: 0, orientation: nil) }
        let perPhoto = try (0 ..< runs).map { _ in try judgeAll(realCandidates, in: real) }.median / Double(files.count)

        let cache = work.appendingPathComponent("scoring-cache.sqlite")
        let deck = work.appendingPathComponent("scoring-deck")
        var generates: [Measured] = []
        var judged: [Candidate] = []
        for _ in 0 ..< runs {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: deck)
            let made = Measured.run([photoWrapped, "generate", library.path, "--year", "2025", "--quiet", "--out", deck.path,
                                     "--cache", cache.path, "--settings", work.appendingPathComponent("scoring-settings.json").path])
            guard made.status == 0 else { fatalError("generate failed") }
            generates.append(made)
            judged = try candidates(judgedIn: cache)
        }
        let generate = generates.medianSeconds
        let judging = try (0 ..< runs).map { _ in try judgeAll(judged, in: library) }.median
        print("\nphoto scoring, median of \(runs) runs")
        print(String(format: "  judging a candidate of the real-photo library (%d 1,024-pixel JPEGs, real and junk): %.1f ms, both cores",
                     files.count, perPhoto * 1000))
        print(String(format: "  a cold generate of the phone mix judged %d candidates: judged again alone, %.2f s of its %.2f s, %.0f%% (at most 25%%)",
                     judged.count, judging, generate, 100 * judging / generate))
    }

    /// The files whose looks a generate measured into `cache`.
    private func candidates(judgedIn cache: URL) throws -> [Candidate] {
        try DatabaseQueue(path: cache.path).read { db in
            try Row.fetchAll(db, sql: "SELECT a.path, a.kind, a.size, a.orientation FROM photoLook l JOIN asset a ON a.id = l.assetId").map { row in
                Candidate(path: String(decoding: row["path"] as Data, as: UTF8.self), kind: AssetKind(rawValue: row["kind"]) ?? .other,
                          size: row["size"], orientation: row["orientation"])
            }
        }
    }

    /// Seconds to judge every file, with a cache of its own.
    private func judgeAll(_ files: [Candidate], in folder: URL) throws -> Double {
        let database = try AppDatabase.inMemory()
        let libraryID = try database.libraryID(root: RawPath(folder.path))
        var rows = files.map { file in
            var row = AssetRecord(libraryId: libraryID, path: RawPath(file.path), size: file.size, mtimeNs: 1, kind: file.kind, extractorVersion: 1)
            row.orientation = file.orientation
            return row
        }
        let first = try database.save(rows, libraryID: libraryID) ?? 1
        for i in rows.indices { rows[i].id = first + Int64(i) }
        let judge = LookJudge(database: database, file: { folder.path + "/" + $0.description })
        let start = DispatchTime.now()
        _ = judge.looks(at: Array(rows.indices), of: rows)
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
