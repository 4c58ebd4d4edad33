import Foundation
import Testing
@testable import Deck
import TestSupport

/// A number tells two places apart in a listing; on a card or chip it reads as a count.
@Suite("No numbered labels on cards")
struct CardLabelNumberTests {
    @Test("chips and place cards never end a label, or a part of one, in a bare number")
    func noNumbers() throws {
        var library = try MapCardTests.londonYear()
        try MapCardTests.visit(&library, SyntheticLibrary.tokyo, month: 5, days: 3)
        try MapCardTests.visit(&library, SyntheticLibrary.paris, month: 7, days: 2)
        var insights = try library.insights(MapCardTests.year)
        try #require(insights.places.ranked.count >= DeckRules.distinctPlacesMin)
        for i in insights.places.ranked.indices { insights.places.ranked[i].labelForm.number = i + 2 }
        let payloads = DeckFacts(insights: insights, options: DeckOptions()).payloads([.distinctPlaces, .topPlaces])
        var labels: [String] = []
        if let p = payloads[.distinctPlaces].flatMap(DistinctPlacesCard.facts) { labels += p.labels }
        if let p = payloads[.topPlaces].flatMap(TopPlacesCard.facts) { labels += p.places.map(\.label) }
        #expect(!labels.isEmpty)
        let bareNumber = { (label: String) in label.split(whereSeparator: { $0 == " " || $0 == "," }).contains { $0.allSatisfy(\.isNumber) } }
        #expect(!labels.contains(where: bareNumber), "\(labels)")
    }
}
