import Foundation
import TestScratch
import Testing

@Suite("sample-decks/ is current")
struct SampleDecksTests {
    @Test("photo-wrapped demo writes the committed decks, PNGs, deck.json and index.html", arguments: ["en-poster", "es-pastel"])
    func current(deck: String) throws {
        let out = try Scratch.folder("samples")
        let outcome = try PhotoWrappedBinary.run(["demo", "--out", out.path, "--cache", out.appendingPathComponent("demo.sqlite").path, "--quiet"],
                                                 in: PhotoWrappedBinary.repository)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let committed = PhotoWrappedBinary.repository.appendingPathComponent("sample-decks/\(deck)")
        let fresh = out.appendingPathComponent(deck)
        let freshJSON = try Data(contentsOf: fresh.appendingPathComponent("deck.json"))
        let committedJSON = try Data(contentsOf: committed.appendingPathComponent("deck.json"))
        #expect(freshJSON == committedJSON, "sample-decks/\(deck)/deck.json is stale: run `make sample-decks`")
        let names = try FileManager.default.contentsOfDirectory(atPath: fresh.path).filter { !$0.hasPrefix(".") && $0 != "demo.sqlite" }.sorted()
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: committed.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(names == committedNames)
        #expect((8 ... 12).contains(names.filter { $0.hasSuffix(".png") }.count))
    }
}
