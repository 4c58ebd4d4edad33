import Foundation
import Insights

/// The month of the most photos, among the range's months.
enum PeakMonthCard: CardKind {
    package static let type = CardType.peakMonth
    package static let name = "Peak month"
    static let rule = CardRule(decks: .both, weight: 0.7, look: .bars)
    package static let pictures = PictureMotion.wipeUp
    package static let subject = CardSubject.time
    package static let colours = CardColours(poster: .init(stops: [0x1A1050, 0x3A1C8C, 0x5B1480], accent: 0xC6FF3D),
                                             pastel: .init(stops: [0xF0EBFF, 0xE9E6FF, 0xF8E8F6], accent: 0x5B2DB3))

    /// How far the month stands above the mean month.
    static func strength(_ p: CardPayload.PeakMonth, _: Insights) -> Double {
        guard !p.months.isEmpty else { return 0 }
        let mean = Double(p.months.reduce(0) { $0 + $1.count }) / Double(p.months.count)
        return CardRule.scale(Double(p.count) / max(mean, 1), none: 1, full: DeckRules.peakMonthFullLift)
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.PeakMonth, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.PeakMonth, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.PeakMonth, face: CardFace) -> [LayoutBlock] {
        let peak = p.months.firstIndex { $0.month == p.month }
        return [.kicker(face.kicker), .headline(face.headline, size: 112), .gap(56),
                .bars(p.months.map(\.count), labels: face.labels, highlight: peak, value: face.number, preferred: 640)]
    }
}

private extension DeckFacts {
    func payload(_: PeakMonthCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard let peak = time.peakMonth, peak.count >= DeckRules.peakMonthMinPhotos, time.months.count >= 2 else { return nil }
        return .peakMonth(.init(month: peak.key, count: peak.count, months: time.months.map { .init(month: $0.key, count: $0.count) }))
    }
}

private extension Words {
    func words(_ p: CardPayload.PeakMonth) -> CardWords {
        let (y, m) = (Int(p.month.prefix(4)) ?? 0, Int(p.month.suffix(2)) ?? 1)
        let name = monthName(m, year: y)
        let bars = p.months.map { bar in
            "\(monthName(Int(bar.month.suffix(2)) ?? 1, year: Int(bar.month.prefix(4)) ?? 0)): \(bar.count)"
        }.joined(separator: ", ")
        return (pick("\(name.capitalized) was your month", "\(name.capitalized) fue tu mes"),
                pick("\(photos(p.count)), more than any other month.", "\(photos(p.count)), más que ningún otro mes."),
                pick("Photos per month: \(bars).", "Fotos por mes: \(bars)."))
    }

    func face(_ p: CardPayload.PeakMonth) -> CardFace {
        let name = monthName(Int(p.month.suffix(2)) ?? 1, year: Int(p.month.prefix(4)) ?? 0).capitalizedFirst
        return CardFace(kicker: pick("Your busiest month", "Tu mes más intenso"),
                        headline: pick("\(name) was your month", "\(name) fue tu mes"), number: number(p.count),
                        unit: unit(p.count, ("photo", "photos"), ("foto", "fotos")),
                        labels: p.months.map { monthName(Int($0.month.suffix(2)) ?? 1, year: Int($0.month.prefix(4)) ?? 0).prefix(1).uppercased() })
    }
}

extension CardPayload {
    package static func peakMonth(_ facts: PeakMonth) -> CardPayload { PeakMonthCard.payload(facts) }

    public struct Month: Sendable, Equatable, Codable {
        public var month: String
        public var count: Int
    }

    public struct PeakMonth: Sendable, Equatable, Codable {
        public var month: String
        public var count: Int
        public var months: [Month]
    }
}

extension CardType {
    public static let peakMonth = CardType("peak-month")
}

extension CardPayload.PeakMonth: CardFacts {}
