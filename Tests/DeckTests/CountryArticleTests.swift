import Testing
@testable import Atlas
@testable import Deck
@testable import Model
import TestSupport

/// A country's name after "in" / "en" in a sentence takes its article ("in the United Kingdom",
/// "en el Reino Unido"); in a bare list it does not.
@Suite("Country names after a preposition")
struct CountryArticleTests {
    static func map(_ codes: [String], language: Language, cities: Int = 2) -> CardPayload.Map {
        let names = codes.map { language.locale.localizedString(forRegionCode: $0) ?? $0 }
        let dots = (0 ..< cities).map { i in
            CardPayload.MapDot(longitude: Double(i), latitude: 50, photos: 10, label: "City \(i)", country: codes.first, isHome: false, arc: false)
        }
        return CardPayload.Map(extent: .region, frame: MapBox(minX: 0, minY: 0, maxX: 1, maxY: 1), countries: codes, countryNames: names,
                               dots: dots, labelled: 0)
    }

    @Test("the map's headline names one country with its article", arguments: [
        (Language.en, "GB", "2 cities in the United Kingdom"), (.es, "GB", "2 ciudades en el Reino Unido"),
        (.en, "NL", "2 cities in the Netherlands"), (.es, "NL", "2 ciudades en los Países Bajos"),
        (.en, "US", "2 cities in the United States"), (.es, "DO", "2 ciudades en la República Dominicana"),
        (.en, "JP", "2 cities in Japan"), (.es, "JP", "2 ciudades en Japón"), (.en, "CZ", "2 cities in Czechia"),
    ])
    func mapHeadline(language: Language, code: String, headline: String) {
        let copy = Words(language: language)
        let p = Self.map([code], language: language)
        #expect(copy.mapHeadline(p) == headline)
        #expect(copy.face(.map(p)).headline == headline)
    }

    @Test("the map's alt text says the countries with their articles, \"de el\" as \"del\"", arguments: [
        (Language.en, "A map of the United Kingdom, Japan and the Netherlands."), (.es, "Un mapa del Reino Unido, Japón y los Países Bajos."),
    ])
    func mapList(language: Language, facts: String) {
        let copy = Words(language: language)
        let p = Self.map(["GB", "JP", "NL"], language: language)
        #expect(copy.words(.map(p)).facts.hasPrefix(facts))
    }
}
