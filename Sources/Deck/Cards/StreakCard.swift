import Model
import Insights

/// The longest run of days in a row with photos.
enum StreakCard: CardKind {
    package static let type = CardType.streak
    package static let name = "Streak"
    static let rule = CardRule(decks: .both, weight: 0.6, look: .number)
    package static let pictures = PictureMotion.wipeRight
    package static let subject = CardSubject.time
    package static let colours = CardColours(poster: .init(stops: [0x5C1A00, 0x7A2600, 0x6B0F1A], accent: 0xFFD166),
                                             pastel: .init(stops: [0xFFF3D6, 0xFFE9CC, 0xFFF0E0], accent: 0x9C4A00))

    /// A short range cannot hold a long streak: a quarter of it counts fully.
    static func strength(_ p: CardPayload.Streak, _ insights: Insights) -> Double {
        let full = min(Double(DeckRules.streakFullDays), Double(insights.range.dayCount) / 4)
        return CardRule.scale(Double(p.days), full: full)
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.Streak, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.Streak, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.Streak, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .number(face.number, unit: face.unit, size: 320), .gap(36), .dots(p.days, preferred: 260),
         .detail(face.detail)]
    }
}

private extension DeckFacts {
    func payload(_: StreakCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard let run = time.longestStreak, run.days >= DeckRules.streakMinDays else { return nil }
        return .streak(.init(days: run.days, start: run.start, end: run.end))
    }
}

private extension Words {
    func words(_ p: CardPayload.Streak) -> CardWords {
        let (from, to) = (dayMonth(p.start), dayMonth(p.end))
        return (pick("\(number(p.days)) days in a row", "\(number(p.days)) días seguidos"),
                pick("From \(from) to \(to), not a day without a photo.", "Del \(from) al \(to), ni un día sin foto."),
                pick("Your longest streak.", "Tu racha más larga."))
    }

    func face(_ p: CardPayload.Streak) -> CardFace {
        let (from, to) = (dayMonth(p.start), dayMonth(p.end))
        return CardFace(kicker: pick("Your longest streak", "Tu racha más larga"), number: number(p.days),
                        unit: pick("days in a row", "días seguidos"), detail: "\(from.unbroken) – \(to.unbroken)")
    }
}

extension CardPayload {
    package static func streak(_ facts: Streak) -> CardPayload { StreakCard.payload(facts) }

    public struct Streak: Sendable, Equatable, Codable {
        public var days: Int
        @ISODate public var start: CivilDate
        @ISODate public var end: CivilDate
    }
}

extension CardType {
    public static let streak = CardType("streak")
}

extension CardPayload.Streak: CardFacts {}
