import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The weekday card")
struct WeekdayCardTests {
    static let counts = [3, 5, 2, 4, 6, 12, 8]

    /// `photos` photos on Saturdays from 4 January 2025, four a Saturday, and one a day of a week in May.
    static func saturdays(_ photos: Int) throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for i in 0 ..< photos { try library.add(CivilDate(year: 2025, month: 1, day: 4).adding(days: 7 * (i / 4)).startOfDay.plus(hours: 9 + i % 4)) }
        for d in 0 ..< 7 { try library.add(CivilDate(year: 2025, month: 5, day: 5).adding(days: d).startOfDay.plus(hours: 12)) }
        return library
    }

    @Test("it names the weekday of the most photos, with every weekday's count")
    func payload() throws {
        let insights = try Self.saturdays(40).insights(DeckBuilderTests.year)
        let card = try #require(WeekdayCard.facts(from: insights))
        #expect(card.weekday == 6 && card.counts == [1, 1, 1, 1, 1, 41, 1])
    }

    @Test("fewer than `weekdayMinPhotos` photos is no card")
    func fewPhotos() throws {
        // The week in May adds seven photos to the Saturdays'.
        #expect(WeekdayCard.facts(from: try Self.saturdays(DeckRules.weekdayMinPhotos - 7 - 1).insights(DeckBuilderTests.year)) == nil)
        #expect(WeekdayCard.facts(from: try Self.saturdays(DeckRules.weekdayMinPhotos - 7).insights(DeckBuilderTests.year)) != nil)
    }

    @Test("a range shorter than `weekdayMinRangeDays` has no favourite day, though all its photos fall on one")
    func shortRange() throws {
        var library = try SyntheticLibrary()
        for week in 0 ..< 4 {
            for i in 0 ..< 10 { try library.add(CivilDate(year: 2025, month: 1, day: 4).adding(days: 7 * week).startOfDay.plus(hours: 8 + i)) }
        }
        let start = CivilDate(year: 2025, month: 1, day: 1)
        let short = try DateRange(start: start, end: start.adding(days: DeckRules.weekdayMinRangeDays - 2))
        #expect(WeekdayCard.facts(from: try library.insights(short)) == nil)
        let enough = try DateRange(start: start, end: start.adding(days: DeckRules.weekdayMinRangeDays - 1))
        #expect(WeekdayCard.facts(from: try library.insights(enough))?.weekday == 6)
    }

    @Test("photos spread evenly over the week name no day")
    func evenWeek() throws {
        var library = try SyntheticLibrary()
        for d in 0 ..< 7 * 10 { try library.add(CivilDate(year: 2025, month: 2, day: 3).adding(days: d).startOfDay.plus(hours: 12)) }
        let insights = try library.insights(DeckBuilderTests.year)
        try #require(insights.time.total >= DeckRules.weekdayMinPhotos)
        #expect(WeekdayCard.facts(from: insights) == nil)
    }

    @Test("an even week is no fact; a day with `weekdayFullLift` times the mean day is a full one")
    func strength() throws {
        let insights = try SyntheticLibrary().insights(DeckBuilderTests.year)
        #expect(WeekdayCard.strength(.init(weekday: 3, counts: Array(repeating: 5, count: 7)), insights) == 0)
        // Six days of `other` photos and one of `top`: top ÷ ((top + 6 × other) ÷ 7) = lift.
        let lift = DeckRules.weekdayFullLift, other = 7 - lift
        let top = 6 * lift * other / (7 - lift)
        try #require(top == top.rounded())
        let counts = [Int(top)] + Array(repeating: Int(other), count: 6)
        #expect(WeekdayCard.strength(.init(weekday: 1, counts: counts), insights) == 1)
        var under = counts
        under[0] -= 1
        #expect(WeekdayCard.strength(.init(weekday: 1, counts: under), insights) < 1)
    }

    @Test("its words name the day in the plural, and Spanish does not add an s to one that has it", arguments: [
        (Language.en, 6, "Saturdays were for photos", "12 photos on Saturdays"), (.es, 6, "Los sábados eran para fotos", "12 fotos en sábados"),
        (.en, 1, "Mondays were for photos", "3 photos on Mondays"), (.es, 1, "Los lunes eran para fotos", "3 fotos en lunes"),
    ])
    func words(language: Language, weekday: Int, title: String, detail: String) {
        let card = CardPayload.Weekday(weekday: weekday, counts: Self.counts)
        let words = WeekdayCard.words(card, in: Words(language: language))
        #expect(words.title == title)
        #expect(words.facts.hasSuffix("3, 5, 2, 4, 6, 12, 8."))
        let face = WeekdayCard.face(card, in: Words(language: language))
        #expect(face.headline == title && face.detail == detail)
    }

    @Test("the bars light the day and carry its figure")
    func layout() {
        let face = CardFace(kicker: "Your favourite day", headline: "Saturdays were for photos", labels: ["M", "T", "W", "T", "F", "S", "S"],
                            captions: Self.counts.map { "#\($0)" })
        let blocks = WeekdayCard.layout(.init(weekday: 6, counts: Self.counts), face: face)
        #expect(blocks.contains(.bars(Self.counts, labels: face.labels, highlight: 5, value: "#12", preferred: 520)))
    }
}
