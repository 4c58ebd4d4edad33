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
    /// Within `radiusMeters` of the centre, by great-circle distance (`MarkedCircles.Circle`).
    public func contains(_ point: GeoPoint) -> Bool {
        MarkedCircles.Circle(centre: centre, radiusMeters: radiusMeters).contains(point)
    }
}

/// The circles of marked areas, and nothing more: what testing every photo against every
/// area reads. Tested through the areas themselves, each test copied its area, two strings
/// retained and released, for every photo.
package struct MarkedCircles: Sendable {
    struct Circle {
        let centre: GeoPoint
        let radiusMeters: Double

        /// A point further north or south than the radius is out without the haversine: the
        /// distance is never less than the difference in latitude along a meridian
        /// (`Earth.latitudeSpanMeters`). Nearly every photo is far from a hidden place.
        @inline(__always)
        func contains(_ point: GeoPoint) -> Bool {
            guard Earth.latitudeSpanMeters(centre, point) <= radiusMeters + Earth.roundingMarginMeters else { return false }
            return Earth.distance(centre, point) <= radiusMeters
        }
    }

    private let circles: [Circle]

    package init(_ areas: [some MarkedArea]) {
        circles = areas.map { Circle(centre: $0.centre, radiusMeters: $0.radiusMeters) }
    }

    /// Whether any of the circles holds `point`.
    package func containAny(_ point: GeoPoint) -> Bool {
        circles.contains { $0.contains(point) }
    }
}

extension Date {
    /// The moment to the whole second, as the settings file keeps it.
    var wholeSecond: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
