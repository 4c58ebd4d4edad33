import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Model

@Suite("The coverage card")
struct CoverageCardTests {
    static let coverage = CardPayload.Coverage(photos: 100, withLocation: 80, coveragePct: 80)

    @Test("a figure is drawn in a ring, what it counts beneath")
    func ring() {
        let face = CardFace(kicker: "Your photos", headline: "You took 100 photos", number: "80%", unit: "know where they were taken")
        #expect(CoverageCard.layout(Self.coverage, face: face).suffix(3)
            == [.ring(percent: 80, figure: "80%", preferred: 600), .gap(24), .note("know where they were taken", size: 56, lines: 2)])
    }

    @Test("with no figure, the sentence stands in for the ring")
    func noFigure() {
        let face = CardFace(kicker: "Your photos", headline: "You took 100 photos", detail: "Location was off for most photos")
        #expect(CoverageCard.layout(Self.coverage, face: face).last
            == .bigText("Location was off for most photos", size: 72, minimum: 40, lines: 5))
    }

    @Test("the coverage card counts its located photos, and speaks kindly when location was off", arguments: [
        (Language.en, 10, 1, "1 has a location.", "Location was off for most photos, so this deck is about time", false),
        (.en, 10, 0, "None has a location.", "Location was off for these photos, so this deck is about time", false),
        (.en, 10, 5, "5 have a location.", "know where they were taken", true),
        (.en, 1, 1, "1 has a location.", "It knows where it was taken", true),
        (.en, 1, 0, "None has a location.", "Location was off for this photo, so this deck is about time", false),
        (.es, 1, 0, "Ninguna tiene ubicación.", "La ubicación estaba desactivada en esta foto, así que este resumen va del tiempo", false),
        (.es, 10, 1, "1 tiene ubicación.", "La ubicación estaba desactivada en la mayoría de las fotos, así que este resumen va del tiempo", false),
        (.es, 10, 0, "Ninguna tiene ubicación.", "La ubicación estaba desactivada en estas fotos, así que este resumen va del tiempo", false),
        (.es, 10, 5, "5 tienen ubicación.", "saben dónde se hicieron", true),
    ])
    func coverage(language: Language, photos: Int, located: Int, facts: String, said: String, ring: Bool) {
        let copy = Words(language: language)
        let card = CardPayload.Coverage(photos: photos, withLocation: located, coveragePct: located * 100 / photos)
        let words = CoverageCard.words(card, in: copy)
        #expect(words.facts == facts)
        let face = CoverageCard.face(card, in: copy)
        #expect((face.number != nil) == ring)
        #expect((ring ? face.unit : face.detail) == said)
        #expect(!words.body.hasPrefix("0%") && !words.body.contains(" 0%"))
    }

    /// The coverage card's words in a deck of `photos` photos without a location: it tells
    /// what the deck is about only as the deck is.
    static func coverageWords(photos: Int, language: Language) throws -> String {
        var library = try SyntheticLibrary()
        for i in 0 ..< photos { try library.add(SyntheticLibrary.at(2025, 1 + i % 12, 1 + i % 27, 8 + i % 12)) }
        let deck = try #require(DeckBuilder.build(try library.insights(try .year(2025)), options: DeckOptions(language: language)))
        let card = try #require(deck.cards.first { $0.type == CoverageCard.type })
        #expect(deck.cards.contains { $0.type.isAboutTime } == (photos > 3), "\(deck.cards.map(\.type))")
        return "\(card.body) \(card.altText) \(card.face.detail ?? "")"
    }

    @Test("a deck without time cards is not said to be about time", arguments: Language.allCases)
    func noTimeCards(language: Language) throws {
        let words = try Self.coverageWords(photos: 3, language: language)
        #expect(!words.contains("about time") && !words.contains("va del tiempo"), "\(words)")
    }

    @Test("a deck of time cards is", arguments: Language.allCases)
    func timeCards(language: Language) throws {
        let words = try Self.coverageWords(photos: 200, language: language)
        #expect(words.contains("about time") || words.contains("va del tiempo"), "\(words)")
    }
}
