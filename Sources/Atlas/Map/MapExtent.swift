/// How much of the world a map card shows.
public enum MapExtentKind: String, Sendable, Codable {
    /// One country: every place of the year is in it.
    case country
    /// Several countries that fit a continent or a region of one.
    case region
    /// Places too far apart for anything less.
    case world
}

/// Chooses what a map card shows: the year's places and the countries they are in, with margins,
/// shaped to the card.
///
/// The frame holds every dot, and each visited country (its mainland, `Country.mainland`) together
/// with the rings the dots are on, so that a trip to Lisbon shows Portugal, not a square of sea.
/// One country is a `country` map; a frame within `worldShare` of the world's width and height
/// is a `region`; anything larger is the `world`, cut at `worldSouthLatitude` and
/// `worldNorthLatitude`.
public enum MapExtent {
    /// Sea around the frame, as a share of its width and height on each side: room for the dots'
    /// labels at the edges.
    public static let marginShare = 0.12
    /// The smallest frame, in map units (about 9° of longitude at the equator): a year in one
    /// small country or one city is still drawn with its neighbours around it.
    public static let minSpan = 0.16
    /// A frame wider or taller than this share of the world's is shown as the world: a region map
    /// that big has lost the shapes that make it readable.
    public static let worldShare = 0.6
    /// A country whose outline's box is more than this many times its largest ring's is framed by
    /// that ring: Japan keeps Hokkaido and Kyushu, France leaves French Guiana out.
    public static let overseasAreaRatio = 4.0
    /// The world map leaves out the Antarctic and the Arctic Ocean: no dots are drawn there and
    /// they would take a third of the height.
    public static let worldSouthLatitude = -58.0
    public static let worldNorthLatitude = 84.0

    public static var worldBox: MapBox {
        MapBox(minX: -EqualEarth.maxX, minY: EqualEarth.project(longitude: 0, latitude: worldSouthLatitude).y,
               maxX: EqualEarth.maxX, maxY: EqualEarth.project(longitude: 0, latitude: worldNorthLatitude).y)
    }

    /// The kind of map and its frame (before it is shaped to a card) for dots at `points`, each in
    /// the country with the given ISO code (nil where unknown).
    public static func choose(_ points: [(point: MapPoint, country: String?)], world: WorldOutlines) -> (kind: MapExtentKind, box: MapBox) {
        let countries = Set(points.compactMap(\.country))
        var frame = MapBox(points.map(\.point)) ?? worldBox
        for code in countries {
            guard let country = world.country(code) else { continue }
            frame = frame.union(country.mainland)
            for p in points where p.country == code {
                if let ring = country.ringBox(containing: p.point) { frame = frame.union(ring) }
            }
        }
        let world = worldBox
        if frame.width > worldShare * world.width || frame.height > worldShare * world.height { return (.world, world) }
        let box = frame.padded(by: marginShare).grown(toWidth: minSpan, height: minSpan)
        return (countries.count <= 1 ? .country : .region, box)
    }

    /// `box` grown about its centre to `aspect` (width over height), kept within the world's
    /// frame; where the world itself is too narrow or too flat for the aspect, the world's side
    /// is kept and the drawing leaves the rest empty.
    public static func fitted(_ box: MapBox, aspect: Double) -> MapBox {
        let grown = box.aspect < aspect ? box.grown(toWidth: box.height * aspect, height: 0) : box.grown(toWidth: 0, height: box.width / aspect)
        let world = worldBox
        let width = min(grown.width, world.width), height = min(grown.height, world.height)
        let x = min(max(grown.midX - width / 2, world.minX), world.maxX - width)
        let y = min(max(grown.midY - height / 2, world.minY), world.maxY - height)
        return MapBox(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }
}

extension MapBox {
    /// Width over height.
    public var aspect: Double { height > 0 ? width / height : .infinity }
}
