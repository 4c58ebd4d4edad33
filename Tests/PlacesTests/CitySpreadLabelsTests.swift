import Testing
@testable import Atlas
@testable import Model
@testable import Places

/// Ten places spread over a city, by the real bundled GeoNames table and the listing rule.
struct CitySpread: Sendable, CustomTestStringConvertible {
    let city: String
    let spots: [(name: String, latitude: Double, longitude: Double)]
    var testDescription: String { city }
}

@Suite("Every place of a listing has its own label, on real GeoNames data")
struct CitySpreadLabelsTests {
    static let geocoder = try! ReverseGeocoder.bundled()

    /// Words of street names in the cities below; no label may hold one.
    static let streetWords = ["straße", "strasse", "street", "road", "avenue", "avenida", "rua ", "boulevard", "lane", "-dori", "dōri", "-dōri"]

    static let cities: [CitySpread] = [
        CitySpread(city: "Berlin", spots: [
            ("Alexanderplatz", 52.5219, 13.4132), ("Brandenburger Tor", 52.5163, 13.3777), ("Bergmannkiez", 52.4890, 13.3920),
            ("Hermannplatz", 52.4870, 13.4246), ("Kollwitzplatz", 52.5362, 13.4174), ("Boxhagener Platz", 52.5105, 13.4590),
            ("Schloss Charlottenburg", 52.5208, 13.2957), ("Tempelhofer Feld", 52.4730, 13.4020), ("Leopoldplatz", 52.5465, 13.3595),
            ("Nollendorfplatz", 52.4993, 13.3536),
        ]),
        CitySpread(city: "London", spots: [
            ("Camden Market", 51.5416, -0.1460), ("Kentish Town", 51.5505, -0.1406), ("Notting Hill", 51.5094, -0.2046),
            ("Brixton", 51.4613, -0.1156), ("Shoreditch", 51.5265, -0.0788), ("Greenwich", 51.4826, -0.0077),
            ("Hampstead", 51.5560, -0.1780), ("Clapham Common", 51.4618, -0.1384), ("Soho", 51.5136, -0.1365),
            ("Canary Wharf", 51.5054, -0.0235),
        ]),
        CitySpread(city: "Tokyo", spots: [
            ("Shibuya crossing", 35.6595, 139.7005), ("Shinjuku station", 35.6896, 139.7006), ("Sensō-ji", 35.7148, 139.7967),
            ("Ginza", 35.6717, 139.7650), ("Akihabara", 35.6984, 139.7731), ("Ikebukuro", 35.7295, 139.7109),
            ("Roppongi", 35.6628, 139.7314), ("Ueno park", 35.7148, 139.7745), ("Shimokitazawa", 35.6618, 139.6681),
            ("Odaiba", 35.6272, 139.7757),
        ]),
        CitySpread(city: "New York", spots: [
            ("Times Square", 40.7580, -73.9855), ("Bethesda Terrace", 40.7740, -73.9712), ("Williamsburg", 40.7081, -73.9571),
            ("Harlem", 40.8100, -73.9500), ("Financial District", 40.7075, -74.0113), ("Washington Square", 40.7308, -73.9973),
            ("Astoria", 40.7644, -73.9235), ("Park Slope", 40.6710, -73.9814), ("Flushing", 40.7580, -73.8303),
            ("DUMBO", 40.7033, -73.9881),
        ]),
        CitySpread(city: "São Paulo", spots: [
            ("MASP", -23.5614, -46.6559), ("Ibirapuera", -23.5874, -46.6576), ("Liberdade", -23.5580, -46.6350),
            ("Pinheiros", -23.5670, -46.6930), ("Vila Madalena", -23.5530, -46.6910), ("Moema", -23.6000, -46.6650),
            ("Mooca", -23.5600, -46.5990), ("Santana", -23.5020, -46.6250), ("Sé", -23.5503, -46.6339),
            ("Morumbi", -23.6000, -46.7200),
        ]),
        CitySpread(city: "Hallstatt, a village of 800", spots: [
            ("Marktplatz", 47.5622, 13.6493), ("Evangelical church", 47.5627, 13.6478), ("Beinhaus", 47.5616, 13.6470),
            ("Lahn ferry", 47.5560, 13.6450), ("funicular", 47.5600, 13.6440), ("Skywalk", 47.5590, 13.6400),
            ("museum", 47.5619, 13.6484), ("Badergraben", 47.5650, 13.6510), ("Echern valley", 47.5530, 13.6380),
            ("postcard view", 47.5640, 13.6500),
        ]),
    ]

    static func labels(_ spread: CitySpread, language: Language) -> [String] {
        let entries = spread.spots.map { spot in
            let point = GeoPoint(latitude: spot.latitude, longitude: spot.longitude)!
            return DistinctLabels.Entry(name: geocoder.name(at: point), point: point)
        }
        let forms = DistinctLabels.forms(for: entries, singleCountry: true)
        return zip(entries, forms).map { PlaceLabel.text($0.name, form: $1, singleCountry: true, language: language) }
    }

    @Test("ten places spread over a city get ten different labels in both languages, none naming a street", arguments: cities)
    func tenPlacesTenLabels(_ spread: CitySpread) {
        for language in Language.allCases {
            let labels = Self.labels(spread, language: language)
            #expect(Set(labels).count == spread.spots.count, "\(language): \(labels)")
            for label in labels {
                #expect(!Self.streetWords.contains { label.lowercased().contains($0) }, "\(label)")
            }
        }
    }

    @Test("no label holds a digit, in either language, a village's ten spots included", arguments: cities)
    func noNumbers(_ spread: CitySpread) {
        for language in Language.allCases {
            let labels = Self.labels(spread, language: language)
            #expect(!labels.contains { $0.contains(where: \.isNumber) }, "\(labels)")
        }
    }

    @Test("in a big city, areas and directions tell the ten apart without counting spots", arguments: cities.dropLast())
    func noSpotsInCities(_ spread: CitySpread) {
        let labels = Self.labels(spread, language: .en)
        #expect(!labels.contains { $0.contains(" spot ") || $0.hasPrefix("Spot ") }, "\(labels)")
    }

    @Test("Spanish decks name cities by their exonyms", arguments: [
        (51.5074, -0.1278, "Londres"), (35.6812, 139.7671, "Tokio"), (48.1374, 11.5755, "Múnich"), (40.7128, -74.0060, "Nueva York"),
        (-23.5505, -46.6333, "São Paulo"), (52.5200, 13.4050, "Berlín"),
    ])
    func spanishExonyms(latitude: Double, longitude: Double, expected: String) {
        let name = Self.geocoder.name(at: GeoPoint(latitude: latitude, longitude: longitude)!)
        #expect(PlaceLabel.cityText(name, language: .es) == expected)
        #expect(PlaceLabel.cityText(name, language: .en) == name.city?.local)
        #expect(PlaceLabel.text(name, singleCountry: true, language: .es).hasSuffix(expected))
    }

    @Test("every spelling of a place: Latin, ASCII, native script and exonyms of its area and city")
    func spellings() {
        let shibuya = PlaceLabel.spellings(Self.geocoder.name(at: GeoPoint(latitude: 35.6595, longitude: 139.7005)!))
        for spelling in ["Shibuya", "渋谷", "Tokyo", "Tokio", "東京"] {
            #expect(shibuya.contains(spelling), "\(shibuya)")
        }
        let munich = PlaceLabel.spellings(Self.geocoder.name(at: GeoPoint(latitude: 48.1374, longitude: 11.5755)!))
        #expect(munich.contains("Munich") && munich.contains("Múnich"), "\(munich)")
    }
}
