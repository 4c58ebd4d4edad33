import Foundation
import TestScratch
import Testing
@testable import Model
@testable import Places
@testable import Scan
@testable import Store
import TestSupport

@Suite("Photos taken in the air form no place")
struct FlightPlacesTests {
    struct Reading: Sendable, CustomTestStringConvertible {
        let name: String
        let altitude: Double?
        let speed: Double?
        let flying: Bool
        var testDescription: String { name }
    }

    @Test("what counts as flying", arguments: [
        Reading(name: "a walk", altitude: 30, speed: 5, flying: false),
        Reading(name: "a motorway", altitude: 100, speed: 130, flying: false),
        Reading(name: "La Paz, by car", altitude: 3_640, speed: 60, flying: false),
        Reading(name: "La Paz, no speed", altitude: 3_640, speed: nil, flying: false),
        Reading(name: "Everest's summit", altitude: 8_849, speed: 0, flying: false),
        Reading(name: "exactly the flying speed", altitude: nil, speed: 250, flying: false),
        Reading(name: "the take-off roll", altitude: 20, speed: 260, flying: true),
        Reading(name: "a high-speed train", altitude: nil, speed: 300, flying: true),
        Reading(name: "a slow climb above 3,000 m", altitude: 4_000, speed: 180, flying: true),
        Reading(name: "cruising, with no speed (a video's ISO 6709)", altitude: 10_668, speed: nil, flying: true),
    ])
    func flying(_ r: Reading) {
        #expect(FlightRules.isFlying(altitudeMeters: r.altitude, speedKmh: r.speed) == r.flying)
    }

    /// Six photos on the ground in London over three days, and five from a plane over Paris.
    static func library() throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for i in 0 ..< 6 { try library.add(SyntheticLibrary.at(2025, 5, 10 + i / 2, 12, i), at: SyntheticLibrary.london) }
        for i in 0 ..< 5 {
            try library.add(SyntheticLibrary.at(2025, 6, 1, 9, i), at: SyntheticLibrary.paris, altitudeMeters: 10_668, speedKmh: 850)
        }
        return library
    }

    @Test("flight photos are in no place, yet count in the totals and the time statistics")
    func noPlace() throws {
        let library = try Self.library()
        let photos = try library.database.photos(libraryID: library.libraryID, in: try .year(2025))
        #expect(photos.filter(\.inFlight).count == 5)
        let report = try BestPlaces.compute(photos: photos, hidden: [], renamed: [], namer: library.namer)
        #expect(report.ranked.map(\.name.city?.local) == ["London"])
        #expect(report.ranked.map(\.cluster.photoCount) == [6])
        #expect(report.locatedPhotos == 6)

        let insights = try library.insights(try .year(2025))
        #expect(insights.total == 11)
        #expect(insights.time.hourHistogram.reduce(0, +) == 11)
        #expect(insights.time.photoDays == 4)
    }

    @Test("a flight photo above a hidden area is kept out of sight, and still forms no place")
    func aboveHidden() throws {
        let library = try Self.library()
        let photos = try library.database.photos(libraryID: library.libraryID, in: try .year(2025))
        let paris = HiddenArea(placeID: "paris", label: "Paris", centre: SyntheticLibrary.paris, radiusMeters: 500)
        let report = try BestPlaces.compute(photos: photos, hidden: [paris], renamed: [], namer: library.namer)
        #expect(report.hidden.isEmpty)
        #expect(report.hiddenPhotoIDs == Set(photos.filter(\.inFlight).compactMap(\.id)))
    }

    @Test("the hidden photos found alone, as the finale finds them, are those the places leave out of sight",
          arguments: [[], ["Paris"], ["London"], ["Paris", "London"]])
    func hiddenAlone(_ hiddenCities: [String]) throws {
        let library = try Self.library()
        let photos = try library.database.photos(libraryID: library.libraryID, in: try .year(2025))
        let centres = ["Paris": SyntheticLibrary.paris, "London": SyntheticLibrary.london]
        let areas = hiddenCities.map { HiddenArea(placeID: $0, label: $0, centre: centres[$0]!, radiusMeters: 500) }
        let report = try BestPlaces.compute(photos: photos, hidden: areas, renamed: [], namer: library.namer)
        let alone = BestPlaces.hiddenPhotoIDs(photos, areas: areas)
        #expect(alone == report.hiddenPhotoIDs)
        #expect(alone.count == (hiddenCities.contains("Paris") ? 5 : 0) + (hiddenCities.contains("London") ? 6 : 0))
        let insights = try library.insights(try .year(2025), hidden: areas)
        let shown = insights.shown.map { insights.selection.photos[$0].id }
        #expect(shown.count == photos.count - alone.count)
        #expect(Set(shown.compactMap { $0 }).isDisjoint(with: alone))
    }

    /// A JPEG with EXIF GPS at `lat`, `lon`, and altitude and speed tags when given.
    static func jpeg(_ lat: Double, _ lon: Double, day: Int, altitude: UInt32? = nil, knots: UInt32? = nil) -> [UInt8] {
        var tiff = TIFFFixture.phone()
        tiff.exif = [(0x9003, .ascii("2025:05:\(10 + day) 12:00:00"))]
        tiff.gps = TIFFFixture.position(lat, lon)
        if let altitude { tiff.gps += [(0x0005, .bytes([0])), (0x0006, .rationals([(altitude, UInt32(1))]))] }
        if let knots { tiff.gps += [(0x000C, .ascii("N")), (0x000D, .rationals([(knots, UInt32(1))]))] }
        return JPEGFixture.withExif(tiff).bytes()
    }

    @Test("scanned from the files: a window seat over Paris makes no Paris place")
    func scanned() throws {
        let root = try Scratch.folder()
        for i in 0 ..< 4 { try TestFiles.write(Self.jpeg(51.5001, -0.1201, day: i), to: root.appendingPathComponent("london/\(i).jpg")) }
        // 3,500 m at 160 knots (296 km/h): a plane descending; and 11,000 m with no speed.
        for i in 0 ..< 3 {
            try TestFiles.write(Self.jpeg(48.8501, 2.3501, day: i, altitude: 3_500, knots: 160),
                                to: root.appendingPathComponent("flight/\(i).jpg"))
        }
        for i in 3 ..< 6 {
            try TestFiles.write(Self.jpeg(48.8501, 2.3501, day: i, altitude: 11_000), to: root.appendingPathComponent("flight/\(i).jpg"))
        }
        let database = try AppDatabase.inMemory()
        let request = ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "UTC")!)
        let scan = try LibraryScanner(database: database).scan(request)
        let photos = try database.photos(libraryID: scan.libraryID, in: scan.range)
        #expect(photos.count == 10)
        #expect(photos.filter(\.inFlight).map(\.path.description).sorted() == (0 ..< 6).map { "flight/\($0).jpg" })
        let report = try BestPlaces.compute(photos: photos, hidden: [], renamed: [], namer: HidePlaceTests.namer(database))
        #expect(report.ranked.map(\.cluster.photoCount) == [4])
        #expect(report.ranked.map(\.name.city?.local) == ["London"])
    }
}
