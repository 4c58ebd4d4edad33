/// The range's photos a week: a time deck's card.
enum PhotosPerWeekCard: CardKind {
    static let type = CardType.photosPerWeek
    static let name = "Photos per week"
    static let rule = CardRule(decks: .time, weight: 0.8, look: .number)
    static let pictures = PictureMotion.rise

    static func strength(_ p: CardPayload.PhotosPerWeek, _: Insights) -> Double {
        CardRule.scale(p.perWeek, full: DeckRules.photosPerWeekFull)
    }

    static func facts(_ payload: CardPayload) -> CardPayload.PhotosPerWeek? {
        if case let .photosPerWeek(p) = payload { p } else { nil }
    }

    static func layout(_: CardPayload.PhotosPerWeek, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 124), .number(face.number, unit: face.unit, size: 340), .detail(face.detail)]
    }
}
