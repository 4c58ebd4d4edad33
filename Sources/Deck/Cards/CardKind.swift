import Insights

/// One kind of card, said in one place: the facts it tells and how they are found in the
/// insights, the rule by which it competes for a seat in the deck, its words in each language,
/// how its pictures come on, and the layout it asks the renderer for.
/// Every kind is listed once, in deck order, in `CardKinds.all`.
protocol CardKind: Sendable {
    /// What a card of this kind says, as its layout and its strength read it.
    associatedtype Facts: CardFacts

    /// The kind's id in deck.json.
    static var type: CardType { get }
    /// The kind as a person knows it, for the summary after `generate` ("Top places", not the
    /// `top-places` of deck.json).
    static var name: String { get }
    /// Where it goes and how much its kind of fact is worth telling.
    static var rule: CardRule { get }
    /// How strong this range's fact is, 0…1 (`CardRule.scale`); 1 unless the kind says.
    static func strength(_ facts: Facts, _ insights: Insights) -> Double
    /// How its photos, chart or map come on in the story video.
    static var pictures: PictureMotion { get }
    /// Its background and accent in each skin.
    static var colours: CardColours { get }
    /// Whether it tells of places, of time, or of the range as a whole.
    static var subject: CardSubject { get }
    /// The kind's facts in a card's payload; nil for another kind's payload.
    static func facts(_ payload: CardPayload) -> Facts?
    /// For a kind that features places, its turn to claim them as a deck is resolved: lower
    /// turns claim first (`DeckFacts.payloads`). Nil, the default, for a kind that claims none.
    static var claimTurn: Int? { get }
    /// The card's payload from the insights, featuring only places `mentions` allows; nil when
    /// the insights do not support the card.
    static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload?
    /// Its title, body, and the facts a screen reader adds to them.
    static func words(_ facts: Facts, in copy: Words) -> CardWords
    /// The words its poster sets.
    static func face(_ facts: Facts, in copy: Words) -> CardFace
    /// The blocks its card stacks, top to bottom, from its facts and the words of its face.
    static func layout(_ facts: Facts, face: CardFace) -> [LayoutBlock]
}

extension CardKind {
    static func strength(_: Facts, _: Insights) -> Double { 1 }

    static func facts(_ payload: CardPayload) -> Facts? {
        payload.type == type ? payload.facts as? Facts : nil
    }

    static var claimTurn: Int? { nil }

    /// A payload of this kind: its facts under its id.
    package static func payload(_ facts: Facts) -> CardPayload {
        CardPayload(type: type, facts: facts)
    }

    /// A payload of this kind read from deck.json, its facts under `key`.
    static func payload<Key: CodingKey>(decoding container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> CardPayload {
        payload(try container.decode(Facts.self, forKey: key))
    }

    /// The rule with its strength read from any card's payload: 0 for another kind's.
    static var scoredRule: CardRule {
        var rule = rule
        rule.strength = { payload, insights in facts(payload).map { strength($0, insights) } ?? 0 }
        return rule
    }

    package static func layout(of card: Card) -> [LayoutBlock] {
        layout(ownFacts(card.payload), face: card.face)
    }

    package static func words(of payload: CardPayload, in copy: Words) -> CardWords {
        words(ownFacts(payload), in: copy)
    }

    package static func face(of payload: CardPayload, in copy: Words) -> CardFace {
        face(ownFacts(payload), in: copy)
    }

    /// The facts of a payload known to be of this kind: `CardKinds` looks kinds up by the payload's type.
    private static func ownFacts(_ payload: CardPayload) -> Facts {
        guard let facts = facts(payload) else { preconditionFailure("a \(payload.type) payload given to \(type)") }
        return facts
    }
}

/// A card's title, body, and the facts a screen reader adds to them.
typealias CardWords = (title: String, body: String, facts: String)

/// What a card tells of: a deck with too few locations holds no card about places, and the
/// coverage card calls a deck about time only when it holds a card about time.
enum CardSubject {
    case places
    case time
    /// The range as a whole: its title, coverage, camera, the period before, the finale.
    case range
}

/// How a card's pictures enter in the story video: photos rise, bar charts grow, the ring
/// fills, the map opens from its middle, other charts are uncovered left to right.
public enum PictureMotion: Sendable {
    /// Up from below, fading in: photos and panels.
    case rise
    /// Uncovered from the bottom up, so bars seem to grow.
    case wipeUp
    /// Uncovered from left to right: dots, chips, comparisons.
    case wipeRight
    /// Uncovered clockwise from twelve o'clock, as the ring fills.
    case sweep
    /// Uncovered in a circle growing from its centre: the map.
    case reveal
}
