import Model
import Insights

/// The week of the most photos, day by day.
enum BusiestWeekCard: CardKind {
    package static let type = CardType.busiestWeek
    package static let name = "Busiest week"
    static let rule = CardRule(decks: .both, weight: 0.6, look: .bars)
    package static let pictures = PictureMotion.wipeUp
    package static let subject = CardSubject.time
    package static let colours = CardColours(poster: .init(stops: [0x2A0E5C, 0x3B2B9C, 0x113A7A], accent: 0x7DF9FF),
                                             pastel: .init(stops: [0xEEEBFF, 0xE5F0FF, 0xF0E8FF], accent: 0x3A3DB0))

    /// How far the week stands above the range's mean week.
    static func strength(_ p: CardPayload.BusiestWeek, _ insights: Insights) -> Double {
        let mean = Double(insights.time.total) / max(1, Double(insights.range.dayCount) / 7)
        return CardRule.scale(Double(p.count) / max(mean, 1), none: 1, full: DeckRules.busiestWeekFullLift)
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.BusiestWeek, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.BusiestWeek, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.BusiestWeek, face: CardFace) -> [LayoutBlock] {
        let top = p.dailyCounts.indices.max { p.dailyCounts[$0] < p.dailyCounts[$1] }
        return [.kicker(face.kicker), .headline(face.headline, size: 100, lines: 2), .gap(8), .number(face.number, unit: face.unit, size: 220),
                .gap(48), .bars(p.dailyCounts, labels: face.labels, highlight: top, value: top.flatMap(face.caption), preferred: 460)]
    }
}

private extension DeckFacts {
    func payload(_: BusiestWeekCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        let range = insights.range
        guard let week = time.busiestWeek, time.busiestWeekCount >= DeckRules.busiestWeekMinPhotos,
              range.dayCount >= DeckRules.busiestWeekMinRangeDays
        else { return nil }
        let monday = week.monday
        let daily = (0 ..< 7).map { offset -> Int in
            let day = monday.adding(days: offset).dayNumber - range.start.dayNumber
            return time.dailyCounts.indices.contains(day) ? time.dailyCounts[day] : 0
        }
        return .busiestWeek(.init(week: week.description, monday: monday, count: time.busiestWeekCount, dailyCounts: daily))
    }
}

private extension Words {
    func words(_ p: CardPayload.BusiestWeek) -> CardWords {
        let monday = dayMonth(p.monday)
        return (pick("Your busiest week", "Tu semana más intensa"),
                pick("The week of \(monday): \(photos(p.count)).", "La semana del \(monday): \(photos(p.count))."),
                pick("Photos each day, Monday to Sunday: ", "Fotos cada día, de lunes a domingo: ")
                    + p.dailyCounts.map(String.init).joined(separator: ", ") + ".")
    }

    func face(_ p: CardPayload.BusiestWeek) -> CardFace {
        let monday = dayMonth(p.monday)
        return CardFace(kicker: pick("Your busiest week", "Tu semana más intensa"),
                        headline: pick("The week of \(monday)", "La semana del \(monday)"), number: number(p.count),
                        unit: unit(p.count, ("photo", "photos"), ("foto", "fotos")), labels: weekdayInitials,
                        captions: p.dailyCounts.map(number))
    }
}

extension CardPayload {
    package static func busiestWeek(_ facts: BusiestWeek) -> CardPayload { BusiestWeekCard.payload(facts) }

    public struct BusiestWeek: Sendable, Equatable, Codable {
        public var week: String
        @ISODate public var monday: CivilDate
        public var count: Int
        /// Photos on each day of the week, Monday first.
        public var dailyCounts: [Int]
    }
}

extension CardType {
    public static let busiestWeek = CardType("busiest-week")
}

extension CardPayload.BusiestWeek: CardFacts {}
