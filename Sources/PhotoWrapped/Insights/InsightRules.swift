/// Every number the insights use, named once; docs/ALGORITHMS.md quotes them.
public enum InsightRules {
    /// "First time at" is only known when the library holds photos from at least this many
    /// days before the range.
    public static let newPlaceMinHistoryDays = 90
    /// A day is away from home when most of its located photos are further than this.
    public static let tripMinDistanceMeters = 100_000.0
    /// Bumped whenever an insight or the deck changes meaning; stored runs from other
    /// versions are not reused.
    /// 2: time statistics by precision; copy bursts kept out of days and hours.
    public static let algorithmVersion = 2
    /// Photos kept in reserve for cards whose own photos cannot be decoded.
    public static let spareCount = 36
}

/// The longest run of days spent away from home.
public struct Trip: Sendable, Equatable {
    public var run: DayRun
    /// Every counted photo of those days, located or not.
    public var photoCount: Int
    /// The visible place with the most photos on those days, if any.
    public var placeID: String?
    public var distanceMeters: Double
    /// Asset ids of the trip's photos, for its representatives.
    public var photoIDs: [Int64]
}

public enum TripFinder {
    /// Consecutive days on which most located photos are more than `tripMinDistanceMeters`
    /// from home; a day without located photos ends a run. Longest first, then more photos,
    /// then the earlier.
    public static func biggestTrip(photos: some Collection<AssetRecord>, home: PlaceCluster, places: [Place]) -> Trip? {
        var located: [Int: (away: Int, total: Int)] = [:]
        var perDay: [Int: Int] = [:]
        for photo in photos {
            guard let time = photo.localTime, photo.precision.knowsDay else { continue }
            perDay[time.dayNumber, default: 0] += 1
            guard let point = photo.location else { continue }
            let away = Earth.distance(point, home.centroid) > InsightRules.tripMinDistanceMeters
            located[time.dayNumber, default: (0, 0)].total += 1
            if away { located[time.dayNumber, default: (0, 0)].away += 1 }
        }
        let awayDays = located.filter { $0.value.away * 2 > $0.value.total }.keys.sorted().map { CivilDate(dayNumber: $0) }
        var runs: [DayRun] = []
        for day in awayDays {
            if let last = runs.last, last.end.adding(days: 1) == day {
                runs[runs.count - 1].end = day
            } else {
                runs.append(DayRun(start: day, end: day))
            }
        }
        func photoCount(_ run: DayRun) -> Int {
            (run.start.dayNumber ... run.end.dayNumber).reduce(0) { $0 + (perDay[$1] ?? 0) }
        }
        guard let best = runs.map({ (run: $0, count: photoCount($0)) }).max(by: { a, b in
            (a.run.days, a.count, -a.run.start.dayNumber) < (b.run.days, b.count, -b.run.start.dayNumber)
        })?.run else { return nil }
        let days = best.start.dayNumber ... best.end.dayNumber
        var tripPhotoIDs: [Int64] = [], farthest = 0.0
        for photo in photos {
            guard let day = photo.localTime?.dayNumber, photo.precision.knowsDay, days.contains(day), let id = photo.id else { continue }
            tripPhotoIDs.append(id)
            if let point = photo.location { farthest = max(farthest, Earth.distance(point, home.centroid)) }
        }
        let ids = Set(tripPhotoIDs)
        let place = places.map { (place: $0, count: $0.cluster.photoIDs.filter(ids.contains).count) }
            .max { a, b in (a.count, -(a.place.rank ?? Int.max)) < (b.count, -(b.place.rank ?? Int.max)) }
            .flatMap { $0.count > 0 ? $0.place : nil }
        let distance = place.map { Earth.distance($0.cluster.centroid, home.centroid) } ?? farthest
        return Trip(run: best, photoCount: tripPhotoIDs.count, placeID: place?.cluster.id, distanceMeters: distance,
                    photoIDs: tripPhotoIDs)
    }
}

/// What is known about a first visit in the range.
public enum NewPlaceFinding: Sendable, Equatable {
    /// Fewer than `newPlaceMinHistoryDays` days of photos before the range: "first" is unknowable.
    case unknownHistory
    /// Every place of the range had been photographed before.
    case none
    /// The best-ranked place, not home, with no photo in or beside its cells before the range.
    case found(placeID: String, firstVisit: LocalDateTime)
}

public enum NewPlaces {
    public static func find(places: [Place], earlierPoints: [GeoPoint], earliestBefore: LocalDateTime?, range: DateRange) -> NewPlaceFinding {
        guard let earliest = earliestBefore,
              range.start.dayNumber - earliest.dayNumber >= InsightRules.newPlaceMinHistoryDays
        else { return .unknownHistory }
        var seen: Set<GridCell> = []
        for point in earlierPoints { seen.insert(GridCell(containing: point)) }
        for place in places where !place.isHome {
            let around = place.cluster.cells.flatMap { [$0] + $0.neighbours }
            if !around.contains(where: seen.contains) {
                return .found(placeID: place.cluster.id, firstVisit: place.cluster.firstCapture)
            }
        }
        return .none
    }
}
