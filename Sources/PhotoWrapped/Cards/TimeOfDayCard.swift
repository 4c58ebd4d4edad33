/// The hours of the day the photos crowd into.
enum TimeOfDayCard: CardKind {
    static let type = CardType.timeOfDay
    static let name = "Time of day"
    static let rule = CardRule(decks: .both, weight: 0.7, look: .bars)
    static let pictures = PictureMotion.wipeUp

    /// How far the window's share stands above an even spread over the day.
    static func strength(_ p: CardPayload.TimeOfDay, _: Insights) -> Double {
        let even = Double(p.windowHours) / 24
        return CardRule.scale(CardRule.share(p.windowCount, of: p.hourHistogram.reduce(0, +)) / even, none: 1,
                              full: DeckRules.timeOfDayFullLift)
    }

    static func facts(_ payload: CardPayload) -> CardPayload.TimeOfDay? {
        if case let .timeOfDay(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.TimeOfDay, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 112), .gap(56),
         .hours(p.hourHistogram, windowStart: p.windowStart, windowHours: p.windowHours, axis: face.labels, preferred: 540),
         .detail(face.detail)]
    }
}
