import Model

/// Home, for dating: the centre of the 0.1° square (about 11 km) where the library's located
/// photos span the most days; more photos break a tie, then the lower latitude, then the lower
/// longitude. A photo dated as a copy (`TimePrecision.copied`) is left out: its day is the
/// copy's. Counted from the cache's rows on a rescan (`AppDatabase.homePoint`), and from a
/// first scan's records as they are committed, which then reads none back.
package struct HomeSquares {
    /// A square by its centre, in tenths of a degree, rounded half away from zero.
    private struct Square: Hashable {
        var latitude: Int32
        var longitude: Int32
    }

    private struct SquareDay: Hashable {
        var square: Square
        var day: Int
    }

    private var seen: Set<SquareDay> = []
    private var squares: [Square: (days: Int, photos: Int)] = [:]

    package init() {}

    /// Counts a located photo by its square and its local day.
    package mutating func add(_ point: GeoPoint, localTime: LocalDateTime) {
        let square = Square(latitude: Self.tenths(point.latitude), longitude: Self.tenths(point.longitude))
        let isNewDay = seen.insert(SquareDay(square: square, day: localTime.dayNumber)).inserted
        squares[square, default: (0, 0)].days += isNewDay ? 1 : 0
        squares[square, default: (0, 0)].photos += 1
    }

    /// Counts records as `homePoint` reads their rows, each where it lies: a record handed to
    /// another module is copied whole.
    package mutating func add(_ records: [AssetRecord]) {
        for i in records.indices {
            guard records[i].problem == nil, records[i].precision != .copied, let point = records[i].location,
                  let time = records[i].localTime
            else { continue }
            add(point, localTime: time)
        }
    }

    /// The centre of the square with the most days; nil without located photos.
    package var home: GeoPoint? {
        let best = squares.min { a, b in
            (-a.value.days, -a.value.photos, a.key.latitude, a.key.longitude)
                < (-b.value.days, -b.value.photos, b.key.latitude, b.key.longitude)
        }
        return best.flatMap { GeoPoint(latitude: Double($0.key.latitude) / 10, longitude: Double($0.key.longitude) / 10) }
    }

    private static func tenths(_ degrees: Double) -> Int32 {
        Int32((degrees * 10).rounded(.toNearestOrAwayFromZero))
    }
}
