/// A place the range went to for the first time.
enum NewPlaceCard: CardKind {
    static let type = CardType.newPlace
    static let name = "A first"
    static let rule = CardRule(decks: .places, weight: 0.7, look: .headline)
    static let pictures = PictureMotion.rise

    static func strength(_ p: CardPayload.NewPlace, _: Insights) -> Double {
        CardRule.scale(Double(p.place.photoCount), full: Double(DeckRules.newPlaceFullPhotos))
    }

    static func facts(_ payload: CardPayload) -> CardPayload.NewPlace? {
        if case let .newPlace(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.NewPlace, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 120), .native(p.place.nativeLabel),
         .photoRow(p.place.photos, count: 2, preferred: 420), .detail(face.detail)]
    }
}
