import Testing
@testable import Deck

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
}
