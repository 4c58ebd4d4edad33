import Foundation

/// What a Google Takeout JSON sidecar says of its photo: when it was taken (an instant, UTC
/// seconds given as a string) and where (`geoData`, else `geoDataExif`; 0, 0 means nowhere).
public struct TakeoutSidecar: Sendable, Equatable {
    public var takenInstant: Int64?
    public var location: GeoPoint?

    /// Sidecars are a few kilobytes; anything over this is not one.
    static let maxBytes = 1 << 20

    public init(takenInstant: Int64?, location: GeoPoint?) {
        self.takenInstant = takenInstant
        self.location = location
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
        location = ["geoData", "geoDataExif"].lazy.compactMap { key -> GeoPoint? in
            guard let geo = object[key] as? [String: Any], let lat = number(geo["latitude"]), let lon = number(geo["longitude"]) else { return nil }
            return GeoPoint(latitude: lat, longitude: lon)
        }.first
    }
}
