import Foundation
import Testing
@testable import Deck
@testable import Model
import TestSupport

/// What the map card and the places card count as a city.
@Suite("Cities on the map")
struct MapCitiesTests {
    /// GeoNames' Lisbon and Restelo: Restelo, a district of Lisbon, lies just past the reach the
    /// geocoder gives a city of Lisbon's population; its own reach meets Lisbon's, so the
    /// geocoder names its places after Lisbon (`ReverseGeocoder.owner`).
    static let lisbon = """
        20\t38.72509\t-9.1498\t517802\tPT\t14\tEurope/Lisbon\tLisbon\t\t\tLisboa
        21\t38.69955\t-9.21406\t7287\tPT\t14\tEurope/Lisbon\tRestelo\t\t\t
        """

    @Test("a district just past its city's reach is part of that city, on the map and on the places card")
    func districtIsItsCity() throws {
        var library = try SyntheticLibrary(extraTowns: Self.lisbon)
        for day in stride(from: 0, to: 330, by: 3) {
            try library.add(CivilDate(year: 2025, month: 1, day: 2).adding(days: day).startOfDay.plus(hours: 20), at: SyntheticLibrary.london)
        }
        try MapCardTests.visit(&library, GeoPoint(latitude: 38.7139, longitude: -9.1394)!, month: 5, days: 2)
        try MapCardTests.visit(&library, GeoPoint(latitude: 38.6979, longitude: -9.2068)!, month: 5, days: 1)
        let insights = try library.insights(MapCardTests.year)
        #expect(Set(insights.places.ranked.compactMap(\.name.city?.local)) == ["London", "Lisbon"])
        let map = try #require(MapCardTests.map(insights))
        #expect(map.dots.map(\.label) == ["Home", "Lisbon"])
        #expect(map.dots.last?.photos == 18)
        let payload = try #require(DeckFacts(insights: insights, options: DeckOptions()).payloads([.distinctPlaces])[.distinctPlaces])
        guard let card = DistinctPlacesCard.facts(payload) else { Issue.record("\(payload)"); return }
        #expect(card.cities == 2)
    }
}
