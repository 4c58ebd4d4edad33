import Atlas
import Foundation
import Model

/// Offline place names: loading the bundled GeoNames table, then lookups scattered around city
/// centres and anywhere on Earth (mostly sea and wild, which search widest).
struct GeocodeBench {
    let runs: Int

    static let lookups = 100_000
    /// City centres the near-city lookups scatter around, up to `scatterDegrees` away.
    static let centres: [(latitude: Double, longitude: Double)] = [
        (51.51, -0.13), (35.68, 139.69), (40.71, -74.0), (-33.87, 151.21), (48.86, 2.35), (19.43, -99.13),
        (-23.55, -46.63), (28.61, 77.21), (30.04, 31.24), (55.76, 37.62), (1.35, 103.82), (-1.29, 36.82),
    ]
    static let scatterDegrees = 0.2

    /// The i-th point of the R2 low-discrepancy sequence in the unit square: evenly spread,
    /// and the same on every run.
    static func spread(_ i: Int) -> (Double, Double) {
        let g = 1.324_717_957_244_746
        let x = (0.5 + Double(i) / g).truncatingRemainder(dividingBy: 1)
        let y = (0.5 + Double(i) / (g * g)).truncatingRemainder(dividingBy: 1)
        return (x, y)
    }

    func run() throws {
        var geocoder: ReverseGeocoder?
        let loads = try (0 ..< runs).map { _ in
            let started = Date()
            let loaded = try ReverseGeocoder.bundled()
            _ = GeoPoint(latitude: 51.5, longitude: -0.1).map(loaded.name(at:))
            geocoder = loaded
            return Date().timeIntervalSince(started)
        }
        guard let geocoder else { return }
        let nearCities = (0 ..< Self.lookups).compactMap { i -> GeoPoint? in
            let centre = Self.centres[i % Self.centres.count], (x, y) = Self.spread(i)
            return GeoPoint(latitude: centre.latitude + (x * 2 - 1) * Self.scatterDegrees,
                            longitude: centre.longitude + (y * 2 - 1) * Self.scatterDegrees)
        }
        let anywhere = (0 ..< Self.lookups).compactMap { i -> GeoPoint? in
            let (x, y) = Self.spread(i)
            return GeoPoint(latitude: -60 + x * 135, longitude: -180 + y * 360)
        }
        print("\ngeocode: bundled GeoNames table, \(Self.lookups.formatted()) lookups per set, median of \(runs)")
        print("  load and first lookup: \(String(format: "%.0f", loads.median * 1000)) ms")
        for (label, points) in [("near 12 city centres (±0.2°)", nearCities), ("anywhere (60°S–75°N)", anywhere)] {
            var settled = 0
            let times = (0 ..< runs).map { _ in
                settled = 0
                let start = Date()
                for point in points where geocoder.name(at: point).kind == .settled { settled += 1 }
                return Date().timeIntervalSince(start) / Double(points.count)
            }
            print("  " + label.padding(toLength: 30, withPad: " ", startingAt: 0)
                + String(format: "%6.2f µs per lookup; %4.1f%% named after a settled place", times.median * 1e6,
                         Double(settled) * 100 / Double(points.count)))
        }
    }
}
