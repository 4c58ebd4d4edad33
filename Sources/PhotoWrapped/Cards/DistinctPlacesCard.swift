/// How many places the range went to, the first of them named in chips.
enum DistinctPlacesCard: CardKind {
    static let type = CardType.distinctPlaces
    static let name = "Where you went"
    static let rule = CardRule(decks: .places, weight: 0.8, look: .number)
    static let pictures = PictureMotion.wipeRight

    static func strength(_ p: CardPayload.DistinctPlaces, _: Insights) -> Double {
        CardRule.scale(Double(p.places), full: Double(DeckRules.distinctPlacesFull))
    }

    static func facts(_ payload: CardPayload) -> CardPayload.DistinctPlaces? {
        if case let .distinctPlaces(p) = payload { p } else { nil }
    }

    /// Room for the chips: on a story, about a line of chips for every two labels, up to the
    /// card's free height, so that few chips leave no gap and ten fill it.
    static func layout(_: CardPayload.DistinctPlaces, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .number(face.number, unit: face.unit, size: 320), .detail(face.detail), .gap(48),
         .chips(face.labels, preferred: FormatLength(story: min(760, 160 + 60 * Double(face.labels.count)), square: 420))]
    }
}
