/// The day of the most photos, and where it was spent.
enum PeakDayCard: CardKind {
    static let type = CardType.peakDay
    static let name = "Peak day"
    static let rule = CardRule(decks: .both, weight: 0.9, look: .number)
    static let pictures = PictureMotion.rise

    /// How far the day stands above the median day with photos.
    static func strength(_ p: CardPayload.PeakDay, _ insights: Insights) -> Double {
        let days = insights.time.dailyCounts.filter { $0 > 0 }.sorted()
        let median = days.isEmpty ? 1 : Double(days[days.count / 2])
        return CardRule.scale(Double(p.count) / median, none: 1, full: DeckRules.peakDayFullLift)
    }

    static func facts(_ payload: CardPayload) -> CardPayload.PeakDay? {
        if case let .peakDay(p) = payload { p } else { nil }
    }

    /// With no photo row, the figure takes its room.
    static func layout(_ p: CardPayload.PeakDay, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 100, lines: 2), .gap(8),
         .number(face.number, unit: face.unit, size: p.photos.isEmpty ? 360 : 260), .detail(face.detail),
         .photoRow(p.photos, count: 3, preferred: 300)]
    }
}
