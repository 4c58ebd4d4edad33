import Foundation
import GRDB
import TestScratch
import Testing

/// A deck made again from files already judged (here after a hide) decodes no photo: its picks
/// choose among the looks the first deck measured, and still show no junk.
@Suite("hide → regenerate judges from the cache alone", .serialized)
struct RegenerateJudgingTests {
    @Test("hiding the top place and generating again measures no photo, and the cards still show good ones")
    func hideMeasuresNothing() throws {
        let library = try RealLibraryTests.build("regenerate-judging")
        let cache = try Scratch.folder("regenerate-judging-cache")
        let settings = cache.appendingPathComponent("settings.json").path
        let database = cache.appendingPathComponent("cache.sqlite").path
        let common = ["--year", "2025", "--quiet", "--cache", cache.path, "--settings", settings]
        func generate() throws {
            let out = try Scratch.folder("regenerate-judging-deck").appendingPathComponent("deck")
            let outcome = try PhotoWrappedBinary.run(["generate", library.path, "--out", out.path] + common)
            #expect(outcome.status == 0, "\(outcome.stderr)")
        }
        func looks() throws -> [Int64] {
            try DatabaseQueue(path: database).read { db in try Int64.fetchAll(db, sql: "SELECT assetId FROM photoLook ORDER BY assetId") }
        }
        func shown() throws -> [String] {
            let data = try DatabaseQueue(path: database).read { db in
                try Data.fetchOne(db, sql: "SELECT document FROM run ORDER BY id DESC LIMIT 1")
            }
            let document = try JSONSerialization.jsonObject(with: try #require(data)) as? [String: Any]
            return LeaveOutTests.photos(in: document?["cards"] ?? [])
        }

        try generate()
        let measured = try looks()
        #expect(measured.count >= 20)
        let listing = try PhotoWrappedBinary.run(["places", library.path, "--json"] + common)
        let places = try #require((try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [String: Any])?["places"] as? [[String: Any]])
        let top = try #require(places.first?["id"] as? String)
        #expect(try PhotoWrappedBinary.run(["hide", top, "--cache", cache.path, "--settings", settings]).status == 0)

        try generate()
        #expect(try looks() == measured)
        let after = try shown()
        #expect(Set(after).count >= 10)
        struct Files: Decodable { var files: [RealPhotoCardsTests.LibraryFile] }
        let truth = try JSONDecoder().decode(Files.self, from: Data(contentsOf: library.appendingPathComponent(".truth.json")))
        let classes = Dictionary(uniqueKeysWithValues: truth.files.map { ($0.path, $0.class) })
        let junk = after.filter { !["good", "burst"].contains(classes[$0]) }
        #expect(junk.isEmpty, "\(junk)")
    }
}
