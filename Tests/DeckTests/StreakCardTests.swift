import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The streak card")
struct StreakCardTests {
    static func streak(_ days: Int) -> CardPayload.Streak {
        let start = CivilDate(year: 2025, month: 3, day: 1)
        return CardPayload.Streak(days: days, start: start, end: start.adding(days: max(days, 1) - 1))
    }

    /// Photos on `days` days in a row from 1 March, and a photo now and then before.
    static func insights(days: Int) throws -> Insights {
        var library = try SyntheticLibrary()
        for i in 0 ..< 5 { try library.add(SyntheticLibrary.at(2025, 1, 1 + 5 * i)) }
        for i in 0 ..< days { try library.add(CivilDate(year: 2025, month: 3, day: 1).adding(days: i).startOfDay.plus(hours: 12)) }
        return try library.insights(DeckBuilderTests.year)
    }

    @Test("it tells the longest run of days with photos, from `streakMinDays` days on")
    func payload() throws {
        let card = try #require(StreakCard.facts(from: try Self.insights(days: DeckRules.streakMinDays)))
        #expect(card == Self.streak(DeckRules.streakMinDays))
        #expect(StreakCard.facts(from: try Self.insights(days: DeckRules.streakMinDays - 1)) == nil)
    }

    struct Strength: Sendable, CustomTestStringConvertible {
        let rangeDays: Int
        let days: Int
        let expected: Double
        var testDescription: String { "\(days) days in a range of \(rangeDays): \(expected)" }
    }

    @Test("no days is no fact; `streakFullDays` a full one, or a quarter of a short range", arguments: [
        Strength(rangeDays: 365, days: 0, expected: 0), Strength(rangeDays: 365, days: DeckRules.streakFullDays, expected: 1),
        Strength(rangeDays: 28, days: 7, expected: 1), Strength(rangeDays: 4 * DeckRules.streakFullDays + 40, days: DeckRules.streakFullDays, expected: 1),
    ])
    func strength(_ c: Strength) throws {
        let start = CivilDate(year: 2025, month: 1, day: 1)
        let insights = try SyntheticLibrary().insights(try DateRange(start: start, end: start.adding(days: c.rangeDays - 1)))
        #expect(StreakCard.strength(Self.streak(c.days), insights) == c.expected)
        if c.expected == 1 && c.days > 1 { #expect(StreakCard.strength(Self.streak(c.days - 1), insights) < 1) }
    }

    @Test("its words count the days and name the first and last", arguments: [
        (Language.en, "30 days in a row", "March 1", "March 30", "Your longest streak."),
        (.es, "30 días seguidos", "1 de marzo", "30 de marzo", "Tu racha más larga."),
    ])
    func words(language: Language, title: String, first: String, last: String, facts: String) {
        let words = StreakCard.words(Self.streak(30), in: Words(language: language))
        #expect(words.title == title && words.facts == facts)
        #expect(words.body.contains(first) && words.body.contains(last))
    }

    @Test("the poster's dates each stay on one line, broken only at the dash")
    func unbrokenDates() {
        let face = StreakCard.face(Self.streak(30), in: Words(language: .es))
        #expect(face.number == "30" && face.unit == "días seguidos")
        #expect(face.detail?.components(separatedBy: " ") == ["1\u{00A0}de\u{00A0}marzo", "–", "30\u{00A0}de\u{00A0}marzo"])
    }

    @Test("one dot a day of the streak")
    func layout() {
        let blocks = StreakCard.layout(Self.streak(12), face: CardFace(kicker: "Your longest streak", number: "12", unit: "days in a row"))
        #expect(blocks.contains(.dots(12, preferred: 260)))
        #expect(blocks.contains(.number("12", unit: "days in a row", size: 320)))
    }

    @Test("its dates are typed, and deck.json writes them as YYYY-MM-DD")
    func datesInDeckJSON() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.streak(3)), as: UTF8.self)
        #expect(json.contains(#""start":"2025-03-01""#) && json.contains(#""end":"2025-03-03""#))
        #expect(try JSONDecoder().decode(CardPayload.Streak.self, from: Data(json.utf8)) == Self.streak(3))
    }
}
