import Testing
@testable import Atlas
@testable import Model

/// A regenerate names its few new place centres from the table's places near them only; those
/// names must be exactly the whole table's.
@Suite("Names from the table's places near the points are the whole table's names")
struct NearbyTableTests {
    struct Spot: Sendable, CustomTestStringConvertible {
        var what: String
        var latitude: Double
        var longitude: Double
        var testDescription: String { what }
    }

    static let spots: [Spot] = [
        Spot(what: "central London", latitude: 51.5072, longitude: -0.1276),
        Spot(what: "Brooklyn", latitude: 40.6857, longitude: -73.9665),
        Spot(what: "Jersey City, across a state line", latitude: 40.7178, longitude: -74.0431),
        Spot(what: "a Tokyo suburb", latitude: 35.7100, longitude: 139.8107),
        Spot(what: "Shanghai, the largest reach", latitude: 31.2304, longitude: 121.4737),
        Spot(what: "Fiji, beside the antimeridian", latitude: -17.7134, longitude: 179.9),
        Spot(what: "Tromsø, far north", latitude: 69.6492, longitude: 18.9553),
        Spot(what: "Svalbard", latitude: 78.2232, longitude: 15.6267),
        Spot(what: "mid-Atlantic, nothing near", latitude: 30.0, longitude: -40.0),
        Spot(what: "Antarctic coast", latitude: -77.85, longitude: 166.67),
    ]

    static let whole = try! ReverseGeocoder.bundled()

    @Test("one point at a time", arguments: spots)
    func onePoint(_ spot: Spot) throws {
        let point = try #require(GeoPoint(latitude: spot.latitude, longitude: spot.longitude))
        let near = try ReverseGeocoder.bundled(near: [point])
        #expect(near.table.count < Self.whole.table.count)
        #expect(near.name(at: point) == Self.whole.name(at: point))
    }

    @Test("all the points at once, each named as the whole table names it")
    func allPoints() throws {
        let points = Self.spots.compactMap { GeoPoint(latitude: $0.latitude, longitude: $0.longitude) }
        let near = try ReverseGeocoder.bundled(near: points)
        for point in points {
            #expect(near.name(at: point) == Self.whole.name(at: point), "\(point)")
        }
    }

    @Test("a grid over greater London and the Bay Area, from one table near a few of its points")
    func grid() throws {
        for (latitude, longitude) in [(51.5, -0.12), (37.6, -122.2)] {
            let points = (-6 ... 6).flatMap { i in (-6 ... 6).compactMap { j in
                GeoPoint(latitude: latitude + Double(i) * 0.05, longitude: longitude + Double(j) * 0.07)
            } }
            let near = try ReverseGeocoder.bundled(near: points)
            let differing = points.filter { near.name(at: $0) != Self.whole.name(at: $0) }
            #expect(differing.isEmpty, "\(differing)")
        }
    }
}
