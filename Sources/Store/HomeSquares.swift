import Model

/// Home, for dating: the centre of the 0.1° square (about 11 km) where the library's located
/// photos span the most days; more photos break a tie, then the lower latitude, then the lower
/// longitude. A photo dated as a copy (`TimePrecision.copied`) is left out: its day is the
/// copy's. Counted from the cache's rows on a rescan (`AppDatabase.homePoint`), and from a
/// first scan's records as they are committed, which then reads none back.
package struct HomeSquares {
    /// Each photo's square and day, packed into one number in the order the choice sorts by
    /// (latitude, longitude, day): a photo costs an append while a scan commits, where a set of
    /// squares and days hashed each photo three times on the committing thread.
    private var photos: [UInt64] = []

    /// Tenths of a degree from the south pole and from the antimeridian, and days from `dayBias`.
    private static let longitudeBits = 12, dayBits = 40
    private static let dayBias = 1 << (dayBits - 1)

    package init() {}

    /// Counts a located photo by its square and its local day.
    package mutating func add(_ point: GeoPoint, localTime: LocalDateTime) {
        let latitude = UInt64(Self.tenths(point.latitude) + 900), longitude = UInt64(Self.tenths(point.longitude) + 1800)
        let day = UInt64(clamping: localTime.dayNumber + Self.dayBias) & (1 << Self.dayBits - 1)
        photos.append(latitude << (Self.longitudeBits + Self.dayBits) | longitude << Self.dayBits | day)
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
        let sorted = photos.sorted()
        var best: (square: UInt64, days: Int, photos: Int)?
        var start = 0
        while start < sorted.count {
            let square = sorted[start] >> Self.dayBits
            var end = start, days = 0
            while end < sorted.count, sorted[end] >> Self.dayBits == square {
                if end == start || sorted[end] != sorted[end - 1] { days += 1 }
                end += 1
            }
            // Squares come in ascending order: a later one must do better to win a tie.
            if best.map({ (days, end - start) > ($0.days, $0.photos) }) ?? true { best = (square, days, end - start) }
            start = end
        }
        return best.flatMap { best in
            let latitude = Int(best.square >> Self.longitudeBits) - 900, longitude = Int(best.square & (1 << Self.longitudeBits - 1)) - 1800
            return GeoPoint(latitude: Double(latitude) / 10, longitude: Double(longitude) / 10)
        }
    }

    private static func tenths(_ degrees: Double) -> Int {
        Int((degrees * 10).rounded(.toNearestOrAwayFromZero))
    }
}
