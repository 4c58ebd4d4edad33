import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The new place card")
struct NewPlaceCardTests {
    static let kew = CardPayload.NewPlace(place: PlaceFace(rank: 4, label: "Kew", nativeLabel: nil, photoCount: 1, distinctDays: 1, isHome: false,
                                                           photos: ["a.jpg", "b.jpg"]),
                                          firstVisit: CivilDate(year: 2025, month: 6, day: 14))

    /// A year at home with a year of history before it, and first visits to Paris and to Tokyo.
    static func firsts() throws -> Insights {
        var library = try DeckPlacesTests.homeYear()
        try DeckPlacesTests.addHistory(&library, months: 12)
        try DeckPlacesTests.visit(&library, SyntheticLibrary.paris, month: 5, day: 10, photos: 12)
        try DeckPlacesTests.visit(&library, SyntheticLibrary.tokyo, month: 9, day: 20, photos: 8)
        return try library.insights(DeckPlacesTests.year)
    }

    @Test("it features the best first visit, dated to the first photo there")
    func payload() throws {
        let insights = try Self.firsts()
        guard case let .found(candidates) = insights.newPlace else { Issue.record("\(insights.newPlace)"); return }
        let card = try #require(NewPlaceCard.facts(from: insights))
        let best = try #require(insights.place(id: candidates[0].placeID))
        #expect(card.place.photoCount == best.cluster.photoCount)
        #expect(card.firstVisit == candidates[0].firstVisit.date)
        #expect(card.place.label.hasPrefix("Paris"))
    }

    @Test("a first already on as many cards as a place may be yields to the next; with none left, no card")
    func yields() throws {
        let insights = try Self.firsts()
        guard case let .found(candidates) = insights.newPlace else { Issue.record("\(insights.newPlace)"); return }
        try #require(candidates.count == 2)
        var mentions = PlaceMentions()
        for _ in 0 ..< DeckRules.maxCardsPerPlace { mentions.record([candidates[0].placeID]) }
        #expect(NewPlaceCard.facts(from: insights, mentions: mentions)?.place.label.hasPrefix("Tokyo") == true)
        for _ in 0 ..< DeckRules.maxCardsPerPlace { mentions.record([candidates[1].placeID]) }
        #expect(NewPlaceCard.facts(from: insights, mentions: mentions) == nil)
    }

    @Test("no photos is no fact; `newPlaceFullPhotos` photos is a full one",
          arguments: [(0, 0.0), (DeckRules.newPlaceFullPhotos, 1.0), (DeckRules.newPlaceFullPhotos * 2, 1.0)])
    func strength(_ photos: Int, _ expected: Double) throws {
        var card = Self.kew
        card.place.photoCount = photos
        #expect(NewPlaceCard.strength(card, try SyntheticLibrary().insights(DeckBuilderTests.year)) == expected)
    }

    @Test("its words name the place and the day of the first visit", arguments: [
        (Language.en, "A first: Kew", "June 14", "1 photo there this year."),
        (.es, "Por primera vez: Kew", "14 de junio", "1 foto allí este año."),
    ])
    func words(language: Language, title: String, day: String, facts: String) {
        let words = NewPlaceCard.words(Self.kew, in: Words(language: language))
        #expect(words.title == title && words.body.contains(day) && words.facts == facts)
        let face = NewPlaceCard.face(Self.kew, in: Words(language: language))
        #expect(face.headline == "Kew" && face.detail?.contains(day) == true)
    }

    @Test("its count is said for the deck's range, not always for a year", arguments: [
        (Language.en, "12 photos there in June."), (.es, "12 fotos allí en junio."),
    ])
    func duringRange(language: Language, facts: String) throws {
        var card = Self.kew
        card.place.photoCount = 12
        let june = try DateRange(start: CivilDate(year: 2025, month: 6, day: 1), end: CivilDate(year: 2025, month: 6, day: 30))
        #expect(NewPlaceCard.words(card, in: Words(language: language, range: june)).facts == facts)
    }

