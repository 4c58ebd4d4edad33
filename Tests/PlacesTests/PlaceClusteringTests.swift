import Foundation
import Testing
@testable import Model
@testable import Places

/// Points in metres around an origin, on a local flat approximation (fine at these scales).
struct Scatter {
    let origin: GeoPoint

    func point(east: Double, north: Double) -> GeoPoint {
        let lat = origin.latitude + north / Earth.metersPerDegree
        let lon = origin.longitude + east / (Earth.metersPerDegree * cos(origin.latitude * .pi / 180))
        return GeoPoint(latitude: lat, longitude: lon > 180 ? lon - 360 : (lon < -180 ? lon + 360 : lon))!
    }
}

func photos(_ points: [GeoPoint], startingAt first: Int64 = 1, day: Int = 0) -> [LocatedPhoto] {
    points.enumerated().map { i, p in
        LocatedPhoto(assetID: first + Int64(i), point: p,
                     time: LocalDateTime(secondsSinceEpoch: Int64(20_000 + day + i % 5) * 86_400 + Int64(i) * 60))
    }
}

@Suite("Grid clustering")
struct PlaceClusteringTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let points: [GeoPoint]
        /// Expected place sizes, largest first.
        let sizes: [Int]
    }

    static let london = Scatter(origin: GeoPoint(latitude: 51.5, longitude: -0.12)!)
    static let oslo = Scatter(origin: GeoPoint(latitude: 59.91, longitude: 10.75)!)

    static func cluster(_ s: Scatter, east: Double, north: Double, count: Int, spread: Double) -> [GeoPoint] {
        (0 ..< count).map { i in
            let angle = Double(i) * 2.399963  // golden angle: an even spread
            let r = spread * (Double(i) + 0.5).squareRoot() / Double(count).squareRoot()
            return s.point(east: east + r * cos(angle), north: north + r * sin(angle))
        }
    }

    static let cases: [Case] = [
        Case(testDescription: "points just either side of a cell edge are one place",
             points: {
                 let edge = GridCell(containing: london.origin).span.east
                 let lat = london.origin.latitude
                 return (0 ..< 3).map { _ in GeoPoint(latitude: lat, longitude: edge - 1e-6)! }
                     + (0 ..< 3).map { _ in GeoPoint(latitude: lat, longitude: edge + 1e-6)! }
             }(),
             sizes: [6]),
        Case(testDescription: "neighbours across rows of different widths merge (60°N)",
             points: {
                 let cell = GridCell(containing: GeoPoint(latitude: 60.0, longitude: 10.0)!)
                 let above = GridCell.centreLatitude(row: cell.row + 1)
                 let (west, _) = cell.span
                 return Array(repeating: GeoPoint(latitude: GridCell.centreLatitude(row: cell.row), longitude: west + 1e-7)!, count: 3)
                     + Array(repeating: GeoPoint(latitude: above, longitude: west - 1e-7)!, count: 3)
             }(),
             sizes: [6]),
        Case(testDescription: "the antimeridian does not split a place",
             points: Array(repeating: GeoPoint(latitude: -16.5, longitude: 179.9999)!, count: 4)
                + Array(repeating: GeoPoint(latitude: -16.5, longitude: -179.9999)!, count: 4),
             sizes: [8]),
        Case(testDescription: "photos around the North Pole are one place",
             points: (0 ..< 8).map { GeoPoint(latitude: 89.9997, longitude: -180 + Double($0) * 45)! },
             sizes: [8]),
        Case(testDescription: "two places 300 m apart stay two",
             points: cluster(london, east: 0, north: 0, count: 12, spread: 25) + cluster(london, east: 300, north: 0, count: 10, spread: 25),
             sizes: [12, 10]),
        Case(testDescription: "a 100 m wide plaza stays one",
             points: (0 ..< 40).map { london.point(east: Double($0 % 8) * 14, north: Double($0 / 8) * 24) },
             sizes: [40]),
        Case(testDescription: "fewer than 3 photos is no place",
             points: [london.origin, london.origin],
             sizes: []),
    ]

    @Test(arguments: cases)
    func sizes(_ c: Case) {
        let places = PlaceClustering.places(from: photos(c.points))
        #expect(places.map(\.photoCount) == c.sizes)
    }

    @Test("photos are parted at the row without photos that parts them most evenly, if it leaves an eighth on one side",
          arguments: [([4, 4, 5, 5, 6, 6], nil), ([4, 4, 6, 6, 6], 2), ([1, 3, 3, 3, 3, 3, 3, 3], 1), ([1, 3, 3, 3, 3, 3, 3, 3, 3], nil),
                      ([1, 1, 3, 3, 3, 9, 9, 9, 9, 9, 9], 5), ([], nil), ([7], nil)] as [([Int], Int?)])
    func partingRow(_ rows: [Int], at expected: Int?) {
        #expect(EmptyRowSplit.partingRow(rows) == expected)
    }

    @Test("places either side of a row without photos, clustered apart, are the places clustered together")
    func parted() {
        let south = (0 ..< 30).flatMap { i in Self.cluster(Self.london, east: Double(i) * 700, north: 0, count: 3 + i % 4, spread: 20) }
        let north = (0 ..< 30).flatMap { i in Self.cluster(Self.oslo, east: Double(i) * 700, north: 0, count: 3 + i % 5, spread: 20) }
        let input = photos(north + south)
        let rows = input.map { GridCell(containing: $0.point).row }.sorted()
        #expect(EmptyRowSplit.partingRow(rows) != nil)
        let apart = (PlaceClustering.places(from: Array(input[..<north.count])) + PlaceClustering.places(from: Array(input[north.count...])))
            .sorted(by: PlaceCluster.ranksBefore)
        #expect(PlaceClustering.places(from: input) == apart)
        #expect(apart.count == 60)
    }

    @Test("a 3 km walk along a river does not chain into one place")
    func walk() {
        let points = (0 ..< 75).map { Self.london.point(east: Double($0) * 40, north: 0) }
        let places = PlaceClustering.places(from: photos(points))
        #expect(places.count >= 6)
        for place in places {
            let span = place.cells.flatMap { a in place.cells.map { b in Earth.distance(a.centre, b.centre) } }.max() ?? 0
            #expect(span <= PlaceRules.maxPlaceExtentMeters)
        }
    }

    @Test("the antimeridian place's centroid stays on the antimeridian")
    func antimeridianCentroid() throws {
        let points = [GeoPoint(latitude: -16.5, longitude: 179.9999)!, GeoPoint(latitude: -16.5, longitude: -179.9999)!]
        let place = try #require(PlaceClustering.places(from: photos(points + points)).first)
        #expect(abs(abs(place.centroid.longitude) - 180) < 0.001)
        #expect(place.radiusMeters < 50)
    }

    @Test("null island and half a fix are no location at all")
    func noLocation() {
        #expect(GeoPoint(latitude: 0, longitude: 0) == nil)
        #expect(GeoPoint(latitude: .nan, longitude: 1) == nil)
        #expect(GeoPoint(latitude: 91, longitude: 1) == nil)
        #expect(GeoPoint(latitude: 1, longitude: 180.5) == nil)
    }

    @Test("ranking ties break by first visit, then id, whatever the input order")
    func ties() {
        let a = Self.cluster(Self.london, east: 0, north: 0, count: 5, spread: 10)
        let b = Self.cluster(Self.oslo, east: 0, north: 0, count: 5, spread: 10)
        let input = photos(a, startingAt: 100, day: 3) + photos(b, startingAt: 1, day: 0)
        let ranked = PlaceClustering.places(from: input)
        #expect(ranked.count == 2)
        #expect(ranked[0].firstCapture < ranked[1].firstCapture)
        #expect(PlaceClustering.places(from: input.reversed()) == ranked)
        #expect(PlaceClustering.places(from: input.shuffled()) == ranked)
    }

    @Test("cells: neighbours are mutual and a cell's id is stable")
    func neighbours() {
        for point in [Self.london.origin, GeoPoint(latitude: 60, longitude: 179.9999)!, GeoPoint(latitude: -89.9999, longitude: 3)!] {
            let cell = GridCell(containing: point)
            for neighbour in cell.neighbours {
                #expect(neighbour.neighbours.contains(cell), "\(cell) and \(neighbour)")
            }
            #expect(cell.key == GridCell(containing: point).key)
            #expect(cell.key.count == 8)
        }
    }

    /// Every cell of the rows nearest the poles, where a row holds one or a few cells and a
    /// cell's neighbours wrap around, and cells either side of the antimeridian.
    static let edgeCells: [GridCell] = {
        let rows = Array(0 ..< 4) + Array((GridCell.rowCount - 4) ..< GridCell.rowCount)
        let polar = rows.flatMap { row in (0 ..< GridCell.columnCount(row: row)).map { GridCell(row: row, column: $0) } }
        let equator = GridCell.rowCount / 2
        let count = GridCell.columnCount(row: equator)
        return polar + [0, 1, count - 1].map { GridCell(row: equator, column: $0) }
    }()

    @Test("cells: neighbours are listed once each, in order, never the cell itself")
    func neighboursListedOnce() {
        #expect(Self.edgeCells.contains { GridCell.columnCount(row: $0.row) == 1 })
        for cell in Self.edgeCells {
            let neighbours = cell.neighbours
            #expect(Set(neighbours).count == neighbours.count, "\(cell)")
            #expect(neighbours == neighbours.sorted(), "\(cell)")
            #expect(!neighbours.contains(cell), "\(cell)")
            #expect(!neighbours.isEmpty, "\(cell)")
        }
    }

    /// Clustering orders the photos by this word: it must order cells as cells order, and give
    /// back the cell, from the poles' rows to the equator's last column.
    @Test("cells: the one-word key orders cells as they order, and gives the cell back")
    func oneWordKey() {
        let cells = Self.edgeCells + [GridCell(containing: Self.london.origin), GridCell(row: GridCell.rowCount - 1, column: 0)]
        for a in cells {
            #expect(GridCell(sortKey: a.sortKey) == a, "\(a)")
            for b in cells {
                #expect((a.sortKey < b.sortKey) == (a < b), "\(a) \(b)")
            }
        }
    }
}
