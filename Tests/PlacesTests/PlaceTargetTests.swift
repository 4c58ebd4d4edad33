import Foundation
import Testing
@testable import Atlas
@testable import Model
@testable import Pipeline
@testable import Places
@testable import Store

/// `hide`, `unhide` and `rename` pointed at places as a person saw them, against places
/// recorded in a real cache by `recordPlaces`.
@Suite("Pointing at a place: ids, words in any form, points")
struct PlaceTargetTests {
    static func name(area: (String, String, String?)?, city: (String, String, String?), country: String) -> PlaceName {
        PlaceName(kind: .settled, area: area.map { PlaceName.Name(local: $0.0, ascii: $0.1, native: $0.2, population: 0) },
                  city: PlaceName.Name(local: city.0, ascii: city.1, native: city.2,
                                       es: ["London": "Londres", "Tokyo": "Tokio"][city.0], population: 0),
                  countryCode: country)
    }

    static func place(_ id: String, _ name: PlaceName, at lat: Double, _ lon: Double, photos: Int, days: Int,
                      rank: Int, home: Bool = false) -> Place {
        let day = LocalDateTime(year: 2025, month: 5, day: 1)!
        return Place(rank: rank, cluster: PlaceCluster(id: id, cells: [], photoIDs: (0 ..< photos).map { Int64(rank * 1000 + $0) },
                                                       distinctDays: days, firstCapture: day, lastCapture: day,
                                                       centroid: GeoPoint(latitude: lat, longitude: lon)!, radiusMeters: 100,
                                                       eveningDays: 0),
                     name: name, isHome: home, isHidden: false, representatives: [])
    }

    /// Five places: three in London (home among them), one in Tokyo, one in Zürich.
    static let report = PlacesReport(ranked: [
        place("home0001", name(area: ("Islington", "Islington", nil), city: ("London", "London", nil), country: "GB"),
              at: 51.5416, -0.1022, photos: 300, days: 200, rank: 1, home: true),
        place("kew00001", name(area: ("Kew", "Kew", nil), city: ("London", "London", nil), country: "GB"),
              at: 51.4786, -0.2949, photos: 120, days: 14, rank: 2),
        place("camden01", name(area: ("Camden Town", "Camden Town", nil), city: ("London", "London", nil), country: "GB"),
              at: 51.5390, -0.1426, photos: 80, days: 9, rank: 3),
        place("shibuya1", name(area: ("Shibuya", "Shibuya", "渋谷"), city: ("Tokyo", "Tokyo", "東京"), country: "JP"),
              at: 35.6595, 139.7005, photos: 41, days: 8, rank: 4),
        place("zurich01", name(area: nil, city: ("Zürich", "Zurich", nil), country: "CH"),
              at: 47.3769, 8.5417, photos: 12, days: 3, rank: 5),
    ], hidden: [], singleCountry: false, locatedPhotos: 553, hiddenPhotoIDs: [])

    static func recorded() throws -> [RecordedPlace] {
        let database = try AppDatabase.inMemory()
        let library = try database.libraryID(root: RawPath("/photos"))
        try database.recordPlaces(report, libraryID: library, range: try .year(2025), language: .en)
        return try database.recordedPlaces()
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let target: String
        var all = false
        /// The places hidden, or nil for an error.
        let hides: [String]?
    }

    static let cases: [Case] = [
        Case(testDescription: "an id from deck.json", target: "kew00001", hides: ["kew00001"]),
        Case(testDescription: "an id in capitals", target: "KEW00001", hides: ["kew00001"]),
        Case(testDescription: "words across the comma", target: "kew london", hides: ["kew00001"]),
        Case(testDescription: "words in any order", target: "London Kew", hides: ["kew00001"]),
        Case(testDescription: "the label as printed", target: "Camden Town, London", hides: ["camden01"]),
        Case(testDescription: "the beginning of a word", target: "camd", hides: ["camden01"]),
        Case(testDescription: "native script, as the card prints it", target: "渋谷", hides: ["shibuya1"]),
        Case(testDescription: "the native label whole", target: "渋谷, 東京", hides: ["shibuya1"]),
        Case(testDescription: "the city in native script", target: "東京", hides: ["shibuya1"]),
        Case(testDescription: "full-width Latin letters", target: "ＳＨＩＢＵＹＡ", hides: ["shibuya1"]),
        Case(testDescription: "an exonym, as a Spanish deck prints it", target: "kew londres", hides: ["kew00001"]),
        Case(testDescription: "an exonym alone", target: "Tokio", hides: ["shibuya1"]),
        Case(testDescription: "accents ignored", target: "ZURICH", hides: ["zurich01"]),
        Case(testDescription: "accents given", target: "zürich", hides: ["zurich01"]),
        Case(testDescription: "home by the word on its card", target: "home", hides: ["home0001"]),
        Case(testDescription: "home in Spanish", target: "Casa", hides: ["home0001"]),
        Case(testDescription: "home by its real name", target: "islington", hides: ["home0001"]),
        Case(testDescription: "a point inside a place", target: "51.4790,-0.2950", hides: ["kew00001"]),
        Case(testDescription: "several places, with --all", target: "london", all: true, hides: ["home0001", "kew00001", "camden01"]),
        Case(testDescription: "several places, without --all", target: "london", hides: nil),
        Case(testDescription: "a word of no place", target: "paris", hides: nil),
        Case(testDescription: "only punctuation", target: ",,", hides: nil),
    ]

