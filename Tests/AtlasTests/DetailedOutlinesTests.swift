import Foundation
import Testing
@testable import Atlas

/// The detailed outlines (DCW) a country or region map is drawn with, against the 1:110m ones.
@Suite("Detailed map outlines")
struct DetailedOutlinesTests {
    static var coarse: WorldOutlines {
        get throws { try WorldOutlines.bundled.get() }
    }

    static var detailed: WorldOutlines {
        get throws { try WorldOutlines.detailed.get() }
    }

    /// A country's area in map units: Equal Earth keeps areas, so this is its area on the globe.
    static func area(_ country: WorldOutlines.Country) -> Double {
        country.rings.reduce(0) { sum, ring in
            var twice = 0.0
            for (a, b) in zip(ring, ring.dropFirst() + ring.prefix(1)) { twice += a.x * b.y - b.x * a.y }
            return sum + abs(twice) / 2
        }
    }

    static func vertices(_ country: WorldOutlines.Country) -> Int {
        country.rings.reduce(0) { $0 + $1.count }
    }

    @Test("every country the world map tints has a detailed outline under the same ISO code")
    func sameCodes() throws {
        let detailed = try Self.detailed
        let missing = try Self.coarse.countries.map(\.code).filter { detailed.country($0) == nil }
        #expect(missing.isEmpty, "\(missing)")
        #expect(detailed.countries.count > (try Self.coarse.countries.count))
    }

    /// Earth's authalic radius, km: Equal Earth maps the sphere of this radius area for area.
    static let authalicRadiusKm = 6371.007

    struct Known: Sendable, CustomTestStringConvertible {
        let code: String
        /// Total area (land and inland water) in km², as the countries' statistics offices give it.
        let squareKm: Double
        var testDescription: String { code }
    }

    /// Islands, fjords and plain borders alike.
    @Test("a country's detailed outline has many times the vertices, its true area within 3%, and the 1:110m area within 10%",
          arguments: [Known(code: "JP", squareKm: 377_975), Known(code: "GB", squareKm: 242_495), Known(code: "PT", squareKm: 92_230),
                      Known(code: "IT", squareKm: 302_068), Known(code: "DE", squareKm: 357_588), Known(code: "ES", squareKm: 505_990),
                      Known(code: "MX", squareKm: 1_964_375), Known(code: "EG", squareKm: 1_010_408)])
    func shape(_ known: Known) throws {
        let coarse = try #require(try Self.coarse.country(known.code))
        let detailed = try #require(try Self.detailed.country(known.code))
        #expect(Self.vertices(detailed) >= 8 * Self.vertices(coarse), "\(Self.vertices(detailed)) against \(Self.vertices(coarse))")
        let squareKm = Self.area(detailed) * Self.authalicRadiusKm * Self.authalicRadiusKm
        #expect(abs(squareKm / known.squareKm - 1) < 0.03, "\(squareKm) km²")
        #expect(abs(Self.area(detailed) / Self.area(coarse) - 1) < 0.1, "\(Self.area(detailed) / Self.area(coarse))")
    }

    @Test("a year in Japan: at the card's zoom the detailed coast is short edges, where 1:110m's are long straight ones")
    func smoothAtCountryZoom() throws {
        let coarse = try Self.coarse
        let tokyo = EqualEarth.project(longitude: 139.69, latitude: 35.68), osaka = EqualEarth.project(longitude: 135.5, latitude: 34.69)
        let extent = MapExtent.choose([(tokyo, "JP"), (osaka, "JP")], world: coarse)
        #expect(extent.kind == .country)
        // A story card's map: 888 px wide, up to 1000 tall.
        let pixel = MapExtent.fitted(extent.box, aspect: 888.0 / 1000).width / 888
        func edges(_ country: WorldOutlines.Country) -> [Double] {
            country.rings.flatMap { ring in zip(ring, ring.dropFirst() + ring.prefix(1)).map { hypot($1.x - $0.x, $1.y - $0.y) / pixel } }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let detailed = edges(try #require(try Self.detailed.country("JP")))
        let blocky = edges(try #require(coarse.country("JP")))
        #expect(median(detailed) < 8, "median edge \(median(detailed)) px")
        #expect(median(blocky) > 30, "the 1:110m median edge \(median(blocky)) px")
    }

    /// Map units per pixel of a story card's map (888 px wide, up to 1000 tall) of dots at `places`.
    static func unitsPerPixel(_ places: [(Double, Double, String)]) throws -> Double {
        let extent = MapExtent.choose(places.map { (EqualEarth.project(longitude: $0.0, latitude: $0.1), $0.2) }, world: try coarse)
        return MapExtent.fitted(extent.box, aspect: 888.0 / 1000).width / 888
    }

    @Test("a map of Japan or of western Europe is drawn with the detailed outlines; London to Tokyo and the world with 1:110m")
    func drawnPerScale() throws {
        let coarseJapan = Self.vertices(try #require(try Self.coarse.country("JP")))
        let coarseFrance = Self.vertices(try #require(try Self.coarse.country("FR")))
        let japan = try Self.unitsPerPixel([(139.69, 35.69, "JP"), (135.77, 35.01, "JP")])
        let europe = try Self.unitsPerPixel([(-0.12, 51.5, "GB"), (2.35, 48.85, "FR"), (-9.14, 38.72, "PT")])
        let londonTokyo = try Self.unitsPerPixel([(-0.12, 51.5, "GB"), (139.69, 35.69, "JP")])
        #expect(Self.vertices(try #require(WorldOutlines.drawn(unitsPerPixel: japan)?.country("JP"))) > coarseJapan)
        #expect(Self.vertices(try #require(WorldOutlines.drawn(unitsPerPixel: europe)?.country("FR"))) > coarseFrance)
        #expect(Self.vertices(try #require(WorldOutlines.drawn(unitsPerPixel: londonTokyo)?.country("JP"))) == coarseJapan)
        let world = MapExtent.fitted(MapExtent.worldBox, aspect: 888.0 / 1000).width / 888
        #expect(Self.vertices(try #require(WorldOutlines.drawn(unitsPerPixel: world)?.country("JP"))) == coarseJapan)
    }

    @Test("a country split into pieces in the source is one outline: no inner borders (England and Scotland) stroked like national ones")
    func noInnerBorders() throws {
        for country in try Self.detailed.countries {
            var owner: [String: Int] = [:]
            var shared = 0
            for (i, ring) in country.rings.enumerated() {
                for point in Set(ring.map { "\($0.x),\($0.y)" }) {
                    if let other = owner[point], other != i { shared += 1 } else { owner[point] = i }
                }
            }
            // Islands may touch at a point or two; a shared border is dozens of points.
            #expect(shared <= 3, "\(country.code): \(shared) points shared between rings")
        }
    }

    @Test("the provenance line is skipped and a country's rings across the antimeridian stay within ±180°")
    func provenanceAndAntimeridian() throws {
        let detailed = try Self.detailed
        #expect(detailed.country("#") == nil && detailed.countries.allSatisfy { $0.code.count == 2 })
        for code in ["RU", "FJ", "US"] {
            let country = try #require(detailed.country(code))
            #expect(country.box.minX >= -EqualEarth.maxX - 1e-9 && country.box.maxX <= EqualEarth.maxX + 1e-9, "\(code)")
            // Cut, not wrapped round the world: no ring is wider than half the world.
            #expect(country.ringBoxes.allSatisfy { $0.width < EqualEarth.maxX }, "\(code)")
        }
    }
}
