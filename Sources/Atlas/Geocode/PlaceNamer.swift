import Foundation
import Model
import Store
import Synchronization

/// Names positions, from the geocode cache when it has them and from the bundled GeoNames
/// table otherwise: only the table's places near the positions to name are loaded, never the
/// whole table, and nothing when the cache has them all.
public final class PlaceNamer: Sendable {
    /// Cache keys round positions to this many decimal places (0.001° ≈ 110 m).
    public static let keyDecimals = 3

    private let database: AppDatabase
    /// A geocoder for naming these points (`ReverseGeocoder.bundled(near:)`).
    private let loadNear: @Sendable ([GeoPoint]) throws -> ReverseGeocoder
    /// The table loaded last: a deck's places lie where its photos' clocks were named, and a
    /// wide library's clocks load most of the table.
    private let lastLoaded = Mutex<ReverseGeocoder?>(nil)
    /// Whether this namer's saves wait (`deferringSaves`); and the names that wait.
    private let defersSaves: Bool
    private let unsaved = Mutex<[String: PlaceName]>([:])

    /// Names from the bundled table.
    public convenience init(database: AppDatabase) {
        self.init(database: database, loadNear: { try .bundled(near: $0) })
    }

    /// Names from the table `load` gives, for every point.
    public convenience init(database: AppDatabase, load: @escaping @Sendable () throws -> ReverseGeocoder) {
        self.init(database: database, loadNear: { _ in try load() })
    }

    /// Names from the table `loadNear` gives for the points to name.
    package init(database: AppDatabase, loadNear: @escaping @Sendable ([GeoPoint]) throws -> ReverseGeocoder, defersSaves: Bool = false) {
        self.database = database
        self.loadNear = loadNear
        self.defersSaves = defersSaves
    }

    /// A namer on the same cache and table that keeps the names it looks up until
    /// `saveDeferred`: work done ahead, which may be thrown away, writes nothing meanwhile.
    public func deferringSaves() -> PlaceNamer {
        PlaceNamer(database: database, loadNear: loadNear, defersSaves: true)
    }

    /// Saves the names a namer that defers saves has looked up so far.
    public func saveDeferred() throws {
        let names = unsaved.withLock { names in
            defer { names = [:] }
            return names
        }
        if !names.isEmpty { try database.savePlaceNames(names) }
    }

    /// Saves names looked up now, or keeps them for `saveDeferred`.
    private func save(_ names: [String: PlaceName]) throws {
        guard defersSaves else { return try database.savePlaceNames(names) }
        unsaved.withLock { $0.merge(names) { _, new in new } }
    }

    /// The names these keys have in the cache, or among the names not saved yet.
    private func known(_ keys: Set<String>) throws -> [String: PlaceName] {
        var found = try database.placeNames(keys: keys)
        unsaved.withLock { waiting in
            for key in keys where found[key] == nil { found[key] = waiting[key] }
        }
        return found
    }

    /// Names every point, in order: the cached names read in one transaction, the others
    /// geocoded from the table's places near them only (docs/PERFORMANCE.md) and saved in one.
    public func names(at points: [GeoPoint]) throws -> [PlaceName] {
        let keys = points.map(Self.key)
        var found = try known(Set(keys))
        let missing = Dictionary(zip(keys, points).filter { found[$0.0] == nil }, uniquingKeysWith: { first, _ in first })
        if !missing.isEmpty {
            let rounded = missing.mapValues(Self.rounded)
            let geocoder = try geocoder(near: Array(rounded.values))
            let fresh = rounded.mapValues(geocoder.name(at:))
            try save(fresh)
            found.merge(fresh) { _, new in new }
        }
        return keys.map { found[$0]! }
    }

    /// The table loaded last where it names every point, else the table's places near them.
    private func geocoder(near points: [GeoPoint]) throws -> ReverseGeocoder {
        try lastLoaded.withLock { last in
            if let last, points.allSatisfy(last.namesExactly) { return last }
            let loaded = try loadNear(points)
            last = loaded
            return loaded
        }
    }

    /// The geocode cache's key: the position rounded to `keyDecimals`.
    package static func key(_ point: GeoPoint) -> String {
        let rounded = rounded(point)
        return "\(rounded.latitude),\(rounded.longitude)"
    }

    package static func rounded(_ point: GeoPoint) -> GeoPoint {
        let scale = pow(10, Double(keyDecimals))
        return GeoPoint(latitude: (point.latitude * scale).rounded() / scale, longitude: (point.longitude * scale).rounded() / scale)
            ?? point
    }
}