    @Test("hide takes anything the person saw", arguments: cases)
    func hide(_ c: Case) throws {
        let places = try Self.recorded()
        var settings = UserSettings()
        guard let expected = c.hides else {
            #expect(throws: PhotoWrappedError.self) { try settings.hide(c.target, all: c.all, places: places) }
            #expect(settings == UserSettings())
            return
        }
        let changes = try settings.hide(c.target, all: c.all, places: places)
        #expect(changes.map(\.placeID) == expected)
        #expect(changes.allSatisfy { $0.outcome == .hidden })
        #expect(settings.hiddenAreas.map(\.placeID) == expected)
    }

    @Test("an exonym among a place's spellings matches, as every other form does", arguments: ["munich", "Múnich", "MÜNCHEN", "muenchen"])
    func exonym(_ target: String) throws {
        let munich = RecordedPlace(placeID: "munich01", label: "München", centroid: GeoPoint(latitude: 48.137, longitude: 11.575)!,
                                   radiusMeters: 80, photoCount: 30, distinctDays: 4,
                                   spellings: ["München", "Munchen", "Muenchen", "Múnich", "Munich"])
        var settings = UserSettings()
        #expect(try settings.hide(target, all: false, places: try Self.recorded() + [munich]).map(\.placeID) == ["munich01"])
    }

    @Test("words of a label as listed win over the same words among other places' names (a district they lie in)")
    func listedLabelFirst() throws {
        let kingsCross = RecordedPlace(placeID: "kingsx01", label: "King's Cross, London", centroid: GeoPoint(latitude: 51.5308, longitude: -0.1238)!,
                                       radiusMeters: 80, photoCount: 200, distinctDays: 20,
                                       spellings: ["King's Cross, London", "Camden Town", "King's Cross", "London", "Londres"])
        var settings = UserSettings()
        #expect(try settings.hide("camden town", all: false, places: try Self.recorded() + [kingsCross]).map(\.placeID) == ["camden01"])
        #expect(try settings.hide("kings cross", all: false, places: try Self.recorded() + [kingsCross]).map(\.placeID) == ["kingsx01"])
    }

    @Test("an ambiguous name lists the places one per line, with ids, photos and days, largest first")
    func ambiguity() throws {
        var settings = UserSettings()
        let error = try #require(throws: PhotoWrappedError.self) { try settings.hide("london", all: false, places: try Self.recorded()) }
        #expect(error.kind == .badInput)
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(lines.first == "'london': matches 3 places; give one id, or --all for every one:")
        #expect(lines.dropFirst().map { $0.split(separator: " ").first.map(String.init) } == ["home0001", "kew00001", "camden01"])
        #expect(lines[1].hasSuffix("300 photos, 200 days") && lines[2].hasSuffix("120 photos, 14 days"))
        #expect(lines[2].contains("Kew, London"))
        // Once Kew is hidden, "london" has two places left to hide, still ambiguous; "kew" says it is hidden.
        _ = try settings.hide("kew", all: false, places: try Self.recorded())
        let rest = try #require(throws: PhotoWrappedError.self) { try settings.hide("london", all: false, places: try Self.recorded()) }
        #expect(rest.description.split(separator: "\n").count == 3)
    }

    @Test("hiding twice changes nothing and says so, by any name, even recorded in several ranges")
    func hideTwice() throws {
        var places = try Self.recorded()
        // The same place recorded for two more ranges, its centre and reach a little different.
        let kew = try #require(places.first { $0.placeID == "kew00001" })
        for shift in [0.0004, -0.0003] {
            var other = kew
            other.centroid = GeoPoint(latitude: kew.centroid.latitude + shift, longitude: kew.centroid.longitude)!
            other.radiusMeters += 30
            other.photoCount -= 40
            places.append(other)
        }
        var settings = UserSettings()
        #expect(try settings.hide("kew00001", all: false, places: places).map(\.outcome) == [.hidden])
        let once = settings
        for target in ["kew00001", "Kew, London", "51.4787,-0.2949"] {
            #expect(try settings.hide(target, all: false, places: places).map(\.outcome) == [.alreadyHidden], "\(target)")
        }
        #expect(settings == once)
        #expect(settings.hiddenAreas.count == 1)
        #expect(try settings.unhide("kew", places: places).map(\.outcome) == [.shown])
        #expect(settings.hiddenAreas.isEmpty)
    }

