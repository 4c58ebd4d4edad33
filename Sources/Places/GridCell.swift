import Foundation
import Model

/// One cell of the place grid: rows of `PlaceRules.cellSizeMeters` of latitude, each divided
/// into as many whole cells of that width as fit around the Earth at the row's latitude.
/// Rows therefore do not line up, and a row near a pole may be a single cell.
public struct GridCell: Hashable, Comparable, Sendable {
    public let row: Int
    public let column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    public static func < (a: GridCell, b: GridCell) -> Bool {
        (a.row, a.column) < (b.row, b.column)
    }

    /// Row and column in one word (both are well under 2³²), ordered as cells are.
    var sortKey: UInt64 {
        UInt64(UInt32(truncatingIfNeeded: row)) << 32 | UInt64(UInt32(truncatingIfNeeded: column))
    }

    package init(sortKey: UInt64) {
        self.init(row: Self.row(sortKey: sortKey), column: Int(sortKey & 0xFFFF_FFFF))
    }

    package static func row(sortKey: UInt64) -> Int {
        Int(sortKey >> 32)
    }

    /// Hashed as that one word, not two: clustering looks up every cell's neighbours by cell,
    /// and hashing cells was a tenth of its time.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sortKey)
    }

    static let degreesPerRow = PlaceRules.cellSizeMeters / Earth.metersPerDegree
    package static let rowCount = Int((180 / degreesPerRow).rounded(.up))
    /// Slack when comparing spans, so that cells meeting at a corner count as touching.
    private static let touching = 1e-9

    public init(containing point: GeoPoint) {
        row = min(Self.rowCount - 1, Int(((point.latitude + 90) / Self.degreesPerRow).rounded(.down)))
        let count = Self.columnCount(row: row)
        column = Int(((point.longitude + 180) / (360 / Double(count))).rounded(.down)) % count
    }

    /// Cells in a row: the row's circumference at its centre, in whole cells, at least one.
    package static func columnCount(row: Int) -> Int {
        let circumference = 360 * Earth.metersPerDegree * cos(centreLatitude(row: row) * .pi / 180)
        return max(1, Int((circumference / PlaceRules.cellSizeMeters).rounded(.down)))
    }

    static func centreLatitude(row: Int) -> Double {
        min(90, -90 + (Double(row) + 0.5) * degreesPerRow)
    }

    /// West and east edges in degrees, the west edge in [-180, 180).
    package var span: (west: Double, east: Double) {
        let width = 360 / Double(Self.columnCount(row: row))
        let west = -180 + Double(column) * width
        return (west, west + width)
    }

    public var centre: GeoPoint {
        let (west, east) = span
        return GeoPoint(latitude: Self.centreLatitude(row: row), longitude: (west + east) / 2)
            ?? GeoPoint(latitude: Self.centreLatitude(row: row), longitude: (west + east) / 2 + 1e-9)!
    }

    /// The 8-neighbourhood: the cells either side in this row, and every cell of the rows
    /// above and below whose span touches or overlaps this one, across the antimeridian too.
    /// A short array, not a set: clustering asks every cell for them, and hashing was a tenth of
    /// its time.
    public var neighbours: [GridCell] {
        var found: [GridCell] = []
        func insert(_ cell: GridCell) {
            if cell != self, !found.contains(cell) { found.append(cell) }
        }
        let count = Self.columnCount(row: row)
        for step in [-1, 1] where count > 1 {
            insert(GridCell(row: row, column: (column + step + count) % count))
        }
        let (west, east) = span
        for other in [row - 1, row + 1] where (0 ..< Self.rowCount).contains(other) {
            let otherCount = Self.columnCount(row: other)
            let width = 360 / Double(otherCount)
            let first = Int(((west + 180 - Self.touching) / width).rounded(.down))
            let last = Int(((east + 180 + Self.touching) / width).rounded(.down))
            if last - first + 1 >= otherCount {
                for c in 0 ..< otherCount { insert(GridCell(row: other, column: c)) }
            } else {
                for c in first ... last { insert(GridCell(row: other, column: (c % otherCount + otherCount) % otherCount)) }
            }
        }
        return found.sorted()
    }

    /// A short, stable name for the cell: 8 characters of Crockford base32.
    public var key: String {
        var value = UInt64(row) << 20 | UInt64(column)
        let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
        var out = ""
        for _ in 0 ..< 8 {
            out.append(alphabet[Int(value & 31)])
            value >>= 5
        }
        return String(out.reversed())
    }
}
