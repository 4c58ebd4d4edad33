/// The places close behind the top one, each in a panel.
enum TopPlacesCard: CardKind {
    static let type = CardType.topPlaces
    static let name = "Top places"
    static let rule = CardRule(decks: .places, weight: 0.8, look: .panels)
    static let pictures = PictureMotion.rise

    /// "Close behind" follows the #1: never stronger than the top place's own fact, so it is
    /// never chosen without it.
    static func strength(_ p: CardPayload.TopPlaces, _ insights: Insights) -> Double {
        let top = CardRule.scale(CardRule.share(insights.places.ranked.first?.cluster.photoCount ?? 0, of: insights.withLocation),
                                 full: DeckRules.topPlaceFullShare)
        return min(top, CardRule.scale(CardRule.share(p.places.reduce(0) { $0 + $1.photoCount }, of: insights.withLocation),
                                       full: DeckRules.topPlaceFullShare))
    }

    static func facts(_ payload: CardPayload) -> CardPayload.TopPlaces? {
        if case let .topPlaces(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.TopPlaces, face: CardFace) -> [LayoutBlock] {
        var blocks: [LayoutBlock] = [.kicker(face.kicker), .gap(20)]
        for (i, place) in p.places.enumerated() {
            if i > 0 { blocks.append(.gap(36)) }
            blocks.append(.panel(place, caption: face.caption(i), preferred: 460))
        }
        return blocks
    }
}
