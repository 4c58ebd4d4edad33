import Testing
@testable import Atlas
@testable import Deck
@testable import Model

/// The map card's headline counts cities; the renderer names only the dots whose labels fit
/// (`MapRules.maxLabels`, and none that would cover another). The words beneath the map name
/// every city away from home, so that the card shows each city it counts.
@Suite("The map's words")
struct MapWordsTests {
    static func map(_ cities: [(String, String)], language: Language) -> CardPayload.Map {
        let dots = [CardPayload.MapDot(longitude: 0, latitude: 51.5, photos: 100, label: "Home", country: "GB", isHome: true, arc: false)]
            + cities.enumerated().map { i, city in
                CardPayload.MapDot(longitude: Double(i), latitude: 40, photos: 50 - i, label: city.0, country: city.1, isHome: false, arc: false)
            }
        let codes = ["GB"] + cities.map(\.1).filter { $0 != "GB" }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return CardPayload.Map(extent: .region, frame: MapBox(minX: 0, minY: 0, maxX: 1, maxY: 1), countries: codes,
                               countryNames: codes.map { language.locale.localizedString(forRegionCode: $0) ?? $0 },
                               dots: dots, labelled: min(dots.count, MapRules.maxLabels))
    }

    @Test("every city the headline counts is named on the card", arguments: [
        (Language.en, [("Tokyo", "JP"), ("Lisbon", "PT"), ("Brighton", "GB"), ("Kyoto", "JP"), ("Paris", "FR")],
         "6 cities in 4 countries", "Tokyo · Lisbon · Brighton · Kyoto · Paris"),
        (.en, [("Porto", "PT"), ("Lisbon", "PT")], "3 cities in 2 countries", "Porto · Lisbon"),
        (.en, [("Leeds", "GB"), ("York", "GB"), ("Bath", "GB"), ("Hull", "GB"), ("Ely", "GB"), ("Wells", "GB")],
         "7 cities in the United Kingdom", "Leeds · York · Bath · Hull · Ely · +1 more"),
        (.es, [("Tokio", "JP"), ("Lisboa", "PT"), ("Brighton", "GB"), ("Kioto", "JP"), ("París", "FR"), ("Oporto", "PT")],
         "7 ciudades en 4 países", "Tokio · Lisboa · Brighton · Kioto · París · +1 más"),
    ])
    func everyCityNamed(language: Language, cities: [(String, String)], headline: String, detail: String) {
        let face = Copy(language: language).face(.map(Self.map(cities, language: language)))
        #expect(face.headline == headline)
        #expect(face.detail == detail.replacingOccurrences(of: " · ", with: CardFace.listSeparator))
    }
}
