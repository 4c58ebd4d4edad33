import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The busiest week card")
struct BusiestWeekCardTests {
    static let monday = CivilDate(year: 2025, month: 3, day: 3)
    static let week = [2, 0, 5, 1, 0, 4, 0]

    static func card(_ daily: [Int] = week) -> CardPayload.BusiestWeek {
        CardPayload.BusiestWeek(week: "2025-W10", monday: monday, count: daily.reduce(0, +), dailyCounts: daily)
    }

    /// The week of 3 March with `daily` photos each day, and a photo every five days from June.
    static func library(_ daily: [Int]) throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for (offset, photos) in daily.enumerated() {
            for i in 0 ..< photos { try library.add(monday.adding(days: offset).startOfDay.plus(hours: 9 + i)) }
        }
        for i in 0 ..< 30 { try library.add(CivilDate(year: 2025, month: 6, day: 1).adding(days: 5 * i).startOfDay.plus(hours: 12)) }
        return library
    }

    @Test("it counts the week of the most photos day by day, Monday first")
    func payload() throws {
        let card = try #require(BusiestWeekCard.facts(from: try Self.library(Self.week).insights(DeckBuilderTests.year)))
        #expect(card.monday == Self.monday && card.monday.isoWeekday == 1)
        #expect(card.dailyCounts == Self.week && card.count == Self.week.reduce(0, +))
    }

    @Test("a week of fewer than `busiestWeekMinPhotos` photos is no card")
    func fewPhotos() throws {
        try #require(Self.week.reduce(0, +) > DeckRules.busiestWeekMinPhotos)
        var thin = Self.week
        thin[2] -= Self.week.reduce(0, +) - DeckRules.busiestWeekMinPhotos + 1
        #expect(BusiestWeekCard.facts(from: try Self.library(thin).insights(DeckBuilderTests.year)) == nil)
    }

    @Test("in a range shorter than `busiestWeekMinRangeDays` the busiest week is just the range")
    func shortRange() throws {
        let library = try Self.library(Self.week)
        let short = try DateRange(start: Self.monday, end: Self.monday.adding(days: DeckRules.busiestWeekMinRangeDays - 2))
        #expect(BusiestWeekCard.facts(from: try library.insights(short)) == nil)
        let enough = try DateRange(start: Self.monday, end: Self.monday.adding(days: DeckRules.busiestWeekMinRangeDays - 1))
        #expect(BusiestWeekCard.facts(from: try library.insights(enough))?.dailyCounts == Self.week)
    }

    @Test("a week at most the mean week is no fact; `busiestWeekFullLift` times it is a full one")
    func strength() throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        let mean = max(1, Double(insights.time.total) / (Double(insights.range.dayCount) / 7))
        var week = Self.card()
        week.count = Int(mean.rounded(.down))
        #expect(BusiestWeekCard.strength(week, insights) == 0)
        week.count = Int((mean * DeckRules.busiestWeekFullLift).rounded(.up))
        #expect(BusiestWeekCard.strength(week, insights) == 1)
    }

    @Test("its words name the week by its Monday and list each day's photos", arguments: [
        (Language.en, "The week of March 3: 12 photos.", "Monday to Sunday: 2, 0, 5, 1, 0, 4, 0."),
        (.es, "La semana del 3 de marzo: 12 fotos.", "de lunes a domingo: 2, 0, 5, 1, 0, 4, 0."),
    ])
    func words(language: Language, body: String, days: String) {
        let words = BusiestWeekCard.words(Self.card(), in: Words(language: language))
        #expect(words.body == body && words.facts.hasSuffix(days))
        let face = BusiestWeekCard.face(Self.card(), in: Words(language: language))
        #expect(face.number == "12" && face.captions == Self.week.map(String.init) && face.labels.count == 7)
    }

    @Test("the bars light the busiest day and carry its figure")
    func layout() {
        let face = CardFace(kicker: "Your busiest week", headline: "The week of March 3", number: "12", unit: "photos",
                            labels: ["M", "T", "W", "T", "F", "S", "S"], captions: ["two", "0", "five", "1", "0", "four", "0"])
        let blocks = BusiestWeekCard.layout(Self.card(), face: face)
        #expect(blocks.last == .bars(Self.week, labels: face.labels, highlight: 2, value: "five", preferred: 460))
        #expect(blocks.contains(.number("12", unit: "photos", size: 220)))
    }

    @Test("its Monday is typed, and deck.json writes it as YYYY-MM-DD")
    func dateInDeckJSON() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.card()), as: UTF8.self)
        #expect(json.contains(#""monday":"2025-03-03""#))
        #expect(try JSONDecoder().decode(CardPayload.BusiestWeek.self, from: Data(json.utf8)) == Self.card())
    }
}
