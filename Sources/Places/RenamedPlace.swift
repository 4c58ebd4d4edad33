import Foundation
import Model

/// A name the person gave a place: like a hide, an area (`MarkedArea`).
public struct RenamedPlace: MarkedArea, Equatable {
    /// The longest name of one's own: the places listing shows 33 characters of a label before
    /// cutting it, and a card's title line holds about as many at its smallest size.
    public static let maxLabelLength = 32

    public var placeID: String
    /// The person's name for it, shown in both languages.
    public var label: String
    public var centre: GeoPoint
    public var radiusMeters: Double
    /// When the person named it, to the second (as the settings file keeps it).
    public var renamedAt: Date

    public init(placeID: String, label: String, centre: GeoPoint, radiusMeters: Double, renamedAt: Date = Date()) {
        self.placeID = placeID
        self.label = label
        self.centre = centre
        self.radiusMeters = radiusMeters
        self.renamedAt = renamedAt.wholeSecond
    }

    /// The name a place centred at `point` takes: that of the nearest rename holding it.
    package static func label(at point: GeoPoint, among renames: [RenamedPlace]) -> String? {
        renames.filter { $0.contains(point) }.min { Earth.distance($0.centre, point) < Earth.distance($1.centre, point) }?.label
    }

    /// `text` as a name of one's own, trimmed, or why it cannot be one.
    public static func validLabel(_ text: String) throws(PhotoWrappedError) -> String {
        let label = text.trimmingCharacters(in: .whitespacesAndNewlines)
        func bad(_ reason: String) -> PhotoWrappedError {
            PhotoWrappedError(.badInput, stage: "places", subject: "'\(text)'", reason: reason)
        }
        if label.isEmpty { throw bad("a name needs at least one letter") }
        if label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw bad("a name is one line, without tabs or other control characters")
        }
        if label.count > maxLabelLength { throw bad("a name is at most \(maxLabelLength) characters; this one has \(label.count)") }
        return label
    }
}
