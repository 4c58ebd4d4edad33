/// The place of the most photos.
enum TopPlaceCard: CardKind {
    static let type = CardType.topPlace
    static let name = "Top place"
    static let rule = CardRule(decks: .places, weight: 1, look: .headline)
    static let pictures = PictureMotion.rise

    static func strength(_ p: PlaceFace, _ insights: Insights) -> Double {
        CardRule.scale(CardRule.share(p.photoCount, of: insights.withLocation), full: DeckRules.topPlaceFullShare)
    }

    static func facts(_ payload: CardPayload) -> PlaceFace? {
        if case let .topPlace(p) = payload { p } else { nil }
    }

    static func layout(_ p: PlaceFace, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 124), .native(p.nativeLabel), .photoRow(p.photos, count: 3, preferred: 340),
         .detail(face.detail, accent: true)]
    }
}
