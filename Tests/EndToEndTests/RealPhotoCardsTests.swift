import Foundation
import TestScratch
import Testing

/// The cards made from real photographs with junk planted among them (`make-fixtures
/// real-library`): what they show is read from `export --format json`, whose document, unlike
/// deck.json, names each card's photos and the photos passed over.
@Suite("real photographs: the cards show the good ones, spread over the year")
struct RealPhotoCardsTests {
    struct LibraryFile: Decodable {
        var path: String
        var `class`: String
        var source: String
        var taken: String?
    }

    struct SourceFile: Decodable {
        var path: String
        var from: String?
    }

    struct Export: Decodable {
        struct PassedOver: Decodable {
            var path: String
            var reason: String
        }

        var passedOver: [PassedOver]?
    }

    static let made: (files: [String: LibraryFile], cards: [[String]], export: Export) = {
        let library = try! RealLibraryTests.build("real-cards")
        struct Files: Decodable { var files: [LibraryFile] }
        let files = try! JSONDecoder().decode(Files.self, from: Data(contentsOf: library.appendingPathComponent(".truth.json"))).files
        let cache = try! Scratch.folder("real-cards-cache")
        let outcome = try! PhotoWrappedBinary.run(["export", library.path, "--year", "2025", "--format", "json", "--quiet",
                                                   "--cache", cache.path, "--settings", cache.appendingPathComponent("settings.json").path])
        let data = Data(outcome.stdout.utf8)
        let document = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        let cards = (document["cards"] as! [[String: Any]]).map { LeaveOutTests.photos(in: $0) }
        return (Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) }), cards, try! JSONDecoder().decode(Export.self, from: data))
    }()

    /// The original photograph each file shows: a burst frame's or a copy's source, else its own.
    static let original: [String: String] = {
        struct Files: Decodable { var files: [SourceFile] }
        let truth = try! JSONDecoder().decode(Files.self, from: Data(contentsOf: RealLibraryTests.source.appendingPathComponent("truth.json")))
        return Dictionary(uniqueKeysWithValues: truth.files.map { ($0.path, $0.from ?? $0.path) })
    }()

    @Test("no card shows a blurred, dark, blown-out, document, screen, received or meme photo")
    func noJunk() throws {
        let shown = Self.made.cards.joined()
        #expect(shown.count >= 20)
        let junk = shown.filter { !["good", "burst"].contains(Self.made.files[$0]?.class) }
        #expect(junk.isEmpty, "\(junk.map { "\($0): \(Self.made.files[$0]?.class ?? "?")" })")
    }

    @Test("no card shows two frames of one moment, and no photo is on more than two cards")
    func oneMomentOnce() {
        for card in Self.made.cards {
            let moments = card.compactMap { Self.made.files[$0].flatMap { Self.original[$0.source] } }
            #expect(Set(moments).count == moments.count, "\(card)")
        }
        let uses = Dictionary(grouping: Self.made.cards.flatMap { Set($0) }, by: { $0 }).mapValues(\.count)
        #expect(uses.values.allSatisfy { $0 <= 2 }, "\(uses.filter { $0.value > 2 })")
    }

    @Test("the finale's collage spreads over the year")
    func spread() throws {
        let finale = try #require(Self.made.cards.last)
        let months = Set(finale.compactMap { Self.made.files[$0]?.taken?.prefix(7) })
        #expect(finale.count >= 6 && months.count >= 6, "\(finale)")
    }

    @Test("the audit names the planted junk a card passed over, each for what it is")
    func audit() throws {
        let passed = try #require(Self.made.export.passedOver)
        let reasons = ["blurred": "blurred", "dark": "too dark", "bright": "blown out", "document": "document", "received": "received, not taken",
                       "meme": "received, not taken"]
        #expect(passed.contains { $0.reason == "document" })
        for photo in passed {
            let kind = try #require(Self.made.files[photo.path]?.class)
            if let expected = reasons[kind] {
                #expect(photo.reason == expected, "\(photo.path) is \(kind)")
            }
        }
    }
}
