import Model
import Places
import Insights

/// The day of the most photos, and where it was spent.
enum PeakDayCard: CardKind {
    package static let type = CardType.peakDay
    package static let name = "Peak day"
    static let rule = CardRule(decks: .both, weight: 0.9, look: .number)
    /// After the trip: only its place label yields.
    static let claimTurn: Int? = 3
    package static let pictures = PictureMotion.rise
    package static let subject = CardSubject.time
    package static let colours = CardColours(poster: .init(stops: [0x4A1005, 0x86240A, 0x7A0F3A], accent: 0xFFE066),
                                             pastel: .init(stops: [0xFFF6DA, 0xFFEBD3, 0xFFE3E3], accent: 0xA23A12))

    /// How far the day stands above the median day with photos.
    static func strength(_ p: CardPayload.PeakDay, _ insights: Insights) -> Double {
        let days = insights.time.dailyCounts.filter { $0 > 0 }.sorted()
        let median = days.isEmpty ? 1 : Double(days[days.count / 2])
        return CardRule.scale(Double(p.count) / median, none: 1, full: DeckRules.peakDayFullLift)
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.PeakDay, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.PeakDay, in copy: Words) -> CardFace { copy.face(facts) }

    /// With no photo row, the figure takes its room.
    package static func layout(_ p: CardPayload.PeakDay, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 100, lines: 2), .gap(8),
         .number(face.number, unit: face.unit, size: p.photos.isEmpty ? 360 : 260), .detail(face.detail),
         .photoRow(p.photos, count: 3, preferred: 300)]
    }
}

private extension DeckFacts {
    func payload(_: PeakDayCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard let peak = time.peakDay, peak.count >= DeckRules.peakDayMinPhotos else { return nil }
        let place = insights.place(id: insights.peakDayPlaceID).flatMap { mentions.allows($0.cluster.id) ? $0 : nil }
        if let place { mentions.record([place.cluster.id]) }
        // Only that day's photos, outside hidden areas: when none is left, the card has no photo row.
        let onDay = photos(in: pool(insights.shownPositions(on: peak.date)), count: DeckRules.placePhotos, mentions: &mentions)
        return .peakDay(.init(date: peak.date, count: peak.count, placeLabel: place.map { face($0).label }, photos: onDay))
    }
}

private extension Words {
    func words(_ p: CardPayload.PeakDay) -> CardWords {
        // Spanish weekdays are lowercase; here one begins the sentence.
        let date = weekdayDayMonth(p.date).capitalizedFirst
        let place = p.placeLabel.map { pick(" at \($0)", " en \($0)") } ?? ""
        return (pick("Your biggest day", "Tu gran día"), pick("\(date): \(photos(p.count))\(place).", "\(date): \(photos(p.count))\(place)."),
                pick("More photos than on any other day.", "Más fotos que ningún otro día."))
    }

    func face(_ p: CardPayload.PeakDay) -> CardFace {
        let date = weekdayDayMonth(p.date)
        return CardFace(kicker: pick("Your biggest day", "Tu gran día"), headline: date.capitalizedFirst, number: number(p.count),
                        unit: p.count == 1 ? pick("photo", "foto") : pick("photos", "fotos"),
                        detail: p.placeLabel.map { pick("at \($0)", "en \($0)") })
    }
}

extension CardPayload {
    package static func peakDay(_ facts: PeakDay) -> CardPayload { PeakDayCard.payload(facts) }

    public struct PeakDay: Sendable, Equatable, Codable {
        @ISODate public var date: CivilDate
        public var count: Int
        public var placeLabel: String?
        public var photos: [String]
    }
}

extension CardType {
    public static let peakDay = CardType("peak-day")
}

extension CardPayload.PeakDay: CardFacts {
    package var photoPaths: [String] { photos }

    package var withoutPhotos: Self {
        var facts = self
        facts.photos = []
        return facts
    }
}
