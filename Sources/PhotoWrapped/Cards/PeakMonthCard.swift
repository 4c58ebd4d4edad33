/// The month of the most photos, among the range's months.
enum PeakMonthCard: CardKind {
    static let type = CardType.peakMonth
    static let name = "Peak month"
    static let rule = CardRule(decks: .both, weight: 0.7, look: .bars)
    static let pictures = PictureMotion.wipeUp

    /// How far the month stands above the mean month.
    static func strength(_ p: CardPayload.PeakMonth, _: Insights) -> Double {
        guard !p.months.isEmpty else { return 0 }
        let mean = Double(p.months.reduce(0) { $0 + $1.count }) / Double(p.months.count)
        return CardRule.scale(Double(p.count) / max(mean, 1), none: 1, full: DeckRules.peakMonthFullLift)
    }

    static func facts(_ payload: CardPayload) -> CardPayload.PeakMonth? {
        if case let .peakMonth(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.PeakMonth, face: CardFace) -> [LayoutBlock] {
        let peak = p.months.firstIndex { $0.month == p.month }
        return [.kicker(face.kicker), .headline(face.headline, size: 112), .gap(56),
                .bars(p.months.map(\.count), labels: face.labels, highlight: peak, value: face.number, preferred: 640)]
    }
}
