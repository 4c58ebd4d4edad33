import Testing
@testable import Deck
@testable import Insights
@testable import Model
import TestSupport

@Suite("Choosing and ordering the deck")
struct DeckChoiceTests {
    static func scores(_ insights: Insights, aboutPlaces: Bool) -> [CardType: Double] {
        let facts = DeckFacts(insights: insights, options: DeckOptions())
        var scores: [CardType: Double] = [:]
        for type in CardKinds.types {
            let rule = CardRule.rule(type)
            guard rule.decks.contains(aboutPlaces ? .places : .time), let payload = facts.alone(type) else { continue }
            scores[type] = rule.weight * rule.strength(payload, insights)
        }
        return scores
    }

    @Test("with more than twelve candidates the deck has twelve: the title, the finale and the best-scoring others")
    func strongestKept() throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        let scores = Self.scores(insights, aboutPlaces: true)
        #expect(scores.count > DeckRules.maxCards, "\(scores)")
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        let kept = Set(deck.cards.map(\.type))
        #expect(deck.cards.count == DeckRules.maxCards)
        #expect(kept.isSubset(of: Set(scores.keys)))
        #expect(kept.contains(.title) && kept.contains(.finale))
        let left = scores.filter { !kept.contains($0.key) }
        let weakestKept = try #require(scores.filter { kept.contains($0.key) && $0.key != .title && $0.key != .finale }.values.min())
        for (type, score) in left {
            #expect(score <= weakestKept, "\(type) (\(score)) left out while a card scoring \(weakestKept) stays")
        }
    }

    @Test("an extra whose fact grows strong takes the seat of the weakest card: photos on most days fill the year in pixels")
    func strongExtraTakesASeat() throws {
        var library = try SyntheticLibrary.richYear()
        let before = try #require(DeckBuilder.build(try library.insights(DeckBuilderTests.year), options: DeckOptions())).cards.map(\.type)
        #expect(!before.contains(.yearInPixels))
        for day in stride(from: 0, to: 360, by: 2) {
            try library.add(SyntheticLibrary.at(2025, 1, 1).date.adding(days: day).startOfDay.plus(hours: day % 24), at: SyntheticLibrary.london)
        }
        let insights = try library.insights(DeckBuilderTests.year)
        let scores = Self.scores(insights, aboutPlaces: true)
        let after = try #require(DeckBuilder.build(insights, options: DeckOptions())).cards.map(\.type)
        #expect(after.count == DeckRules.maxCards)
        #expect(after.contains(.yearInPixels), "\(after), scores \(scores.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" })")
        for type in Set(before).subtracting(after) {
            #expect(scores[type, default: 0] <= scores[.yearInPixels, default: 0], "\(type) left")
        }
    }

    @Test("a year that went abroad shows it on the map, even in a full deck: two cities abroad are a map worth a seat")
    func tripAbroadGetsTheMap() throws {
        // A year of photos most days at home, with its streaks and its weeks, and a week in Tokyo.
        var library = try SyntheticLibrary.richYear()
        for day in 0 ..< 300 where day % 7 != 3 {
            try library.add(SyntheticLibrary.at(2025, 1, 1).date.adding(days: day).startOfDay.plus(hours: 9 + day % 12), at: SyntheticLibrary.london)
        }
        let insights = try library.insights(DeckBuilderTests.year)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        #expect(deck.cards.count == DeckRules.maxCards)
        #expect(deck.cards.map(\.type).contains(.map), "\(deck.cards.map(\.type)), scores \(Self.scores(insights, aboutPlaces: true))")
    }

    @Test("'Close behind' never outranks the #1 it follows: a library of many small places keeps #2 and #3 only with #1")
    func topPlacesFollowTheTop() throws {
        var library = try SyntheticLibrary()
        for (i, point) in [SyntheticLibrary.london, SyntheticLibrary.paris, SyntheticLibrary.tokyo].enumerated() {
            for minute in 0 ..< 5 - i / 2 { try library.add(SyntheticLibrary.at(2025, 3 + i, 10, 12, minute), at: point) }
        }
        // A hundred photos, each alone in a far cell: located, but no place.
        for i in 0 ..< 100 {
            try library.add(SyntheticLibrary.at(2025, 5, 1 + i % 28, 9, i % 60),
                            at: GeoPoint(latitude: -40 + Double(i % 10) * 7, longitude: -120 + Double(i / 10) * 23)!)
        }
        let scores = Self.scores(try library.insights(DeckBuilderTests.year), aboutPlaces: true)
        let top = try #require(scores[.topPlace]), behind = try #require(scores[.topPlaces])
        #expect(behind <= top, "top places \(behind) above the top place \(top)")
    }

    static let bars: [(CardType, CardPayload)] = [
        (.peakMonth, .peakMonth(.init(month: "2025-06", count: 40, months: [.init(month: "2025-06", count: 40), .init(month: "2025-07", count: 3)]))),
        (.timeOfDay, .timeOfDay(.init(hourHistogram: Array(repeating: 2, count: 24), windowStart: 17, windowHours: 3, windowCount: 6, mood: "evening"))),
        (.busiestWeek, .busiestWeek(.init(week: "2025-W24", monday: CivilDate(year: 2025, month: 6, day: 9), count: 30, dailyCounts: [1, 2, 3, 4, 5, 6, 9]))),
        (.weekday, .weekday(.init(weekday: 6, counts: [1, 2, 3, 4, 5, 20, 6]))),
    ]
    static let others: [(CardType, CardPayload)] = [
        (.title, .title(.init(rangeLabel: "2025", start: CivilDate(year: 2025, month: 1, day: 1), end: CivilDate(year: 2025, month: 12, day: 31), photoCount: 300, photos: ["a.jpg"]))),
        (.coverage, .coverage(.init(photos: 300, withLocation: 0, coveragePct: 0))),
        (.yearInPixels, .yearInPixels(.init(start: CivilDate(year: 2025, month: 1, day: 1), dailyCounts: Array(repeating: 1, count: 365), photoDays: 365, maxPerDay: 1))),
        (.streak, .streak(.init(days: 12, start: CivilDate(year: 2025, month: 6, day: 1), end: CivilDate(year: 2025, month: 6, day: 12)))),
        (.photosPerWeek, .photosPerWeek(.init(perWeek: 6, weeks: 52, total: 300))),
        (.finale, .finale(.init(photos: ["a.jpg", "b.jpg"], photoCount: 300, placeCount: 0))),
    ]

    @Test("no two photo-less cards of one look in a row, the title first and the finale last, whatever order they come in")
    func rhythm() {
        let cards = Self.bars + Self.others
        let ordered = DeckChoice.order(cards)
        #expect(ordered.first?.0 == .title && ordered.last?.0 == .finale)
        #expect(Set(ordered.map(\.0)) == Set(cards.map(\.0)))
        for (a, b) in zip(ordered, ordered.dropFirst()) {
            #expect(!DeckChoice.clash(a, b), "\(a.0) then \(b.0) in \(ordered.map(\.0))")
        }
        for shuffled in [cards.reversed(), Array(cards[5...] + cards[..<5]), Self.others + Self.bars.reversed()] {
            #expect(DeckChoice.order(Array(shuffled)).map(\.0) == ordered.map(\.0))
        }
    }

    @Test("a card with photos never clashes: a peak day with photos may follow a streak")
    func photosBreakTheRun() {
        let streak = Self.others[3]
        let withPhotos: (CardType, CardPayload) = (.peakDay, .peakDay(.init(date: CivilDate(year: 2025, month: 6, day: 14), count: 30, placeLabel: nil, photos: ["a.jpg"])))
        let without: (CardType, CardPayload) = (.peakDay, .peakDay(.init(date: CivilDate(year: 2025, month: 6, day: 14), count: 30, placeLabel: nil, photos: [])))
        #expect(!DeckChoice.clash(streak, withPhotos))
        #expect(DeckChoice.clash(streak, without))
    }

    @Test("a time deck keeps its rhythm too, and is the same deck when built twice")
    func timeDeckRhythm() throws {
        var library = try SyntheticLibrary()
        for day in 0 ..< 90 {
            for h in 0 ..< (day % 7 == 5 ? 6 : 2) {
                try library.add(SyntheticLibrary.at(2025, 3, 1).date.adding(days: day).startOfDay.plus(hours: 9 + h))
            }
        }
        let insights = try library.insights(DeckBuilderTests.year)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        #expect(!deck.aboutPlaces)
        for (a, b) in zip(deck.cards, deck.cards.dropFirst()) {
            #expect(!DeckChoice.clash((a.type, a.payload), (b.type, b.payload)), "\(a.type) then \(b.type) in \(deck.cards.map(\.type))")
        }
        #expect(DeckBuilder.build(insights, options: DeckOptions()) == deck)
    }
}
