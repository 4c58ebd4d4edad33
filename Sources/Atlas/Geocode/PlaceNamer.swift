import Foundation
import Model
import Store
import Synchronization

/// Names positions, from the geocode cache when it has them and from the bundled GeoNames
/// table otherwise. The table is loaded on the first cache miss, never before: a rerun whose
/// places are all named already does not load it.
public final class PlaceNamer: Sendable {
    /// Cache keys round positions to this many decimal places (0.001° ≈ 110 m).
    public static let keyDecimals = 3

    private let database: AppDatabase
    private let load: @Sendable () throws -> ReverseGeocoder
    /// A geocoder for naming these points only (`ReverseGeocoder.bundled(near:)`).
    private let loadNear: @Sendable ([GeoPoint]) throws -> ReverseGeocoder
    private let loaded = Mutex<ReverseGeocoder?>(nil)
    private let prefetching = Atomic<Bool>(false)
    /// Whether this namer's saves wait (`deferringSaves`); and the names that wait.
    private let defersSaves: Bool
    private let unsaved = Mutex<[String: PlaceName]>([:])

    /// Names from the bundled table.
    public convenience init(database: AppDatabase) {
        self.init(database: database, load: { try .bundled() }, loadNear: { try .bundled(near: $0) })
    }

    /// Names from the table `load` gives, for every point.
    public convenience init(database: AppDatabase, load: @escaping @Sendable () throws -> ReverseGeocoder) {
        self.init(database: database, load: load, loadNear: { _ in try load() })
    }

    private init(database: AppDatabase, load: @escaping @Sendable () throws -> ReverseGeocoder,
                 loadNear: @escaping @Sendable ([GeoPoint]) throws -> ReverseGeocoder, defersSaves: Bool = false) {
        self.database = database
        self.load = load
        self.loadNear = loadNear
        self.defersSaves = defersSaves
    }

    /// A namer on the same cache and table that keeps the names it looks up until
    /// `saveDeferred`: work done ahead, which may be thrown away, writes nothing meanwhile.
    public func deferringSaves() -> PlaceNamer {
        PlaceNamer(database: database, load: load, loadNear: loadNear, defersSaves: true)
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

    public var hasLoadedTable: Bool { loaded.withLock { $0 != nil } }

    /// Starts loading the whole table on a thread of its own, once, for a caller that will
    /// soon look up names while it has other work to do first: a first scan that finds photos
    /// to date by their place loads it while its readers go on, not alone after them. A
    /// lookup meanwhile waits for the load.
    public func prefetch() {
        guard !prefetching.exchange(true, ordering: .relaxed) else { return }
        Thread { _ = try? self.geocoder() }.start()
    }

    public func name(at point: GeoPoint) throws -> PlaceName {
        let key = Self.key(point)
        if let cached = try database.placeName(key: key) ?? unsaved.withLock({ $0[key] }) { return cached }
        let name = try geocoder().name(at: Self.rounded(point))
        try save([key: name])
        return name
    }

    /// Names every point, in order: the cached names read in one transaction, the others
    /// geocoded and saved in one, as a library has thousands of places. Where a few are new
    /// (a hide splits a place), only the table's places near them are loaded.
    public func names(at points: [GeoPoint]) throws -> [PlaceName] {
        let keys = points.map(Self.key)
        var found = try known(Set(keys))
        let missing = Dictionary(zip(keys, points).filter { found[$0.0] == nil }, uniquingKeysWith: { first, _ in first })
        if !missing.isEmpty {
            let rounded = missing.mapValues(Self.rounded)
            // Once the whole table is on its way (`prefetch`), a second load of part of it
            // would only parse the same file again.
            let geocoder = prefetching.load(ordering: .relaxed) ? try self.geocoder()
                : try loaded.withLock { $0 } ?? loadNear(Array(rounded.values))
            let fresh = rounded.mapValues(geocoder.name(at:))
            try save(fresh)
            found.merge(fresh) { _, new in new }
        }
        return keys.map { found[$0]! }
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
