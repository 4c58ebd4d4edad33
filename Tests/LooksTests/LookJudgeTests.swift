import Foundation
import TestScratch
import Testing
@testable import Looks
@testable import Model
@testable import Places
@testable import Store

@Suite("The judge: looks measured once, kept in the cache")
struct LookJudgeTests {
    /// Four real photographs and a file that is not one, as rows of a library in a new cache.
    static func library() throws -> (database: AppDatabase, rows: [AssetRecord], folder: URL) {
        let folder = try Scratch.folder()
        let names = RealPhoto.of("good").prefix(4).map(\.path)
        for name in names {
            try FileManager.default.copyItem(at: RealPhoto.folder.appendingPathComponent(name),
                                             to: folder.appendingPathComponent((name as NSString).lastPathComponent))
        }
        try Data("not a photo".utf8).write(to: folder.appendingPathComponent("broken.jpg"))
        let database = try AppDatabase.inMemory()
        let libraryID = try database.libraryID(root: RawPath(folder.path))
        let files = names.map { ($0 as NSString).lastPathComponent } + ["broken.jpg"]
        let records = try files.map { name in
            let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as! Int
            return AssetRecord(libraryId: libraryID, path: RawPath(name), size: Int64(size), mtimeNs: 1, kind: .jpeg, extractorVersion: 1)
        }
        let first = try #require(try database.save(records, libraryID: libraryID))
        let rows = records.enumerated().map { i, record in
            var row = record
            row.id = first + Int64(i)
            return row
        }
        return (database, rows, folder)
    }

    @Test("a second judge on the same cache decodes nothing, a broken file included, and sees the same looks")
    func rerunDecodesNothing() throws {
        let (database, rows, folder) = try Self.library()
        let file: @Sendable (RawPath) -> String = { folder.path + "/" + $0.description }
        let first = LookJudge(database: database, file: file)
        let looks = first.looks(at: Array(rows.indices), of: rows)
        #expect(looks.prefix(4).allSatisfy { $0 != nil } && looks[4] == nil)
        #expect(first.tally.measured == 5 && first.tally.fromCache == 0)

        let again = LookJudge(database: database, file: file)
        #expect(again.looks(at: Array(rows.indices), of: rows) == looks)
        #expect(again.tally.measured == 0 && again.tally.fromCache == 5)
    }

    @Test("photos measured ahead are measured once, together, and the picks then find them measured")
    func measuredAhead() throws {
        let (database, rows, folder) = try Self.library()
        let file: @Sendable (RawPath) -> String = { folder.path + "/" + $0.description }
        let judge = LookJudge(database: database, file: file)
        judge.measureAhead { ahead in
            #expect(ahead.looks(at: [0, 1, 2], of: rows).allSatisfy { $0 != nil })
            _ = ahead.looks(at: [2, 3, 4], of: rows)
        }
        #expect(judge.tally.measured == 5)
        let looks = judge.looks(at: Array(rows.indices), of: rows)
        #expect(judge.tally.measured == 5 && judge.tally.fromCache == 0)
        #expect(looks == LookJudge(database: try .inMemory(), file: file).looks(at: Array(rows.indices), of: rows))
    }

    @Test("a judge that measures nothing new runs no picks ahead")
    func nothingAhead() throws {
        let (database, _, folder) = try Self.library()
        let judge = LookJudge(database: database, file: { folder.path + "/" + $0.description }, measuring: false)
        judge.measureAhead { _ in Issue.record("the picks ran ahead") }
    }

    @Test("the looks the picks see ahead have no flaw", arguments: [Int64(1), 1_000, 1 << 40])
    func fitAhead(first: Int64) {
        let looks = (first ..< first + 200).map(AskedPhotos.fit)
        #expect(looks.allSatisfy { $0.sharpness >= PhotoVerdict.blurFloor && $0.meanLuma > PhotoVerdict.darkMean })
        #expect(looks.allSatisfy { $0.blownShare < PhotoVerdict.blownShare && $0.paperShare < PhotoVerdict.documentPaper })
        #expect(looks.allSatisfy { $0.flatShare < PhotoVerdict.screenFlat })
    }

    @Test("a file that changed is measured again")
    func changedFile() throws {
        let (database, rows, folder) = try Self.library()
        let file: @Sendable (RawPath) -> String = { folder.path + "/" + $0.description }
        _ = LookJudge(database: database, file: file).looks(at: [0, 1], of: rows)
        var changed = rows
        changed[1].mtimeNs = 2
        let judge = LookJudge(database: database, file: file)
        _ = judge.looks(at: [0, 1], of: changed)
        #expect(judge.tally.measured == 1 && judge.tally.fromCache == 1)
    }
}
