/// The day of the week of the most photos.
enum WeekdayCard: CardKind {
    static let type = CardType.weekday
    static let name = "Weekday"
    static let rule = CardRule(decks: .both, weight: 0.5, look: .bars)
    static let pictures = PictureMotion.wipeUp

    /// How far the day stands above the mean day of the week.
    static func strength(_ p: CardPayload.Weekday, _: Insights) -> Double {
        let mean = Double(p.counts.reduce(0, +)) / 7
        return CardRule.scale(Double(p.counts[p.weekday - 1]) / max(mean, 1), none: 1, full: DeckRules.weekdayFullLift)
    }

    static func facts(_ payload: CardPayload) -> CardPayload.Weekday? {
        if case let .weekday(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.Weekday, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 108), .gap(56),
         .bars(p.counts, labels: face.labels, highlight: p.weekday - 1, value: face.caption(p.weekday - 1), preferred: 520),
         .detail(face.detail)]
    }
}
