import Insights

/// The range set against the period before: only what grew is told.
enum YearOverYearCard: CardKind {
    package static let type = CardType.yearOverYear
    package static let name = "Year over year"
    // Rare (the period before must be well covered) and the story a second year most wants:
    // weighed as a trip is.
    static let rule = CardRule(decks: .both, weight: 0.8, look: .bars)
    package static let pictures = PictureMotion.wipeRight
    package static let subject = CardSubject.range
    package static let colours = CardColours(poster: .init(stops: [0x10163F, 0x1F2A78, 0x0B2F4A], accent: 0xFF9ECF),
                                             pastel: .init(stops: [0xE8EEFF, 0xF3E8FF, 0xFFE8F3], accent: 0x2C3A9E))

    static func strength(_ p: CardPayload.YearOverYear, _: Insights) -> Double {
        let lift = p.measures.map {
            CardRule.scale(Double($0.current) / Double(max($0.previous, 1)), none: 1, full: DeckRules.yearOverYearFullLift)
        }
        return max(lift.max() ?? 0, CardRule.scale(Double(p.newCountries.count), full: Double(DeckRules.yearOverYearFullNewCountries)))
    }

    package static func payload(from deck: DeckFacts, mentions _: inout PlaceMentions) -> CardPayload? {
        YearOverYearFacts.payload(deck.insights, language: deck.options.language).map(CardPayload.yearOverYear)
    }

    package static func words(_ facts: CardPayload.YearOverYear, in copy: Words) -> CardWords {
        (copy.yearOverYearTitle(facts), copy.yearOverYearBody(facts), copy.yearOverYearKicker(facts) + ".")
    }

    package static func face(_ facts: CardPayload.YearOverYear, in copy: Words) -> CardFace { copy.yearOverYearFace(facts) }

    /// New countries are named large; grown figures are set beside the period before's.
    package static func layout(_ p: CardPayload.YearOverYear, face: CardFace) -> [LayoutBlock] {
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

extension CardPayload {
    package static func yearOverYear(_ facts: YearOverYear) -> CardPayload { YearOverYearCard.payload(facts) }

    /// The range set against the period before (`PreviousPeriod`): only what grew is told.
    public struct YearOverYear: Sendable, Equatable, Codable {
        /// One figure of both periods.
        public struct Measure: Sendable, Equatable, Codable {
            /// `photos`, `days` (days with photos), `places` or `countries`.
            public var name: String
            public var current: Int
            public var previous: Int
        }

        /// How the period before is named: `year`, `year-so-far`, `month`, `season` or `days`.
        public var period: String
        public var previousStart: String
        public var previousEnd: String
        /// What the card leads with: a measure's name, or `new-countries`.
        public var lead: String
        /// The figures that grew, the lead's first.
        public var measures: [Measure]
        /// Countries of the range's places that none of the period before's places was in,
        /// named in the deck's language.
        public var newCountries: [String]
    }
}

extension CardType {
    public static let yearOverYear = CardType("year-over-year")
}

extension CardPayload.YearOverYear: CardFacts {}
