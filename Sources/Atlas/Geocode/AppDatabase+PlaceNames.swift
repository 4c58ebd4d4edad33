import Foundation
import GRDB
import Model
import Store

/// The cache of place names the geocoder found, by `PlaceNamer.key`.
extension AppDatabase {
    package func placeName(key: String) throws -> PlaceName? {
        let data = try writer.read { db in try Data.fetchOne(db, sql: "SELECT name FROM geocodeCache WHERE key = ?", arguments: [key]) }
        return data.flatMap { PlaceName(cached: $0) }
    }

    /// The cached names of these keys, read in two halves at once, each in a transaction on
    /// its own connection: a regenerate looks up every place's name (2,700 at 50,000 photos)
    /// while the second core has nothing else to do.
    package func placeNames(keys: Set<String>) throws -> [String: PlaceName] {
        let keys = Array(keys), writer = writer
        @Sendable func names(_ part: ArraySlice<String>) throws -> [String: PlaceName] {
            try writer.read { db in
                let select = try db.cachedStatement(sql: "SELECT name FROM geocodeCache WHERE key = ?")
                var names: [String: PlaceName] = [:]
                for key in part {
                    if let data = try Data.fetchOne(select, arguments: [key]), let name = PlaceName(cached: data) {
                        names[key] = name
                    }
                }
                return names
            }
        }
        let (first, second) = try Concurrently.both({ try names(keys[..<(keys.count / 2)]) }, { try names(keys[(keys.count / 2)...]) })
        return first.merging(second) { name, _ in name }
    }

    package func savePlaceNames(_ names: [String: PlaceName]) throws {
        try writer.write { db in
            let insert = try db.cachedStatement(sql: "INSERT OR REPLACE INTO geocodeCache (key, name, updatedAt) VALUES (?, ?, \(Self.now))")
            for (key, name) in names { try insert.execute(arguments: [key, Data(name.cached)]) }
        }
    }
}
