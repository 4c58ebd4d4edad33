import Foundation
import Testing
@testable import Atlas
@testable import Model
@testable import Places

@Suite("The listing rule: area, then direction, then which spot")
struct DistinctLabelsTests {
    static func part(_ name: String, _ latitude: Double, _ longitude: Double, population: Int, es: String? = nil) -> PlaceName.Name {
        PlaceName.Name(local: name, ascii: name, native: nil, es: es, centre: GeoPoint(latitude: latitude, longitude: longitude),
                       population: population)
    }

    /// A made-up city of a million people centred on (10, 10), with two districts and their neighbourhoods.
    static let city = part("Ciudad", 10, 10, population: 1_000_000, es: "Villa")
    static let oldTown = part("Old Town", 10.01, 10, population: 20_000)
    static let harbour = part("Harbour", 9.99, 10, population: 20_000)
    static let mill = part("Mill", 10.012, 10.003, population: 2_000)
    static let chapel = part("Chapel", 10.008, 9.997, population: 2_000)

    static func entry(_ latitude: Double, _ longitude: Double, area: PlaceName.Name?, nearby: PlaceName.Name?) -> DistinctLabels.Entry {
        DistinctLabels.Entry(name: PlaceName(kind: .settled, area: area, nearbyArea: nearby, city: city, countryCode: "XX"),
                             point: GeoPoint(latitude: latitude, longitude: longitude)!)
    }

    static func labels(_ entries: [DistinctLabels.Entry], _ language: Language = .en) -> [String] {
        zip(entries, DistinctLabels.forms(for: entries, singleCountry: true))
            .map { PlaceLabel.text($0.name, form: $1, singleCountry: true, language: language) }
    }

