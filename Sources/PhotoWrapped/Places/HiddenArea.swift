/// A place the person has hidden: the area its photos lie in, so that the hide holds whatever
/// the range, however the places are clustered next time, and after any rescan.
public struct HiddenArea: Sendable, Equatable {
    public var id: Int64?
    /// The id the place had when it was hidden, to unhide it by.
    public var placeID: String
    public var label: String
    public var centre: GeoPoint
    public var radiusMeters: Double

    public init(id: Int64? = nil, placeID: String, label: String, centre: GeoPoint, radiusMeters: Double) {
        self.id = id
        self.placeID = placeID
        self.label = label
        self.centre = centre
        self.radiusMeters = radiusMeters
    }

    public func contains(_ point: GeoPoint) -> Bool {
        Earth.distance(centre, point) <= radiusMeters
    }
}
