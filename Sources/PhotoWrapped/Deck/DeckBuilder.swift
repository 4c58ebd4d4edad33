/// A deck: the cards to show, in order.
public struct Deck: Sendable, Equatable, Codable {
    public var cards: [Card]
    /// False when too few photos had a location and the deck is about time instead (spec §7.2).
    public var aboutPlaces: Bool
}

/// Stage: build the deck. Consumes insights; produces 8–12 cards where the year supports
/// them, each only if its fact is strong enough (`DeckRules`), in the spec's order, with the
/// extras (year in pixels, biggest trip, streak, busiest week, weekday) filling in behind the
/// spec's ten up to `maxCards`. No place is featured on more than `maxCardsPerPlace` cards
/// (`DeckFacts.payloads` says which card yields). A tiny library gets the cards that are true, even if fewer
/// than eight; it never gets invented ones. An empty range gets no deck.
public enum DeckBuilder {
    /// Spec §7.1's deck, then the extras by priority.
    static let placeDeck: [CardType] = [.title, .coverage, .topPlace, .topPlaces, .peakDay, .peakMonth, .timeOfDay,
                                        .distinctPlaces, .newPlace, .finale]
    static let placeExtras: [CardType] = [.yearInPixels, .biggestTrip, .streak, .busiestWeek, .weekday, .map]
    /// Spec §7.2: photos per week, busiest week, weekday and streaks replace the place cards.
    static let timeDeck: [CardType] = [.title, .coverage, .peakDay, .peakMonth, .timeOfDay, .photosPerWeek,
                                       .busiestWeek, .weekday, .streak, .finale]
    static let timeExtras: [CardType] = [.yearInPixels]

    public static func build(_ insights: Insights, options: DeckOptions) -> Deck? {
        guard insights.total > 0 else { return nil }
        let facts = DeckFacts(insights: insights, options: options)
        let aboutPlaces = insights.coveragePct >= DeckRules.placeDeckMinCoveragePct
        let (core, extras) = aboutPlaces ? (placeDeck, placeExtras) : (timeDeck, timeExtras)
        func withExtras(_ cards: [CardType], leaving left: [CardType]) -> [CardType] {
            var cards = cards
            for extra in extras where cards.count < DeckRules.maxCards && !cards.contains(extra) && !left.contains(extra) && facts.supports(extra) {
                cards.append(extra)
            }
            return cards
        }
        var chosen = withExtras(core.filter(facts.supports), leaving: [])
        var payloads = facts.payloads(chosen)
        // A card that yielded all its places (a new place already on two cards) leaves room for an extra.
        let yielded = chosen.filter { payloads[$0] == nil }
        if !yielded.isEmpty {
            chosen = withExtras(chosen.filter { payloads[$0] != nil }, leaving: yielded)
            payloads = facts.payloads(chosen)
        }
        let ordered = CardType.allCases.filter { chosen.contains($0) && payloads[$0] != nil }
        let copy = Copy(language: options.language)
        let cards = ordered.enumerated().map { i, type in
            let payload = payloads[type]!
            let words = copy.words(payload)
            let position = options.language == .en ? "Card \(i + 1) of \(ordered.count)" : "Tarjeta \(i + 1) de \(ordered.count)"
            return Card(title: words.title, body: words.body,
                        altText: "\(position). \(words.title). \(words.body) \(words.facts)", face: copy.face(payload), payload: payload)
        }
        return Deck(cards: cards, aboutPlaces: aboutPlaces)
    }
}
