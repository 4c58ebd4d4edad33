import Foundation
import TestScratch
import Testing

/// The cards of a generated deck, as deck.json gives them: their face and payload.
struct DeckCardsJSON: Decodable {
    struct Face: Decodable { var labels: [String] }
    /// The peak-day card's fields; other cards give other payloads (a coverage card's `photos` is a count).
    struct Payload: Decodable {
        var date: String?
        var placeLabel: String?
        var photos: [String]?

        private enum Keys: String, CodingKey { case date, placeLabel, photos }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            date = try? c.decode(String.self, forKey: .date)
            placeLabel = try? c.decode(String.self, forKey: .placeLabel)
            photos = try? c.decode([String].self, forKey: .photos)
        }
    }
    struct Card: Decodable {
        var type: String
        var altText: String
        var face: Face
        var payload: Payload
    }
    struct Place: Decodable { var id: String; var label: String }
    struct PeakDay: Decodable { var date: String; var place: String? }
    struct Time: Decodable { var peakDay: PeakDay }

    var cards: [Card]
    var places: [Place]
    var time: Time

    func card(_ type: String) throws -> Card { try #require(cards.first { $0.type == type }) }
}

@Suite("What the cards of a generated deck show, end to end", .serialized)
struct DeckCardsTests {
    static func generate(_ library: PlacesCommandTests.Library, language: String = "en") throws -> DeckCardsJSON {
        let out = try Scratch.folder("deck").appendingPathComponent("deck")
        let outcome = try library.run(["generate", library.folder.path, "--year", String(library.truth.year), "--lang", language,
                                       "--out", out.path, "--tz", library.truth.timeZone, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONDecoder().decode(DeckCardsJSON.self, from: Data(contentsOf: out.appendingPathComponent("deck.json")))
    }

    /// The full document, photos included (deck.json lists none): `export --format json`.
    static func export(_ library: PlacesCommandTests.Library) throws -> DeckCardsJSON {
        let outcome = try library.run(["export", library.folder.path, "--year", String(library.truth.year), "--format", "json",
                                       "--tz", library.truth.timeZone, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONDecoder().decode(DeckCardsJSON.self, from: Data(outcome.stdout.utf8))
    }

    /// Each counted photo's local day, from `export --format csv`.
    static func days(_ library: PlacesCommandTests.Library) throws -> [String: String] {
        var days: [String: String] = [:]
        for line in try library.csvLines().dropFirst() {
            // Fixture paths hold no commas: path, then the local time.
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            days[String(fields[0])] = String(fields[1].prefix(10))
        }
        return days
    }

    @Test("with the peak day's place hidden, the peak-day card shows only that day's photos, and not the place")
    func peakDayPlaceHidden() throws {
        let library = try PlacesCommandTests.Library()
        let before = try Self.generate(library)
        let peakPlace = try #require(before.time.peakDay.place, "the fixture's peak day is at one place")
        let place = try #require(before.places.first { $0.label == peakPlace })
        _ = try library.places()
        let hide = try library.run(["hide", place.id])
        #expect(hide.status == 0, "\(hide.stderr)")

        let shared = try Self.generate(library)
        #expect(!(try shared.card("peak-day").altText.contains(peakPlace)))
        let peak = try Self.export(library).card("peak-day")
        #expect(peak.payload.date == before.time.peakDay.date)
        #expect(peak.payload.placeLabel == nil)
        #expect(!peak.altText.contains(peakPlace))
        let days = try Self.days(library)
        for photo in peak.payload.photos ?? [] {
            #expect(days[photo] == peak.payload.date, "\(photo) is from \(days[photo] ?? "no day")")
        }
    }

    @Test("a first run reads the positions of the year before the range: a first is found without an earlier run, and none for a year with no history")
    func firstsOnFirstRun() throws {
        struct Firsts: Decodable {
            struct NewPlace: Decodable { var status: String }
            var newPlace: NewPlace
            var cards: [DeckCardsJSON.Card]
        }
        let library = try PlacesCommandTests.Library()
        for (year, status) in [(library.truth.year, "found"), (library.truth.year - 1, "unknown-history")] {
            let out = try Scratch.folder("firsts").appendingPathComponent("deck")
            let outcome = try library.run(["generate", library.folder.path, "--year", String(year), "--out", out.path,
                                           "--tz", library.truth.timeZone, "--quiet"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let deck = try JSONDecoder().decode(Firsts.self, from: Data(contentsOf: out.appendingPathComponent("deck.json")))
            #expect(deck.newPlace.status == status, "\(year)")
            #expect(deck.cards.contains { $0.type == "new-place" } == (status == "found"), "\(year)")
        }
    }

    @Test("the distinct-places chips are the labels its alt text reads, \"+N more\" included; no place is on more than two cards",
          arguments: ["en", "es"])
    func placesOnCards(language: String) throws {
        let deck = try Self.generate(try PlacesCommandTests.Library(), language: language)
        let card = try deck.card("distinct-places")
        let intro = language == "es" ? "Entre ellos: " : "Among them: "
        let listed = try #require(card.altText.components(separatedBy: intro).last?.dropLast())
        #expect(listed.components(separatedBy: "\u{00A0}· ") == card.face.labels)
        let more = deck.places.count - (card.face.labels.count - 1)
        #expect(card.face.labels.last == (language == "es" ? "+\(more) más" : "+\(more) more"))

        // The chips and the collage aside, every card naming a place counts.
        let featuring = deck.cards.filter { !["distinct-places", "finale"].contains($0.type) }
        for place in deck.places where place.label != "Home" && place.label != "Casa" {
            let cards = featuring.filter { $0.altText.contains(place.label) }.map(\.type)
            #expect(cards.count <= 2, "\(place.label) is on \(cards)")
        }
    }
}
