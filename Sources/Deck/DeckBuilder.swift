import Insights
import Places

/// A deck: the cards to show, in order.
public struct Deck: Sendable, Equatable, Codable {
    public var cards: [Card]
    /// False when too few photos had a location and the deck is about time instead (spec §7.2).
    public var aboutPlaces: Bool
    /// The photos the cards' picks passed over, and why, by path; nil where no judge looked.
    public var passedOver: [PassedOverPhoto]?
}

/// A photo a card could have shown but did not, and why: what `export` lists, so that a
/// person sees the receipt was skipped as a document.
public struct PassedOverPhoto: Sendable, Equatable, Codable {
    public var path: String
    public var reason: PhotoFlaw
}

/// Stage: build the deck. Consumes insights; produces 8–12 cards where the year supports
/// them, each only if its fact is strong enough (`DeckRules`): the title, the finale, and the
/// cards most worth telling by `CardRule`'s scores, in a story order with rhythm
/// (`DeckChoice`). No place is featured on more than `maxCardsPerPlace` cards
/// (`DeckFacts.payloads` says which card yields). A tiny library gets the cards that are true,
/// even if fewer than eight; it never gets invented ones. An empty range gets no deck.
public enum DeckBuilder {
    public static func build(_ insights: Insights, options: DeckOptions, judge: (any PhotoJudge)? = nil) -> Deck? {
        guard insights.total > 0 else { return nil }
        let aboutPlaces = insights.coveragePct >= DeckRules.placeDeckMinCoveragePct
        let choose = { (judge: (any PhotoJudge)?) in
            DeckChoice.choose(DeckFacts(insights: insights, options: options, judge: judge), aboutPlaces: aboutPlaces)
        }
        judge?.measureAhead { _ = choose($0) }
        let chosen = choose(judge)
        let hasTimeCards = chosen.contains { $0.0.isAboutTime }
        let ordered = chosen.map { type, payload in
            guard var coverage = CoverageCard.facts(payload) else { return (type, payload) }
            coverage.deckHasTimeCards = hasTimeCards
            return (type, CardPayload.coverage(coverage))
        }
        let copy = Words(insights: insights, options: options)
        let cards = ordered.enumerated().map { i, chosen in
            let payload = chosen.1
            let words = copy.words(payload)
            let position = options.language == .en ? "Card \(i + 1) of \(ordered.count)" : "Tarjeta \(i + 1) de \(ordered.count)"
            return Card(title: words.title, body: words.body,
                        altText: "\(position). \(words.title). \(words.body) \(words.facts)", face: copy.face(payload), payload: payload)
        }
        let shown = Set(cards.flatMap(\.payload.photos))
        let passedOver = judge.map { judge in
            judge.passedOver.merging(insights.leftOut.map { ($0, .leftOut) }) { _, leftOut in leftOut }.compactMap { id, flaw in
                insights.assetPath(id).map { PassedOverPhoto(path: $0.description, reason: flaw) }
            }.filter { !shown.contains($0.path) }.sorted { $0.path < $1.path }
        }
        return Deck(cards: cards, aboutPlaces: aboutPlaces, passedOver: passedOver)
    }
}
