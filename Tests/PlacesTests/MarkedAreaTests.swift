import Foundation
import Testing
@testable import Model
@testable import Places

@Suite("A marked area holds the points within its radius")
struct MarkedAreaTests {
    /// Points on and about the circle of each area: due north and south (where the quick
    /// test by latitude is tight), and around it, a hair inside and outside, out to twice the radius.
    static func points(around centre: GeoPoint, radius: Double) -> [GeoPoint] {
        let degrees = radius / Earth.metersPerDegree
        var points: [GeoPoint] = []
        for scale in [0, 0.5, 1 - 1e-9, 1 - 1e-12, 1, 1 + 1e-12, 1 + 1e-9, 1.000_001, 1.5, 2] {
            for bearing in stride(from: 0.0, to: 360, by: 15) {
                let north = degrees * scale * cos(bearing * .pi / 180)
                let east = degrees * scale * sin(bearing * .pi / 180) / max(cos(centre.latitude * .pi / 180), 1e-6)
                if let point = GeoPoint(latitude: centre.latitude + north, longitude: centre.longitude + east) { points.append(point) }
            }
            for ulps in -2 ... 2 {
                let span = (degrees * scale).advanced(by: Double(ulps) * (degrees * scale).ulp)
                for latitude in [centre.latitude + span, centre.latitude - span] {
                    if let point = GeoPoint(latitude: latitude, longitude: centre.longitude) { points.append(point) }
                }
            }
        }
        return points
    }

    @Test("the quick test by latitude never changes the answer the great-circle distance gives")
    func sameAsTheDistance() {
        var tested = 0, inside = 0, outByLatitude = 0
        for latitude in stride(from: -89.5, through: 89.5, by: 7.3) {
            for longitude in [-179.99, -73.98, 0, 13.4, 151.2, 179.99] {
                for radius in [25.0, 400, 2_500, 60_000] {
                    guard let centre = GeoPoint(latitude: latitude, longitude: longitude) else { continue }
                    let area = HiddenArea(placeID: "p", label: "", centre: centre, radiusMeters: radius)
                    for point in Self.points(around: centre, radius: radius) {
                        let expected = Earth.distance(centre, point) <= radius
                        #expect(area.contains(point) == expected, "\(point) against \(centre), \(radius) m")
                        tested += 1
                        if expected { inside += 1 }
                        if Earth.latitudeSpanMeters(centre, point) > radius { outByLatitude += 1 }
                    }
                }
            }
        }
        // Both ways are taken, many times over.
        #expect(tested > 100_000)
        #expect(inside > 20_000)
        #expect(outByLatitude > 20_000)
    }
}
