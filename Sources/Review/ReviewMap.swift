import Atlas
import Foundation

/// The places map's ground: the Natural Earth outlines around the places, in Equal Earth, as
/// one SVG path the page draws its dots over.
struct MapView: Encodable, Equatable {
    /// The SVG viewBox, in map units with y pointing down.
    var viewBox: String
    var outlines: String
}

enum ReviewMap {
    /// The outlines of the area `points` span (the world when they span most of it), every
    /// ring that reaches into it.
    static func view(points: [MapPoint]) -> MapView {
        let world = try? WorldOutlines.bundled.get()
        let box = world.map { MapExtent.choose(points.map { (point: $0, country: nil) }, world: $0).box } ?? MapExtent.worldBox
        var path = ""
        for country in world?.countries ?? [] {
            for (ring, ringBox) in zip(country.rings, country.ringBoxes) where ringBox.intersects(box) {
                path += "M" + ring.map { "\(number($0.x)) \(number(-$0.y))" }.joined(separator: "L") + "Z"
            }
        }
        return MapView(viewBox: [box.minX, -box.maxY, box.width, box.height].map(number).joined(separator: " "), outlines: path)
    }

    /// Four decimals of a map unit are some 70 m at the equator: finer than a pixel of the map.
    static func number(_ value: Double) -> String {
        String(format: "%.4f", value)
    }
}
