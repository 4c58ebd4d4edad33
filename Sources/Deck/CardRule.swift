import Insights

/// How a card kind competes for a place in the deck and where it goes (`CardKind.rule`).
/// A card's score is `weight × strength`: how much its kind of fact is worth telling, times how
/// strong this year's fact is. The deck keeps the title and the finale, and the best-scoring
/// others up to `DeckRules.maxCards`.
struct CardRule {
    /// The rule of a card kind, its strength read from the card's payload.
    static func rule(_ type: CardType) -> CardRule { CardKinds.kind(type).scoredRule }

    /// Where a card stands in the deck.
    enum Slot { case first, ranked, last }

    /// What a card looks like when it shows no photo: two cards of one look in a row read as
    /// one card twice, so the deck's order keeps them apart. Cards with photos never clash.
    enum Look { case headline, number, bars, ring, grid, panels, map, photos }

    /// Which decks may hold the card: a place deck (spec §7.1, with its extras), a time deck
    /// (spec §7.2, when too few photos have a location), or both.
    struct Decks: OptionSet {
        package let rawValue: Int
        package static let places = Decks(rawValue: 1)
        package static let time = Decks(rawValue: 2)
        package static let both: Decks = [.places, .time]
    }

    package var slot: Slot = .ranked
    package var decks: Decks
    /// How much this kind of fact is worth telling, 0…1: the spec's own cards weigh 0.7 to 1,
    /// the extras 0.5 to 0.6 (a trip, a story of its own, 0.8), so that an extra displaces a
    /// spec card only when the spec card's fact is weak.
    package var weight: Double
    var look: Look
    /// How strong this year's fact is, 0…1, from the card's payload and the insights
    /// (`CardKind.strength`).
    var strength: @Sendable (CardPayload, Insights) -> Double = { _, _ in 1 }

    /// A ratio's strength: 0 at `none`, 1 at `full` and beyond.
    package static func scale(_ value: Double, none: Double = 0, full: Double) -> Double {
        guard full > none, value.isFinite else { return 0 }
        return min(1, max(0, (value - none) / (full - none)))
    }

    /// `part`'s share of `whole`, 0 when there is none.
    package static func share(_ part: Int, of whole: Int) -> Double {
        whole > 0 ? Double(part) / Double(whole) : 0
    }
}
