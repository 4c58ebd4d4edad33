import Insights

/// How many places the range went to, the first of them named in chips.
enum DistinctPlacesCard: CardKind {
    package static let type = CardType.distinctPlaces
    package static let name = "Where you went"
    static let rule = CardRule(decks: .places, weight: 0.8, look: .number)
    package static let pictures = PictureMotion.wipeRight
    package static let subject = CardSubject.places
    package static let colours = CardColours(poster: .init(stops: [0x06331F, 0x0B4E36, 0x0A4A5C], accent: 0xFFE45C),
                                             pastel: .init(stops: [0xEAF7E8, 0xF2F7DF, 0xE2F3F0], accent: 0x2E6B17))

    static func strength(_ p: CardPayload.DistinctPlaces, _: Insights) -> Double {
        CardRule.scale(Double(p.places), full: Double(DeckRules.distinctPlacesFull))
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.DistinctPlaces, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.DistinctPlaces, in copy: Words) -> CardFace { copy.face(facts) }

    /// Room for the chips: on a story, about a line of chips for every two labels, up to the
    /// card's free height, so that few chips leave no gap and ten fill it.
    package static func layout(_: CardPayload.DistinctPlaces, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .number(face.number, unit: face.unit, size: 320), .detail(face.detail), .gap(48),
         .chips(face.labels, preferred: FormatLength(story: min(760, 160 + 60 * Double(face.labels.count)), square: 420))]
    }
}

private extension DeckFacts {
    func payload(_: DistinctPlacesCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard places.ranked.count >= DeckRules.distinctPlacesMin else { return nil }
        var labels: [String] = [], characters = 0
        for place in places.ranked.prefix(DeckRules.distinctPlacesChips) {
            let label = face(place).label
            // Two places that only their spot told apart are one chip.
            guard !labels.contains(label) else { continue }
            guard characters + label.count <= DeckRules.distinctPlacesChipCharacters || labels.isEmpty else { break }
            labels.append(label)
            characters += label.count
        }
        return .distinctPlaces(.init(places: places.ranked.count, cities: insights.cities, countries: insights.countries,
                                     labels: labels, more: places.ranked.count - labels.count))
    }
}

private extension Words {
    func words(_ p: CardPayload.DistinctPlaces) -> CardWords {
        return (places(p.places), citiesAndCountries(p),
                pick("Among them: ", "Entre ellos: ") + dotted(chips(p)) + ".")
    }

    func face(_ p: CardPayload.DistinctPlaces) -> CardFace {
        return CardFace(kicker: pick("Where you went", "Dónde estuviste"), number: number(p.places),
                        unit: p.places == 1 ? pick("place", "lugar") : pick("places", "lugares"), detail: words(p).body,
                        labels: chips(p))
    }
}

extension CardPayload {
    package static func distinctPlaces(_ facts: DistinctPlaces) -> CardPayload { DistinctPlacesCard.payload(facts) }

    public struct DistinctPlaces: Sendable, Equatable, Codable {
        public var places: Int
        public var cities: Int
        public var countries: Int
        /// The places the card names, best first…
        public var labels: [String]
        /// … and how many it does not: shown as "+N more".
        public var more: Int
    }
}

extension CardType {
    public static let distinctPlaces = CardType("distinct-places")
}

extension CardPayload.DistinctPlaces: CardFacts {}
