/// The longest run of days in a row with photos.
enum StreakCard: CardKind {
    static let type = CardType.streak
    static let name = "Streak"
    static let rule = CardRule(decks: .both, weight: 0.6, look: .number)
    static let pictures = PictureMotion.wipeRight

    /// A short range cannot hold a long streak: a quarter of it counts fully.
    static func strength(_ p: CardPayload.Streak, _ insights: Insights) -> Double {
        let full = min(Double(DeckRules.streakFullDays), Double(insights.range.dayCount) / 4)
        return CardRule.scale(Double(p.days), full: full)
    }

    static func facts(_ payload: CardPayload) -> CardPayload.Streak? {
        if case let .streak(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.Streak, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .number(face.number, unit: face.unit, size: 320), .gap(36), .dots(p.days, preferred: 260),
         .detail(face.detail)]
    }
}
