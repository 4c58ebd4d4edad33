import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The peak month card")
struct PeakMonthCardTests {
    static func months(_ counts: [Int]) -> [CardPayload.Month] {
        counts.enumerated().map { CardPayload.Month(month: "2025-\(String(format: "%02d", $0.offset + 1))", count: $0.element) }
    }

    static func peak(_ counts: [Int]) -> CardPayload.PeakMonth {
        let top = counts.indices.max { counts[$0] < counts[$1] } ?? 0
        return CardPayload.PeakMonth(month: months(counts)[top].month, count: counts[top], months: months(counts))
    }

    /// `photos` photos in March 2025, one a day.
    static func march(_ photos: Int) throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for i in 0 ..< photos { try library.add(SyntheticLibrary.at(2025, 3, 1 + i % 28, 9 + i / 28)) }
        return library
    }

    @Test("it names the month of the most photos among every month of the range, empty ones included")
    func payload() throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        let month = try #require(PeakMonthCard.facts(from: insights))
        #expect(month.months.count == 12)
        #expect(month.months.allSatisfy { $0.count <= month.count })
        #expect(month.months.first { $0.month == month.month }?.count == month.count)
        #expect(month.months.map(\.count).reduce(0, +) == insights.total)
    }

    @Test("a month needs `peakMonthMinPhotos` photos")
    func threshold() throws {
        let short = try Self.march(DeckRules.peakMonthMinPhotos - 1).insights(DeckBuilderTests.year)
        #expect(PeakMonthCard.facts(from: short) == nil)
        let enough = try Self.march(DeckRules.peakMonthMinPhotos).insights(DeckBuilderTests.year)
        #expect(PeakMonthCard.facts(from: enough)?.month == "2025-03")
    }

    @Test("a range within one month has no month to stand out from")
    func oneMonth() throws {
        let march = try DateRange(start: CivilDate(year: 2025, month: 3, day: 1), end: CivilDate(year: 2025, month: 3, day: 31))
        #expect(PeakMonthCard.facts(from: try Self.march(60).insights(march)) == nil)
    }

    @Test("even months are no fact; a month at `peakMonthFullLift` times the mean month is a full one")
    func strength() throws {
        let insights = try SyntheticLibrary().insights(DeckBuilderTests.year)
        #expect(PeakMonthCard.strength(Self.peak(Array(repeating: 10, count: 12)), insights) == 0)
        // Alone among n months, a month is n times the mean.
        let n = Int(DeckRules.peakMonthFullLift)
        #expect(PeakMonthCard.strength(Self.peak([30] + Array(repeating: 0, count: n - 1)), insights) == 1)
        let short = PeakMonthCard.strength(Self.peak([30] + Array(repeating: 1, count: n - 1)), insights)
        #expect(short > 0 && short < 1)
    }

    @Test("its words name the month, capitalised, and say each month's count", arguments: [
        (Language.en, "March was your month", "12 photos, more than any other month.", "February: 0"),
        (.es, "Marzo fue tu mes", "12 fotos, más que ningún otro mes.", "febrero: 0"),
    ])
    func words(language: Language, title: String, body: String, bar: String) {
        let card = Self.peak([3, 0, 12])
        let words = PeakMonthCard.words(card, in: Words(language: language))
        #expect(words.title == title && words.body == body)
        #expect(words.facts.contains(bar), "\(words.facts)")
        let face = PeakMonthCard.face(card, in: Words(language: language))
        #expect(face.headline == title && face.number == "12")
        #expect(face.labels == (language == .en ? ["J", "F", "M"] : ["E", "F", "M"]))
    }

    @Test("the bars light the peak month and carry its figure")
    func layout() {
        let card = Self.peak([3, 0, 12, 5])
        let blocks = PeakMonthCard.layout(card, face: CardFace(kicker: "Your busiest month", headline: "March was your month", number: "12",
                                                                labels: ["J", "F", "M", "A"]))
        #expect(blocks.last == .bars([3, 0, 12, 5], labels: ["J", "F", "M", "A"], highlight: 2, value: "12", preferred: 640))
    }
}
