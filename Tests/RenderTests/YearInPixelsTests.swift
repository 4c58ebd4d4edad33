import Testing
@testable import Deck
@testable import Model
@testable import Render
import TestSupport

@Suite("The year in pixels")
struct YearInPixelsTests {
    struct Variant: Sendable, CustomTestStringConvertible {
        let format: CardFormat
        let language: Language
        var testDescription: String { "\(format.rawValue), \(language.rawValue)" }
    }

    static let variants = CardFormat.allCases.flatMap { format in Language.allCases.map { Variant(format: format, language: $0) } }

    static func card(_ language: Language, start: CivilDate = CivilDate(year: 2025, month: 1, day: 1), days: Int = 365) -> Card {
        let copy = Words(language: language)
        let payload = CardPayload.yearInPixels(.init(start: start, dailyCounts: (0 ..< days).map { $0 * 37 % 11 > 6 ? $0 % 5 : 0 },
                                                     photoDays: 120, maxPerDay: 4))
        return SampleCards.card(payload, copy.face(payload))
    }

    @Test("the weekday initials are one size on one line, and each column names its first month", arguments: variants)
    func header(_ variant: Variant) throws {
        let card = Self.card(variant.language)
        let rendered = try CardRenderer(skin: .poster, format: variant.format, photos: SampleCards.source, yearLabel: "2025").render(card)
        let chart = try #require(rendered.records.first { $0.kind == .chart })
        let labels = rendered.records.filter { $0.kind == .keyText && chart.rect.contains($0.rect) }
        let weekdays = labels.filter { card.face.captions.contains($0.text ?? "") && !card.face.labels.contains($0.text ?? "") }
        #expect(weekdays.count == 14)
        #expect(Set(weekdays.map { Int($0.rect.y.rounded()) }).count == 1, "\(weekdays.map { "\($0.text!) \($0.rect)" })")
        #expect(Set(weekdays.map { Int($0.rect.height.rounded()) }).count == 1, "\(weekdays.map { "\($0.text!) \($0.rect)" })")
        let months = labels.filter { card.face.labels.contains($0.text ?? "") }
        #expect(Set(months.compactMap(\.text)) == Set(card.face.labels))
        // The right column starts in July: it says so beside its first row.
        let headerBottom = try #require(weekdays.map(\.rect.maxY).max())
        let right = months.filter { $0.rect.x > chart.rect.midX }.sorted { $0.rect.y < $1.rect.y }
        let first = try #require(right.first)
        #expect(first.text == card.face.labels[6], "\(right.map { "\($0.text!) \($0.rect)" })")
        #expect(first.rect.y - headerBottom < 40, "\(first.rect) under a header ending at \(headerBottom)")
    }

    @Test("a range that starts mid-month names that month on its first row")
    func midMonthStart() throws {
        let card = Self.card(.en, start: CivilDate(year: 2025, month: 3, day: 15), days: 200)
        let rendered = try CardRenderer(skin: .pastel, format: .square, photos: SampleCards.source, yearLabel: "2025").render(card)
        let months = rendered.records.filter { card.face.labels.contains($0.text ?? "") }
            .sorted { ($0.rect.midX > 540 ? 1 : 0, $0.rect.y) < ($1.rect.midX > 540 ? 1 : 0, $1.rect.y) }
        #expect(months.first?.text == "Mar", "\(months.map { "\($0.text!) \($0.rect)" })")
    }
}
