/// A rectangle on the Equal Earth map (`MapPoint` units), y pointing north.
public struct MapBox: Sendable, Equatable, Codable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest box holding every point; nil for none.
    public init?(_ points: some Sequence<MapPoint>) {
        var box: MapBox?
        for p in points { box = box.map { $0.union(MapBox(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)) } ?? MapBox(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y) }
        guard let box else { return nil }
        self = box
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }
    public var midX: Double { (minX + maxX) / 2 }
    public var midY: Double { (minY + maxY) / 2 }

    public func union(_ other: MapBox) -> MapBox {
        MapBox(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    public func intersects(_ other: MapBox) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    public func contains(_ p: MapPoint) -> Bool {
        (minX ... maxX).contains(p.x) && (minY ... maxY).contains(p.y)
    }

    /// The same centre, each side at least `width` × `height`.
    package func grown(toWidth width: Double, height: Double) -> MapBox {
        let w = max(self.width, width) / 2, h = max(self.height, height) / 2
        return MapBox(minX: midX - w, minY: midY - h, maxX: midX + w, maxY: midY + h)
    }

    /// Each side pushed out by `share` of the box's width or height.
    func padded(by share: Double) -> MapBox {
        let dx = width * share, dy = height * share
        return MapBox(minX: minX - dx, minY: minY - dy, maxX: maxX + dx, maxY: maxY + dy)
    }
}
