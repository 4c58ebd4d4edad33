import Foundation
import Testing
@testable import Atlas
@testable import Deck
@testable import Insights
@testable import Model
@testable import Places
import TestSupport

/// The map card: Equal Earth, the extent it chooses, and what its payload may and may not draw.
@Suite("Map card")
struct MapCardTests {
    static let year = try! DateRange.year(2025)

    static var world: WorldOutlines {
        get throws { try WorldOutlines.bundled.get() }
    }

    struct Place: Sendable, CustomTestStringConvertible {
        let longitude: Double
        let latitude: Double
        var testDescription: String { "(\(longitude), \(latitude))" }
    }

    @Test("Equal Earth's inverse gives back every point it projects",
          arguments: [Place(longitude: 0, latitude: 0), Place(longitude: -0.12, latitude: 51.5), Place(longitude: 139.69, latitude: 35.68),
                      Place(longitude: -179.9, latitude: -45), Place(longitude: 180, latitude: 84), Place(longitude: 151.2, latitude: -33.87),
                      Place(longitude: -70.6, latitude: -89.5)])
    func roundTrip(_ place: Place) {
        let projected = EqualEarth.project(longitude: place.longitude, latitude: place.latitude)
        let back = EqualEarth.inverse(projected)
        #expect(abs(back.longitude - place.longitude) < 1e-9 && abs(back.latitude - place.latitude) < 1e-9, "\(back)")
    }

    @Test("Equal Earth is equal-area: a 10° cell at the equator and one at 60° N keep the ratio of their areas on the globe")
    func equalArea() {
        func area(_ lat: Double) -> Double {
            let a = EqualEarth.project(longitude: 0, latitude: lat), b = EqualEarth.project(longitude: 10, latitude: lat + 10)
            // The cell is a trapezoid with straight parallels.
            let bottom = EqualEarth.project(longitude: 10, latitude: lat).x - a.x, top = b.x - EqualEarth.project(longitude: 0, latitude: lat + 10).x
            return (bottom + top) / 2 * (b.y - a.y)
        }
        let globe = (sin(70 * Double.pi / 180) - sin(60 * Double.pi / 180)) / sin(10 * Double.pi / 180)
        #expect(abs(area(60) / area(0) - globe) < 0.01)
    }

    static func points(_ places: [(Double, Double, String)]) -> [(point: MapPoint, country: String?)] {
        places.map { (EqualEarth.project(longitude: $0.0, latitude: $0.1), $0.2) }
    }

    @Test("a year in Japan is a map of Japan, all of it and little else")
    func oneCountry() throws {
        let (kind, box) = MapExtent.choose(Self.points([(139.69, 35.69, "JP"), (135.77, 35.01, "JP")]), world: try Self.world)
        #expect(kind == .country)
        let japan = try #require(try Self.world.country("JP"))
        #expect(box.contains(MapPoint(x: japan.box.minX, y: japan.box.minY)) && box.contains(MapPoint(x: japan.box.maxX, y: japan.box.maxY)))
        #expect(!box.contains(EqualEarth.project(longitude: 116.4, latitude: 39.9)), "Beijing is not on a map of Japan")
    }

    @Test("London, Paris, Rome and Madrid make a map of Europe, without Moscow or New York")
    func europe() throws {
        let (kind, box) = MapExtent.choose(Self.points([(-0.12, 51.5, "GB"), (2.35, 48.85, "FR"), (12.5, 41.9, "IT"), (-3.7, 40.4, "ES")]),
                                           world: try Self.world)
        #expect(kind == .region)
        #expect(box.contains(EqualEarth.project(longitude: 4.9, latitude: 52.4)), "Amsterdam is on it")
        #expect(!box.contains(EqualEarth.project(longitude: 37.6, latitude: 55.75)))
        #expect(!box.contains(EqualEarth.project(longitude: -74, latitude: 40.7)))
    }

    @Test("London, New York and Sydney make a map of the world")
    func world() throws {
        let (kind, box) = MapExtent.choose(Self.points([(-0.12, 51.5, "GB"), (-74, 40.7, "US"), (151.2, -33.9, "AU")]), world: try Self.world)
        #expect(kind == .world)
        #expect(box == MapExtent.worldBox)
    }

    @Test("a frame is shaped to the card, never beyond the world", arguments: [1080.0 / 1000, 912.0 / 560])
    func fitted(aspect: Double) throws {
        let (_, box) = MapExtent.choose(Self.points([(-0.12, 51.5, "GB"), (2.35, 48.85, "FR")]), world: try Self.world)
        let view = MapExtent.fitted(box, aspect: aspect)
        #expect(abs(view.aspect - aspect) < 1e-9)
        #expect(view.contains(MapPoint(x: box.minX, y: box.minY)) && view.contains(MapPoint(x: box.maxX, y: box.maxY)))
        let world = MapExtent.fitted(MapExtent.worldBox, aspect: aspect)
        let edges = [(world.minX, MapExtent.worldBox.minX), (world.minY, MapExtent.worldBox.minY), (world.maxX, MapExtent.worldBox.maxX),
                     (world.maxY, MapExtent.worldBox.maxY)]
        #expect(edges.allSatisfy { abs($0 - $1) < 1e-9 }, "the world is letterboxed, not stretched past its edges: \(world)")
    }

