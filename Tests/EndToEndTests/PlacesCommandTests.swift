import Foundation
import TestScratch
import Testing

/// The places listing as `places --json` prints it.
struct PlacesJSON: Decodable {
    struct Entry: Decodable {
        struct Centroid: Decodable {
            var lat: Double
            var lon: Double
        }

        var rank: Int?
        var id: String
        var label: String
        var nativeLabel: String?
        var photoCount: Int
        var distinctDays: Int
        var firstVisit: String
        var lastVisit: String
        var centroid: Centroid
        var isHome: Bool
        var hidden: Bool
        var representatives: [String]
    }

    var places: [Entry]
    var visible: [Entry] { places.filter { !$0.hidden } }
}

func metres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let r = 6_371_008.8, p1 = lat1 * .pi / 180, p2 = lat2 * .pi / 180
    let h = pow(sin((p2 - p1) / 2), 2) + cos(p1) * cos(p2) * pow(sin((lon2 - lon1) * .pi / 360), 2)
    return 2 * r * asin(min(1, h.squareRoot()))
}

@Suite("photo-wrapped places, hide and unhide, end to end", .serialized)
struct PlacesCommandTests {
    struct Library {
        let truth: FixtureTruth
        let folder: URL
        let cache: URL

        init() throws {
            truth = try FixtureTruth.load()
            folder = try truth.libraryCopy()
            cache = try Scratch.folder("cache")
        }

        func places(_ extra: [String] = []) throws -> PlacesJSON {
            let outcome = try PhotoWrappedBinary.run(["places", folder.path, "--year", String(truth.year), "--json", "--quiet",
                                                      "--tz", truth.timeZone, "--cache", cache.path, "--settings", cache.path] + extra)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return try JSONDecoder().decode(PlacesJSON.self, from: Data(outcome.stdout.utf8))
        }

        /// `export --format csv` of the fixture year, written to a file: its lines, header first.
        func csvLines() throws -> [Substring] {
            let file = try Scratch.folder().appendingPathComponent("photos.csv")
            let outcome = try run(["export", folder.path, "--year", String(truth.year), "--format", "csv", "--output", file.path,
                                   "--tz", truth.timeZone, "--quiet"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        }

        /// Runs with this library's cache, and its own settings beside it: hides stay in the test.
        func run(_ arguments: [String]) throws -> PhotoWrappedBinary.Outcome {
            try PhotoWrappedBinary.run(arguments + ["--cache", cache.path, "--settings", cache.path])
        }
    }

    @Test("places --json finds every true place of the fixture library, and the right home")
    func groundTruth() throws {
        let library = try Library()
        let found = try library.places().visible
        #expect(found.count == library.truth.places.count)
        for truth in library.truth.places {
            let match = found.min { metres($0.centroid.lat, $0.centroid.lon, truth.latitude, truth.longitude)
                < metres($1.centroid.lat, $1.centroid.lon, truth.latitude, truth.longitude) }
            let place = try #require(match)
            #expect(metres(place.centroid.lat, place.centroid.lon, truth.latitude, truth.longitude) <= 150, "\(truth.name)")
            #expect(abs(Double(place.photoCount - truth.photoCount)) <= 0.05 * Double(truth.photoCount), "\(truth.name)")
            #expect(place.isHome == truth.isHome, "\(truth.name)")
        }
        let homes = found.filter(\.isHome)
        let home = try #require(homes.first)
        #expect(home.label == "Home")
        #expect(found.contains { $0.nativeLabel == "渋谷, 東京" })
    }

    @Test("a hidden place is gone from places and representatives, across ranges, until unhidden")
    func hideAndUnhide() throws {
        let library = try Library()
        let before = try library.places()
        let kew = try #require(before.visible.first { $0.rank == 2 })
        let kewPhotos = Set(kew.representatives)

        let hide = try library.run(["hide", kew.id])
        #expect(hide.status == 0, "\(hide.stderr)")

        let after = try library.places()
        #expect(!after.visible.contains { metres($0.centroid.lat, $0.centroid.lon, kew.centroid.lat, kew.centroid.lon) < 200 })
        #expect(after.places.contains { $0.hidden && $0.photoCount == kew.photoCount })
        #expect(after.visible.allSatisfy { Set($0.representatives).isDisjoint(with: kewPhotos) })
        #expect(after.visible.count == before.visible.count - 1)

        let june = try PhotoWrappedBinary.run(["places", library.folder.path, "--from", "2025-06-01", "--to", "2025-06-30", "--json",
                                               "--quiet", "--tz", library.truth.timeZone, "--cache", library.cache.path,
                                               "--settings", library.cache.path])
        let juneListing = try JSONDecoder().decode(PlacesJSON.self, from: Data(june.stdout.utf8))
        #expect(!juneListing.visible.contains { metres($0.centroid.lat, $0.centroid.lon, kew.centroid.lat, kew.centroid.lon) < 200 })

        let unhide = try library.run(["unhide", kew.id])
        #expect(unhide.status == 0, "\(unhide.stderr)")
        let again = try library.places()
        #expect(again.visible.map(\.id) == before.visible.map(\.id))
    }
}
