import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The top places card")
struct TopPlacesCardTests {
    static func place(_ rank: Int, _ label: String, photos: Int) -> PlaceFace {
        PlaceFace(rank: rank, label: label, nativeLabel: nil, photoCount: photos, distinctDays: 2, isHome: false, photos: [])
    }

    /// A year at home in London, at three spots of it, with trips to Tokyo and Paris.
    static func insights() throws -> Insights {
        var library = try MapCardTests.londonYear()
        try MapCardTests.visit(&library, SyntheticLibrary.tokyo, month: 5, days: 3)
        try MapCardTests.visit(&library, SyntheticLibrary.paris, month: 7, days: 2)
        return try library.insights(MapCardTests.year)
    }

    @Test("it shows the places ranked second and third, never the first")
    func payload() throws {
        let insights = try Self.insights()
        let ranked = insights.places.ranked
        try #require(ranked.count >= DeckRules.topPlacesMin)
        let card = try #require(TopPlacesCard.facts(from: insights))
        #expect(card.places.map(\.rank) == ranked[1 ... 2].map { $0.rank ?? 0 })
        #expect(card.places.map(\.photoCount) == ranked[1 ... 2].map(\.cluster.photoCount))
    }

    @Test("the places close behind never yield to other cards")
    func neverYield() throws {
        let insights = try Self.insights()
        var mentions = PlaceMentions()
        for _ in 0 ..< DeckRules.maxCardsPerPlace { mentions.record(insights.places.ranked.prefix(3).map(\.cluster.id)) }
        #expect(TopPlacesCard.facts(from: insights, mentions: mentions)?.places.count == 2)
    }

    @Test("fewer than `topPlacesMin` places is no card: a year at home with a day in Paris")
    func tooFewPlaces() throws {
        var library = try SyntheticLibrary()
        for day in stride(from: 0, to: 330, by: 3) {
            try library.add(CivilDate(year: 2025, month: 1, day: 2).adding(days: day).startOfDay.plus(hours: 20), at: SyntheticLibrary.london)
        }
        for i in 0 ..< 6 { try library.add(SyntheticLibrary.at(2025, 4, 5, 10 + i), at: SyntheticLibrary.paris) }
        let insights = try library.insights(MapCardTests.year)
        try #require((1 ..< DeckRules.topPlacesMin).contains(insights.places.ranked.count))
        #expect(TopPlacesCard.facts(from: insights) == nil)
    }

    @Test("close behind is never stronger than the top place's own fact, and nothing with no photos")
    func strength() throws {
        // A day in each of six cities: the top place holds a sixth of the photos.
        var library = try SyntheticLibrary()
        let cities = [SyntheticLibrary.london, SyntheticLibrary.paris, SyntheticLibrary.tokyo, SyntheticLibrary.kyoto,
                      GeoPoint(latitude: 40.4168, longitude: -3.7038)!, GeoPoint(latitude: 41.9028, longitude: 12.4964)!]
        for (i, city) in cities.enumerated() { try MapCardTests.visit(&library, city, month: 1 + 2 * i, days: 1) }
        let insights = try library.insights(MapCardTests.year)
        let first = try #require(insights.places.ranked.first)
        let top = TopPlaceCard.strength(Self.place(1, "Home", photos: first.cluster.photoCount), insights)
        try #require(top < 1, "the test needs a top place short of a full share")
        let crowded = CardPayload.TopPlaces(places: [Self.place(2, "Tokyo", photos: insights.withLocation), Self.place(3, "Paris", photos: 1)])
        #expect(TopPlacesCard.strength(crowded, insights) == top)
        #expect(TopPlacesCard.strength(.init(places: [Self.place(2, "Tokyo", photos: 0), Self.place(3, "Paris", photos: 0)]), insights) == 0)
    }

    @Test("its words join the two names, and list each with its rank and count", arguments: [
        (Language.en, "Close behind", "Kew and Camden", "#2 Kew, 1 photo; #3 Camden, 12 photos."),
        (.es, "Muy cerca", "Kew y Camden", "#2 Kew, 1 foto; #3 Camden, 12 fotos."),
    ])
    func words(language: Language, title: String, body: String, facts: String) {
        let card = CardPayload.TopPlaces(places: [Self.place(2, "Kew", photos: 1), Self.place(3, "Camden", photos: 12)])
        let words = TopPlacesCard.words(card, in: Words(language: language))
        #expect(words.title == title && words.body == body && words.facts == facts)
        let face = TopPlacesCard.face(card, in: Words(language: language))
        #expect(face.kicker == title && face.captions.count == 2)
    }

    @Test("one panel a place, each with its own caption, set apart by a gap")
    func layout() {
        let places = [Self.place(2, "Kew", photos: 1), Self.place(3, "Camden", photos: 12)]
        let blocks = TopPlacesCard.layout(.init(places: places), face: CardFace(kicker: "Close behind", captions: ["one", "two"]))
        #expect(blocks == [.kicker("Close behind"), .gap(20), .panel(places[0], caption: "one", preferred: 460), .gap(36),
                           .panel(places[1], caption: "two", preferred: 460)])
    }
}