    @Test("two photos under the name and its own script")
    func layout() {
        var card = Self.kew
        card.place.nativeLabel = "キュー"
        let blocks = NewPlaceCard.layout(card, face: CardFace(kicker: "A first", headline: "Kew", detail: "First photographed on June 14"))
        #expect(blocks == [.kicker("A first"), .headline("Kew", size: 120), .native("キュー"), .photoRow(["a.jpg", "b.jpg"], count: 2, preferred: 420),
                           .detail("First photographed on June 14")])
    }

    @Test("its first visit is typed, and deck.json writes it as YYYY-MM-DD")
    func dateInDeckJSON() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.kew), as: UTF8.self)
        #expect(json.contains(#""firstVisit":"2025-06-14""#))
        #expect(try JSONDecoder().decode(CardPayload.NewPlace.self, from: Data(json.utf8)) == Self.kew)
    }

    struct History: Sendable, CustomTestStringConvertible {
        let months: Int
        let knowsFirsts: Bool
        var testDescription: String { "located photos in \(months) of the 12 months before" }
    }

    @Test("a new-place card needs located photos in 6 of the 12 months before the range",
          arguments: [History(months: 1, knowsFirsts: false), History(months: 5, knowsFirsts: false),
                      History(months: 6, knowsFirsts: true), History(months: 12, knowsFirsts: true)])
    func history(_ history: History) throws {
        var library = try DeckPlacesTests.homeYear()
        try DeckPlacesTests.addHistory(&library, months: history.months)
        try DeckPlacesTests.visit(&library, SyntheticLibrary.paris, month: 5, day: 10, photos: 12)
        let insights = try library.insights(DeckPlacesTests.year)
        #expect((insights.newPlace != .unknownHistory) == history.knowsFirsts, "\(insights.newPlace)")
        #expect((try DeckPlacesTests.newPlaceCard(insights) != nil) == history.knowsFirsts)
    }

    @Test("photos from more than 12 months before the range are no history")
    func oldHistory() throws {
        var library = try DeckPlacesTests.homeYear()
        for month in 1 ... 12 { try library.add(SyntheticLibrary.at(2023, month, 10), at: SyntheticLibrary.london) }
        try DeckPlacesTests.visit(&library, SyntheticLibrary.paris, month: 5, day: 10, photos: 12)
        #expect(try library.insights(DeckPlacesTests.year).newPlace == .unknownHistory)
    }

    @Test("a new city beats a new corner of the home city, though the corner has more photos")
    func newCityFirst() throws {
        var library = try DeckPlacesTests.homeYear()
        try DeckPlacesTests.addHistory(&library, months: 8)
        // About 2.5 km from home: never photographed, but in a city photographed all the time.
        let corner = GeoPoint(latitude: 51.5201, longitude: -0.0901)!
        try DeckPlacesTests.visit(&library, corner, month: 3, day: 8, photos: 20)
        try DeckPlacesTests.visit(&library, SyntheticLibrary.paris, month: 5, day: 10, photos: 9)
        let insights = try library.insights(DeckPlacesTests.year)
        guard case let .found(candidates) = insights.newPlace else {
            Issue.record("expected new places, got \(insights.newPlace)")
            return
        }
        let paris = try #require(insights.places.ranked.first { Earth.distance($0.cluster.centroid, SyntheticLibrary.paris) < 500 })
        let cornerPlace = try #require(insights.places.ranked.first { Earth.distance($0.cluster.centroid, corner) < 500 })
        #expect((cornerPlace.rank ?? 0) < (paris.rank ?? 0), "the corner ranks higher")
        #expect(candidates.map(\.placeID) == [paris.cluster.id, cornerPlace.cluster.id])
        #expect(candidates.map(\.isNewRegion) == [true, false])
        #expect(try DeckPlacesTests.newPlaceCard(insights)?.place.label == "Paris, France")
    }
}
