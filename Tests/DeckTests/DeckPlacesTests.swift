import Foundation
import Testing
@testable import Deck
@testable import Insights
@testable import Model
import TestSupport

/// A place on at most two cards. (Firsts, trips and the distinct places have their kinds' files.)
@Suite("Places on the cards")
struct DeckPlacesTests {
    static let year = try! DateRange.year(2025)

    /// Evenings at home in London across 2025, so that London is home and the deck is about places.
    static func homeYear() throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for day in stride(from: 0, to: 330, by: 5) {
            try library.add(CivilDate(year: 2025, month: 1, day: 2).adding(days: day).startOfDay.plus(hours: 20), at: SyntheticLibrary.london)
        }
        return library
    }

    /// Located photos at home in the first `months` of the 12 months before 2025, counting back
    /// from December 2024.
    static func addHistory(_ library: inout SyntheticLibrary, months: Int) throws {
        for back in 0 ..< months {
            let month = 12 - back
            for day in [3, 17] { try library.add(SyntheticLibrary.at(2024, month, day, 19), at: SyntheticLibrary.london) }
        }
    }

    static func visit(_ library: inout SyntheticLibrary, _ point: GeoPoint, month: Int, day: Int, photos: Int) throws {
        for i in 0 ..< photos { try library.add(SyntheticLibrary.at(2025, month, day, 10 + i / 6, i * 9 % 60), at: point) }
    }

    static func newPlaceCard(_ insights: Insights) throws -> CardPayload.NewPlace? {
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        return deck.cards.lazy.compactMap { NewPlaceCard.facts($0.payload) }.first
    }

    @Test("no place is featured on more than two cards: the new place yields to the next candidate")
    func twoCardsAtMost() throws {
        var library = try Self.homeYear()
        try Self.addHistory(&library, months: 12)
        // Paris is #2, the peak day's place and the best new place; Tokyo is #3 and new too.
        try Self.visit(&library, SyntheticLibrary.paris, month: 6, day: 14, photos: 30)
        for d in 0 ..< 4 { try Self.visit(&library, SyntheticLibrary.tokyo, month: 10, day: 4 + d, photos: 6) }
        let insights = try library.insights(Self.year)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        let featuring = deck.cards.filter { ![.distinctPlaces, .finale].contains($0.type) }
        for place in insights.places.ranked where !place.isHome {
            let label = insights.places.label(of: place, language: .en, revealHome: false)
            let cards = featuring.filter { $0.altText.contains(label) }.map(\.type)
            #expect(cards.count <= DeckRules.maxCardsPerPlace, "\(label) is on \(cards)")
        }
        let peak = try #require(deck.cards.first { $0.type == .peakDay })
        #expect(peak.body.contains("Paris, France"))
        #expect(try Self.newPlaceCard(insights)?.place.label == "Tokyo, Japan")
    }

}
