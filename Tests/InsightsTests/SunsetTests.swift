import Testing
@testable import Deck
@testable import Insights
@testable import Model
import TestSupport

/// NOAA's sunset against published sunsets (timeanddate.com), to within a few minutes.
@Suite("Sunset")
struct SunsetTests {
    struct Known: Sendable, CustomStringConvertible {
        let city: String
        let point: GeoPoint
        let date: CivilDate
        let utcOffset: Int
        /// Published local sunset, hours and minutes.
        let hour: Int
        let minute: Int
        var description: String { "\(city) \(date)" }
    }

    static let london = GeoPoint(latitude: 51.5074, longitude: -0.1278)!
    static let madrid = GeoPoint(latitude: 40.4168, longitude: -3.7038)!
    static let sydney = GeoPoint(latitude: -33.8688, longitude: 151.2093)!

    static let known: [Known] = [
        Known(city: "London", point: london, date: CivilDate(year: 2025, month: 6, day: 21), utcOffset: 3600, hour: 21, minute: 21),
        Known(city: "London", point: london, date: CivilDate(year: 2025, month: 12, day: 21), utcOffset: 0, hour: 15, minute: 53),
        Known(city: "Madrid", point: madrid, date: CivilDate(year: 2025, month: 6, day: 21), utcOffset: 7200, hour: 21, minute: 48),
        Known(city: "Sydney", point: sydney, date: CivilDate(year: 2025, month: 6, day: 21), utcOffset: 36000, hour: 16, minute: 54),
    ]

    @Test("sunset within 3 minutes of the published time", arguments: known)
    func knownSunsets(_ k: Known) throws {
        let minutes = try #require(Sunset.localMinutes(on: k.date, at: k.point, utcOffset: k.utcOffset))
        #expect(abs(minutes - Double(k.hour * 60 + k.minute)) <= 3, "\(k): \(Int(minutes) / 60):\(Int(minutes) % 60)")
    }

    @Test("no sunset in the polar day or night")
    func polar() {
        let tromso = GeoPoint(latitude: 69.65, longitude: 18.96)!
        #expect(Sunset.minutesUTC(on: CivilDate(year: 2025, month: 6, day: 21), at: tromso) == nil)
        #expect(Sunset.minutesUTC(on: CivilDate(year: 2025, month: 12, day: 21), at: tromso) == nil)
    }
}

/// The time-of-day card names its hours: golden hour only around the photos' own sunsets.
@Suite("Time-of-day names")
struct HourMoodTests {
    /// Photos on 20 days of a month at these hours, each at `minute` past, on a clock `utcOffset` from UTC.
    static func library(month: Int, hours: ClosedRange<Int>, minute: Int, at point: GeoPoint, utcOffset: Int?) throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for day in 1 ... 20 {
            for hour in hours { try library.add(SyntheticLibrary.at(2025, month, day, hour, minute), at: point, utcOffset: utcOffset) }
        }
        return library
    }

    static func mood(_ library: SyntheticLibrary) throws -> (mood: String, title: String) {
        let deck = try #require(DeckBuilder.build(try library.insights(try .year(2025)), options: DeckOptions()))
        let card = try #require(deck.cards.first { $0.type == .timeOfDay })
        guard let p = TimeOfDayCard.facts(card.payload) else { throw CancellationError() }
        return (p.mood, card.title)
    }

    @Test("7 to 10 pm in London in December is the evening, not golden hour")
    func londonDecemberEvening() throws {
        let (mood, title) = try Self.mood(try Self.library(month: 12, hours: 19 ... 21, minute: 15, at: SyntheticLibrary.london, utcOffset: 0))
        #expect(mood == "evening" && title == "Evenings were yours")
    }

    @Test("8:45 and 9:45 pm in London in June, either side of sunset, is golden hour")
    func londonJuneSunset() throws {
        let (mood, title) = try Self.mood(try Self.library(month: 6, hours: 20 ... 21, minute: 45, at: SyntheticLibrary.london, utcOffset: 3600))
        #expect(mood == "golden-hour" && title == "Golden hour was your hour")
    }

    @Test("without a known clock offset, the sun is not judged: the hours name the window")
    func unknownOffset() throws {
        let (mood, _) = try Self.mood(try Self.library(month: 6, hours: 20 ... 21, minute: 45, at: SyntheticLibrary.london, utcOffset: nil))
        #expect(mood == "evening")
    }

    @Test("windows by their hours", arguments: [(5, HourMood.earlyBird), (9, .morning), (12, .midday), (15, .afternoon), (18, .evening),
                                                (21, .nightOwl), (23, .nightOwl), (2, .nightOwl)])
    func byHours(start: Int, mood: HourMood) {
        #expect(HourMood.byHours(windowStart: start) == mood)
    }
}
