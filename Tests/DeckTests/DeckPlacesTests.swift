import Foundation
import Testing
@testable import Deck
@testable import Insights
@testable import Model
import TestSupport

/// Firsts that are true, a place on at most two cards, and trips named as trips.
@Suite("Places on the cards")
struct DeckPlacesTests {
    static let year = try! DateRange.year(2025)

    /// Evenings at home in London across 2025, so that London is home and the deck is about places.
    static func homeYear() throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for day in stride(from: 0, to: 330, by: 5) {
            try library.add(CivilDate(year: 2025, month: 1, day: 2).adding(days: day).startOfDay.plus(hours: 20), at: SyntheticLibrary.london)
        }
        return library
    }

    /// Located photos at home in the first `months` of the 12 months before 2025, counting back
    /// from December 2024.
    static func addHistory(_ library: inout SyntheticLibrary, months: Int) throws {
        for back in 0 ..< months {
            let month = 12 - back
            for day in [3, 17] { try library.add(SyntheticLibrary.at(2024, month, day, 19), at: SyntheticLibrary.london) }
        }
    }

    static func visit(_ library: inout SyntheticLibrary, _ point: GeoPoint, month: Int, day: Int, photos: Int) throws {
        for i in 0 ..< photos { try library.add(SyntheticLibrary.at(2025, month, day, 10 + i / 6, i * 9 % 60), at: point) }
    }

    static func newPlaceCard(_ insights: Insights) throws -> CardPayload.NewPlace? {
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        return deck.cards.lazy.compactMap { NewPlaceCard.facts($0.payload) }.first
    }

    struct History: Sendable, CustomTestStringConvertible {
        let months: Int
        let knowsFirsts: Bool
        var testDescription: String { "located photos in \(months) of the 12 months before" }
    }

    @Test("a new-place card needs located photos in 6 of the 12 months before the range",
          arguments: [History(months: 1, knowsFirsts: false), History(months: 5, knowsFirsts: false),
                      History(months: 6, knowsFirsts: true), History(months: 12, knowsFirsts: true)])
    func history(_ history: History) throws {
        var library = try Self.homeYear()
        try Self.addHistory(&library, months: history.months)
        try Self.visit(&library, SyntheticLibrary.paris, month: 5, day: 10, photos: 12)
        let insights = try library.insights(Self.year)
        #expect((insights.newPlace != .unknownHistory) == history.knowsFirsts, "\(insights.newPlace)")
        #expect((try Self.newPlaceCard(insights) != nil) == history.knowsFirsts)
    }

    @Test("photos from more than 12 months before the range are no history")
    func oldHistory() throws {
        var library = try Self.homeYear()
        for month in 1 ... 12 { try library.add(SyntheticLibrary.at(2023, month, 10), at: SyntheticLibrary.london) }
        try Self.visit(&library, SyntheticLibrary.paris, month: 5, day: 10, photos: 12)
        #expect(try library.insights(Self.year).newPlace == .unknownHistory)
    }

    @Test("a new city beats a new corner of the home city, though the corner has more photos")
    func newCityFirst() throws {
        var library = try Self.homeYear()
        try Self.addHistory(&library, months: 8)
        // About 2.5 km from home: never photographed, but in a city photographed all the time.
        let corner = GeoPoint(latitude: 51.5201, longitude: -0.0901)!
        try Self.visit(&library, corner, month: 3, day: 8, photos: 20)
        try Self.visit(&library, SyntheticLibrary.paris, month: 5, day: 10, photos: 9)
        let insights = try library.insights(Self.year)
        guard case let .found(candidates) = insights.newPlace else {
            Issue.record("expected new places, got \(insights.newPlace)")
            return
        }
        let paris = try #require(insights.places.ranked.first { Earth.distance($0.cluster.centroid, SyntheticLibrary.paris) < 500 })
        let cornerPlace = try #require(insights.places.ranked.first { Earth.distance($0.cluster.centroid, corner) < 500 })
        #expect((cornerPlace.rank ?? 0) < (paris.rank ?? 0), "the corner ranks higher")
        #expect(candidates.map(\.placeID) == [paris.cluster.id, cornerPlace.cluster.id])
        #expect(candidates.map(\.isNewRegion) == [true, false])
        #expect(try Self.newPlaceCard(insights)?.place.label == "Paris, France")
    }

    @Test("no place is featured on more than two cards: the new place yields to the next candidate")
    func twoCardsAtMost() throws {
        var library = try Self.homeYear()
        try Self.addHistory(&library, months: 12)
        // Paris is #2, the peak day's place and the best new place; Tokyo is #3 and new too.
        try Self.visit(&library, SyntheticLibrary.paris, month: 6, day: 14, photos: 30)
        for d in 0 ..< 4 { try Self.visit(&library, SyntheticLibrary.tokyo, month: 10, day: 4 + d, photos: 6) }
        let insights = try library.insights(Self.year)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        let featuring = deck.cards.filter { ![.distinctPlaces, .finale].contains($0.type) }
        for place in insights.places.ranked where !place.isHome {
            let label = insights.places.label(of: place, language: .en, revealHome: false)
            let cards = featuring.filter { $0.altText.contains(label) }.map(\.type)
            #expect(cards.count <= DeckRules.maxCardsPerPlace, "\(label) is on \(cards)")
        }
        let peak = try #require(deck.cards.first { $0.type == .peakDay })
        #expect(peak.body.contains("Paris, France"))
        #expect(try Self.newPlaceCard(insights)?.place.label == "Tokyo, Japan")
    }

    struct TripCase: Sendable, CustomTestStringConvertible {
        let cities: [String]
        let language: Language
        let headline: String
        let areas: [String]
        var testDescription: String { "a trip through \(cities.joined(separator: " and ")) (\(language.rawValue))" }
    }

    @Test("a trip is named after its city, or its country when it spans several cities", arguments: [
        TripCase(cities: ["Tokyo"], language: .en, headline: "6 days in Tokyo", areas: []),
        TripCase(cities: ["Tokyo", "Kyoto"], language: .en, headline: "6 days in Japan", areas: ["Tokyo", "Kyoto"]),
        TripCase(cities: ["Tokyo", "Kyoto"], language: .es, headline: "6 días en Japón", areas: ["Tokyo", "Kyoto"]),
    ])
    func tripName(_ c: TripCase) throws {
        var library = try Self.homeYear()
        let points = ["Tokyo": SyntheticLibrary.tokyo, "Kyoto": SyntheticLibrary.kyoto]
        for d in 0 ..< 6 {
            let city = c.cities[d * c.cities.count / 6]
            try Self.visit(&library, points[city]!, month: 10, day: 4 + d, photos: 5)
        }
        let insights = try library.insights(Self.year)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions(language: c.language)))
        let card = try #require(deck.cards.first { $0.type == .biggestTrip })
        guard let p = BiggestTripCard.facts(card.payload) else { return }
        #expect(card.face.headline == c.headline)
        #expect(p.areas == c.areas)
        #expect(card.altText.contains(c.headline))
        for area in c.areas { #expect(card.altText.contains(area) && card.face.labels.joined().contains(area)) }
    }

    @Test("places near home photographed on the way out are not where the trip went")
    func tripLeavesHomeOut() throws {
        var library = try Self.homeYear()
        let corner = GeoPoint(latitude: 51.5201, longitude: -0.0901)!
        for i in 0 ..< 3 { try library.add(SyntheticLibrary.at(2025, 10, 4, 7, i), at: corner) }
        for d in 0 ..< 6 { try Self.visit(&library, SyntheticLibrary.tokyo, month: 10, day: 4 + d, photos: 5) }
        let deck = try #require(DeckBuilder.build(try library.insights(Self.year), options: DeckOptions()))
        let card = try #require(deck.cards.first { $0.type == .biggestTrip })
        #expect(card.face.headline == "6 days in Tokyo")
    }

    @Test("the distinct-places card names in its alt text exactly the chips it draws, \"+N more\" included")
    func distinctPlacesLabels() throws {
        var library = try Self.homeYear()
        for i in 0 ..< 13 {
            let point = GeoPoint(latitude: 48.8501 + Double(i) * 0.01, longitude: 2.3501)!
            try Self.visit(&library, point, month: 1 + i % 12, day: 5 + i, photos: 3 + i % 4)
        }
        let insights = try library.insights(Self.year)
        #expect(insights.places.ranked.count == 14)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        let card = try #require(deck.cards.first { $0.type == .distinctPlaces })
        guard let p = DistinctPlacesCard.facts(card.payload) else { return }
        #expect(p.labels.count + p.more == 14)
        #expect(card.face.labels == p.labels + ["+\(p.more) more"])
        let listed = try #require(card.altText.components(separatedBy: "Among them: ").last?.dropLast())
        #expect(listed.components(separatedBy: CardFace.listSeparator) == card.face.labels)
    }
}
