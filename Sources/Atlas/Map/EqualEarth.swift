import Foundation
import Model

/// A position on the Equal Earth map of the unit sphere: x east, y north, both in radians-like
/// units (the world spans x ±2.7066 and y ±1.3173).
public struct MapPoint: Sendable, Equatable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The Equal Earth projection (Šavrič, Patterson and Jenny, 2018): equal-area, with straight
/// parallels and the continents' shapes kept well at every latitude, so that a year's countries
/// are drawn at their true relative sizes. Forward is closed-form; inverse solves the
/// polynomial in θ by Newton's method.
public enum EqualEarth {
    static let a1 = 1.340264, a2 = -0.081106, a3 = 0.000893, a4 = 0.003796
    package static let m = 3.0.squareRoot() / 2
    /// Newton steps of the inverse: it converges to 1e-12 in under six from θ = y / a1.
    static let inverseIterations = 12
    static let inverseTolerance = 1e-12

    /// The world's half-width and half-height on the map.
    public static let maxX = project(longitude: 180, latitude: 0).x
    public static let maxY = project(longitude: 0, latitude: 90).y

    public static func project(longitude: Double, latitude: Double) -> MapPoint {
        let lambda = longitude * .pi / 180, phi = latitude * .pi / 180
        let theta = asin(m * sin(phi))
        let t2 = theta * theta, t6 = t2 * t2 * t2
        let x = 2 * 3.0.squareRoot() * lambda * cos(theta) / (3 * derivative(t2: t2, t6: t6))
        let y = theta * (a1 + a2 * t2 + t6 * (a3 + a4 * t2))
        return MapPoint(x: x, y: y)
    }

    public static func project(_ point: GeoPoint) -> MapPoint {
        project(longitude: point.longitude, latitude: point.latitude)
    }

    /// Longitude and latitude in degrees of a point on the map.
    public static func inverse(_ point: MapPoint) -> (longitude: Double, latitude: Double) {
        var theta = point.y / a1
        for _ in 0 ..< inverseIterations {
            let t2 = theta * theta, t6 = t2 * t2 * t2
            let step = (theta * (a1 + a2 * t2 + t6 * (a3 + a4 * t2)) - point.y) / derivative(t2: t2, t6: t6)
            theta -= step
            if abs(step) < inverseTolerance { break }
        }
        let t2 = theta * theta, t6 = t2 * t2 * t2
        let lambda = 3 * point.x * derivative(t2: t2, t6: t6) / (2 * 3.0.squareRoot() * cos(theta))
        let phi = asin(max(-1, min(1, sin(theta) / m)))
        return (lambda * 180 / .pi, phi * 180 / .pi)
    }

    private static func derivative(t2: Double, t6: Double) -> Double {
        a1 + 3 * a2 * t2 + t6 * (7 * a3 + 9 * a4 * t2)
    }
}
