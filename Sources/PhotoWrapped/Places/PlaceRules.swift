import Foundation

/// Every number the Best Places stage uses, named once. docs/ALGORITHMS.md quotes them.
public enum PlaceRules {
    /// Grid cell height, and width at the cell row's latitude (spec §10.4).
    public static let cellSizeMeters = 120.0
    /// A cell with at least this many photos is dense: only dense cells link to neighbours,
    /// so a lone photo never bridges two places.
    public static let denseCellMinPhotos = 2
    /// No merge may make a place whose cell centres lie further apart than this. A day's walk
    /// along a river therefore becomes several places, never one 5 km "place".
    public static let maxPlaceExtentMeters = 400.0
    /// Places with fewer photos are not places (spec §10.4).
    public static let minPhotosPerPlace = 3
    /// How many places rankings show (spec §10.4).
    public static let topPlaces = 10
    /// Representatives per place and for the whole range (spec §10.5).
    public static let representativeCount = 9

    /// Home: the place with the most distinct days that have a photo between
    /// `eveningStartHour`:00 and `eveningEndHour`:00 local time…
    public static let eveningStartHour = 18
    public static let eveningEndHour = 6
    /// …on at least this many days.
    public static let homeMinEveningDays = 5
    /// A hidden area reaches this far beyond the furthest photo of the place it hides.
    public static let hiddenAreaMarginMeters = 60.0
}

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
    static func latitudeSpanMeters(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        abs(b.latitude - a.latitude) * metersPerDegree
    }

    /// Far more than the rounding of either distance, far less than any radius compared with them.
    static let roundingMarginMeters = 0.001

    /// A point with its latitude in radians and that latitude's cosine, worked out once for a
    /// point measured against many (clustering measures every cell of a place against every
    /// cell of the next).
    struct Position {
        let latitude: Double
        let cosine: Double
        let longitude: Double

        init(_ point: GeoPoint) {
            latitude = point.latitude * .pi / 180
            cosine = cos(latitude)
            longitude = point.longitude
        }
    }

    /// The same distance, to the last bit, between prepared points.
    static func distance(_ a: Position, _ b: Position) -> Double {
        let dp = b.latitude - a.latitude, dl = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dp / 2) * sin(dp / 2) + a.cosine * b.cosine * sin(dl / 2) * sin(dl / 2)
        return 2 * radiusMeters * asin(min(1, h.squareRoot()))
    }
}
