import Foundation
import Testing
@testable import Deck
@testable import Insights
@testable import Model
import TestSupport

@Suite("Choosing the cards")
struct DeckBuilderTests {
    static let year = try! DateRange.year(2025)

    @Test("a year with places gets a place deck of 8 to 12 cards, title first, finale last, with rhythm")
    func placeDeck() throws {
        let deck = try #require(DeckBuilder.build(try SyntheticLibrary.richYear().insights(Self.year), options: DeckOptions()))
        #expect((DeckRules.minCards ... DeckRules.maxCards).contains(deck.cards.count))
        #expect(deck.aboutPlaces)
        let types = deck.cards.map(\.type)
        #expect(types.first == .title && types.last == .finale)
        #expect(types.contains(.topPlace) && types.contains(.biggestTrip))
        for (a, b) in zip(deck.cards, deck.cards.dropFirst()) {
            #expect(!DeckChoice.clash((a.type, a.payload), (b.type, b.payload)), "\(a.type) then \(b.type)")
        }
        for card in deck.cards {
            #expect(!card.title.isEmpty && card.altText.contains(card.title))
        }
    }

    @Test("deck.json's title of each card is what its poster says: its kicker, its headline, both, or its number and unit",
          arguments: Language.allCases)
    func titlesOnPosters(language: Language) throws {
        let deck = try #require(DeckBuilder.build(try SyntheticLibrary.richYear().insights(Self.year), options: DeckOptions(language: language)))
        for card in deck.cards {
            let f = card.face
            let said = [f.kicker, f.headline, f.kicker.flatMap { k in f.headline.map { "\(k): \($0)" } },
                        f.number.flatMap { n in f.unit.map { "\(n) \($0)" } }].compactMap { $0 }
            #expect(said.contains(card.title), "\(card.type): \(card.title) is not on the poster (\(said))")
        }
    }

    @Test("below 20% coverage the deck is about time, with no place card")
    func timeDeck() throws {
        var library = try SyntheticLibrary()
        for day in 0 ..< 60 {
            for h in 0 ..< 2 {
                let located = day % 10 == 0 && h == 0
                try library.add(SyntheticLibrary.at(2025, 3, 1, 9 + h).date.adding(days: day).startOfDay.plus(hours: 9 + h),
                                at: located ? SyntheticLibrary.london : nil)
            }
        }
        let insights = try library.insights(Self.year)
        #expect(insights.coveragePct < DeckRules.placeDeckMinCoveragePct)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        #expect(!deck.aboutPlaces)
        #expect(!deck.cards.contains { $0.type.isAboutPlaces })
        #expect(deck.cards.contains { $0.type == .streak })
    }

    @Test("a tiny library gets only the cards that are true")
    func tiny() throws {
        var library = try SyntheticLibrary()
        for i in 0 ..< 5 { try library.add(SyntheticLibrary.at(2025, 4, 1 + 2 * i), at: SyntheticLibrary.paris) }
        let deck = try #require(DeckBuilder.build(try library.insights(Self.year), options: DeckOptions()))
        #expect(deck.cards.map(\.type) == [.title, .coverage, .topPlace, .finale])
    }

    @Test("an empty range gets no deck")
    func emptyRange() throws {
        let library = try SyntheticLibrary()
        #expect(DeckBuilder.build(try library.insights(Self.year), options: DeckOptions()) == nil)
    }

    @Test("screenshots and videos are set aside and counted as such")
    func counting() throws {
        var library = try SyntheticLibrary()
        try library.add(SyntheticLibrary.at(2025, 2, 2), name: "Screenshots/Screenshot_20250202-120000.png")
        try library.add(SyntheticLibrary.at(2025, 2, 2), kind: .video, name: "v/VID_1.mp4")
        try library.add(SyntheticLibrary.at(2025, 2, 2), name: "d/IMG_1.jpg")
        try library.add(SyntheticLibrary.at(2025, 2, 2), kind: .rawTIFF, name: "d/IMG_1.dng")
        try library.add(SyntheticLibrary.at(2025, 2, 2), name: "d/IMG_1-edited.jpg")
        let insights = try library.insights(Self.year)
        #expect(insights.total == 1)
        #expect(insights.selection.setAside == [.screenshot: 1, .video: 1, .rawPair: 1, .edit: 1])
        let all = try library.insights(Self.year, options: .init(includeVideos: true, includeScreenshots: true))
        #expect(all.total == 3)
    }

    @Test("Spanish cards use Spanish dates, months and numbers")
    func spanish() throws {
        let deck = try #require(DeckBuilder.build(try SyntheticLibrary.richYear().insights(Self.year), options: DeckOptions(language: .es)))
        let peak = try #require(deck.cards.first { $0.type == .peakDay })
        #expect(peak.title == "Tu gran día")
        #expect(peak.body == "Sábado, 14 de junio: 21 fotos en Paris, Francia.")
        let copy = Words(language: .es)
        #expect(copy.monthName(10, year: 2025) == "octubre")
        #expect(copy.number(12345) == "12.345")
        #expect(Words(language: .en).number(12345) == "12,345")
        #expect(deck.cards.allSatisfy { $0.altText.hasPrefix("Tarjeta ") })
    }
}