    @Test("unhide of a shown place says so; several hides of one place are one line")
    func unhide() throws {
        let places = try Self.recorded()
        var settings = UserSettings()
        #expect(try settings.unhide("kew", places: places).map(\.outcome) == [.notHidden])
        #expect(settings == UserSettings())
        // As the old hide left a place hidden three times.
        let kew = try #require(places.first { $0.placeID == "kew00001" })
        for grow in [160.0, 190.0, 230.0] {
            settings.hide(HiddenArea(placeID: kew.placeID, label: kew.label, centre: kew.centroid, radiusMeters: grow))
        }
        let changes = try settings.unhide("kew london", places: places)
        #expect(changes.map(\.outcome) == [.shown] && changes.map(\.placeID) == ["kew00001"])
        #expect(settings.hiddenAreas.isEmpty)
        // With no cache left, the settings alone know the hidden place.
        _ = try settings.hide("kew", all: false, places: places)
        #expect(try settings.hide("kew00001", all: false, places: []).map(\.outcome) == [.alreadyHidden])
        #expect(try settings.unhide("Kew", places: []).map(\.outcome) == [.shown])
    }

    @Test("a name of one's own: one per place, matchable, taken back; a bad name is refused")
    func rename() throws {
        let places = try Self.recorded()
        var settings = UserSettings()
        let renamed = try settings.rename("kew london", to: "Gran's garden", places: places)
        #expect(renamed.outcome == .renamed && renamed.newLabel == "Gran's garden" && renamed.label == "Kew, London")
        #expect(try settings.rename("kew00001", to: "Gran's garden", places: places).outcome == .alreadyNamed)
        #expect(try settings.rename("gran's", to: "Grandma's", places: places).outcome == .renamed)
        #expect(settings.renamedPlaces.map(\.label) == ["Grandma's"])
        #expect(try settings.hide("grandma", all: false, places: places).map(\.placeID) == ["kew00001"])
        #expect(try settings.rename("home", to: "Our flat", places: places).isHome)
        #expect(try settings.resetName("Grandma's", places: places).outcome == .nameReset)
        #expect(try settings.resetName("kew", places: places).outcome == .notRenamed)
        #expect(settings.renamedPlaces.map(\.label) == ["Our flat"])
        let tooLong = String(repeating: "x", count: RenamedPlace.maxLabelLength + 1)
        for bad in ["", "   ", "two\nlines", tooLong] {
            let before = settings
            #expect(throws: PhotoWrappedError.self, "\(bad)") { try settings.rename("kew", to: bad, places: places) }
            #expect(settings == before)
        }
        #expect(try settings.rename("kew", to: String(tooLong.dropFirst()), places: places).outcome == .renamed)
    }

    @Test("two near places of one listing stay two; the same ground in another range is one place")
    func nearPlaces() throws {
        // 133 m apart: the second's centre within the first's reach, not the other way round.
        let centre = GeoPoint(latitude: 51.5, longitude: -0.1)!, near = GeoPoint(latitude: 51.5012, longitude: -0.1)!
        func record(_ id: String, _ point: GeoPoint, _ listing: String) -> RecordedPlace {
            RecordedPlace(placeID: id, label: "Soho, London", centroid: point, radiusMeters: id == "aaaaaaaa" ? 100 : 40,
                          photoCount: id == "aaaaaaaa" ? 20 : 10,
                          distinctDays: 2, spellings: ["Soho", "London"], listing: listing)
        }
        let places = [record("aaaaaaaa", centre, "1 2025"), record("bbbbbbbb", near, "1 2025"), record("cccccccc", near, "1 2024")]
        var settings = UserSettings()
        #expect(try settings.hide("bbbbbbbb", all: false, places: places).map(\.placeID) == ["bbbbbbbb"])
        let again = try settings.hide("cccccccc", all: false, places: places)
        #expect(again.map(\.outcome) == [.alreadyHidden] && again.map(\.placeID) == ["bbbbbbbb"])
        // Of the two places "soho" names, only one is hidden: unhide needs no id.
        #expect(try settings.unhide("soho", places: places).map(\.placeID) == ["bbbbbbbb"])
    }
}
