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

    @Test("the circles of several areas hold a point when one of the areas does, and no circles hold no point")
    func circlesAsTheAreas() {
        let centres = [(52.52, 13.40), (52.53, 13.41), (-33.87, 151.21), (0, 179.99)].compactMap { GeoPoint(latitude: $0.0, longitude: $0.1) }
        let areas = zip(centres, [400.0, 2_500, 60_000, 25]).map { HiddenArea(placeID: "p", label: "", centre: $0, radiusMeters: $1) }
        let points = areas.flatMap { Self.points(around: $0.centre, radius: $0.radiusMeters) }
        #expect(points.allSatisfy { !MarkedCircles([HiddenArea]()).containAny($0) })
        var held = 0
        for count in 1 ... areas.count {
            let some = Array(areas.prefix(count))
            let circles = MarkedCircles(some)
            for point in points {
                let expected = some.contains { $0.contains(point) }
                #expect(circles.containAny(point) == expected, "\(point) among \(count) areas")
                if expected { held += 1 }
            }
        }
        #expect(held > 1_000)
    }
}
