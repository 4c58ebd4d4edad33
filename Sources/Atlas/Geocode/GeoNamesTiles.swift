import Foundation
import Metadata

/// The bundled table's container (scripts/build-geonames.py): a gzip member listing tiles of
/// the globe, one line each (south, north, west and east edges in degrees, bytes of its
/// member), then one gzip member per tile holding the rows that lie in it. Naming a few new
/// places inflates only the tiles near them, a twentieth of the table around London, where
/// inflating the whole of it was most of a regenerate's time spent naming.
enum GeoNamesTiles {
    struct Tile: Equatable {
        /// Closed: a row on an edge may lie in either tile that shares it.
        var latitudes: ClosedRange<Double>
        package var west: Double
        package var east: Double
    }

    struct Damaged: Error, CustomStringConvertible {
        package var description: String
    }

    /// The rows of the tiles `wanted` keeps, inflated one after another in the file's order.
    package static func rows(_ file: Data, keeping wanted: (Tile) -> Bool) throws -> [UInt8] {
        var listing: [UInt8] = []
        var offset = try Gzip.inflateMember(file, in: 0 ..< file.count, appendingTo: &listing)
        var rows: [UInt8] = []
        for (tile, size) in try tiles(listing) {
            guard size > 0, size <= file.count - offset else { throw Damaged(description: "its list of tiles runs past its end") }
            if wanted(tile) {
                guard try Gzip.inflateMember(file, in: offset ..< offset + size, appendingTo: &rows) == size else {
                    throw Damaged(description: "a tile's size differs from its list")
                }
            }
            offset += size
        }
        guard offset == file.count else { throw Damaged(description: "it holds more than its list of tiles") }
        return rows
    }

    /// The tiles a listing names, each with the bytes of its member.
    package static func tiles(_ listing: [UInt8]) throws -> [(Tile, Int)] {
        try listing.split(separator: 0x0A).map { line in
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map { Int(String(decoding: $0, as: UTF8.self)) }
            guard fields.count == 5, let south = fields[0], let north = fields[1], let west = fields[2], let east = fields[3],
                  let size = fields[4], south <= north, west <= east
            else {
                throw Damaged(description: "its list of tiles is damaged")
            }
            return (Tile(latitudes: Double(south) ... Double(north), west: Double(west), east: Double(east)), size)
        }
    }
}
