import Foundation
import Synchronization
import Testing
@testable import Atlas
@testable import Model
@testable import Store
import TestSupport

@Suite("place names in the geocode cache read back as they were written")
struct CachedPlaceNameTests {
    static let shibuya = PlaceName.Name(local: "Shibuya", ascii: "Shibuya", native: "渋谷", es: nil,
                                        centre: GeoPoint(latitude: 35.65806, longitude: 139.70167), population: 224_533)
    static let tokyo = PlaceName.Name(local: "Tokyo", ascii: "Tokyo", native: "東京", es: "Tokio",
                                      centre: GeoPoint(latitude: 35.6895, longitude: 139.69171), population: 9_733_276)
    static let zurich = PlaceName.Name(local: "Zürich", ascii: "Zurich", native: nil, es: "Zúrich", centre: nil, population: 0)

    static let names: [PlaceName] = [
        PlaceName(kind: .settled, area: shibuya, nearbyArea: shibuya, nearPlace: shibuya, city: tokyo, countryCode: "JP", timeZone: "Asia/Tokyo"),
        PlaceName(kind: .settled, city: zurich, countryCode: "CH", timeZone: "Europe/Zurich"),
        PlaceName(kind: .near, city: PlaceName.Name(local: "", ascii: "", native: nil, es: nil, centre: nil, population: 1), countryCode: nil),
        PlaceName(kind: .remote, timeZone: "Etc/GMT+3", roundedLatitude: -33.1, roundedLongitude: 0.30000000000000004),
        PlaceName(kind: .remote),
    ]

    @Test("every field round-trips, nils and empty names included", arguments: names.indices)
    func roundTrip(index: Int) {
        let name = Self.names[index]
        #expect(PlaceName(cached: name.cached) == name)
    }

    @Test("a name cached as JSON, cut short or with a field too many is no name")
    func rejected() throws {
        let name = Self.names[0]
        #expect(PlaceName(cached: try JSONEncoder().encode(name)) == nil)
        #expect(PlaceName(cached: name.cached[..<name.cached.lastIndex(of: PlaceName.separator)!]) == nil)
        #expect(PlaceName(cached: name.cached + [PlaceName.separator]) == nil)
        #expect(PlaceName(cached: [UInt8]()) == nil)
    }

    @Test("a name cached under other rules is no name: the geocoder names the point again")
    func otherRules() {
        var fields = Self.names[0].cached.split(separator: PlaceName.separator, omittingEmptySubsequences: false).map(Array.init)
        #expect(PlaceName(cached: Array(fields.dropFirst().joined(separator: [PlaceName.separator]))) == nil)
        fields[0] = Array("1".utf8)
        #expect(PlaceName(cached: Array(fields.joined(separator: [PlaceName.separator]))) == nil)
    }

    @Test("the cache hands back the names saved, one by one and many at once")
    func throughTheDatabase() throws {
        let database = try AppDatabase.inMemory()
        let saved = Dictionary(uniqueKeysWithValues: Self.names.enumerated().map { ("k\($0)", $1) })
        try database.savePlaceNames(saved)
        #expect(try database.placeNames(keys: Set(saved.keys)) == saved)
        #expect(try database.placeName(key: "k1") == Self.names[1])
    }

    @Test("a namer that defers saves writes nothing until told, and finds its own names meanwhile")
    func deferredSaves() throws {
        let database = try AppDatabase.inMemory()
        let namer = PlaceNamer(database: database) { ReverseGeocoder(table: GeoNamesTable(tsv: Array(SyntheticLibrary.towns.utf8))) }
        let ahead = namer.deferringSaves()
        let (london, paris) = (GeoPoint(latitude: 51.5, longitude: -0.12)!, GeoPoint(latitude: 48.85, longitude: 2.35)!)
        let names = try ahead.names(at: [london, paris])
        #expect(names.map(\.city?.ascii) == ["London", "Paris"])
        #expect(try ahead.names(at: [london]) == [names[0]])
        let keys = Set([london, paris].map(PlaceNamer.key))
        #expect(try database.placeNames(keys: keys).isEmpty)
        try ahead.saveDeferred()
        #expect(try database.placeNames(keys: keys) == Dictionary(uniqueKeysWithValues: zip([london, paris].map(PlaceNamer.key), names)))
        _ = try namer.names(at: [GeoPoint(latitude: 35.6895, longitude: 139.69171)!])
        #expect(try database.placeNames(keys: [PlaceNamer.key(GeoPoint(latitude: 35.6895, longitude: 139.69171)!)]).count == 1)
    }

