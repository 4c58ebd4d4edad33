import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model
@testable import Places

@Suite("The finale card")
struct FinaleCardTests {
    static func finale(photos: Int, places: Int) -> CardPayload.Finale {
        CardPayload.Finale(photos: ["a.jpg"], photoCount: photos, placeCount: places)
    }

    @Test("it counts every photo and place of the range beneath a collage of them")
    func payload() throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        let card = try #require(FinaleCard.facts(from: insights))
        #expect(card.photoCount == insights.total && card.placeCount == insights.places.ranked.count)
        #expect(card.photos.count == min(insights.shown.count, PlaceRules.representativeCount))
        #expect(card.photos.count >= DeckRules.finaleMinPhotos)
    }

    @Test("fewer than `finaleMinPhotos` photos to show is no finale")
    func fewPhotos() throws {
        var library = try SyntheticLibrary()
        for i in 0 ..< DeckRules.finaleMinPhotos - 1 { try library.add(SyntheticLibrary.at(2025, 4, 1 + i)) }
        #expect(FinaleCard.facts(from: try library.insights(DeckBuilderTests.year)) == nil)
        try library.add(SyntheticLibrary.at(2025, 5, 1))
        #expect(FinaleCard.facts(from: try library.insights(DeckBuilderTests.year))?.photos.count == DeckRules.finaleMinPhotos)
    }

    @Test("the finale counts its places as a person would say them", arguments: [
        (Language.en, 4, 1, "4 photos, 1 place. Here's to the next one.", "4 photos\u{00A0}· 1 place"),
        (.en, 1, 2, "1 photo, 2 places. Here's to the next one.", "1 photo\u{00A0}· 2 places"),
        (.en, 12, 0, "12 photos. Here's to the next one.", "12 photos"),
        (.es, 4, 1, "4 fotos, 1 lugar. Por el siguiente.", "4 fotos\u{00A0}· 1 lugar"),
        (.es, 1, 3, "1 foto, 3 lugares. Por el siguiente.", "1 foto\u{00A0}· 3 lugares"),
        (.es, 12, 0, "12 fotos. Por el siguiente.", "12 fotos"),
    ])
    func counts(language: Language, photos: Int, places: Int, body: String, detail: String) {
        let copy = Words(language: language)
        #expect(FinaleCard.words(Self.finale(photos: photos, places: places), in: copy).body == body)
        #expect(FinaleCard.face(Self.finale(photos: photos, places: places), in: copy).detail == detail)
    }

    @Test("its alt text says how many photos the collage holds, across the deck's range", arguments: [
        (Language.en, "A collage of 2 of your photos, spread across June."), (.es, "Un collage de 2 de tus fotos, repartidas por junio."),
    ])
    func collageFacts(language: Language, facts: String) throws {
        let june = try DateRange(start: CivilDate(year: 2025, month: 6, day: 1), end: CivilDate(year: 2025, month: 6, day: 30))
        let card = CardPayload.Finale(photos: ["a.jpg", "b.jpg"], photoCount: 40, placeCount: 2)
        #expect(FinaleCard.words(card, in: Words(language: language, range: june)).facts == facts)
    }

    @Test("the collage holds the card's photos, the counts beneath in the accent")
    func layout() {
        let card = CardPayload.Finale(photos: ["a.jpg", "b.jpg", "c.jpg"], photoCount: 40, placeCount: 2)
        let blocks = FinaleCard.layout(card, face: CardFace(kicker: "That was your June", headline: "Your June in moments", detail: "40 photos"))
        #expect(blocks.contains(.collage(["a.jpg", "b.jpg", "c.jpg"], preferred: 888)))
        #expect(blocks.last == .detail("40 photos", accent: true))
    }
}
