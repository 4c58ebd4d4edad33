import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The year in pixels card")
struct YearInPixelsCardTests {
    static let start = CivilDate(year: 2025, month: 1, day: 1)

    static func pixels(photoDays: Int, days: Int = 365, maxPerDay: Int = 3) -> CardPayload.YearInPixels {
        CardPayload.YearInPixels(start: start, dailyCounts: (0 ..< days).map { $0 < photoDays ? ($0 == 0 ? maxPerDay : 1) : 0 },
                                 photoDays: photoDays, maxPerDay: maxPerDay)
    }

    /// Photos on `days` days of 2025, one every third day, and two on the first.
    static func library(days: Int) throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for i in 0 ..< days { try library.add(start.adding(days: 3 * i).startOfDay.plus(hours: 12)) }
        try library.add(SyntheticLibrary.at(2025, 1, 1, 18))
        return library
    }

    @Test("it lights every day of the range: `yearInPixelsMinPhotoDays` days with photos make a card, one fewer none")
    func payload() throws {
        let card = try #require(YearInPixelsCard.facts(from: try Self.library(days: DeckRules.yearInPixelsMinPhotoDays).insights(DeckBuilderTests.year)))
        #expect(card.start == Self.start && card.dailyCounts.count == DeckBuilderTests.year.dayCount)
        #expect(card.photoDays == DeckRules.yearInPixelsMinPhotoDays)
        #expect(card.maxPerDay == 2 && card.dailyCounts[0] == 2 && card.dailyCounts[3] == 1 && card.dailyCounts[1] == 0)
        #expect(YearInPixelsCard.facts(from: try Self.library(days: DeckRules.yearInPixelsMinPhotoDays - 1).insights(DeckBuilderTests.year)) == nil)
    }

    @Test("a range shorter than `yearInPixelsMinRangeDays` is no grid, though it has photos every day")
    func shortRange() throws {
        var library = try SyntheticLibrary()
        let days = DeckRules.yearInPixelsMinRangeDays - 1
        for i in 0 ..< days { try library.add(Self.start.adding(days: i).startOfDay.plus(hours: 12)) }
        let short = try DateRange(start: Self.start, end: Self.start.adding(days: days - 1))
        #expect(YearInPixelsCard.facts(from: try library.insights(short)) == nil)
        let long = try DateRange(start: Self.start, end: Self.start.adding(days: days))
        #expect(YearInPixelsCard.facts(from: try library.insights(long))?.photoDays == days)
    }

    @Test("no day with photos is no fact; photos on `yearInPixelsFullShare` of the days is a full one")
    func strength() throws {
        let insights = try SyntheticLibrary().insights(DeckBuilderTests.year)
        #expect(YearInPixelsCard.strength(Self.pixels(photoDays: 0), insights) == 0)
        let full = Int((DeckRules.yearInPixelsFullShare * 365).rounded(.up))
        #expect(YearInPixelsCard.strength(Self.pixels(photoDays: full), insights) == 1)
        #expect(YearInPixelsCard.strength(Self.pixels(photoDays: full - 1), insights) < 1)
    }

    @Test("its words count the days with photos among the range's, and the most on one day", arguments: [
        (Language.en, "Your year in pixels", "Photos on 200 of 365 days.", "up to 3."),
        (.es, "Tu año en píxeles", "Fotos en 200 de 365 días.", "hasta 3."),
    ])
    func words(language: Language, title: String, body: String, most: String) {
        let words = YearInPixelsCard.words(Self.pixels(photoDays: 200), in: Words(language: language))
        #expect(words.title == title && words.body == body && words.facts.hasSuffix(most))
        let face = YearInPixelsCard.face(Self.pixels(photoDays: 200), in: Words(language: language))
        #expect(face.headline == title && face.detail == body)
    }

    @Test("the grid's months are the year's twelve, shortened, with a capital", arguments: [(Language.en, "Jan", "Dec"), (.es, "Ene", "Dic")])
    func months(language: Language, first: String, last: String) {
        let labels = YearInPixelsCard.face(Self.pixels(photoDays: 200), in: Words(language: language)).labels
        #expect(labels.count == 12 && labels.first == first && labels.last == last)
    }

    @Test("the grid starts on the range's first day, with the face's months and weekdays")
    func layout() {
        let card = Self.pixels(photoDays: 20)
        let blocks = YearInPixelsCard.layout(card, face: CardFace(headline: "Your year in pixels", detail: "…", labels: ["J"], captions: ["M"]))
        #expect(blocks.contains(.year(card.dailyCounts, start: Self.start, months: ["J"], weekdays: ["M"],
                                      preferred: FormatLength(story: 980, square: 700), columns: 2)))
    }

    @Test("its first day is typed, and deck.json writes it as YYYY-MM-DD")
    func dateInDeckJSON() throws {
        let card = Self.pixels(photoDays: 2, days: 3)
        let json = String(decoding: try JSONEncoder().encode(card), as: UTF8.self)
        #expect(json.contains(#""start":"2025-01-01""#))
        #expect(try JSONDecoder().decode(CardPayload.YearInPixels.self, from: Data(json.utf8)) == card)
    }
}
