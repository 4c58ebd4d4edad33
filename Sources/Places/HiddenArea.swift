import Foundation
import Model

/// A place the person has hidden: its photos leave every place ranking, label and collage.
public struct HiddenArea: MarkedArea, Equatable {
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
        self.hiddenAt = hiddenAt.wholeSecond
    }

    /// Whether the two hide the same ground, whenever and under whatever name.
    package func coversSameArea(as other: HiddenArea) -> Bool {
        centre == other.centre && radiusMeters == other.radiusMeters
    }
}
