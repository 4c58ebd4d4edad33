import Testing
@testable import Deck
@testable import Insights
@testable import Model
@testable import Places
import TestSupport

@Suite("The period before: which one, and when it holds enough to compare")
struct PreviousPeriodTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let from: String
        let to: String
        /// Kind, first and last day of the period before; nil when there is none.
        let expected: (PreviousPeriod.Kind, String, String)?
        /// The day the deck is made, for a range that may still be going on.
        var today: String? = nil
        var testDescription: String { "\(from) – \(to)" + (today.map { " on \($0)" } ?? "") }
    }

    static let cases: [Case] = [
        Case(from: "2025-01-01", to: "2025-12-31", expected: (.year, "2024-01-01", "2024-12-31")),
        Case(from: "2026-01-01", to: "2026-11-22", expected: (.yearSoFar, "2025-01-01", "2025-11-22")),
        Case(from: "2024-01-01", to: "2024-02-29", expected: (.yearSoFar, "2023-01-01", "2023-02-28")),
        Case(from: "2025-07-01", to: "2025-07-31", expected: (.month, "2025-06-01", "2025-06-30")),
        Case(from: "2025-01-01", to: "2025-01-31", expected: (.yearSoFar, "2024-01-01", "2024-01-31")),
        Case(from: "2025-03-01", to: "2025-03-31", expected: (.month, "2025-02-01", "2025-02-28")),
        Case(from: "2025-10-24", to: "2025-11-22", expected: (.days, "2025-09-24", "2025-10-23")),
        // A season against the same season a year before, wherever it is summer.
        Case(from: "2025-06-01", to: "2025-08-31", expected: (.season, "2024-06-01", "2024-08-31")),
        Case(from: "2024-12-01", to: "2025-02-28", expected: (.season, "2023-12-01", "2024-02-29")),
        Case(from: "2025-09-01", to: "2025-11-30", expected: (.season, "2024-09-01", "2024-11-30")),
        // Three whole months that are no season, and two months: as many days before.
        Case(from: "2025-07-01", to: "2025-09-30", expected: (.days, "2025-03-31", "2025-06-30")),
        Case(from: "2025-06-01", to: "2025-07-31", expected: (.days, "2025-04-01", "2025-05-31")),
        // `--year` of the year still going on: the same days of the year before, as the default range.
        Case(from: "2026-01-01", to: "2026-12-31", expected: (.yearSoFar, "2025-01-01", "2025-11-22"), today: "2026-11-22"),
        Case(from: "2024-01-01", to: "2024-12-31", expected: (.yearSoFar, "2023-01-01", "2023-02-28"), today: "2024-02-29"),
        Case(from: "2026-01-01", to: "2026-11-22", expected: (.yearSoFar, "2025-01-01", "2025-11-22"), today: "2026-11-22"),
        // Once the year is over it is a year again.
        Case(from: "2025-01-01", to: "2025-12-31", expected: (.year, "2024-01-01", "2024-12-31"), today: "2026-11-22"),
        // Too short to compare, and too long for the months whose positions the scan reads.
        Case(from: "2025-11-21", to: "2025-11-22", expected: nil),
        Case(from: "2023-01-01", to: "2025-12-31", expected: nil),
    ]

    @Test("a year against the year before, a month against the month before, other ranges against as many days", arguments: cases)
    func period(_ c: Case) throws {
        let range = try DateRange(start: CivilDate(iso: c.from)!, end: CivilDate(iso: c.to)!)
        let found = PreviousPeriod.period(before: range, today: c.today.flatMap(CivilDate.init(iso:)))
        #expect(found?.kind == c.expected?.0)
        #expect(found?.range.start.description == c.expected?.1)
        #expect(found?.range.end.description == c.expected?.2)
    }

    /// `previousPhotos` photos in 2024 on `previousDays` days; 2025 busier, in London and Paris.
    static func twoYears(previousPhotos: Int, previousDays: Int, hiddenParis: Bool = false, today: CivilDate? = nil) throws -> Insights {
        var library = try SyntheticLibrary()
        for i in 0 ..< previousPhotos {
            let day = CivilDate(year: 2024, month: 1, day: 5).adding(days: (i % previousDays) * 7)
            try library.add(day.startOfDay.plus(hours: 9 + i % 10), at: i % 4 == 0 ? SyntheticLibrary.paris : SyntheticLibrary.london)
        }
        for i in 0 ..< 300 {
            let day = CivilDate(year: 2025, month: 1, day: 5).adding(days: i % 100 * 3)
            let at = i % 3 == 0 ? SyntheticLibrary.paris : i % 3 == 1 ? SyntheticLibrary.london : SyntheticLibrary.tokyo
            try library.add(day.startOfDay.plus(hours: 9 + i % 10), at: at)
        }
        let hidden = hiddenParis ? [HiddenArea(placeID: "paris", label: "Paris", centre: SyntheticLibrary.paris, radiusMeters: 500)] : []
        return try library.insights(try .year(2025), hidden: hidden, today: today)
    }

    @Test("the period before needs 100 photos on 30 days: one fewer of either and there is no card",
          arguments: [(100, 30, true), (99, 30, false), (100, 29, false)])
    func thresholds(photos: Int, days: Int, card: Bool) throws {
        let insights = try Self.twoYears(previousPhotos: photos, previousDays: days)
        #expect((insights.previous != nil) == card)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        #expect(deck.cards.contains { $0.type == .yearOverYear } == card)
    }

    @Test("the card's figures are each period's own: photos, days with photos, places, countries, and the new country")
    func figures() throws {
        let insights = try Self.twoYears(previousPhotos: 120, previousDays: 40)
        let previous = try #require(insights.previous)
        #expect(previous.photos == 120 && previous.days == 40 && previous.places == 2 && previous.countries == ["GB", "FR"])
        let card = try #require(YearOverYearFacts.payload(insights, language: .en))
        #expect(card.lead == "photos")
        #expect(card.measures.map(\.name) == ["photos", "places", "countries", "days"])
        #expect(card.measures.map(\.current) == [300, 3, 3, 100])
        #expect(card.measures.map(\.previous) == [120, 2, 2, 40])
        #expect(card.newCountries == ["Japan"])
        #expect(Words(language: .en).yearOverYearTitle(card) == "More photos than in 2024")
        #expect(Words(language: .es).yearOverYearTitle(card) == "Más fotos que en 2024")
    }

    @Test("a hidden place is hidden in both periods: it counts as a place and a country in neither")
    func hiddenInBoth() throws {
        let insights = try Self.twoYears(previousPhotos: 120, previousDays: 40, hiddenParis: true)
        let previous = try #require(insights.previous)
        #expect(previous.places == 1 && previous.countries == ["GB"])
        let card = try #require(YearOverYearFacts.payload(insights, language: .en))
        #expect(card.measures.first { $0.name == "places" }.map { ($0.current, $0.previous) } ?? (0, 0) == (2, 1))
        #expect(!card.newCountries.contains("France"))
    }

    @Test("a smaller period is told by what grew, and never as fewer photos")
    func smallerYear() throws {
        var library = try SyntheticLibrary()
        for i in 0 ..< 400 {
            try library.add(CivilDate(year: 2024, month: 1, day: 5).adding(days: i % 200).startOfDay.plus(hours: 12), at: SyntheticLibrary.london)
        }
        for i in 0 ..< 200 {
            let at = i % 2 == 0 ? SyntheticLibrary.london : SyntheticLibrary.tokyo
            try library.add(CivilDate(year: 2025, month: 1, day: 5).adding(days: i % 100).startOfDay.plus(hours: 12), at: at)
        }
        let insights = try library.insights(try .year(2025))
        let card = try #require(YearOverYearFacts.payload(insights, language: .en))
        // 200 photos on 100 days against 400 on 200: half; but Tokyo beside London.
        #expect(card.measures.map(\.name) == ["places", "countries"])
        #expect(card.lead == "places" && card.newCountries == ["Japan"])
        for language in Language.allCases {
            let words = Words(language: language).words(.yearOverYear(card))
            #expect(!"\(words.title) \(words.body)".lowercased().contains(language == .en ? "fewer" : "menos"))
        }
    }

    @Test("a deck of this year, asked for with --year, is set against the same days of last year")
    func yearStillGoingOn() throws {
        let insights = try Self.twoYears(previousPhotos: 120, previousDays: 40, today: CivilDate(year: 2025, month: 9, day: 30))
        let previous = try #require(insights.previous)
        #expect(previous.kind == .yearSoFar)
        #expect(previous.range.start.description == "2024-01-01" && previous.range.end.description == "2024-09-30")
        let card = try #require(YearOverYearFacts.payload(insights, language: .en))
        #expect(card.period == "year-so-far")
        #expect(Words(language: .en).yearOverYearTitle(card).hasSuffix("than this time last year"))
    }

    @Test("a season is compared with the same season last year, and says so", arguments: [
        (Language.en, RangeKind.season(.summer), "More photos than last summer", "Compared with last summer", "Summer 2024"),
        (.es, .season(.summer), "Más fotos que el verano pasado", "Frente al verano pasado", "Verano 2024"),
        (.es, .season(.winter), "Más fotos que el invierno pasado", "Frente al invierno pasado", "Invierno 2024"),
        (.es, .season(.spring), "Más fotos que la primavera pasada", "Frente a la primavera pasada", "Primavera 2024"),
        // No hemisphere known: no season's name.
        (.en, .span, "More photos than the same months last year", "Compared with the same months last year", "2024"),
        (.es, .span, "Más fotos que los mismos meses del año pasado", "Frente a los mismos meses del año pasado", "2024"),
    ])
    func seasonWords(language: Language, kind: RangeKind, title: String, kicker: String, before: String) throws {
        let card = CardPayload.YearOverYear(period: "season", previousStart: "2024-06-01", previousEnd: "2024-08-31", lead: "photos",
                                            measures: [.init(name: "photos", current: 300, previous: 120)], newCountries: [])
        let copy = Words(language: language, range: try DateRange(start: CivilDate(year: 2025, month: 6, day: 1), end: CivilDate(year: 2025, month: 8, day: 31)),
                        kind: kind)
        #expect(copy.yearOverYearTitle(card) == title)
        #expect(copy.yearOverYearKicker(card) == kicker)
        #expect(copy.previousName(card) == before)
    }
}
