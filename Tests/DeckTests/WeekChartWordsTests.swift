import Testing
@testable import Deck
@testable import Model

/// The week charts' words: weekday initials as each language writes them, and the figures
/// over their bars formatted as the language writes numbers.
@Suite("The week charts' labels and figures")
struct WeekChartWordsTests {
    static let counts = [12324, 800, 3, 45, 1200, 9, 0]
    static let week = CardPayload.busiestWeek(.init(week: "2025-W10", monday: CivilDate(year: 2025, month: 3, day: 3), count: 14381, dailyCounts: counts))
    static let weekday = CardPayload.weekday(.init(weekday: 1, counts: counts))
    static let pixels = CardPayload.yearInPixels(.init(start: CivilDate(year: 2025, month: 1, day: 1), dailyCounts: Array(repeating: 1, count: 365), photoDays: 365, maxPerDay: 1))

    @Test("weekday initials, Monday first: Spanish writes Wednesday \"X\"", arguments: [
        (Language.en, ["M", "T", "W", "T", "F", "S", "S"]), (.es, ["L", "M", "X", "J", "V", "S", "D"]),
    ])
    func initials(language: Language, expected: [String]) {
        let copy = Words(language: language)
        #expect(copy.face(Self.week).labels == expected)
        #expect(copy.face(Self.weekday).labels == expected)
        #expect(copy.face(Self.pixels).captions == expected)
    }

    @Test("each bar's figure is formatted for the language", arguments: [
        (Language.en, ["12,324", "800", "3", "45", "1,200", "9", "0"]), (.es, ["12.324", "800", "3", "45", "1200", "9", "0"]),
    ])
    func figures(language: Language, expected: [String]) {
        let copy = Words(language: language)
        #expect(copy.face(Self.week).captions == expected)
        #expect(copy.face(Self.weekday).captions == expected)
    }
}
