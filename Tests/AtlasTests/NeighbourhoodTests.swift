import Foundation
import Testing
@testable import Atlas
@testable import Model

/// A neighbourhood names a point only when the point lies in it, and a district belongs to its
/// city: on the bundled GeoNames table, with real places.
@Suite("Neighbourhoods hold the points they name; districts belong to their cities")
struct NeighbourhoodTests {
    static let geocoder = ReverseGeocoderTests.geocoder

    static func name(_ lat: Double, _ lon: Double) -> PlaceName {
        ReverseGeocoderTests.name(lat, lon)
    }

    @Test("Grzegórzki names its own streets, not a spot 1.5 km north of its point nor the Old Town beside it")
    func grzegorzki() {
        let inside = Self.name(50.0642, 19.9676)
        #expect(inside.city?.local == "Kraków")
        #expect(inside.area?.local == "Grzegórzki")
        for (lat, lon) in [(50.0777, 19.9676), (50.0515, 19.9455), (50.0614, 19.9366)] {
            let outside = Self.name(lat, lon)
            #expect(outside.city?.local == "Kraków")
            #expect(outside.area?.local != "Grzegórzki" && outside.nearbyArea?.local != "Grzegórzki", "\(outside)")
        }
    }

    @Test("a district beyond its city's reach belongs to the city: Restelo to Lisbon, east of Bieńczyce to Kraków",
          arguments: [(38.6996, -9.2141, "Lisbon"), (50.0880, 20.0600, "Kraków")])
    func districtBelongsToCity(lat: Double, lon: Double, city: String) {
        let name = Self.name(lat, lon)
        #expect(name.kind == .settled)
        #expect(name.city?.local == city, "\(name)")
    }

    @Test("a town of its own beside a city keeps its name: Wieliczka by Kraków, Algés and Amadora by Lisbon",
          arguments: [(49.9874, 20.0647, "Wieliczka"), (38.7025, -9.2294, "Algés"), (38.7538, -9.2308, "Amadora")])
    func townKeepsItsName(lat: Double, lon: Double, town: String) {
        #expect(Self.name(lat, lon).city?.local == town)
    }

    /// Points 400 m apart over the middle of each city.
    static let grids: [(city: String, latitude: Double, longitude: Double)] = [
        ("London", 51.51, -0.12), ("Brooklyn", 40.69, -73.97), ("Tokyo", 35.68, 139.74), ("Kraków", 50.06, 19.95), ("Lisbon", 38.72, -9.16),
    ]

    @Test("every area a point is named by is the nearest place of its size to the point, the city's own included, and within its reach",
          arguments: grids.map(\.city))
    func areasHoldTheirPoints(city: String) throws {
        let grid = try #require(Self.grids.first { $0.city == city })
        var named = 0, unnamed = 0
        for i in -6 ... 6 {
            for j in -6 ... 6 {
                let point = try #require(GeoPoint(latitude: grid.latitude + Double(i) * 0.0036,
                                                  longitude: grid.longitude + Double(j) * 0.0036 / cos(grid.latitude * .pi / 180)))
                let name = Self.geocoder.name(at: point)
                for (area, tiers) in [(name.area, GeocodeRules.areaTiers.map(\.minPopulation)), (name.nearbyArea, [GeocodeRules.nearbyAreaMinPopulation])] {
                    guard let area else {
                        unnamed += 1
                        continue
                    }
                    named += 1
                    let centre = try #require(area.centre)
                    let distance = Earth.distance(point, centre)
                    #expect(distance <= GeocodeRules.reachMeters(population: area.population), "\(area.local) from \(point.latitude), \(point.longitude)")
                    let nearer = tiers.filter { area.population >= $0 }.contains { tier in
                        let nearest = Self.geocoder.table.places(near: point, within: distance + 1, minPopulation: tier).first
                        return nearest.map { Self.geocoder.table.name($0.index).local == area.local } == true
                    }
                    #expect(nearer, "\(area.local) (\(area.population)) is not the nearest to \(point.latitude), \(point.longitude)")
                }
            }
        }
        #expect(named > 0 && unnamed > 0, "\(city): \(named) named, \(unnamed) left to the city")
    }

    @Test("a ward is as large as the wards around it: Shinjuku Gyoen, 670 m from Shinjuku's point among smaller neighbourhoods, is Shinjuku")
    func wardAmongNeighbourhoods() {
        let name = Self.name(35.6852, 139.7100)
        #expect(name.city?.local == "Tokyo")
        #expect(name.area?.local == "Shinjuku", "\(name)")
    }

    @Test("a point in no neighbourhood is near the nearest: the South Bank is central London, near Lambeth")
    func nearPlace() {
        let name = Self.name(51.5058, -0.1164)
        #expect(name.city?.local == "London")
        #expect(name.area == nil && name.nearbyArea == nil, "\(name)")
        #expect(name.nearPlace?.local == "Lambeth")
    }

    @Test("a neighbourhood's radius follows its spacing: the same size of place reaches less where places crowd")
    func radiusFollowsSpacing() throws {
        func radius(_ lat: Double, _ lon: Double) throws -> Double {
            let point = try #require(GeoPoint(latitude: lat, longitude: lon))
            let place = try #require(Self.geocoder.table.places(near: point, within: 100).first)
            return Self.geocoder.radius(place.index, minPopulation: GeocodeRules.nearbyAreaMinPopulation, within: GeocodeRules.nearbyAreaMaxMeters)
        }
        // Grzegórzki stands alone among Kraków's few listed districts; Brooklyn Heights among dozens of neighbourhoods.
        let sparse = try radius(50.06423, 19.96761), crowded = try radius(40.69538, -73.99375)
        #expect(crowded < sparse)
        #expect(sparse <= GeocodeRules.reachMeters(population: 28_960))
    }
}
