import Foundation
import Model

/// A place: neighbouring grid cells merged, with the photos taken there.
public struct PlaceCluster: Sendable, Equatable {
    /// The key of its densest cell: stable while that cell stays the densest.
    public let id: String
    public let cells: [GridCell]
    /// Asset ids in capture order.
    public let photoIDs: [Int64]
    public let distinctDays: Int
    public let firstCapture: LocalDateTime
    public let lastCapture: LocalDateTime
    public let centroid: GeoPoint
    /// From the centroid to the furthest photo.
    public let radiusMeters: Double
    /// Distinct days with a photo in the evening or at night (see `PlaceRules`).
    public let eveningDays: Int

    public var photoCount: Int { photoIDs.count }

    /// Ranking: photo count, then distinct days, then the earlier first visit, then the id.
    public static func ranksBefore(_ a: PlaceCluster, _ b: PlaceCluster) -> Bool {
        if a.photoCount != b.photoCount { return a.photoCount > b.photoCount }
        if a.distinctDays != b.distinctDays { return a.distinctDays > b.distinctDays }
        if a.firstCapture != b.firstCapture { return a.firstCapture < b.firstCapture }
        return a.id < b.id
    }
}

extension GeoPoint {
    /// The mean position of points on the sphere: the average of their unit vectors, so that
    /// a place across the antimeridian is not averaged onto the other side of the world.
    package static func centroid(of points: some Sequence<GeoPoint>) -> GeoPoint? {
        var x = 0.0, y = 0.0, z = 0.0
        for p in points {
            let lat = p.latitude * .pi / 180, lon = p.longitude * .pi / 180
            x += cos(lat) * cos(lon)
            y += cos(lat) * sin(lon)
            z += sin(lat)
        }
        let horizontal = (x * x + y * y).squareRoot()
        guard horizontal > 0 || z != 0 else { return nil }
        return GeoPoint(latitude: atan2(z, horizontal) * 180 / .pi, longitude: atan2(y, x) * 180 / .pi)
    }
}
