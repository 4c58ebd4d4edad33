import Foundation
import Model

/// What a Google Takeout JSON sidecar says of its photo: when it was taken (an instant, UTC
/// seconds given as a string) and where (`geoData`, else `geoDataExif`; 0, 0 means nowhere),
/// with the height given there.
public struct TakeoutSidecar: Sendable, Equatable {
    public var takenInstant: Int64?
    public var location: GeoPoint?
    /// Metres above sea level, from the same `geoData` as the location.
    public var altitudeMeters: Double?

    /// Sidecars are a few kilobytes; anything over this is not one.
    package static let maxBytes = 1 << 20

    public init(takenInstant: Int64?, location: GeoPoint?, altitudeMeters: Double? = nil) {
        self.takenInstant = takenInstant
        self.location = location
        self.altitudeMeters = altitudeMeters
    }

    /// Nil when the bytes are not a JSON object.
    public init?(json: Data) {
        guard json.count <= Self.maxBytes, let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else { return nil }
        func number(_ value: Any?) -> Double? {
            if let n = value as? NSNumber { return n.doubleValue }
            if let s = value as? String { return Double(s) }
            return nil
        }
        let taken = (object["photoTakenTime"] as? [String: Any])?["timestamp"]
        takenInstant = number(taken).flatMap { $0 > 0 && $0 < 1e11 ? Int64($0) : nil }
        let found = ["geoData", "geoDataExif"].lazy.compactMap { key -> (GeoPoint, Double?)? in
            guard let geo = object[key] as? [String: Any], let lat = number(geo["latitude"]), let lon = number(geo["longitude"]),
                  let point = GeoPoint(latitude: lat, longitude: lon)
            else { return nil }
            let altitude = number(geo["altitude"]).flatMap { $0.isFinite && abs($0) <= GPSCoordinate.maxAltitudeMeters ? $0 : nil }
            return (point, altitude)
        }.first
        location = found?.0
        altitudeMeters = found?.1
    }
}
