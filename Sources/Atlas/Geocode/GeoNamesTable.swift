import Foundation
import Metadata
import Model

/// The GeoNames cities in the data folder (every place of 500 people or more, CC BY 4.0), held column
/// by column with one text arena, and indexed by a 1° grid laid out as one sorted array.
/// Loading it takes a fraction of a second and is done only when a label is not cached.
package struct GeoNamesTable: Sendable {
    private var latitudes: [Double] = []
    private var longitudes: [Double] = []
    private var populations: [Int] = []
    private var countries: [String] = []
    private var zones: [UInt16] = []
    private var zoneNames: [String] = []
    /// The first-level division (state, prefecture, Land) of each place, as an index into
    /// `regionCodes` ("US|NJ"); empty where GeoNames gives none.
    private var regions: [UInt16] = []
    private var regionCodes: [String] = []
    /// name, ascii, native and es of every place, back to back; four start offsets per place.
    private var text: [UInt8] = []
    private var offsets: [Int] = []
    /// Place indices sorted by grid bucket; `bucketStarts[b]` is where bucket b begins.
    private var bucketed: [Int32] = []
    private var bucketStarts: [Int] = []
    /// The boxes the places were kept from; nil for the whole table.
    private var reach: Reach?

    package var count: Int { latitudes.count }

    /// Whether the table holds every place within `meters` of `point`.
    package func covers(_ point: GeoPoint, within meters: Double) -> Bool {
        reach.map { $0.meters >= meters && $0.covers(point) } ?? true
    }

    /// The table in its file of gzipped tiles (`DataFolder.geoNamesTableName`, `GeoNamesTiles`);
    /// near points, only the tiles that reach them are inflated.
    package static func load(from url: URL, near points: [GeoPoint]? = nil, within meters: Double = 0) throws(PhotoWrappedError) -> GeoNamesTable {
        func unreadable(_ why: String) -> PhotoWrappedError {
            PhotoWrappedError(.badInput, stage: "data", subject: url.path, reason: "\(why); reinstall photo-wrapped (make install)")
        }
        let compressed: Data
        do {
            compressed = try Data(contentsOf: url)
        } catch {
            throw unreadable(PhotoWrappedError.systemWords(for: error))
        }
        let reach = points.map { Reach(around: $0, meters: meters) }
        do {
            return GeoNamesTable(tsv: try GeoNamesTiles.rows(compressed) { tile in reach?.overlaps(tile) ?? true }, keeping: reach)
        } catch {
            throw unreadable("\(error)")
        }
    }

    /// Parses lines of `geonameid, latitude, longitude, population, country, admin1, zone,
    /// name, ascii, native, es`, tab-separated (see scripts/build-geonames.py); with `reach`,
    /// only the places inside it, in the table's order.
    package init(tsv: [UInt8], keeping reach: Reach? = nil) {
        var zoneIndex: [String: UInt16] = [:], regionIndex: [String: UInt16] = [:]
        var start = 0
        var fields: [Range<Int>] = [], previous: [Range<Int>] = []
        fields.reserveCapacity(Self.columns + 1)
        previous.reserveCapacity(Self.columns + 1)
        ByteText.reading(tsv) { bytes in
            while start < bytes.count {
                let end = bytes.firstIndex(of: 0x0A, from: start) ?? bytes.count
                let line = start ..< end
                start = end + 1
                // The position first: with a reach, most lines end here, unsplit.
                if let reach, let (lat, lon) = Self.position(bytes, line), !reach.contains(latitude: lat, longitude: lon) { continue }
                bytes.fields(line, at: 0x09, into: &fields)
                guard fields.count == Self.columns, let lat = Self.decimal(bytes, fields[1]), let lon = Self.decimal(bytes, fields[2]),
                      reach?.contains(latitude: lat, longitude: lon) ?? true
                else {
                    continue
                }
                latitudes.append(lat)
                longitudes.append(lon)
                populations.append(Int(Self.decimal(bytes, fields[3]) ?? 0))
                // A tile's rows mostly share their neighbour's zone (96% of them) and often its
                // region: those take the neighbour's entries without making strings.
                func sameAsPrevious(_ column: Int) -> Bool { !previous.isEmpty && bytes.same(fields[column], previous[column]) }
                countries.append(sameAsPrevious(4) ? countries[countries.count - 1] : bytes.string(fields[4]))
                if sameAsPrevious(6) {
                    zones.append(zones[zones.count - 1])
                } else {
                    let zone = bytes.string(fields[6])
                    if zoneIndex[zone] == nil {
                        zoneIndex[zone] = UInt16(zoneNames.count)
                        zoneNames.append(zone)
                    }
                    zones.append(zoneIndex[zone]!)
                }
                if sameAsPrevious(4), sameAsPrevious(5) {
                    regions.append(regions[regions.count - 1])
                } else {
                    let admin1 = bytes.string(fields[5])
                    let region = admin1.isEmpty ? "" : countries[countries.count - 1] + "|" + admin1
                    if regionIndex[region] == nil {
                        regionIndex[region] = UInt16(regionCodes.count)
                        regionCodes.append(region)
                    }
                    regions.append(regionIndex[region]!)
                }
                swap(&fields, &previous)
                for field in previous[Self.firstNameColumn...] {
                    offsets.append(text.count)
                    bytes.append(field, to: &text)
                }
            }
        }
        offsets.append(text.count)
        buildIndex()
        self.reach = reach
    }

    /// Boxes of latitude and longitude around points, each holding every place within a
    /// distance of the points of its cell (and some beyond, in the corners).
    package struct Reach: Sendable {
        package struct Box: Sendable {
            var latitudes: ClosedRange<Double>
            /// Degrees of longitude either side of `longitude`; nil where the box takes in a pole.
            var longitudeReach: Double?
            package var longitude: Double
        }

        package var boxes: [Box]
        /// The distance from the points of its cells that the boxes hold.
        package let meters: Double
        /// The cells the points fell in, each `cell` degrees a side.
        private let cells: Set<SIMD2<Int>>
        private let cell: Double

        /// Points are gathered in cells of this many degrees a side, one box a cell, widened
        /// by half a cell: a first scan names thousands of points, and every row of a tile near
        /// them is tested against the boxes. Where the cells are more than `mostBoxes`, they
        /// double in size until they are not.
        static let cellDegrees = 0.5
        static let mostBoxes = 64

        package init(around points: [GeoPoint], meters: Double) {
            var cell = Self.cellDegrees
            var cells = Self.cells(of: points, size: cell)
            while cells.count > Self.mostBoxes {
                cell *= 2
                cells = Self.cells(of: points, size: cell)
            }
            let degrees = meters / Earth.metersPerDegree
            boxes = cells.map { at in
                let latitudes = (Double(at.x) * cell - degrees) ... (Double(at.x + 1) * cell + degrees)
                let nearestPole = max(abs(latitudes.lowerBound), abs(latitudes.upperBound))
                let reach = nearestPole >= 90 ? nil : degrees / cos(nearestPole * .pi / 180) + cell / 2
                return Box(latitudes: latitudes, longitudeReach: reach.flatMap { $0 >= 180 ? nil : $0 },
                           longitude: (Double(at.y) + 0.5) * cell)
            }
            (self.cells, self.cell, self.meters) = (cells, cell, meters)
        }

        /// Whether the boxes hold every place the distance reaches from `point`: it lies in one
        /// of the points' cells.
        package func covers(_ point: GeoPoint) -> Bool {
            cells.contains(Self.cell(of: point, size: cell))
        }

        private static func cells(of points: [GeoPoint], size: Double) -> Set<SIMD2<Int>> {
            Set(points.map { cell(of: $0, size: size) })
        }

        /// Latitude row and longitude column.
        private static func cell(of point: GeoPoint, size: Double) -> SIMD2<Int> {
            SIMD2(Int((point.latitude / size).rounded(.down)), Int((point.longitude / size).rounded(.down)))
        }

        package func contains(latitude: Double, longitude: Double) -> Bool {
            boxes.contains { box in
                guard box.latitudes.contains(latitude) else { return false }
                guard let reach = box.longitudeReach else { return true }
                return Self.degreesApart(longitude, box.longitude) <= reach
            }
        }

        /// True when some place of the tile may lie in a box.
        func overlaps(_ tile: GeoNamesTiles.Tile) -> Bool {
            boxes.contains { box in
                guard box.latitudes.overlaps(tile.latitudes) else { return false }
                guard let reach = box.longitudeReach else { return true }
                let east = (box.longitude - tile.west).truncatingRemainder(dividingBy: 360)
                let within = (east < 0 ? east + 360 : east) <= tile.east - tile.west
                return within || min(Self.degreesApart(box.longitude, tile.west), Self.degreesApart(box.longitude, tile.east)) <= reach
            }
        }

        /// The shorter way round between two longitudes.
        private static func degreesApart(_ a: Double, _ b: Double) -> Double {
            let apart = abs(a - b).truncatingRemainder(dividingBy: 360)
            return min(apart, 360 - apart)
        }
    }

    /// Columns of a line, and where its names (name, ascii, native, es) begin.
    private static let columns = 11
    private static let firstNameColumn = 7
    private static let namesPerPlace = columns - firstNameColumn

    /// The latitude and longitude of a line (its second and third columns), read without
    /// splitting the rest; nil when the line has no such columns.
    private static func position(_ bytes: ByteText, _ line: Range<Int>) -> (Double, Double)? {
        var starts = (0, 0, 0), found = 0, i = line.lowerBound
        while i < line.upperBound, found < 3 {
            if bytes[i] == 0x09 {
                found += 1
                switch found {
                case 1: starts.0 = i + 1
                case 2: starts.1 = i + 1
                default: starts.2 = i + 1
                }
            }
            i += 1
        }
        guard found == 3, let lat = decimal(bytes, starts.0 ..< starts.1 - 1), let lon = decimal(bytes, starts.1 ..< starts.2 - 1) else {
            return nil
        }
        return (lat, lon)
    }

    /// A plain decimal such as `-0.12574` or `8961989`.
    private static func decimal(_ bytes: ByteText, _ field: Range<Int>) -> Double? {
        var value = 0.0, scale = 1.0, negative = false, seenPoint = false, digits = 0
        for i in field {
            switch bytes[i] {
            case 0x2D where i == field.lowerBound: negative = true
            case 0x2E where !seenPoint: seenPoint = true
            case 0x30 ... 0x39:
                value = value * 10 + Double(bytes[i] - 0x30)
                if seenPoint { scale *= 10 }
                digits += 1
            default: return nil
            }
        }
        guard digits > 0 else { return nil }
        return (negative ? -value : value) / scale
    }

    // MARK: lookups

    package struct Entry: Sendable, Equatable {
        package let index: Int
        package let distance: Double
    }

    /// Places within `radius` metres of `point`, nearest first, of at least `minPopulation`.
    package func places(near point: GeoPoint, within radius: Double, minPopulation: Int = 0) -> [Entry] {
        let latReach = radius / Earth.metersPerDegree
        let firstRow = max(0, Int((point.latitude - latReach + 90).rounded(.down)))
        let lastRow = min(179, Int((point.latitude + latReach + 90).rounded(.down)))
        var found: [Entry] = []
        for row in firstRow ... lastRow {
            let rowEdge = max(abs(Double(row) - 90), abs(Double(row) - 89))  // the row's edge nearest a pole
            let cosine = cos(min(89.999, rowEdge) * .pi / 180)
            let lonReach = radius / (Earth.metersPerDegree * cosine)
            let columns: [Int] = lonReach >= 180
                ? Array(0 ..< 360)
                : (Int((point.longitude - lonReach + 180).rounded(.down)) ... Int((point.longitude + lonReach + 180).rounded(.down)))
                    .map { ($0 % 360 + 360) % 360 }
            for column in Set(columns) {
                let bucket = row * 360 + column
                for slot in bucketStarts[bucket] ..< bucketStarts[bucket + 1] {
                    let i = Int(bucketed[slot])
                    guard populations[i] >= minPopulation, let p = GeoPoint(latitude: latitudes[i], longitude: longitudes[i]) else {
                        continue
                    }
                    let d = Earth.distance(point, p)
                    if d <= radius { found.append(Entry(index: i, distance: d)) }
                }
            }
        }
        return found.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
    }

    package func population(_ i: Int) -> Int { populations[i] }
    package func country(_ i: Int) -> String { countries[i] }
    package func zone(_ i: Int) -> String { zoneNames[Int(zones[i])] }
    /// "US|NJ": the place's country and first-level division; empty when GeoNames has none.
    func region(_ i: Int) -> String { regionCodes[Int(regions[i])] }
    package func point(_ i: Int) -> GeoPoint? { GeoPoint(latitude: latitudes[i], longitude: longitudes[i]) }

    package func name(_ i: Int) -> PlaceName.Name {
        func field(_ k: Int) -> String? {
            let start = offsets[i * Self.namesPerPlace + k], end = offsets[i * Self.namesPerPlace + k + 1]
            return start == end ? nil : String(decoding: text[start ..< end], as: UTF8.self)
        }
        let local = field(0) ?? ""
        return PlaceName.Name(local: local, ascii: field(1) ?? local, native: field(2), es: field(3), centre: point(i),
                              population: populations[i])
    }

    private static func bucket(latitude: Double, longitude: Double) -> Int {
        let row = min(179, max(0, Int((latitude + 90).rounded(.down))))
        let column = (Int((longitude + 180).rounded(.down)) % 360 + 360) % 360
        return row * 360 + column
    }

    private mutating func buildIndex() {
        let buckets = (0 ..< count).map { Self.bucket(latitude: latitudes[$0], longitude: longitudes[$0]) }
        var counts = [Int](repeating: 0, count: 180 * 360 + 1)
        for b in buckets { counts[b + 1] += 1 }
        for b in 1 ..< counts.count { counts[b] += counts[b - 1] }
        bucketStarts = counts
        var next = counts
        bucketed = [Int32](repeating: 0, count: count)
        for (i, b) in buckets.enumerated() {
            bucketed[next[b]] = Int32(i)
            next[b] += 1
        }
    }
}
