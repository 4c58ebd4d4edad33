import Model
import Insights

/// Every day of the range, lit by its photos.
enum YearInPixelsCard: CardKind {
    package static let type = CardType.yearInPixels
    package static let name = "Year in pixels"
    static let rule = CardRule(decks: .both, weight: 0.6, look: .grid)
    package static let pictures = PictureMotion.wipeRight
    package static let subject = CardSubject.time
    package static let colours = CardColours(poster: .init(stops: [0x0B0F14, 0x13202B, 0x0B1A12], accent: 0x39E07A),
                                             pastel: .init(stops: [0xF6F3EE, 0xEEF4EC, 0xF3F0F8], accent: 0x1B6A3E))

    static func strength(_ p: CardPayload.YearInPixels, _: Insights) -> Double {
        CardRule.scale(CardRule.share(p.photoDays, of: p.dailyCounts.count), full: DeckRules.yearInPixelsFullShare)
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.YearInPixels, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.YearInPixels, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.YearInPixels, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 104, lines: 2), .gap(44),
         .year(p.dailyCounts, start: p.start, months: face.labels,
               weekdays: face.captions, preferred: FormatLength(story: 980, square: 700), columns: 2),
         .detail(face.detail)]
    }
}

private extension DeckFacts {
    func payload(_: YearInPixelsCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        let range = insights.range
        guard range.dayCount >= DeckRules.yearInPixelsMinRangeDays, time.photoDays >= DeckRules.yearInPixelsMinPhotoDays else {
            return nil
        }
        return .yearInPixels(.init(start: range.start, dailyCounts: time.dailyCounts, photoDays: time.photoDays,
                                   maxPerDay: time.dailyCounts.max() ?? 0))
    }
}

private extension Words {
    func words(_ p: CardPayload.YearInPixels) -> CardWords {
        let total = p.dailyCounts.count
        return (yourRange(in: ("pixels", "píxeles")),
                pick("Photos on \(number(p.photoDays)) of \(number(total)) days.", "Fotos en \(number(p.photoDays)) de \(number(total)) días."),
                pick("Each square is a day; the brighter, the more photos, up to \(number(p.maxPerDay)).",
                     "Cada cuadro es un día; cuanto más claro, más fotos, hasta \(number(p.maxPerDay))."))
    }

    func face(_ p: CardPayload.YearInPixels) -> CardFace {
        return CardFace(kicker: pick("Day by day", "Día a día"), headline: yourRange(in: ("pixels", "píxeles")),
                        detail: words(p).body,
                        labels: (1 ... 12).map { monthName($0, year: p.start.year).prefix(3).capitalizedFirst },
                        captions: weekdayInitials)
    }
}

extension CardPayload {
    package static func yearInPixels(_ facts: YearInPixels) -> CardPayload { YearInPixelsCard.payload(facts) }

    public struct YearInPixels: Sendable, Equatable, Codable {
        /// The first day of `dailyCounts`.
        @ISODate public var start: CivilDate
        public var dailyCounts: [Int]
        public var photoDays: Int
        public var maxPerDay: Int
    }
}

extension CardType {
    public static let yearInPixels = CardType("year-in-pixels")
}

extension CardPayload.YearInPixels: CardFacts {}
