import Foundation
import Testing
@testable import Deck
@testable import Model
@testable import Render
import TestSupport

/// A card's key (`CardRenderer.key`) is what its poster is drawn from: a change the poster
/// shows makes a new key, a change in what it does not draw keeps the old one, so the card is
/// kept rather than drawn again.
@Suite("A card's key follows what its poster draws")
struct CardKeyTests {
    static let renderer = CardRenderer(skin: .poster, format: .story, photos: SampleCards.source, yearLabel: "2025")

    static func firstVisit(rank: Int, label: String = "Kew, London") -> Card {
        SampleCards.worded(.newPlace(.init(place: SampleCards.place(rank, label), firstVisit: CivilDate(year: 2025, month: 6, day: 14))))
    }

    @Test("a first visit's card whose place moved in the ranking draws the same pixels, under the same key")
    func rankNotDrawn() throws {
        let (before, after) = (Self.firstVisit(rank: 6), Self.firstVisit(rank: 5))
        #expect(before != after)
        #expect(try Self.renderer.render(before).png == Self.renderer.render(after).png)
        #expect(try Self.renderer.key(before) == Self.renderer.key(after))
    }

    @Test("a change the poster shows, or its PNG carries, makes a new key")
    func drawnChanges() throws {
        let card = Self.firstVisit(rank: 6)
        var otherWords = card
        otherWords.altText += " Again."
        let keys = try [card, Self.firstVisit(rank: 6, label: "Camden Town, London"), otherWords].map(Self.renderer.key)
        #expect(Set(keys).count == 3)
        let pastel = CardRenderer(skin: .pastel, format: .story, photos: SampleCards.source, yearLabel: "2025")
        #expect(try pastel.key(card) != Self.renderer.key(card))
    }
}
