import Insights

/// The spec's Phase 2 card: where the range went, told near the end of the story.
enum MapCard: CardKind {
    package static let type = CardType.map
    package static let name = "Map"
    static let rule = CardRule(decks: .places, weight: 0.8, look: .map)
    package static let pictures = PictureMotion.reveal
    package static let subject = CardSubject.places
    package static let colours = CardColours(poster: .init(stops: [0x041C32, 0x06304F, 0x0B2545], accent: 0xFFC94A),
                                             pastel: .init(stops: [0xE6F1F8, 0xEAF4F2, 0xF1EEF8], accent: 0x963220))

    /// A range that crossed a border is a map worth a seat; within one country, its cities make it.
    static func strength(_ p: CardPayload.Map, _: Insights) -> Double {
        let homeCountry = p.dots.first(where: \.isHome)?.country
        let abroad = Set(p.countries).subtracting(homeCountry.map { [$0] } ?? []).count
        return max(CardRule.scale(Double(p.dots.filter { !$0.isHome }.count), full: Double(DeckRules.mapFullCities)),
                   homeCountry == nil ? 0 : CardRule.scale(Double(abroad), full: Double(DeckRules.mapFullCountriesAbroad)))
    }

    package static func payload(from deck: DeckFacts, mentions _: inout PlaceMentions) -> CardPayload? {
        deck.map()
    }

    package static func words(_ facts: CardPayload.Map, in copy: Words) -> CardWords { copy.mapWords(facts) }

    package static func face(_ facts: CardPayload.Map, in copy: Words) -> CardFace { copy.mapFace(facts) }

    package static func layout(_ p: CardPayload.Map, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 92, lines: 2), .gap(40),
         .map(p, labels: face.labels, maxHeight: FormatLength(story: 1000, square: 640)), .detail(face.detail, lines: 4)]
    }
}

extension CardType {
    public static let map = CardType("map")
}

extension CardPayload {
    package static func map(_ facts: Map) -> CardPayload { MapCard.payload(facts) }
}

extension CardPayload.Map: CardFacts {}
