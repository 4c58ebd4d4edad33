import Insights

/// The place of the most photos.
enum TopPlaceCard: CardKind {
    package static let type = CardType.topPlace
    package static let name = "Top place"
    static let rule = CardRule(decks: .places, weight: 1, look: .headline)
    /// The ranking claims its place first.
    static let claimTurn: Int? = 0
    package static let pictures = PictureMotion.rise
    package static let subject = CardSubject.places
    package static let colours = CardColours(poster: .init(stops: [0x3D0A24, 0x6E0E33, 0x761F10], accent: 0xFFC857),
                                             pastel: .init(stops: [0xFFEFE5, 0xFFE4D6, 0xFFF3D9], accent: 0xA5341A))

    static func strength(_ p: PlaceFace, _ insights: Insights) -> Double {
        CardRule.scale(CardRule.share(p.photoCount, of: insights.withLocation), full: DeckRules.topPlaceFullShare)
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: PlaceFace, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: PlaceFace, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: PlaceFace, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 124), .native(p.nativeLabel), .photoRow(p.photos, count: 3, preferred: 340),
         .detail(face.detail, accent: true)]
    }
}

private extension DeckFacts {
    func payload(_: TopPlaceCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard let top = places.ranked.first else { return nil }
        mentions.record([top.cluster.id])
        return .topPlace(face(top, mentions: &mentions))
    }
}

private extension Words {
    func words(_ p: PlaceFace) -> CardWords {
        return (pick("Your #1 place", "Tu lugar número 1"), p.label,
                pick("\(photos(p.photoCount)) on \(days(p.distinctDays)).", "\(photos(p.photoCount)) en \(days(p.distinctDays))."))
    }

    func face(_ p: PlaceFace) -> CardFace {
        return CardFace(kicker: pick("Your #1 place", "Tu lugar número 1"), headline: p.label, detail: placeCaption(p))
    }
}

extension CardType {
    public static let topPlace = CardType("top-place")
}

extension CardPayload {
    package static func topPlace(_ facts: PlaceFace) -> CardPayload { TopPlaceCard.payload(facts) }
}

extension PlaceFace: CardFacts {
    package var photoPaths: [String] { photos }

    package var withoutPhotos: Self {
        var facts = self
        facts.photos = []
        return facts
    }
}
