import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The distinct places card")
struct DistinctPlacesCardTests {
    @Test("on a story the chips get about a line for every two labels, up to the free height; a square gives them its room",
          arguments: [(0, 160.0), (2, 280.0), (10, 760.0), (20, 760.0)])
    func chipsRoom(_ labels: Int, _ story: Double) {
        let names = (0 ..< labels).map { "Place \($0)" }
        let facts = CardPayload.DistinctPlaces(places: 30, cities: 4, countries: 2, labels: names, more: 30 - labels)
        let blocks = DistinctPlacesCard.layout(facts, face: CardFace(number: "30", unit: "places", labels: names))
        #expect(blocks.last == .chips(names, preferred: FormatLength(story: story, square: 420)))
    }

    @Test("cities and countries are counted as a person would say them", arguments: [
        (Language.en, 1, 1, "All in one city."), (.en, 4, 1, "Across 4 cities in one country."), (.en, 4, 2, "Across 4 cities in 2 countries."),
        (.en, 0, 0, "Each one a story of its own."), (.en, 0, 3, "Across 3 countries."),
        (.es, 1, 1, "Todos en una misma ciudad."), (.es, 4, 1, "En 4 ciudades de un mismo país."), (.es, 4, 2, "En 4 ciudades de 2 países."),
    ])
    func citiesAndCountries(language: Language, cities: Int, countries: Int, body: String) {
        let card = CardPayload.DistinctPlaces(places: 5, cities: cities, countries: countries, labels: ["A", "B"], more: 3)
        #expect(DistinctPlacesCard.words(card, in: Words(language: language)).body == body)
        #expect(DistinctPlacesCard.face(card, in: Words(language: language)).detail == body)
    }

    @Test("the distinct-places card names in its alt text exactly the chips it draws, \"+N more\" included")
    func distinctPlacesLabels() throws {
        var library = try DeckPlacesTests.homeYear()
        for i in 0 ..< 13 {
            let point = GeoPoint(latitude: 48.8501 + Double(i) * 0.01, longitude: 2.3501)!
            try DeckPlacesTests.visit(&library, point, month: 1 + i % 12, day: 5 + i, photos: 3 + i % 4)
        }
        let insights = try library.insights(DeckPlacesTests.year)
        #expect(insights.places.ranked.count == 14)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        let card = try #require(deck.cards.first { $0.type == .distinctPlaces })
        let p = try #require(DistinctPlacesCard.facts(card.payload))
        #expect(p.labels.count + p.more == 14)
        #expect(card.face.labels == p.labels + ["+\(p.more) more"])
        let listed = try #require(card.altText.components(separatedBy: "Among them: ").last?.dropLast())
        #expect(listed.components(separatedBy: CardFace.listSeparator) == card.face.labels)
    }
}
