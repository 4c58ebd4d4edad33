/// The range set against the period before: only what grew is told.
enum YearOverYearCard: CardKind {
    static let type = CardType.yearOverYear
    static let name = "Year over year"
    // Rare (the period before must be well covered) and the story a second year most wants:
    // weighed as a trip is.
    static let rule = CardRule(decks: .both, weight: 0.8, look: .bars)
    static let pictures = PictureMotion.wipeRight

    static func strength(_ p: CardPayload.YearOverYear, _: Insights) -> Double {
        let lift = p.measures.map {
            CardRule.scale(Double($0.current) / Double(max($0.previous, 1)), none: 1, full: DeckRules.yearOverYearFullLift)
        }
        return max(lift.max() ?? 0, CardRule.scale(Double(p.newCountries.count), full: Double(DeckRules.yearOverYearFullNewCountries)))
    }

    static func facts(_ payload: CardPayload) -> CardPayload.YearOverYear? {
        if case let .yearOverYear(p) = payload { p } else { nil }
    }

    /// New countries are named large; grown figures are set beside the period before's.
    static func layout(_ p: CardPayload.YearOverYear, face: CardFace) -> [LayoutBlock] {
        if p.lead == "new-countries" {
            return [.kicker(face.kicker), .headline(face.headline, size: 112, lines: 3), .gap(72),
                    .bigText(face.labels.joined(separator: CardFace.listSeparator), size: 150, minimum: 44, lines: 5)]
        }
        return [.kicker(face.kicker), .headline(face.headline, size: 104, lines: 3), .gap(64),
                .pairs(names: face.labels, figures: face.captions, values: p.measures.map { ComparedValue(current: $0.current, previous: $0.previous) },
                       previousName: face.unit ?? ""),
                .detail(face.detail, accent: true)]
    }
}
