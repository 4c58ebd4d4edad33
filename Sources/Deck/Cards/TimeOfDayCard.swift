import Insights

/// The hours of the day the photos crowd into.
enum TimeOfDayCard: CardKind {
    package static let type = CardType.timeOfDay
    package static let name = "Time of day"
    static let rule = CardRule(decks: .both, weight: 0.7, look: .bars)
    package static let pictures = PictureMotion.wipeUp
    package static let subject = CardSubject.time
    package static let colours = CardColours(poster: .init(stops: [0x0A0F2E, 0x26155E, 0x5A1A6E], accent: 0xFFB347),
                                             pastel: .init(stops: [0xFFF0E0, 0xF7E6F5, 0xE8E8FF], accent: 0x7A3596))

    /// How far the window's share stands above an even spread over the day.
    static func strength(_ p: CardPayload.TimeOfDay, _: Insights) -> Double {
        let even = Double(p.windowHours) / 24
        return CardRule.scale(CardRule.share(p.windowCount, of: p.hourHistogram.reduce(0, +)) / even, none: 1,
                              full: DeckRules.timeOfDayFullLift)
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.TimeOfDay, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.TimeOfDay, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.TimeOfDay, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 112), .gap(56),
         .hours(p.hourHistogram, windowStart: p.windowStart, windowHours: p.windowHours, axis: face.labels, preferred: 540),
         .detail(face.detail)]
    }
}

private extension DeckFacts {
    func payload(_: TimeOfDayCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard time.photosWithHour >= DeckRules.timeOfDayMinPhotos, let start = time.bestWindowStart else { return nil }
        return .timeOfDay(.init(hourHistogram: time.hourHistogram, windowStart: start, windowHours: TimeStats.windowHours,
                                windowCount: time.bestWindowCount,
                                mood: HourMood.of(windowStart: start, windowHours: TimeStats.windowHours, photos: insights.selection.photos).rawValue))
    }
}

private extension Words {
    func words(_ p: CardPayload.TimeOfDay) -> CardWords {
        let window = pick("between \(hour(p.windowStart)) and \(hour(p.windowStart + p.windowHours))",
                          "entre las \(hour(p.windowStart)) y las \(hour(p.windowStart + p.windowHours))")
        let title = switch HourMood(rawValue: p.mood) ?? HourMood.byHours(windowStart: p.windowStart) {
        case .earlyBird: pick("An early bird", "Alma madrugadora")
        case .morning: pick("Mornings were yours", "Las mañanas eran tuyas")
        case .midday: pick("Midday was your time", "Lo tuyo era el mediodía")
        case .afternoon: pick("Afternoons were yours", "Las tardes eran tuyas")
        case .evening: pick("Evenings were yours", "Lo tuyo era el final del día")
        case .goldenHour: pick("Golden hour was your hour", "La hora dorada fue la tuya")
        case .nightOwl: pick("You came alive after dark", "La noche es tuya")
        }
        return (title, pick("You took most photos \(window).", "Hiciste más fotos \(window)."),
                pick("\(photos(p.windowCount)) in those hours.", "\(photos(p.windowCount)) en esas horas."))
    }

    func face(_ p: CardPayload.TimeOfDay) -> CardFace {
        let words = words(p)
        return CardFace(kicker: pick("Your hours", "Tus horas"), headline: words.title, detail: words.body,
                        labels: [0, 6, 12, 18].map { hour($0) })
    }
}

extension CardPayload {
    package static func timeOfDay(_ facts: TimeOfDay) -> CardPayload { TimeOfDayCard.payload(facts) }

    public struct TimeOfDay: Sendable, Equatable, Codable {
        public var hourHistogram: [Int]
        public var windowStart: Int
        public var windowHours: Int
        public var windowCount: Int
        public var mood: String
    }
}

extension CardType {
    public static let timeOfDay = CardType("time-of-day")
}

extension CardPayload.TimeOfDay: CardFacts {}
