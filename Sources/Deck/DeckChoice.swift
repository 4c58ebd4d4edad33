/// Which cards a deck holds and in what order. Every card the insights support and the deck
/// (places or time) allows is a candidate, scored by its `CardRule` (weight × strength). The
/// title and the finale always stay; the best-scoring others fill the deck up to
/// `DeckRules.maxCards` (ties go to the earlier card of the story order). A card that yields
/// all its places (`DeckFacts.payloads`) is left out and the next candidate takes its seat.
/// Nothing is padded: a year that supports fewer than `DeckRules.minCards` cards gets those.
enum DeckChoice {
    package struct Candidate {
        package var type: CardType
        var score: Double
    }

    /// The chosen cards with their payloads, in the deck's order.
    package static func choose(_ facts: DeckFacts, aboutPlaces: Bool) -> [(CardType, CardPayload)] {
        let deck: CardRule.Decks = aboutPlaces ? .places : .time
        var alone: [CardType: CardPayload] = [:]
        let candidates = CardKinds.types.compactMap { type -> Candidate? in
            let rule = CardRule.rule(type)
            guard rule.decks.contains(deck), let payload = facts.alone(type) else { return nil }
            alone[type] = payload
            return Candidate(type: type, score: rule.weight * rule.strength(payload, facts.insights))
        }
        var left: Set<CardType> = []
        while true {
            let chosen = pick(candidates.filter { !left.contains($0.type) })
            let payloads = facts.payloads(chosen, alone: alone)
            let yielded = chosen.filter { payloads[$0] == nil }
            if yielded.isEmpty {
                return order(chosen.map { ($0, payloads[$0]!) })
            }
            left.formUnion(yielded)
        }
    }

    /// The first and last cards, and the best-scoring others up to the deck's size.
    package static func pick(_ candidates: [Candidate]) -> [CardType] {
        let pinned = candidates.filter { CardRule.rule($0.type).slot != .ranked }
        let ranked = candidates.enumerated().filter { CardRule.rule($0.element.type).slot == .ranked }
            .sorted { $0.element.score != $1.element.score ? $0.element.score > $1.element.score : $0.offset < $1.offset }
            .prefix(max(0, DeckRules.maxCards - pinned.count))
        return pinned.map(\.type) + ranked.map(\.element.type)
    }

    /// The deck's order: the title first, the finale last, and between them the story order
    /// (`CardKinds.all`'s: places, then days and months, then the extras, the map last), except that
    /// a photo-less card never follows a photo-less card of the same look: at each seat the
    /// first card of the story that neither clashes with the card before it nor leaves the
    /// rest impossible to arrange comes forward. Where no order avoids a clash (too many cards
    /// of one look), the story order stands where it must.
    package static func order(_ cards: [(CardType, CardPayload)]) -> [(CardType, CardPayload)] {
        let story = cards.sorted { $0.0.position < $1.0.position }
        let first = story.filter { CardRule.rule($0.0).slot == .first }
        let last = story.filter { CardRule.rule($0.0).slot == .last }
        var rest = story.filter { CardRule.rule($0.0).slot == .ranked }
        var ordered = first
        while !rest.isEmpty {
            let fits = rest.indices.filter { i in ordered.last.map { !clash($0, rest[i]) } ?? true }
            let next = fits.first { i in
                var after = rest
                after.remove(at: i)
                return arrangeable(after, following: look(rest[i]))
            } ?? fits.first ?? rest.startIndex
            ordered.append(rest.remove(at: next))
        }
        return ordered + last
    }

    /// Whether these cards can follow a card of look `last` with no clash: no photo-less look
    /// holds more than half of them, one more when it may come first.
    static func arrangeable(_ cards: [(CardType, CardPayload)], following last: CardRule.Look) -> Bool {
        let looks = cards.map(look)
        return Set(looks).allSatisfy { shared in
            let count = looks.filter { $0 == shared }.count
            return shared == .photos || count <= looks.count - count + (shared == last ? 0 : 1)
        }
    }

    /// Two cards of one look, neither with a photo.
    static func clash(_ a: (CardType, CardPayload), _ b: (CardType, CardPayload)) -> Bool {
        look(a) == look(b) && look(a) != .photos
    }

    static func look(_ card: (CardType, CardPayload)) -> CardRule.Look {
        card.1.photos.isEmpty ? CardRule.rule(card.0).look : .photos
    }
}
