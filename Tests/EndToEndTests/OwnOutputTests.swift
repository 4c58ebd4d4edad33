import Foundation
import TestScratch
import Testing

/// Decks and exports written inside the library are ours, not the person's photos: the next
/// run must count the library exactly as if they were not there.
@Suite("photo-wrapped never reads its own output, end to end", .serialized)
struct OwnOutputTests {
    private func scanCounts(_ library: PlacesCommandTests.Library) throws -> FixtureTruth.Scan {
        let outcome = try library.run(["scan", library.folder.path, "--year", String(library.truth.year), "--json", "--quiet",
                                       "--tz", library.truth.timeZone])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONDecoder().decode(FixtureTruth.Scan.self, from: Data(outcome.stdout.utf8))
    }

    @Test("a deck written inside the library is not counted by the next run", arguments: ["story", "square"])
    func deckInsideLibrary(format: String) throws {
        let library = try PlacesCommandTests.Library()
        let arguments = ["generate", library.folder.path, "--year", "2025", "--tz", library.truth.timeZone, "--format", format,
                         "--out", library.folder.appendingPathComponent("wrapped").path, "--json", "--quiet"]
        let first = try library.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try library.run(arguments)
        #expect(second.status == 0, "\(second.stderr)")
        let (before, after) = try (JSONDecoder().decode(DeckJSON.self, from: Data(first.stdout.utf8)),
                                   JSONDecoder().decode(DeckJSON.self, from: Data(second.stdout.utf8)))
        #expect(after.totals.photos == before.totals.photos)
        #expect(after.totals.setAside == before.totals.setAside)
        #expect(after.totals.skipped == before.totals.skipped)
        #expect(try scanCounts(library) == library.truth.scan)
    }

    @Test("a staging folder left by a killed run is not walked")
    func stagingFolder() throws {
        let library = try PlacesCommandTests.Library()
        let staging = library.folder.appendingPathComponent("wrapped/.photo-wrapped-staging")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: library.folder.appendingPathComponent("DCIM/2025-08/DSC_1001.JPG"),
                                         to: staging.appendingPathComponent("card-01.png"))
        #expect(try scanCounts(library) == library.truth.scan)
    }

    @Test("files that export --output wrote inside the library are not counted", arguments: ["json", "csv"])
    func exportInsideLibrary(format: String) throws {
        let library = try PlacesCommandTests.Library()
        let file = library.folder.appendingPathComponent("year.\(format)")
        let outcome = try library.run(["export", library.folder.path, "--year", "2025", "--format", format, "--output", file.path,
                                       "--tz", library.truth.timeZone, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try scanCounts(library) == library.truth.scan)
    }

    @Test("the default --out names the language when it is not English, so two languages keep their own decks")
    func defaultOutByLanguage() throws {
        let library = try PlacesCommandTests.Library()
        let folder = try Scratch.folder("cwd")
        for language in ["es", "en"] {
            let outcome = try PhotoWrappedBinary.run(["generate", library.folder.path, "--year", "2025", "--lang", language,
                                                      "--tz", library.truth.timeZone, "--quiet", "--cache", library.cache.path],
                                                     in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
        }
        let spanish = try JSONDecoder().decode(DeckJSON.self, from: Data(contentsOf: folder.appendingPathComponent("photo-wrapped-2025-es/deck.json")))
        let english = try JSONDecoder().decode(DeckJSON.self, from: Data(contentsOf: folder.appendingPathComponent("photo-wrapped-2025/deck.json")))
        #expect(spanish.cards.first?.title == "Tu 2025 en fotos")
        #expect(english.cards.first?.title == "Your 2025 in photos")
    }
}
