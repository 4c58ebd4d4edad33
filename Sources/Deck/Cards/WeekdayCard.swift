import Insights

/// The day of the week of the most photos.
enum WeekdayCard: CardKind {
    package static let type = CardType.weekday
    package static let name = "Weekday"
    static let rule = CardRule(decks: .both, weight: 0.5, look: .bars)
    package static let pictures = PictureMotion.wipeUp
    package static let subject = CardSubject.time
    package static let colours = CardColours(poster: .init(stops: [0x5E0A1F, 0x8C1038, 0x4A0E5A], accent: 0xFFD6E7),
                                             pastel: .init(stops: [0xFFE8EE, 0xFFEFE3, 0xF9E6FF], accent: 0xA1224A))

    /// How far the day stands above the mean day of the week.
    static func strength(_ p: CardPayload.Weekday, _: Insights) -> Double {
        let mean = Double(p.counts.reduce(0, +)) / 7
        return CardRule.scale(Double(p.counts[p.weekday - 1]) / max(mean, 1), none: 1, full: DeckRules.weekdayFullLift)
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.Weekday, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.Weekday, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.Weekday, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 108), .gap(56),
         .bars(p.counts, labels: face.labels, highlight: p.weekday - 1, value: face.caption(p.weekday - 1), preferred: 520),
         .detail(face.detail)]
    }
}

private extension DeckFacts {
    func payload(_: WeekdayCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        let range = insights.range
        guard time.total >= DeckRules.weekdayMinPhotos, range.dayCount >= DeckRules.weekdayMinRangeDays, let top = time.topWeekday,
              Double(time.weekdayCounts[top - 1]) >= DeckRules.weekdayMinLift * Double(time.total) / 7
        else { return nil }
        return .weekday(.init(weekday: top, counts: time.weekdayCounts))
    }
}

private extension Words {
    func words(_ p: CardPayload.Weekday) -> CardWords {
        let name = weekdayName(p.weekday)
        return (pick("\(name)s were for photos", "Los \(name.hasSuffix("s") ? name : name + "s") eran para fotos"),
                pick("You took more photos on a \(name) than on any other day of the week.",
                     "Hiciste más fotos en \(name) que cualquier otro día de la semana."),
                pick("Photos per weekday, Monday to Sunday: ", "Fotos por día de la semana, de lunes a domingo: ")
                    + p.counts.map(String.init).joined(separator: ", ") + ".")
    }

    func face(_ p: CardPayload.Weekday) -> CardFace {
        return CardFace(kicker: pick("Your favourite day", "Tu día favorito"), headline: words(p).title,
                        detail: pick("\(photos(p.counts[p.weekday - 1])) on \(weekdayName(p.weekday))s",
                                     "\(photos(p.counts[p.weekday - 1])) en \(weekdayName(p.weekday).hasSuffix("s") ? weekdayName(p.weekday) : weekdayName(p.weekday) + "s")"),
                        labels: weekdayInitials, captions: p.counts.map(number))
    }
}

extension CardPayload {
    package static func weekday(_ facts: Weekday) -> CardPayload { WeekdayCard.payload(facts) }

    public struct Weekday: Sendable, Equatable, Codable {
        /// 1 = Monday … 7 = Sunday.
        public var weekday: Int
        public var counts: [Int]
    }
}

extension CardType {
    public static let weekday = CardType("weekday")
}

extension CardPayload.Weekday: CardFacts {}
