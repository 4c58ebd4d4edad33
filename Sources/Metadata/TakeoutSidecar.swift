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

    /// Nil when the bytes are not a JSON object. UTF-8 is read in one pass (`TakeoutJSON`);
    /// another encoding, by Foundation.
    public init?(json: Data) {
        guard json.count <= Self.maxBytes else { return nil }
        switch TakeoutJSON.read(json) {
        case let .object(fields): self.init(fields)
        case .notObject: return nil
        case .unsupported:
            guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else { return nil }
            self.init(TakeoutJSON.Fields(foundation: object))
        }
    }

    private init(_ fields: TakeoutJSON.Fields) {
        takenInstant = fields.timestamp?.number.flatMap { $0 > 0 && $0 < 1e11 ? Int64($0) : nil }
        let found = [fields.geoData, fields.geoDataExif].lazy.compactMap { geo -> (GeoPoint, Double?)? in
            guard let geo, let lat = geo.latitude?.number, let lon = geo.longitude?.number,
                  let point = GeoPoint(latitude: lat, longitude: lon)
            else { return nil }
            let altitude = geo.altitude?.number.flatMap { $0.isFinite && abs($0) <= GPSCoordinate.maxAltitudeMeters ? $0 : nil }
            return (point, altitude)
        }.first
        location = found?.0
        altitudeMeters = found?.1
    }
}

extension TakeoutJSON.Scalar {
    /// The value as a number: a number, or a string that parses as one.
    var number: Double? {
        switch self {
        case let .number(value): value
        case let .string(text): Double(text)
        case .other: nil
        }
    }

    /// A value Foundation's parser made; nil for none.
    static func foundation(_ value: Any?) -> Self? {
        switch value {
        case nil: nil
        case let number as NSNumber: .number(number.doubleValue)
        case let text as String: .string(text)
        default: .other
        }
    }
}

extension TakeoutJSON.Fields {
    /// The fields of an object Foundation's parser made.
    init(foundation object: [String: Any]) {
        func geo(_ key: String) -> TakeoutJSON.Geo? {
            (object[key] as? [String: Any]).map {
                TakeoutJSON.Geo(latitude: .foundation($0["latitude"]), longitude: .foundation($0["longitude"]),
                                altitude: .foundation($0["altitude"]))
            }
        }
        self.init(timestamp: (object["photoTakenTime"] as? [String: Any]).flatMap { .foundation($0["timestamp"]) },
                  geoData: geo("geoData"), geoDataExif: geo("geoDataExif"))
    }
}
