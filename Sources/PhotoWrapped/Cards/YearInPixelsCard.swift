/// Every day of the range, lit by its photos.
enum YearInPixelsCard: CardKind {
    static let type = CardType.yearInPixels
    static let name = "Year in pixels"
    static let rule = CardRule(decks: .both, weight: 0.6, look: .grid)
    static let pictures = PictureMotion.wipeRight

    static func strength(_ p: CardPayload.YearInPixels, _: Insights) -> Double {
        CardRule.scale(CardRule.share(p.photoDays, of: p.dailyCounts.count), full: DeckRules.yearInPixelsFullShare)
    }

    static func facts(_ payload: CardPayload) -> CardPayload.YearInPixels? {
        if case let .yearInPixels(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.YearInPixels, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 104, lines: 2), .gap(44),
         .year(p.dailyCounts, start: CivilDate(iso: p.start) ?? CivilDate(year: 2000, month: 1, day: 1), months: face.labels,
               weekdays: face.captions, preferred: FormatLength(story: 980, square: 700), columns: 2),
         .detail(face.detail)]
    }
}
