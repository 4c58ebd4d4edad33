import Insights

/// The places close behind the top one, each in a panel.
enum TopPlacesCard: CardKind {
    package static let type = CardType.topPlaces
    package static let name = "Top places"
    static let rule = CardRule(decks: .places, weight: 0.8, look: .panels)
    /// The ranking claims its places first.
    static let claimTurn: Int? = 1
    package static let pictures = PictureMotion.rise
    package static let subject = CardSubject.places
    package static let colours = CardColours(poster: .init(stops: [0x04302B, 0x094A40, 0x123F63], accent: 0xB4F461),
                                             pastel: .init(stops: [0xE9F8EF, 0xE3F4F1, 0xEDF7E2], accent: 0x146B45))

    /// "Close behind" follows the #1: never stronger than the top place's own fact, so it is
    /// never chosen without it.
    static func strength(_ p: CardPayload.TopPlaces, _ insights: Insights) -> Double {
        let top = CardRule.scale(CardRule.share(insights.places.ranked.first?.cluster.photoCount ?? 0, of: insights.withLocation),
                                 full: DeckRules.topPlaceFullShare)
        return min(top, CardRule.scale(CardRule.share(p.places.reduce(0) { $0 + $1.photoCount }, of: insights.withLocation),
                                       full: DeckRules.topPlaceFullShare))
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.TopPlaces, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.TopPlaces, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.TopPlaces, face: CardFace) -> [LayoutBlock] {
        var blocks: [LayoutBlock] = [.kicker(face.kicker), .gap(20)]
        for (i, place) in p.places.enumerated() {
            if i > 0 { blocks.append(.gap(36)) }
            blocks.append(.panel(place, caption: face.caption(i), preferred: 460))
        }
        return blocks
    }
}

private extension DeckFacts {
    func payload(_: TopPlacesCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard places.ranked.count >= DeckRules.topPlacesMin else { return nil }
        let shown = places.ranked[1 ... 2]
        mentions.record(shown.map(\.cluster.id))
        var faces: [PlaceFace] = []
        for place in shown { faces.append(face(place, mentions: &mentions)) }
        return .topPlaces(.init(places: faces))
    }
}

private extension Words {
    func words(_ p: CardPayload.TopPlaces) -> CardWords {
        let list = p.places.map { "#\($0.rank) \($0.label), \(photos($0.photoCount))" }.joined(separator: "; ")
        return (pick("Close behind", "Muy cerca"),
                p.places.map(\.label).joined(separator: pick(" and ", " y ")), list + ".")
    }

    func face(_ p: CardPayload.TopPlaces) -> CardFace {
        return CardFace(kicker: pick("Close behind", "Muy cerca"), captions: p.places.map(placeCaption))
    }
}

extension CardPayload {
    package static func topPlaces(_ facts: TopPlaces) -> CardPayload { TopPlacesCard.payload(facts) }

    public struct TopPlaces: Sendable, Equatable, Codable {
        public var places: [PlaceFace]
    }
}

extension CardType {
    public static let topPlaces = CardType("top-places")
}

extension CardPayload.TopPlaces: CardFacts {
    package var photoPaths: [String] { places.flatMap(\.photos) }

    package var withoutPhotos: Self {
        var facts = self
        for i in facts.places.indices { facts.places[i].photos = [] }
        return facts
    }
}
