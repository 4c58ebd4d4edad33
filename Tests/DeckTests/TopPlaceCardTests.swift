import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The top place card")
struct TopPlaceCardTests {
    static let kew = PlaceFace(rank: 1, label: "Kew, London", nativeLabel: nil, photoCount: 34, distinctDays: 2, isHome: false, photos: ["a.jpg"])

    @Test("it features the place of the most photos, with a few of its photos")
    func payload() throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        let top = try #require(TopPlaceCard.facts(from: insights))
        let first = try #require(insights.places.ranked.first)
        #expect(top.rank == first.rank && top.photoCount == first.cluster.photoCount)
        #expect(insights.places.ranked.allSatisfy { $0.cluster.photoCount <= top.photoCount })
        #expect((1 ... DeckRules.placePhotos).contains(top.photos.count))
    }

    @Test("the top place never yields, though it is already on as many cards as a place may be")
    func neverYields() throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        let first = try #require(insights.places.ranked.first)
        var mentions = PlaceMentions()
        for _ in 0 ..< DeckRules.maxCardsPerPlace { mentions.record([first.cluster.id]) }
        #expect(!mentions.allows(first.cluster.id))
        #expect(TopPlaceCard.facts(from: insights, mentions: mentions)?.photoCount == first.cluster.photoCount)
    }

    @Test("photos without a location make no top place")
    func noPlace() throws {
        var library = try SyntheticLibrary()
        for i in 0 ..< 10 { try library.add(SyntheticLibrary.at(2025, 3, 1 + i)) }
        #expect(TopPlaceCard.facts(from: try library.insights(DeckBuilderTests.year)) == nil)
    }

    @Test("no photos is no fact; `topPlaceFullShare` of the located photos is a full one",
          arguments: [(0.0, 0.0), (DeckRules.topPlaceFullShare, 1.0), (1.0, 1.0)])
    func strength(_ share: Double, _ expected: Double) throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        var place = Self.kew
        place.photoCount = Int((share * Double(insights.withLocation)).rounded(.up))
        #expect(TopPlaceCard.strength(place, insights) == expected)
    }

    @Test("its words name the place and count its photos and days", arguments: [
        (Language.en, 1, 1, "Your #1 place", "1 photo on 1 day."), (.en, 34, 2, "Your #1 place", "34 photos on 2 days."),
        (.es, 1, 1, "Tu lugar número 1", "1 foto en 1 día."), (.es, 34, 2, "Tu lugar número 1", "34 fotos en 2 días."),
    ])
    func words(language: Language, photos: Int, days: Int, title: String, facts: String) {
        var place = Self.kew
        (place.photoCount, place.distinctDays) = (photos, days)
        let words = TopPlaceCard.words(place, in: Words(language: language))
        #expect(words.title == title && words.body == "Kew, London" && words.facts == facts)
        let face = TopPlaceCard.face(place, in: Words(language: language))
        #expect(face.kicker == title && face.headline == "Kew, London")
        #expect(face.detail?.components(separatedBy: CardFace.listSeparator).count == 2)
    }

    @Test("the name in its own script sits under the headline, the photos beneath, the counts last in the accent")
    func layout() {
        var place = Self.kew
        place.nativeLabel = "キュー"
        let blocks = TopPlaceCard.layout(place, face: CardFace(kicker: "Your #1 place", headline: "Kew, London", detail: "34 photos · 2 days"))
        #expect(blocks[2] == .native("キュー"))
        #expect(blocks.contains(.photoRow(["a.jpg"], count: DeckRules.placePhotos, preferred: 340)))
        #expect(blocks.last == .detail("34 photos · 2 days", accent: true))
    }
}
