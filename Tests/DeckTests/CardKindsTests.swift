import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The card kinds' registry")
struct CardKindsTests {
    @Test("lists every kind once, each at its own position")
    func everyKindOnce() {
        #expect(CardKinds.types.map(\.position) == Array(CardKinds.all.indices))
    }

    @Test("each kind has a name of its own for the summary")
    func namesAreDistinct() {
        let names = CardKinds.types.map(\.name)
        #expect(!names.contains(""))
        #expect(Set(names).count == names.count)
    }

    @Test("the title comes first, the finale last, every other kind is ranked", arguments: CardKinds.types)
    func slots(_ type: CardType) {
        let expected: CardRule.Slot = type == .title ? .first : type == .finale ? .last : .ranked
        #expect(CardRule.rule(type).slot == expected)
    }

    @Test("a kind about places sits only in place decks; one about time in time decks too", arguments: CardKinds.types)
    func subjectAndDecks(_ type: CardType) {
        let decks = CardRule.rule(type).decks
        switch CardKinds.kind(type).subject {
        case .places: #expect(decks == .places)
        case .time: #expect(decks.contains(.time))
        case .range: #expect(decks == .both)
        }
    }

    @Test("the kinds that feature places claim them in turn: the ranking, the trip, the peak day, the new place")
    func claimTurns() {
        let claiming = CardKinds.all.compactMap { kind in kind.claimTurn.map { (kind.type, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
        #expect(claiming == [.topPlace, .topPlaces, .biggestTrip, .peakDay, .newPlace])
    }

    @Test("a kind's rule scores only its own payload")
    func strengthOfAnotherPayload() throws {
        let streak = CardPayload.streak(.init(days: 30, start: CivilDate(year: 2025, month: 1, day: 1), end: CivilDate(year: 2025, month: 1, day: 30)))
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        #expect(CardRule.rule(.streak).strength(streak, insights) > 0)
        #expect(CardRule.rule(.peakDay).strength(streak, insights) == 0)
    }

    @Test("a card's layout is its kind's, from its own facts and face")
    func cardLayout() {
        let face = CardFace(kicker: "Your longest streak", number: "30", unit: "days in a row", detail: "1 Jan – 30 Jan")
        let card = Card(title: "", body: "", altText: "", face: face, payload: .streak(.init(days: 30, start: CivilDate(year: 2025, month: 1, day: 1), end: CivilDate(year: 2025, month: 1, day: 30))))
        #expect(card.layout == [.kicker("Your longest streak"), .number("30", unit: "days in a row", size: 320), .gap(36),
                                .dots(30, preferred: 260), .detail("1 Jan – 30 Jan")])
    }
}

extension CardKind {
    /// The kind's facts found in `insights`, with `mentions` the places other cards already
    /// feature (none: the card as the deck's only one); nil when the insights do not support it.
    static func facts(from insights: Insights, options: DeckOptions = DeckOptions(), mentions: PlaceMentions = PlaceMentions()) -> Facts? {
        var mentions = mentions
        return payload(from: DeckFacts(insights: insights, options: options), mentions: &mentions).flatMap(facts)
    }
}
