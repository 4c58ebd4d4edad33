import Foundation
import TestScratch
import Testing

/// `hide`, `unhide` and `rename` pointed at what a person has after `generate`: the ids and
/// labels of deck.json, in any script, on the built binary.
@Suite("hide and rename from what the deck shows, end to end", .serialized)
struct HideAndRenameTests {
    struct DeckPlace {
        var id: String
        var label: String
        var nativeLabel: String?
    }

    static func generate(_ library: PlacesCommandTests.Library, _ extra: [String] = []) throws -> [DeckPlace] {
        let out = try Scratch.folder("deck").appendingPathComponent("deck")
        let outcome = try library.run(["generate", library.folder.path, "--year", String(library.truth.year), "--tz", library.truth.timeZone,
                                       "--out", out.path, "--quiet"] + extra)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let deck = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("deck.json"))) as? [String: Any]
        return (deck?["places"] as? [[String: Any]] ?? []).compactMap { place in
            (place["id"] as? String).map { DeckPlace(id: $0, label: place["label"] as? String ?? "", nativeLabel: place["nativeLabel"] as? String) }
        }
    }

    static func settingsBytes(_ library: PlacesCommandTests.Library) throws -> Data {
        try Data(contentsOf: library.cache.appendingPathComponent("settings.json"))
    }

    @Test("straight after generate: hide an id of deck.json, a native name, twice; an ambiguous name lists one place a line")
    func hideAfterGenerate() throws {
        let library = try PlacesCommandTests.Library()
        let places = try Self.generate(library)
        let second = try #require(places.dropFirst().first)

        let hide = try library.run(["hide", second.id])
        #expect(hide.status == 0, "\(hide.stderr)")
        #expect(hide.stdout.hasPrefix("Hidden: \(second.label) (\(second.id))."), "\(hide.stdout)")
        let saved = try Self.settingsBytes(library)
        let again = try library.run(["hide", second.id])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "Already hidden: \(second.label) (\(second.id)); nothing changed.\n")
        #expect(try Self.settingsBytes(library) == saved)

        let native = try #require(places.first { $0.nativeLabel != nil })
        let word = try #require(native.nativeLabel?.components(separatedBy: ", ").first)
        let byScript = try library.run(["hide", word])
        #expect(byScript.status == 0, "\(byScript.stderr)")
        #expect(byScript.stdout.hasPrefix("Hidden: \(native.label) (\(native.id))."), "\(byScript.stdout)")

        let words = second.label.lowercased().replacingOccurrences(of: ",", with: "").split(separator: " ").reversed().joined(separator: " ")
        let byWords = try library.run(["hide", words])
        #expect(byWords.stdout.hasPrefix("Already hidden: \(second.label) (\(second.id))"), "\(words): \(byWords.stdout)\(byWords.stderr)")

        let london = try library.run(["hide", "london"])
        #expect(london.status == 2)
        let lines = london.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("photo-wrapped: 'london': matches \(lines.count - 1) places; give one id, or --all") == true, "\(london.stderr)")
        #expect(lines.count > 3)
        let row = /\s\s[0-9a-z]{8}  .+  [0-9]+ photos?, [0-9]+ days?/
        #expect(lines.dropFirst().allSatisfy { $0.wholeMatch(of: row) != nil }, "\(london.stderr)")

        let unhide = try library.run(["unhide", second.id])
        #expect(unhide.stdout == "Shown again: \(second.label) (\(second.id)).\n", "\(unhide.stderr)")
        let unhideAgain = try library.run(["unhide", second.id])
        #expect(unhideAgain.status == 0)
        #expect(unhideAgain.stdout == "Not hidden: \(second.label) (\(second.id)); nothing changed.\n")
    }

    @Test("a name of one's own holds across a rescan, a range change, a deleted cache and both languages, until reset")
    func renameHolds() throws {
        let library = try PlacesCommandTests.Library()
        let place = try #require(try Self.generate(library).first { $0.label != "Home" && $0.nativeLabel == nil })
        let rename = try library.run(["rename", place.id, "Gran's garden"])
        #expect(rename.status == 0, "\(rename.stderr)")
        #expect(rename.stdout == "Renamed: \(place.label) (\(place.id)) is now \"Gran's garden\" in every deck, export and listing.\n")

        #expect(try Self.generate(library).first { $0.id == place.id }?.label == "Gran's garden")
        #expect(try Self.generate(library, ["--lang", "es"]).first { $0.id == place.id }?.label == "Gran's garden")

        let whole = try #require(try library.places().visible.first { $0.id == place.id })
        func named(_ listing: PlacesJSON) -> String? {
            listing.visible.first { metres($0.centroid.lat, $0.centroid.lon, whole.centroid.lat, whole.centroid.lon) < 150 }?.label
        }
        // Only the days it was visited: other photos, other clusters, the same name.
        let visits = try PhotoWrappedBinary.run(["places", library.folder.path, "--from", whole.firstVisit, "--to", whole.lastVisit,
                                                 "--json", "--quiet", "--tz", library.truth.timeZone,
                                                 "--cache", library.cache.path, "--settings", library.cache.path])
        #expect(visits.status == 0, "\(visits.stderr)")
        #expect(named(try JSONDecoder().decode(PlacesJSON.self, from: Data(visits.stdout.utf8))) == "Gran's garden")

        for file in try FileManager.default.contentsOfDirectory(atPath: library.cache.path) where file.hasPrefix("cache.sqlite") {
            try FileManager.default.removeItem(at: library.cache.appendingPathComponent(file))
        }
        #expect(named(try library.places()) == "Gran's garden")
        #expect(named(try library.places(["--lang", "es"])) == "Gran's garden")

        let reset = try library.run(["rename", "--reset", "gran's garden"])
        #expect(reset.stdout == "Name taken back: \"Gran's garden\" (\(place.id)) is named by where it is again.\n", "\(reset.stderr)")
        #expect(named(try library.places()) == place.label)
    }

    @Test("places shows the top ten and says how to see the rest; --all lists every place")
    func placesAll() throws {
        let library = try PlacesCommandTests.Library()
        let every = try library.places().visible
        let top = try library.run(["places", library.folder.path, "--year", String(library.truth.year), "--tz", library.truth.timeZone, "--quiet"])
        let all = try library.run(["places", library.folder.path, "--year", String(library.truth.year), "--tz", library.truth.timeZone, "--quiet", "--all"])
        func rows(_ text: String) -> [String] {
            text.split(separator: "\n").map(String.init).filter { $0.wholeMatch(of: /\s+[0-9]+  [0-9a-z]{8}  .*/) != nil }
        }
        #expect(every.count > 10)
        #expect(rows(top.stdout).count == 10)
        #expect(rows(all.stdout).count == every.count)
        #expect(top.stdout.split(separator: "\n").last == "Showing the top 10 of \(every.count): --all lists every place; --json prints every place with its details for scripts.")
        #expect(all.stdout.split(separator: "\n").last == "--json prints every place with its details for scripts.")
    }
}