    @Test("points in the cells of the table loaded last are named from it; a point elsewhere loads the table near it")
    func lastTable() throws {
        let database = try AppDatabase.inMemory()
        let asked = Mutex<[[GeoPoint]]>([])
        let namer = PlaceNamer(database: database) { points in
            asked.withLock { $0.append(points) }
            let reach = GeoNamesTable.Reach(around: points, meters: GeocodeRules.widestSearchMeters)
            return ReverseGeocoder(table: GeoNamesTable(tsv: Array(SyntheticLibrary.towns.utf8), keeping: reach))
        }
        let (london, westminster) = (GeoPoint(latitude: 51.51, longitude: -0.12)!, GeoPoint(latitude: 51.5, longitude: -0.13)!)
        _ = try namer.names(at: [london])
        #expect(try namer.names(at: [westminster]).map(\.city?.ascii) == ["London"])
        #expect(asked.withLock { $0 } == [[london]])
        let paris = GeoPoint(latitude: 48.85, longitude: 2.35)!
        #expect(try namer.names(at: [paris]).map(\.city?.ascii) == ["Paris"])
        #expect(asked.withLock { $0 } == [[london], [paris]])
    }

    @Test("a whole table, once loaded, names points anywhere")
    func wholeTable() throws {
        let loads = Mutex(0)
        let namer = PlaceNamer(database: try AppDatabase.inMemory()) {
            loads.withLock { $0 += 1 }
            return ReverseGeocoder(table: GeoNamesTable(tsv: Array(SyntheticLibrary.towns.utf8)))
        }
        let (london, paris) = (GeoPoint(latitude: 51.51, longitude: -0.12)!, GeoPoint(latitude: 48.85, longitude: 2.35)!)
        #expect(try namer.names(at: [london]).map(\.city?.ascii) == ["London"])
        #expect(try namer.names(at: [paris]).map(\.city?.ascii) == ["Paris"])
        #expect(loads.withLock { $0 } == 1)
    }

    @Test("a table names exactly the points of its cells when kept within the widest search of them; a whole table, every point")
    func namesExactly() throws {
        let (london, paris) = (GeoPoint(latitude: 51.51, longitude: -0.12)!, GeoPoint(latitude: 48.85, longitude: 2.35)!)
        let towns = Array(SyntheticLibrary.towns.utf8)
        func kept(within meters: Double) -> ReverseGeocoder {
            ReverseGeocoder(table: GeoNamesTable(tsv: towns, keeping: .init(around: [london], meters: meters)))
        }
        #expect(!kept(within: GeocodeRules.citySearchMeters).namesExactly(london))
        #expect(kept(within: GeocodeRules.widestSearchMeters).namesExactly(london))
        #expect(!kept(within: GeocodeRules.widestSearchMeters).namesExactly(paris))
        #expect(ReverseGeocoder(table: GeoNamesTable(tsv: towns)).namesExactly(paris))
    }

    @Test("a reach covers the points of its cells, and not a point a cell away")
    func covers() throws {
        let london = GeoPoint(latitude: 51.51, longitude: -0.12)!
        let reach = GeoNamesTable.Reach(around: [london], meters: 300_000)
        #expect(reach.covers(london))
        #expect(reach.covers(GeoPoint(latitude: 51.7, longitude: -0.4)!))
        #expect(!reach.covers(GeoPoint(latitude: 52.1, longitude: -0.12)!))
        #expect(!reach.covers(GeoPoint(latitude: 51.51, longitude: 0.2)!))
    }
}
