import Foundation
import Testing
@testable import Atlas
import Model

/// The table's columns read back place by place, whichever rows share a zone, a country or a
/// region with the row before (the parse reuses a neighbour's entries for those).
@Suite("The GeoNames table read column by column")
struct GeoNamesTableTests {
    static let rows = [
        "1\t40.73\t-74.17\t280000\tUS\tNJ\tAmerica/New_York\tNewark\t\t\t",
        "2\t40.72\t-74.04\t290000\tUS\tNJ\tAmerica/New_York\tJersey City\t\t\t",
        "3\t40.71\t-74.00\t8000000\tUS\tNY\tAmerica/New_York\tNew York\t\t\tNueva York",
        "4\t43.65\t-79.38\t2700000\tCA\t08\tAmerica/Toronto\tToronto\t\t\t",
        "5\t45.50\t-73.57\t1700000\tCA\t10\tAmerica/Toronto\tMontréal\tMontreal\t\t",
        "6\tbad\t-73.57\t1\tCA\t10\tAmerica/Toronto\tNowhere\t\t\t",
        "7\t40.22\t-74.76\t90000\tUS\tNJ\tAmerica/New_York\tTrenton\t\t\t",
        "11\t55.95\t-3.19\t500000\tGB\t\tEurope/London\tEdinburgh\t\t\t",
        "8\t51.5\t-0.12\t9000000\tGB\t\tEurope/London\tLondon\t\t\t",
        "9\t51.45\t-0.97\t230000\tGB\t\tEurope/London\tReading\t\t\t",
        "10\t48.85\t2.35\t2100000\tFR\t11\tEurope/Paris\tParis\t\t\t",
    ]

    /// name, country, region and zone of every place, in order.
    static func columns(_ table: GeoNamesTable) -> [[String]] {
        (0 ..< table.count).map { [table.name($0).local, table.country($0), table.region($0), table.zone($0)] }
    }

    @Test("every place keeps its own country, region and zone")
    func everyPlace() {
        let table = GeoNamesTable(tsv: Array(Self.rows.joined(separator: "\n").utf8))
        #expect(Self.columns(table) == [
            ["Newark", "US", "US|NJ", "America/New_York"], ["Jersey City", "US", "US|NJ", "America/New_York"],
            ["New York", "US", "US|NY", "America/New_York"], ["Toronto", "CA", "CA|08", "America/Toronto"],
            ["Montréal", "CA", "CA|10", "America/Toronto"], ["Trenton", "US", "US|NJ", "America/New_York"],
            ["Edinburgh", "GB", "", "Europe/London"], ["London", "GB", "", "Europe/London"], ["Reading", "GB", "", "Europe/London"],
            ["Paris", "FR", "FR|11", "Europe/Paris"],
        ])
        #expect(table.name(2).es == "Nueva York")
        #expect(table.name(4).ascii == "Montreal")
    }

    @Test("rows left out by a reach do not lend their columns to the next row kept")
    func reachSkipsRows() throws {
        let near = try #require(GeoPoint(latitude: 40.72, longitude: -74.1))
        let london = try #require(GeoPoint(latitude: 51.5, longitude: -0.5))
        let table = GeoNamesTable(tsv: Array(Self.rows.joined(separator: "\n").utf8),
                                  keeping: .init(around: [near, london], meters: 40_000))
        #expect(Self.columns(table) == [
            ["Newark", "US", "US|NJ", "America/New_York"], ["Jersey City", "US", "US|NJ", "America/New_York"],
            ["New York", "US", "US|NY", "America/New_York"], ["Trenton", "US", "US|NJ", "America/New_York"],
            ["London", "GB", "", "Europe/London"], ["Reading", "GB", "", "Europe/London"],
        ])
    }

    /// The point `meters` from `point` on the great circle leaving it at `bearingDegrees`.
    static func destination(from point: GeoPoint, meters: Double, bearingDegrees: Double) -> GeoPoint {
        let (angle, bearing) = (meters / Earth.radiusMeters, bearingDegrees * .pi / 180)
        let (latitude, longitude) = (point.latitude * .pi / 180, point.longitude * .pi / 180)
        let toLatitude = asin(sin(latitude) * cos(angle) + cos(latitude) * sin(angle) * cos(bearing))
        let toLongitude = longitude + atan2(sin(bearing) * sin(angle) * cos(latitude), cos(angle) - sin(latitude) * sin(toLatitude))
        let degrees = (toLongitude * 180 / .pi + 540).truncatingRemainder(dividingBy: 360) - 180
        return GeoPoint(latitude: toLatitude * 180 / .pi, longitude: degrees)!
    }

    @Test("a reach holds every place within its distance of a point, and points a cell apart share one box",
          arguments: [(40.72, -74.1), (51.5, -0.5), (-33.87, 151.21), (64.13, -21.9), (0.1, 179.9), (-0.1, -179.9), (89.9, 10)])
    func reachHolds(latitude: Double, longitude: Double) throws {
        let point = try #require(GeoPoint(latitude: latitude, longitude: longitude))
        let meters = 300_000.0
        let reach = GeoNamesTable.Reach(around: [point, try #require(GeoPoint(latitude: latitude + 0.001, longitude: longitude))], meters: meters)
        #expect(reach.boxes.count == 1)
        for bearing in stride(from: 0.0, to: 360, by: 15) {
            for fraction in [0.5, 0.99] {
                let there = Self.destination(from: point, meters: meters * fraction, bearingDegrees: bearing)
                #expect(Earth.distance(point, there) < meters)
                #expect(reach.contains(latitude: there.latitude, longitude: there.longitude), "\(there)")
            }
        }
    }

    @Test("points all over the globe share at most 64 boxes, which still hold every place near each")
    func scatteredPoints() throws {
        // The R2 sequence: evenly spread over the globe, the same on every run.
        let points = (0 ..< 2_000).compactMap { i -> GeoPoint? in
            let (x, y) = ((0.5 + Double(i) / 1.324_717_957_244_746).truncatingRemainder(dividingBy: 1),
                          (0.5 + Double(i) / 1.754_877_666_246_693).truncatingRemainder(dividingBy: 1))
            return GeoPoint(latitude: -80 + x * 160, longitude: -180 + y * 360)
        }
        let reach = GeoNamesTable.Reach(around: points, meters: 300_000)
        #expect((1 ... GeoNamesTable.Reach.mostBoxes).contains(reach.boxes.count))
        for point in points.prefix(200) {
            for bearing in stride(from: 0.0, to: 360, by: 45) {
                let there = Self.destination(from: point, meters: 299_000, bearingDegrees: bearing)
                #expect(reach.contains(latitude: there.latitude, longitude: there.longitude), "\(point) → \(there)")
            }
        }
    }
}
