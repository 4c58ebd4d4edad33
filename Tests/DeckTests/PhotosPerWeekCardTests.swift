import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The photos per week card")
struct PhotosPerWeekCardTests {
    static let year = try! DateRange.year(2025)

    /// A year of photos with no location (a time deck), `total` of them spread evenly over it.
    static func evenYear(_ total: Int) throws -> Insights {
        var library = try SyntheticLibrary()
        for i in 0 ..< total {
            let day = CivilDate(year: 2025, month: 1, day: 1).adding(days: i * 365 / total)
            try library.add(day.startOfDay.plus(hours: 9 + i % 10), at: nil)
        }
        return try library.insights(Self.year)
    }

    @Test("the weekly-rate card is made only at a few photos a week or more", arguments: [
        (30, false), (104, false), (150, false), (160, true), (520, true),
    ])
    func photosPerWeek(total: Int, made: Bool) throws {
        let insights = try Self.evenYear(total)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        #expect(!deck.aboutPlaces)
        #expect(deck.cards.contains { $0.type == PhotosPerWeekCard.type } == made,
                "\(insights.time.photosPerWeek(Self.year, today: nil)) a week")
    }

    @Test("its rate is the photos over the weeks of the range, from `photosPerWeekMinRate` a week")
    func payload() throws {
        let insights = try Self.evenYear(520)
        let card = try #require(PhotosPerWeekCard.facts(from: insights))
        #expect(card.total == 520 && card.weeks == 52 && abs(card.perWeek - 520 / (365.0 / 7)) < 1e-9)
        let rate = DeckRules.photosPerWeekMinRate
        #expect(PhotosPerWeekCard.facts(from: try Self.evenYear(Int((rate * 365 / 7).rounded(.up)))) != nil)
        #expect(PhotosPerWeekCard.facts(from: try Self.evenYear(Int((rate * 365 / 7).rounded(.down)))) == nil)
    }

    @Test("a range shorter than `photosPerWeekMinRangeDays` has no weekly rate, however many photos")
    func shortRange() throws {
        var library = try SyntheticLibrary()
        for i in 0 ..< 100 { try library.add(SyntheticLibrary.at(2025, 2, 1 + i % 20, 8 + i / 20)) }
        let start = CivilDate(year: 2025, month: 2, day: 1)
        let short = try DateRange(start: start, end: start.adding(days: DeckRules.photosPerWeekMinRangeDays - 2))
        #expect(PhotosPerWeekCard.facts(from: try library.insights(short)) == nil)
        let enough = try DateRange(start: start, end: start.adding(days: DeckRules.photosPerWeekMinRangeDays - 1))
        #expect(PhotosPerWeekCard.facts(from: try library.insights(enough))?.total == 100)
    }

    @Test("photos per week divide by the weeks that have passed: --year of this year in November is not 52 weeks")
    func weeksPassed() throws {
        var library = try SyntheticLibrary()
        // 4 photos a day on 46 days, one every 7 days from January 5 to November 20.
        for week in 0 ..< 46 {
            for h in 0 ..< 4 { try library.add(SyntheticLibrary.at(2025, 1, 5, 10 + h).date.adding(days: 7 * week).startOfDay.plus(hours: 10 + h)) }
        }
        let insights = try library.insights(Self.year)
        let today = CivilDate(year: 2025, month: 11, day: 22)
        #expect(TimeStats.weeksPassed(Self.year, today: today) == Double(326) / 7)
        #expect(TimeStats.weeksPassed(Self.year, today: nil) == Double(365) / 7)
        #expect(TimeStats.weeksPassed(Self.year, today: CivilDate(year: 2027, month: 1, day: 1)) == Double(365) / 7)
        let card = try #require(DeckBuilder.build(insights, options: DeckOptions(today: today))?.cards.first { $0.type == PhotosPerWeekCard.type })
        let p = try #require(PhotosPerWeekCard.facts(card.payload))
        #expect(p.weeks == 47 && abs(p.perWeek - 184.0 / (326.0 / 7)) < 1e-9)
        #expect(card.title == "About 4 photos a week" && card.body == "184 photos over 47 weeks.")
        let whole = try #require(DeckBuilder.build(insights, options: DeckOptions())?.cards.first { $0.type == PhotosPerWeekCard.type })
        #expect(whole.body == "184 photos over 52 weeks.")
    }

    @Test("no photos a week is no fact; `photosPerWeekFull` a week is a full one",
          arguments: [(0.0, 0.0), (DeckRules.photosPerWeekFull, 1.0), (DeckRules.photosPerWeekFull * 4, 1.0)])
    func strength(_ perWeek: Double, _ expected: Double) throws {
        let card = CardPayload.PhotosPerWeek(perWeek: perWeek, weeks: 52, total: Int(perWeek * 52))
        #expect(PhotosPerWeekCard.strength(card, try SyntheticLibrary().insights(Self.year)) == expected)
    }

    @Test("a weekly rate is said as a round number", arguments: [
        (Language.en, 3.0, "About 3 photos a week"), (.en, 4.6, "About 5 photos a week"),
        (.es, 3.0, "Unas 3 fotos por semana"), (.es, 4.6, "Unas 5 fotos por semana"),
    ])
    func weeklyRate(language: Language, perWeek: Double, said: String) {
        #expect(Words(language: language).weeklyRate(perWeek) == said)
        #expect(PhotosPerWeekCard.words(.init(perWeek: perWeek, weeks: 4, total: Int(perWeek * 4)), in: Words(language: language)).title == said)
    }

    @Test("one week is a week, not weeks", arguments: [(Language.en, 1, "1 week."), (.en, 2, "2 weeks."), (.es, 1, "1 semana."), (.es, 2, "2 semanas.")])
    func weeks(language: Language, weeks: Int, said: String) {
        let card = CardPayload.PhotosPerWeek(perWeek: 5, weeks: weeks, total: 5 * weeks)
        #expect(PhotosPerWeekCard.words(card, in: Words(language: language)).body.hasSuffix(said))
        #expect(PhotosPerWeekCard.face(card, in: Words(language: language)).detail?.hasSuffix(said) == true)
    }

    @Test("the round rate is the poster's figure, under the kicker")
    func layout() {
        let face = PhotosPerWeekCard.face(.init(perWeek: 4.6, weeks: 52, total: 239), in: Words(language: .en))
        let blocks = PhotosPerWeekCard.layout(.init(perWeek: 4.6, weeks: 52, total: 239), face: face)
        #expect(blocks.contains(.number("5", unit: "photos a week", size: 340)))
        #expect(blocks.first == .kicker("Week after week") && blocks.last == .detail("239 photos over 52 weeks."))
    }
}
