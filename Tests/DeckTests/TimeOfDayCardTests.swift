import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The time of day card")
struct TimeOfDayCardTests {
    static func card(windowStart: Int = 18, windowCount: Int = 9, total: Int = 24, mood: String = "evening") -> CardPayload.TimeOfDay {
        var hours = Array(repeating: 0, count: 24)
        hours[windowStart] = total
        return CardPayload.TimeOfDay(hourHistogram: hours, windowStart: windowStart, windowHours: TimeStats.windowHours,
                                     windowCount: windowCount, mood: mood)
    }

    /// `photos` photos at 7 pm, one a day.
    static func evenings(_ photos: Int) throws -> Insights {
        var library = try SyntheticLibrary()
        for i in 0 ..< photos { try library.add(CivilDate(year: 2025, month: 2, day: 1).adding(days: i).startOfDay.plus(hours: 19)) }
        return try library.insights(DeckBuilderTests.year)
    }

    @Test("it needs `timeOfDayMinPhotos` photos with an hour, and then lights the window they fall in")
    func payload() throws {
        #expect(TimeOfDayCard.facts(from: try Self.evenings(DeckRules.timeOfDayMinPhotos - 1)) == nil)
        let card = try #require(TimeOfDayCard.facts(from: try Self.evenings(DeckRules.timeOfDayMinPhotos)))
        #expect((card.windowStart ..< card.windowStart + card.windowHours).contains(19))
        #expect(card.windowCount == DeckRules.timeOfDayMinPhotos)
        #expect(card.hourHistogram.count == 24 && card.hourHistogram[19] == DeckRules.timeOfDayMinPhotos)
        #expect(card.mood == HourMood.evening.rawValue, "no place to judge the sunset by: the hours name it")
    }

    @Test("a window with its even share of the day is no fact; `timeOfDayFullLift` times it is a full one")
    func strength() throws {
        let insights = try SyntheticLibrary().insights(DeckBuilderTests.year)
        let hours = TimeStats.windowHours
        #expect(TimeOfDayCard.strength(Self.card(windowCount: hours, total: 24), insights) == 0)
        #expect(TimeOfDayCard.strength(Self.card(windowCount: Int(DeckRules.timeOfDayFullLift) * hours, total: 24), insights) == 1)
        #expect(TimeOfDayCard.strength(Self.card(windowCount: 0, total: 0), insights) == 0)
    }

    @Test("the title says the window's mood; an unknown mood falls back on its hours", arguments: [
        ("evening", Language.en, "Evenings were yours"), ("golden-hour", .en, "Golden hour was your hour"),
        ("night-owl", .es, "La noche es tuya"), ("no-such-mood", .en, "Evenings were yours"),
        ("no-such-mood", .es, "Lo tuyo era el final del día"),
    ])
    func title(mood: String, language: Language, title: String) {
        let card = Self.card(windowStart: 18, mood: mood)
        #expect(TimeOfDayCard.words(card, in: Words(language: language)).title == title)
        #expect(TimeOfDayCard.face(card, in: Words(language: language)).headline == title)
    }

    @Test("its words say the window's hours as each language does", arguments: [
        (Language.en, "between 6 pm and 9 pm", "9 photos in those hours.", ["midnight", "6 am", "noon", "6 pm"]),
        (.es, "entre las 18:00 y las 21:00", "9 fotos en esas horas.", ["0:00", "6:00", "12:00", "18:00"]),
    ])
    func window(language: Language, window: String, facts: String, axis: [String]) {
        let words = TimeOfDayCard.words(Self.card(), in: Words(language: language))
        #expect(words.body.contains(window) && words.facts == facts)
        #expect(TimeOfDayCard.face(Self.card(), in: Words(language: language)).labels == axis)
    }

    @Test("a window past midnight ends in the small hours")
    func pastMidnight() {
        #expect(TimeOfDayCard.words(Self.card(windowStart: 22, mood: "night-owl"), in: Words(language: .en)).body.contains("between 10 pm and 1 am"))
    }

    @Test("the hours chart lights the card's own window, its axis the face's labels")
    func layout() {
        let card = Self.card(windowStart: 7)
        let blocks = TimeOfDayCard.layout(card, face: CardFace(kicker: "Your hours", headline: "Mornings were yours", detail: "You took…",
                                                                labels: ["a", "b", "c", "d"]))
        #expect(blocks.contains(.hours(card.hourHistogram, windowStart: 7, windowHours: TimeStats.windowHours, axis: ["a", "b", "c", "d"],
                                       preferred: 540)))
        #expect(blocks.last == .detail("You took…"))
    }
}
