import Foundation

/// The Earth as the grid and the distances see it: a sphere of the mean radius.
public enum Earth {
    public static let radiusMeters = 6_371_008.8
    public static let metersPerDegree = radiusMeters * .pi / 180

    /// Great-circle distance (haversine).
    public static func distance(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        distance(Position(a), Position(b))
    }

    /// The distance along a meridian between the two latitudes: no great-circle distance
    /// between the points is shorter (the haversine's first term alone gives it).
    package static func latitudeSpanMeters(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        abs(b.latitude - a.latitude) * metersPerDegree
    }

    /// Far more than the rounding of either distance, far less than any radius compared with them.
    package static let roundingMarginMeters = 0.001

    /// A point with its latitude in radians and that latitude's cosine, worked out once for a
    /// point measured against many (clustering measures every cell of a place against every
    /// cell of the next).
    package struct Position {
        package let latitude: Double
        package let cosine: Double
        package let longitude: Double

        package init(_ point: GeoPoint) {
            latitude = point.latitude * .pi / 180
            cosine = cos(latitude)
            longitude = point.longitude
        }
    }

    /// The same distance, to the last bit, between prepared points.
    package static func distance(_ a: Position, _ b: Position) -> Double {
        let dp = b.latitude - a.latitude, dl = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dp / 2) * sin(dp / 2) + a.cosine * b.cosine * sin(dl / 2) * sin(dl / 2)
        return 2 * radiusMeters * asin(min(1, h.squareRoot()))
    }
}
