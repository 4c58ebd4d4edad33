import Foundation
import Synchronization

/// Names positions, from the geocode cache when it has them and from the bundled GeoNames
/// table otherwise. The table is loaded on the first cache miss, never before: a rerun whose
/// places are all named already does not load it.
public final class PlaceNamer: Sendable {
    /// Cache keys round positions to this many decimal places (0.001° ≈ 110 m).
    public static let keyDecimals = 3

    private let database: AppDatabase
    private let load: @Sendable () throws -> ReverseGeocoder
    private let loaded = Mutex<ReverseGeocoder?>(nil)

    public init(database: AppDatabase, load: @escaping @Sendable () throws -> ReverseGeocoder = { try .bundled() }) {
        self.database = database
        self.load = load
    }

    public var hasLoadedTable: Bool { loaded.withLock { $0 != nil } }

    public func name(at point: GeoPoint) throws -> PlaceName {
        let key = Self.key(point)
        if let cached = try database.placeName(key: key) { return cached }
        let name = try geocoder().name(at: Self.rounded(point))
        try database.savePlaceName(name, key: key)
        return name
    }

    private func geocoder() throws -> ReverseGeocoder {
        try loaded.withLock { geocoder in
            if let geocoder { return geocoder }
            let fresh = try load()
            geocoder = fresh
            return fresh
        }
    }

    /// The geocode cache's key: the position rounded to `keyDecimals`.
    static func key(_ point: GeoPoint) -> String {
        let rounded = rounded(point)
        return "\(rounded.latitude),\(rounded.longitude)"
    }

    static func rounded(_ point: GeoPoint) -> GeoPoint {
        let scale = pow(10, Double(keyDecimals))
        return GeoPoint(latitude: (point.latitude * scale).rounded() / scale, longitude: (point.longitude * scale).rounded() / scale)
            ?? point
    }
}
