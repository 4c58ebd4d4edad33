import Foundation
import Testing
@testable import Atlas
@testable import Metadata
@testable import Model

@Suite("The place table's tiles: a listing, then one gzip member per tile, inflated only where wanted")
struct GeoNamesTilesTests {
    /// One gzip member holding `text` in a stored (uncompressed) deflate block.
    static func member(_ text: String) -> [UInt8] {
        let data = Array(text.utf8)
        precondition(data.count < 0xFFFF)
        let length = UInt16(data.count)
        var bytes: [UInt8] = [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0xFF]
        bytes += [0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + data
        return bytes + littleEndian(crc32(data)) + littleEndian(UInt32(data.count))
    }

    static func littleEndian(_ value: UInt32) -> [UInt8] { (0 ..< 4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A file of tiles holding `rows`, each tile given by its edges; `sizes` overrides the listed sizes.
    static func file(_ tiles: [(edges: String, rows: String)], sizes: [Int]? = nil, trailing: [UInt8] = []) -> Data {
        let members = tiles.map { member($0.rows) }
        let listing = zip(tiles, sizes ?? members.map(\.count)).map { "\($0.edges)\t\($1)\n" }.joined()
        return Data(member(listing) + members.joined() + trailing)
    }

    static let three: [(edges: String, rows: String)] = [("50\t52\t-5\t0", "london\n"), ("50\t52\t0\t5", "paris\n"), ("-18\t-16\t175\t180", "fiji\n")]

    @Test("a member is inflated alone, and says where the next one starts")
    func oneMember() throws {
        let bytes = Self.member("first\n") + Self.member("second\n")
        var output: [UInt8] = []
        let used = try Gzip.inflateMember(bytes, in: 0 ..< bytes.count, appendingTo: &output)
        #expect(used == Self.member("first\n").count)
        #expect(String(decoding: output, as: UTF8.self) == "first\n")
        _ = try Gzip.inflateMember(bytes, in: used ..< bytes.count, appendingTo: &output)
        #expect(String(decoding: output, as: UTF8.self) == "first\nsecond\n")
    }

    @Test("only the wanted tiles are inflated, in the file's order")
    func wanted() throws {
        let file = Self.file(Self.three)
        var asked: [GeoNamesTiles.Tile] = []
        let rows = try GeoNamesTiles.rows(file) { tile in
            asked.append(tile)
            return tile.west != 0
        }
        #expect(String(decoding: rows, as: UTF8.self) == "london\nfiji\n")
        #expect(asked == [GeoNamesTiles.Tile(latitudes: 50 ... 52, west: -5, east: 0), GeoNamesTiles.Tile(latitudes: 50 ... 52, west: 0, east: 5),
                          GeoNamesTiles.Tile(latitudes: -18 ... -16, west: 175, east: 180)])
        #expect(String(decoding: try GeoNamesTiles.rows(file) { _ in true }, as: UTF8.self) == "london\nparis\nfiji\n")
    }

    @Test("a listing that does not match its members is damaged", arguments: [
        file(three, sizes: [member("london\n").count, member("paris\n").count, 10_000]),
        file(three, sizes: [member("london\n").count, member("paris\n").count + 1, member("fiji\n").count - 1]),
        file(three, trailing: [0]),
        file([("50\t52\t-5", "london\n")]),
        file([("52\t50\t-5\t0", "london\n")]),
    ])
    func damaged(file: Data) {
        #expect(throws: (any Error).self) { try GeoNamesTiles.rows(file) { _ in true } }
    }

    @Test("a reach takes in the tiles its boxes touch, across the antimeridian and at the poles")
    func reach() throws {
        let fiji = GeoNamesTable.Reach(around: [try #require(GeoPoint(latitude: -17.7, longitude: 179.9))], meters: 100_000)
        #expect(fiji.overlaps(GeoNamesTiles.Tile(latitudes: -18 ... -16, west: 175, east: 180)))
        #expect(fiji.overlaps(GeoNamesTiles.Tile(latitudes: -18 ... -16, west: -180, east: -175)))
        #expect(!fiji.overlaps(GeoNamesTiles.Tile(latitudes: -18 ... -16, west: -175, east: -170)))
        #expect(!fiji.overlaps(GeoNamesTiles.Tile(latitudes: -22 ... -20, west: 175, east: 180)))
        let pole = GeoNamesTable.Reach(around: [try #require(GeoPoint(latitude: 89.5, longitude: 0))], meters: 100_000)
        #expect(pole.overlaps(GeoNamesTiles.Tile(latitudes: 88 ... 90, west: 100, east: 105)))
        #expect(!pole.overlaps(GeoNamesTiles.Tile(latitudes: 86 ... 88, west: 100, east: 105)))
    }

    @Test("the bundled table near London is a small part of the whole")
    func bundled() throws {
        let file = try Data(contentsOf: DataFolder.geoNamesTable())
        let london = GeoNamesTable.Reach(around: [try #require(GeoPoint(latitude: 51.5072, longitude: -0.1276))],
                                         meters: GeocodeRules.widestSearchMeters)
        let near = try GeoNamesTiles.rows(file) { london.overlaps($0) }
        let whole = try GeoNamesTiles.rows(file) { _ in true }
        #expect(near.count * 10 < whole.count)
    }
}
