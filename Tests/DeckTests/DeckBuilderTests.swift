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

    @Test("photos per week divide by the weeks that have passed: --year of this year in November is not 52 weeks")
    func weeksPassed() throws {
        var library = try SyntheticLibrary()
        // 4 photos a day on 46 days, one every 7 days from January 5 to November 20.
        for week in 0 ..< 46 {
            for h in 0 ..< 4 { try library.add(SyntheticLibrary.at(2025, 1, 5, 10 + h).date.adding(days: 7 * week).startOfDay.plus(hours: 10 + h)) }
        }
        let insights = try library.insights(Self.year)
        let today = CivilDate(year: 2025, month: 11, day: 22)
        #expect(TimeStats.weeksPassed(Self.year, today: today) == Double(326) / 7)
        #expect(TimeStats.weeksPassed(Self.year, today: nil) == Double(365) / 7)
        #expect(TimeStats.weeksPassed(Self.year, today: CivilDate(year: 2027, month: 1, day: 1)) == Double(365) / 7)
        let card = try #require(DeckBuilder.build(insights, options: DeckOptions(today: today))?.cards.first { $0.type == .photosPerWeek })
        guard let p = PhotosPerWeekCard.facts(card.payload) else { Issue.record("not a weekly card"); return }
        #expect(p.weeks == 47 && abs(p.perWeek - 184.0 / (326.0 / 7)) < 1e-9)
        #expect(card.title == "About 4 photos a week" && card.body == "184 photos over 47 weeks.")
        let whole = try #require(DeckBuilder.build(insights, options: DeckOptions())?.cards.first { $0.type == .photosPerWeek })
        #expect(whole.body == "184 photos over 52 weeks.")
    }

    @Test("a tiny library gets only the cards that are true")
    func tiny() throws {
        var library = try SyntheticLibrary()
        for i in 0 ..< 5 { try library.add(SyntheticLibrary.at(2025, 4, 1 + 2 * i), at: SyntheticLibrary.paris) }
        let deck = try #require(DeckBuilder.build(try library.insights(Self.year), options: DeckOptions()))
        #expect(deck.cards.map(\.type) == [.title, .coverage, .topPlace, .finale])
    }

    @Test("a peak day of 3 photos is no card")
    func weakPeakDay() throws {
        var library = try SyntheticLibrary()
        for i in 0 ..< 30 { try library.add(SyntheticLibrary.at(2025, 1, 1).date.adding(days: i * 9).startOfDay.plus(hours: 12)) }
        for h in 0 ..< 3 { try library.add(SyntheticLibrary.at(2025, 7, 7, 10 + h)) }
        let insights = try library.insights(Self.year)
        #expect(insights.time.peakDay?.count == 3)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        #expect(!deck.cards.contains { $0.type == .peakDay })
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
        let copy = Copy(language: .es)
        #expect(copy.monthName(10, year: 2025) == "octubre")
        #expect(copy.number(12345) == "12.345")
        #expect(Copy(language: .en).number(12345) == "12,345")
        #expect(deck.cards.allSatisfy { $0.altText.hasPrefix("Tarjeta ") })
    }
}
