import Foundation
import Testing
@testable import Deck
@testable import Model
@testable import Places
import TestSupport

/// Hiding on the map card: a hide may take words away, never add them.
@Suite("Map card after a hide")
struct MapHidingTests {
    /// The card's every word in one string: its face, its body and its alt facts.
    static func words(_ map: CardPayload.Map, language: Language) -> String {
        let copy = Copy(language: language)
        let face = copy.mapFace(map), words = copy.words(.map(map))
        return ([face.kicker, face.headline, face.detail].compactMap { $0 } + [words.title, words.body, words.facts] + face.labels).joined(separator: " ")
    }

    @Test("hiding home alone never names its city, nor counts its photos", arguments: Language.allCases)
    func hiddenHomeKeepsItsCity(language: Language) throws {
        var library = try MapCardTests.londonYear()
        try MapCardTests.visit(&library, SyntheticLibrary.tokyo, month: 5, days: 3)
        try MapCardTests.visit(&library, SyntheticLibrary.paris, month: 7, days: 2)
        let before = try library.insights(MapCardTests.year)
        let home = try #require(before.places.home)
        #expect(before.places.ranked.contains { !$0.isHome && $0.name.city?.local == "London" }, "the test needs another place in London")
        let hidden = HiddenArea(placeID: "home", label: "Home", centre: home.cluster.centroid, radiusMeters: 200)
        let after = try #require(MapCardTests.map(try library.insights(MapCardTests.year, hidden: [hidden]), language: language))
        let shown = try #require(MapCardTests.map(before, language: language))
        #expect(Set(after.dots.map(\.label)).isSubset(of: shown.dots.map(\.label)), "\(after.dots.map(\.label))")
        #expect(!after.dots.contains { $0.country == "GB" })
        let said = Self.words(after, language: language)
        #expect(!said.contains("London") && !said.contains("Londres"), "\(said)")
    }
}
