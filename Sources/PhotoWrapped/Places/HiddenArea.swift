import Foundation

/// A place the person has hidden: the area its photos lie in, so that the hide holds whatever
/// the range, however the places are clustered next time, and after any rescan.
public struct HiddenArea: Sendable, Equatable {
    /// The id the place had when it was hidden, to unhide it by.
    public var placeID: String
    public var label: String
    public var centre: GeoPoint
    public var radiusMeters: Double
    /// When the person hid it, to the second (as the settings file keeps it).
    public var hiddenAt: Date

    public init(placeID: String, label: String, centre: GeoPoint, radiusMeters: Double, hiddenAt: Date = Date()) {
        self.placeID = placeID
        self.label = label
        self.centre = centre
        self.radiusMeters = radiusMeters
        self.hiddenAt = Date(timeIntervalSince1970: hiddenAt.timeIntervalSince1970.rounded(.down))
    }

    public func contains(_ point: GeoPoint) -> Bool {
        Earth.distance(centre, point) <= radiusMeters
    }

    /// Whether the two hide the same ground, whenever and under whatever name.
    func coversSameArea(as other: HiddenArea) -> Bool {
        centre == other.centre && radiusMeters == other.radiusMeters
    }
}
