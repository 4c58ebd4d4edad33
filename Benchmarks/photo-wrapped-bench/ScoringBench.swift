import Foundation
import Looks
import Model
import Store

/// Photo scoring: what judging one candidate costs, measured in the process on every file of
/// the real-photo library (`make-fixtures real-library`: 1,024-pixel JPEGs, real and junk),
/// decoded and measured on both cores as a pick does; and how many candidates a cold
/// `generate` of the bench library judges, which together give scoring's share of it.
struct ScoringBench {
    let work: URL
    let photoWrapped: String
    let makeFixtures: String
    let runs: Int

    func run(library: URL) throws {
        let real = work.appendingPathComponent("real-library")
        let source = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Tests/Samples/RealPhotos")
        guard Measured.run([makeFixtures, "real-library", source.path, real.path]).status == 0 else { fatalError("make-fixtures real-library failed") }
        let files = try FileManager.default.subpathsOfDirectory(atPath: real.path).filter { $0.lowercased().hasSuffix(".jpg") }.sorted()
        let perPhoto = try (0 ..< runs).map { _ in try judgeAll(files, in: real) }.sorted()[runs / 2] / Double(files.count)

        let cache = work.appendingPathComponent("scoring-cache.sqlite")
        let deck = work.appendingPathComponent("scoring-deck")
        var generates: [Measured] = []
        var judged = 0
        for _ in 0 ..< runs {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: deck)
            let made = Measured.run([photoWrapped, "generate", library.path, "--year", "2025", "--quiet", "--out", deck.path,
                                     "--cache", cache.path, "--settings", work.appendingPathComponent("scoring-settings.json").path])
            guard made.status == 0 else { fatalError("generate failed") }
            generates.append(made)
            judged = try AppDatabase.open(path: cache.path).lookCount()
        }
        let generate = generates.medianSeconds
        print("\nphoto scoring: \(files.count) real photographs and junk, 1,024-pixel JPEGs, median of \(runs) runs")
        print(String(format: "  judging a candidate: %.1f ms (decoded small and measured, both cores)", perPhoto * 1000))
        print(String(format: "  a cold generate judges %d candidates: about %.2f s of its %.2f s at that cost, %.0f%% (at most 25%%)",
                     judged, Double(judged) * perPhoto, generate, 100 * Double(judged) * perPhoto / generate))
    }

    /// Seconds to judge every file, with a cache of its own.
    private func judgeAll(_ files: [String], in folder: URL) throws -> Double {
        let database = try AppDatabase.inMemory()
        let libraryID = try database.libraryID(root: RawPath(folder.path))
        var rows = try files.map { name in
            let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? Int ?? 0
            return AssetRecord(libraryId: libraryID, path: RawPath(name), size: Int64(size), mtimeNs: 1, kind: .jpeg, extractorVersion: 1)
        }
        let first = try database.save(rows, libraryID: libraryID) ?? 1
        for i in rows.indices { rows[i].id = first + Int64(i) }
        let judge = LookJudge(database: database, file: { folder.path + "/" + $0.description })
        let start = DispatchTime.now()
        _ = judge.looks(at: Array(rows.indices), of: rows)
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
