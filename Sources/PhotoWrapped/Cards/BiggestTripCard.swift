/// The longest run of days away from home.
enum BiggestTripCard: CardKind {
    static let type = CardType.biggestTrip
    static let name = "Biggest trip"
    static let rule = CardRule(decks: .places, weight: 0.8, look: .headline)
    static let pictures = PictureMotion.rise

    static func strength(_ p: CardPayload.Trip, _: Insights) -> Double {
        CardRule.scale(Double(p.days), full: Double(DeckRules.tripFullDays))
    }

    static func facts(_ payload: CardPayload) -> CardPayload.Trip? {
        if case let .biggestTrip(p) = payload { p } else { nil }
    }

    /// The areas it went through, in the accent, under the name.
    static func layout(_ p: CardPayload.Trip, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 112, lines: 3), .native(p.nativeLabel),
         .detail(face.labels.first, accent: true, lines: 4), .detail(face.detail), .photoRow(p.photos, count: 3, preferred: 480)]
    }
}