    @Test("places that share nothing keep their plain labels")
    func plain() {
        #expect(Self.labels([Self.entry(10.01, 10, area: Self.oldTown, nearby: Self.mill), Self.entry(9.99, 10, area: Self.harbour, nearby: nil)])
            == ["Old Town, Ciudad", "Harbour, Ciudad"])
    }

    @Test("first the area: one form per city, so a place with only a nearby area is named by it")
    func areaFirst() {
        let labels = Self.labels([Self.entry(10.01, 10, area: Self.oldTown, nearby: nil), Self.entry(10.012, 10.003, area: nil, nearby: Self.mill)])
        #expect(labels == ["Old Town, Ciudad", "Mill, Ciudad"])
    }

    @Test("two places in one district are told apart by their nearby areas")
    func nearbyArea() {
        let labels = Self.labels([Self.entry(10.012, 10.003, area: Self.oldTown, nearby: Self.mill),
                                  Self.entry(10.008, 9.997, area: Self.oldTown, nearby: Self.chapel)])
        #expect(labels == ["Mill, Ciudad", "Chapel, Ciudad"])
    }

    @Test("then a direction within the area, or the city where no area is shown, in both languages")
    func direction() {
        let inArea = [Self.entry(10.02, 10, area: Self.oldTown, nearby: nil), Self.entry(10.0, 10, area: Self.oldTown, nearby: nil)]
        #expect(Self.labels(inArea) == ["North Old Town, Ciudad", "South Old Town, Ciudad"])
        let inCity = [Self.entry(10.2, 10, area: nil, nearby: nil), Self.entry(10, 10.001, area: nil, nearby: nil)]
        #expect(Self.labels(inCity) == ["North Ciudad", "Central Ciudad"])
        #expect(Self.labels(inCity, .es) == ["Norte de Villa", "Centro de Villa"])
    }

    @Test("only as the last resort which spot, in words: the first keeps the label")
    func spot() {
        let entries = [Self.entry(10.02, 10, area: Self.oldTown, nearby: Self.mill), Self.entry(10.021, 10.001, area: Self.oldTown, nearby: Self.mill),
                       Self.entry(10.022, 10, area: Self.oldTown, nearby: Self.mill)]
        #expect(Self.labels(entries) == ["Old Town, Ciudad", "Second spot in Old Town, Ciudad", "Third spot in Old Town, Ciudad"])
        #expect(Self.labels(entries, .es) == ["Old Town, Villa", "Segundo sitio en Old Town, Villa", "Tercer sitio en Old Town, Villa"])
    }

    @Test("places that share a direction are told apart by the place each is near, which is never the area shown")
    func near() {
        func entry(_ latitude: Double, _ near: PlaceName.Name?) -> DistinctLabels.Entry {
            DistinctLabels.Entry(name: PlaceName(kind: .settled, nearPlace: near, city: Self.city, countryCode: "XX"),
                                 point: GeoPoint(latitude: latitude, longitude: 10)!)
        }
        let entries = [entry(10.001, Self.mill), entry(10.002, Self.chapel), entry(10.003, nil)]
        #expect(Self.labels(entries) == ["Central Ciudad near Mill", "Central Ciudad near Chapel", "Central Ciudad"])
        #expect(Self.labels(entries, .es) == ["Centro de Villa cerca de Mill", "Centro de Villa cerca de Chapel", "Centro de Villa"])
        let inMill = [Self.entry(10.012, 10.003, area: nil, nearby: Self.mill), Self.entry(10.0121, 10.003, area: nil, nearby: Self.mill)]
            .map { DistinctLabels.Entry(name: PlaceName(kind: .settled, nearbyArea: Self.mill, nearPlace: Self.mill, city: Self.city), point: $0.point) }
        #expect(!Self.labels(inMill).contains { $0.contains("near") }, "\(Self.labels(inMill))")
    }

    @Test("a dozen places nothing else tells apart: twelve labels, none holding a digit, in either language", arguments: Language.allCases)
    func dozenSpots(language: Language) {
        let entries = (0 ..< 12).map { Self.entry(10.02 + Double($0) * 0.00001, 10, area: Self.oldTown, nearby: Self.mill) }
        let labels = Self.labels(entries, language)
        #expect(Set(labels).count == entries.count, "\(labels)")
        #expect(!labels.contains { $0.contains(where: \.isNumber) }, "\(labels)")
    }

    @Test("a direction within a spot's label reads mid-sentence in Spanish: en el norte de")
    func spotWithDirection() {
        var form = LabelForm(direction: .north, number: 2)
        let name = PlaceName(kind: .settled, city: Self.city, countryCode: "XX")
        #expect(PlaceLabel.text(name, form: form, singleCountry: true, language: .en) == "Second spot in North Ciudad")
        #expect(PlaceLabel.text(name, form: form, singleCountry: true, language: .es) == "Segundo sitio en el norte de Villa")
        form.direction = nil
        #expect(PlaceLabel.text(PlaceName(kind: .near, city: Self.city), form: form, singleCountry: true, language: .en) == "Second spot near Ciudad")
    }

    @Test("home keeps its name in the rule, so that revealing it shows a distinct label")
    func homeDistinctWhenRevealed() throws {
        let entries = [Self.entry(10.02, 10, area: Self.oldTown, nearby: Self.mill), Self.entry(10.021, 10.001, area: Self.oldTown, nearby: Self.mill)]
        let forms = DistinctLabels.forms(for: entries, singleCountry: true)
        let report = PlacesReport(ranked: [], hidden: [], singleCountry: true, locatedPhotos: 0, hiddenPhotoIDs: [])
        let cluster = try #require(PlaceClustering.places(from: [LocatedPhoto(assetID: 1, point: entries[0].point,
                                                                               time: LocalDateTime(secondsSinceEpoch: 0), precision: .exact)]
            + (2 ... 3).map { LocatedPhoto(assetID: $0, point: entries[0].point, time: LocalDateTime(secondsSinceEpoch: 60 * $0), precision: .exact) }).first)
        let places = zip(entries, forms).map { Place(rank: 1, cluster: cluster, name: $0.name, isHome: true, isHidden: false, representatives: [], labelForm: $1) }
        #expect(report.label(of: places[0], language: .en, revealHome: false) == "Home")
        #expect(report.label(of: places[0], language: .es, revealHome: false) == "Casa")
        #expect(report.label(of: places[0], language: .en, revealHome: true) != report.label(of: places[1], language: .en, revealHome: true))
    }

    @Test("labels fold as Foundation's case-insensitive folding does, ASCII or not",
          arguments: ["Old Town, Ciudad", "Second spot in NORTH Berlin", "Somewhere near Tromsø", "ÅLESUND", "Straße", "İstanbul", "Ωmega", "渋谷, 東京", "51.5, -0.12", ""])
    func folding(label: String) {
        #expect(DistinctLabels.folded(label) == label.folding(options: [.caseInsensitive], locale: nil))
    }
}

@Suite("Which spot, in words")
struct SpotOrdinalTests {
    @Test("ordinal words to the tenth, then the number spelled out, in both languages, asked again and again", arguments: [
        (2, Language.en, "Second spot"), (10, .en, "Tenth spot"), (11, .en, "Spot eleven"), (2, .es, "Segundo sitio"), (3, .es, "Tercer sitio"),
        (37, .es, "Sitio treinta y siete"),
    ])
    func words(number: Int, language: Language, expected: String) {
        #expect(SpotOrdinal.words(number, language: language) == expected)
        #expect(SpotOrdinal.words(number, language: language) == expected)
    }
}
