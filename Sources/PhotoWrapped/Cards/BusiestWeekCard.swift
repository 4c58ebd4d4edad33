/// The week of the most photos, day by day.
enum BusiestWeekCard: CardKind {
    static let type = CardType.busiestWeek
    static let name = "Busiest week"
    static let rule = CardRule(decks: .both, weight: 0.6, look: .bars)
    static let pictures = PictureMotion.wipeUp

    /// How far the week stands above the range's mean week.
    static func strength(_ p: CardPayload.BusiestWeek, _ insights: Insights) -> Double {
        let mean = Double(insights.time.total) / max(1, Double(insights.range.dayCount) / 7)
        return CardRule.scale(Double(p.count) / max(mean, 1), none: 1, full: DeckRules.busiestWeekFullLift)
    }

    static func facts(_ payload: CardPayload) -> CardPayload.BusiestWeek? {
        if case let .busiestWeek(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.BusiestWeek, face: CardFace) -> [LayoutBlock] {
        let top = p.dailyCounts.indices.max { p.dailyCounts[$0] < p.dailyCounts[$1] }
        return [.kicker(face.kicker), .headline(face.headline, size: 100, lines: 2), .gap(8), .number(face.number, unit: face.unit, size: 220),
                .gap(48), .bars(p.dailyCounts, labels: face.labels, highlight: top, value: top.flatMap(face.caption), preferred: 460)]
    }
}
