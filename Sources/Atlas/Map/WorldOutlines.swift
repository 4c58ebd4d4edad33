import Foundation
import Metadata
import Model

/// The countries of the world as the map card draws them, projected once with Equal Earth: Natural
/// Earth's 1:110m outlines for the world (`scripts/build-naturalearth.py`, `bundled`), and the
/// Digital Chart of the World's, simplified to the tightest zoom, for a map of a country or a
/// region (`scripts/build-dcw.py`, `detailed`), where 1:110m shows as a few straight segments.
public struct WorldOutlines: Sendable {
    public struct Country: Sendable {
        /// ISO 3166-1 alpha-2, as GeoNames gives the places' countries.
        public var code: String
        /// Natural Earth's English name, for reading the data; cards name countries through the locale.
        public var name: String
        /// Outer rings and holes alike, to be filled with the even-odd rule.
        public var rings: [[MapPoint]]
        public var ringBoxes: [MapBox]
        public var box: MapBox

        /// The country as a map frames it: all of it, unless that is more than
        /// `MapExtent.overseasAreaRatio` times its largest ring's box (France with French Guiana,
        /// the United States with Alaska and Hawaii): then the largest ring, the mainland.
        public var mainland: MapBox {
            let largest = ringBoxes.max { $0.width * $0.height < $1.width * $1.height } ?? box
            return box.width * box.height > MapExtent.overseasAreaRatio * largest.width * largest.height ? largest : box
        }

        /// The box of the ring holding `point`, if any does.
        public func ringBox(containing point: MapPoint) -> MapBox? {
            zip(rings, ringBoxes).first { ring, box in box.contains(point) && Self.inside(point, ring) }?.1
        }

        private static func inside(_ p: MapPoint, _ ring: [MapPoint]) -> Bool {
            var inside = false
            var j = ring.count - 1
            for i in ring.indices {
                let (a, b) = (ring[i], ring[j])
                if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
                j = i
            }
            return inside
        }
    }

    public var countries: [Country]
    private var index: [String: Int]

    public init(countries: [Country]) {
        self.countries = countries
        index = Dictionary(countries.enumerated().map { ($1.code, $0) }, uniquingKeysWith: { a, _ in a })
    }

    public func country(_ code: String) -> Country? {
        index[code].map { countries[$0] }
    }

    /// Coordinates in the Natural Earth file are integer hundredths of a degree (about 1 km, finer than 1:110m).
    public static let worldUnitsPerDegree = 100.0
    /// … and in the DCW file thousandths (110 m, under a tenth of a pixel at the tightest zoom).
    public static let detailedUnitsPerDegree = 1000.0

    /// The outlines in a gzipped file (`DataFolder.worldOutlinesName` or `detailedOutlinesName`),
    /// whose coordinates are integers in units of 1 / `unitsPerDegree` degree.
    public static func load(from url: URL, unitsPerDegree: Double) throws(PhotoWrappedError) -> WorldOutlines {
        let subject = url.lastPathComponent
        let bytes: [UInt8]
        do {
            bytes = try Gzip.decompress(Data(contentsOf: url))
        } catch {
            throw PhotoWrappedError(.badInput, stage: "data", subject: subject, reason: "\(error)")
        }
        do throws(OutlineText.Damage) {
            let countries = try ByteText.reading(bytes) { text throws(OutlineText.Damage) in
                try OutlineText.lines(text).map { line throws(OutlineText.Damage) in try country(line, unitsPerDegree: unitsPerDegree) }
            }
            guard !countries.isEmpty else { throw OutlineText.Damage(reason: "no country") }
            return WorldOutlines(countries: countries)
        } catch {
            throw PhotoWrappedError(.badInput, stage: "data", subject: subject, reason: error.reason)
        }
    }

    /// The country of one line: its code, its name, and its rings projected.
    private static func country(_ line: ByteText, unitsPerDegree: Double) throws(OutlineText.Damage) -> Country {
        let fields = OutlineText.fields(line)
        guard fields.count == 3 else { throw OutlineText.Damage(reason: "a line has \(fields.count) fields, not 3") }
        let code = OutlineText.string(fields[0])
        var rings: [[MapPoint]] = []
        for ring in OutlineText.rings(fields[2]) {
            var points: [MapPoint] = []
            var x = 0, y = 0
            let complete = OutlineText.pairs(ring) { dx, dy in
                x += dx
                y += dy
                points.append(EqualEarth.project(longitude: Double(x) / unitsPerDegree, latitude: Double(y) / unitsPerDegree))
            }
            guard complete, points.count >= 3 else { throw OutlineText.Damage(reason: "a ring of \(code) is malformed") }
            rings.append(points)
        }
        let boxes = rings.compactMap { MapBox($0) }
        guard let box = boxes.dropFirst().reduce(boxes.first, { $0?.union($1) }) else { throw OutlineText.Damage(reason: "\(code) has no ring") }
        return Country(code: code, name: OutlineText.string(fields[1]), rings: rings, ringBoxes: boxes, box: box)
    }

    /// The world's outlines in the data folder, read once per process.
    public static let bundled: Result<WorldOutlines, PhotoWrappedError> = Result { () throws(PhotoWrappedError) in
        try load(from: DataFolder.worldOutlines(), unitsPerDegree: worldUnitsPerDegree)
    }

    /// The detailed outlines in the data folder, read once per process, when a map first needs them.
    public static let detailed: Result<WorldOutlines, PhotoWrappedError> = Result { () throws(PhotoWrappedError) in
        try load(from: DataFolder.detailedOutlines(), unitsPerDegree: detailedUnitsPerDegree)
    }

    /// A map finer than this (map units per pixel) is drawn with the detailed outlines. 1:110m's
    /// median edge is about 0.01 units (70 km), 5 pixels here: closer in its edges show as
    /// straight segments and corners. Further out (a map from London to Tokyo, the
    /// world) the two look alike and 1:110m draws in a fraction of the time.
    public static let detailedUnitsPerPixel = 0.002

    /// The outlines a map drawn at `unitsPerPixel` uses: the detailed ones when it is finer than
    /// `detailedUnitsPerPixel` (and the file is there), else 1:110m.
    public static func drawn(unitsPerPixel: Double) -> WorldOutlines? {
        if unitsPerPixel < detailedUnitsPerPixel, case let .success(outlines) = detailed { return outlines }
        return try? bundled.get()
    }
}
