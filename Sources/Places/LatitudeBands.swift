import Model

/// Places filed by band of latitude, so that those that may lie within some distance of a
/// point are found without measuring every place: a place whose latitude is further from the
/// point's than the distance is further away along any path (`Earth.latitudeSpanMeters`).
struct LatitudeBands {
    /// About 5.6 km north to south: a band holds a few places of a personal library, and a
    /// look spans a few bands.
    static let bandDegrees = 0.05

    private var bands: [Int: [Int]] = [:]
    /// The largest distance looked for.
    private var reachMeters = 0.0

    /// Files `index` under the band of `point`.
    package mutating func insert(_ index: Int, at point: GeoPoint) {
        bands[Self.band(point.latitude), default: []].append(index)
    }

    /// Makes later looks find every place within `meters` of the point looked from.
    package mutating func reach(_ meters: Double) {
        reachMeters = max(reachMeters, meters)
    }

    /// Every index filed within the reach of `point`, and some further, in ascending order.
    package func indices(near point: GeoPoint) -> [Int] {
        // Half the globe's latitudes at most: either way, no place is further north or south.
        let span = min(180, (reachMeters + Earth.roundingMarginMeters) / Earth.metersPerDegree)
        return (Self.band(point.latitude - span) ... Self.band(point.latitude + span)).flatMap { bands[$0] ?? [] }.sorted()
    }

    private static func band(_ latitude: Double) -> Int {
        Int((latitude / bandDegrees).rounded(.down))
    }
}
