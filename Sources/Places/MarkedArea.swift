import Foundation
import Model

/// Ground the person marked, by a hide or a name of their own: a circle around a place's
/// photos, so that the decision holds whatever the range, however the places are clustered
/// next time, and after any rescan.
public protocol MarkedArea: Sendable {
    /// The id the place had when it was marked, to undo the mark by.
    var placeID: String { get }
    /// For a hide, the place's label when it was hidden; for a name, the person's name.
    var label: String { get }
    var centre: GeoPoint { get }
    var radiusMeters: Double { get }
}

extension MarkedArea {
    /// Within `radiusMeters` of the centre, by great-circle distance. A point further north or
    /// south than that is out without the haversine: the distance is never less than the
    /// difference in latitude along a meridian (`Earth.latitudeSpanMeters`). Nearly every
    /// photo is far from a hidden place, and each regenerate tests every photo against every
    /// area.
    public func contains(_ point: GeoPoint) -> Bool {
        guard Earth.latitudeSpanMeters(centre, point) <= radiusMeters + Earth.roundingMarginMeters else { return false }
        return Earth.distance(centre, point) <= radiusMeters
    }
}

extension Date {
    /// The moment to the whole second, as the settings file keeps it.
    var wholeSecond: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