    // MARK: facts

    /// Evenings at home in London all year, at three spots of the city more than a kilometre apart.
    static func londonYear() throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        let spots = [SyntheticLibrary.london, GeoPoint(latitude: 51.5301, longitude: -0.0801)!, GeoPoint(latitude: 51.4801, longitude: -0.1901)!]
        for day in stride(from: 0, to: 330, by: 3) {
            try library.add(CivilDate(year: 2025, month: 1, day: 2).adding(days: day).startOfDay.plus(hours: 20), at: spots[day / 3 % 3])
        }
        return library
    }

    static func visit(_ library: inout SyntheticLibrary, _ point: GeoPoint, month: Int, days: Int) throws {
        for day in 0 ..< days {
            for i in 0 ..< 6 { try library.add(SyntheticLibrary.at(2025, month, 10 + day, 10 + i), at: point) }
        }
    }

    static func map(_ insights: Insights, language: Language = .en) -> CardPayload.Map? {
        MapCard.facts(from: insights, options: DeckOptions(language: language))
    }

    @Test("home and every place in the home city are one dot, at the city's GeoNames centre")
    func homeCityDot() throws {
        var library = try Self.londonYear()
        try Self.visit(&library, SyntheticLibrary.tokyo, month: 5, days: 3)
        let insights = try library.insights(Self.year)
        let londonPlaces = insights.places.ranked.filter { $0.name.city?.local == "London" }
        #expect(londonPlaces.count >= 2, "the test needs several places in London")
        let map = try #require(Self.map(insights))
        let home = try #require(map.dots.first { $0.isHome })
        #expect(map.dots.filter { $0.country == "GB" }.count == 1)
        #expect(home.label == "Home")
        // The table's London is at 51.5, -0.12: the dot is there, rounded to 0.1°, whatever the clusters.
        #expect(home.latitude == 51.5 && home.longitude == -0.1)
        #expect(home.photos == londonPlaces.map(\.cluster.photoCount).reduce(0, +))
        let tokyo = try #require(map.dots.first { $0.country == "JP" })
        #expect(tokyo.arc && tokyo.label == "Tokyo")
        #expect(map.extent == .region && map.countries == ["GB", "JP"])
        // Nothing in deck.json is finer than 0.1°.
        for dot in map.dots {
            #expect(abs(dot.latitude * 10 - (dot.latitude * 10).rounded()) < 1e-9 && abs(dot.longitude * 10 - (dot.longitude * 10).rounded()) < 1e-9)
        }
    }

    @Test("one arc per trip: Kyoto beside Tokyo seen from London shares Tokyo's arc; Paris, Lisbon and Porto keep theirs")
    func oneArcPerTrip() throws {
        var library = try Self.londonYear()
        try Self.visit(&library, SyntheticLibrary.tokyo, month: 5, days: 3)
        try Self.visit(&library, SyntheticLibrary.kyoto, month: 5, days: 2)
        try Self.visit(&library, SyntheticLibrary.paris, month: 7, days: 1)
        try Self.visit(&library, GeoPoint(latitude: 38.7167, longitude: -9.1333)!, month: 9, days: 2)
        try Self.visit(&library, GeoPoint(latitude: 41.1496, longitude: -8.611)!, month: 9, days: 1)
        let map = try #require(Self.map(try library.insights(Self.year)))
        // The test's geocoder names no city in Portugal: the dots there are their positions.
        let arcs = Set(map.dots.filter(\.arc).map { $0.country == "PT" || $0.label.contains("°") ? "\($0.latitude)" : $0.label })
        #expect(arcs == ["Tokyo", "Paris", "38.7", "41.1"], "\(map.dots.map { ($0.label, $0.arc) })")
        #expect(map.dots.contains { $0.label == "Kyoto" && !$0.arc })
    }

    @Test("a hidden area is never drawn: no dot, no tint, no name")
    func hiddenArea() throws {
        var library = try Self.londonYear()
        try Self.visit(&library, SyntheticLibrary.tokyo, month: 5, days: 3)
        try Self.visit(&library, SyntheticLibrary.paris, month: 7, days: 2)
        let hidden = HiddenArea(placeID: "paris", label: "Paris", centre: SyntheticLibrary.paris, radiusMeters: 2000)
        for language in Language.allCases {
            let map = try #require(Self.map(try library.insights(Self.year, hidden: [hidden]), language: language))
            #expect(!map.dots.contains { $0.country == "FR" || $0.label == "Paris" || $0.label == "París" })
            #expect(!map.countries.contains("FR"))
            #expect(!map.countryNames.contains { $0.hasPrefix("Fr") })
            let words = MapCard.words(map, in: Words(language: language))
            #expect(!"\(words.title) \(words.body) \(words.facts)".contains("Par"))
        }
        let shown = try #require(Self.map(try library.insights(Self.year)))
        #expect(shown.countries.contains("FR"), "Paris is drawn when it is not hidden")
    }

    @Test("a hidden home is not drawn, nor are arcs from it")
    func hiddenHome() throws {
        var library = try Self.londonYear()
        try Self.visit(&library, SyntheticLibrary.tokyo, month: 5, days: 3)
        try Self.visit(&library, SyntheticLibrary.paris, month: 7, days: 2)
        let hidden = HiddenArea(placeID: "home", label: "Home", centre: SyntheticLibrary.london, radiusMeters: 8000)
        let map = try #require(Self.map(try library.insights(Self.year, hidden: [hidden])))
        #expect(!map.dots.contains { $0.isHome || $0.arc || $0.country == "GB" })
    }

    @Test("a map of one dot is no card: five photos in Paris")
    func oneDot() throws {
        var library = try SyntheticLibrary()
        for i in 0 ..< 5 { try library.add(SyntheticLibrary.at(2025, 4, 1 + 2 * i), at: SyntheticLibrary.paris) }
        #expect(Self.map(try library.insights(Self.year)) == nil)
    }

    @Test("no map for a year at home in fewer than three places; a trip away makes one")
    func skipped() throws {
        var library = try SyntheticLibrary()
        for day in stride(from: 0, to: 330, by: 3) {
            try library.add(CivilDate(year: 2025, month: 1, day: 2).adding(days: day).startOfDay.plus(hours: 20), at: SyntheticLibrary.london)
        }
        let atHome = try library.insights(Self.year)
        #expect(atHome.places.ranked.count < MapRules.minPlacesAtHome)
        #expect(Self.map(atHome) == nil)
        try Self.visit(&library, SyntheticLibrary.kyoto, month: 4, days: 2)
        let map = try #require(Self.map(try library.insights(Self.year)))
        #expect(map.dots.map(\.label) == ["Home", "Kyoto"])
    }

    @Test("the card's words in both languages, with singular and plural")
    func words() throws {
        var library = try Self.londonYear()
        try Self.visit(&library, SyntheticLibrary.tokyo, month: 5, days: 3)
        let insights = try library.insights(Self.year)
        let en = try #require(Self.map(insights)), es = try #require(Self.map(insights, language: .es))
        #expect(Words(language: .en).mapFace(en).headline == "2 cities in 2 countries")
        #expect(Words(language: .es).mapFace(es).headline == "2 ciudades en 2 países")
        #expect(MapCard.words(es, in: Words(language: .es)).facts.contains("Reino Unido y Japón"))
        var one = en
        one.dots = [en.dots[0]]
        one.countryNames = ["United Kingdom"]
        #expect(Words(language: .en).mapFace(one).headline == "1 city in the United Kingdom")
        one.countryNames = ["Reino Unido"]
        #expect(Words(language: .es).mapFace(one).headline == "1 ciudad en el Reino Unido")
    }

    // MARK: words

    /// Home and `cities` on a map. The headline counts cities; the renderer names only the dots
    /// whose labels fit (`MapRules.maxLabels`, and none that would cover another), so the words
    /// beneath the map name every city away from home: the card shows each city it counts.
    static func cityMap(_ cities: [(String, String)], language: Language) -> CardPayload.Map {
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
        let face = MapCard.face(Self.cityMap(cities, language: language), in: Words(language: language))
        #expect(face.headline == headline)
        #expect(face.detail == detail.replacingOccurrences(of: " · ", with: CardFace.listSeparator))
    }

    // MARK: hiding: a hide may take words away, never add them

    /// The card's every word in one string: its face, its body and its alt facts.
    static func allWords(_ map: CardPayload.Map, language: Language) -> String {
        let copy = Words(language: language)
        let face = MapCard.face(map, in: copy), words = MapCard.words(map, in: copy)
        return ([face.kicker, face.headline, face.detail].compactMap { $0 } + [words.title, words.body, words.facts] + face.labels).joined(separator: " ")
    }

    @Test("hiding home alone never names its city, nor counts its photos", arguments: Language.allCases)
    func hiddenHomeKeepsItsCity(language: Language) throws {
        var library = try Self.londonYear()
        try Self.visit(&library, SyntheticLibrary.tokyo, month: 5, days: 3)
        try Self.visit(&library, SyntheticLibrary.paris, month: 7, days: 2)
        let before = try library.insights(Self.year)
        let home = try #require(before.places.home)
        #expect(before.places.ranked.contains { !$0.isHome && $0.name.city?.local == "London" }, "the test needs another place in London")
        let hidden = HiddenArea(placeID: "home", label: "Home", centre: home.cluster.centroid, radiusMeters: 200)
        let after = try #require(Self.map(try library.insights(Self.year, hidden: [hidden]), language: language))
        let shown = try #require(Self.map(before, language: language))
        #expect(Set(after.dots.map(\.label)).isSubset(of: shown.dots.map(\.label)), "\(after.dots.map(\.label))")
        #expect(!after.dots.contains { $0.country == "GB" })
        let said = Self.allWords(after, language: language)
        #expect(!said.contains("London") && !said.contains("Londres"), "\(said)")
    }
}
