/// How many photos know where they were taken: what the deck can be about.
enum CoverageCard: CardKind {
    static let type = CardType.coverage
    static let name = "Coverage"
    // It frames the deck (how much of it can be about places), so it always counts fully.
    static let rule = CardRule(decks: .both, weight: 0.9, look: .ring)
    static let pictures = PictureMotion.sweep

    static func facts(_ payload: CardPayload) -> CardPayload.Coverage? {
        if case let .coverage(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.Coverage, face: CardFace) -> [LayoutBlock] {
        let top: [LayoutBlock] = [.kicker(face.kicker), .headline(face.headline, size: 104, lines: 2), .gap(40)]
        // No figure: location was off, and the card says what the deck is about instead of a ring.
        guard let figure = face.number else {
            return top + [.bigText(face.detail ?? "", size: 72, minimum: 40, lines: 5)]
        }
        return top + [.ring(percent: p.coveragePct, figure: figure, preferred: 600), .gap(24), .note(face.unit, size: 56, lines: 2)]
    }
}
