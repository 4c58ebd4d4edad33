import Foundation

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
    public func contains(_ point: GeoPoint) -> Bool {
        Earth.distance(centre, point) <= radiusMeters
    }
}

extension Date {
    /// The moment to the whole second, as the settings file keeps it.
    var wholeSecond: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
