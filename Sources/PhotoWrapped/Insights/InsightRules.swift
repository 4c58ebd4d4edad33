/// Every number the insights use, named once; the README quotes them.
public enum InsightRules {
    /// "First time at" is only known when the library holds photos from at least this many
    /// days before the range.
    public static let newPlaceMinHistoryDays = 90
    /// A day is away from home when most of its located photos are further than this.
    public static let tripMinDistanceMeters = 100_000.0
    /// Bumped whenever an insight or the deck changes meaning; stored runs from other
    /// versions are not reused.
    public static let algorithmVersion = 1
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
    public static func biggestTrip(photos: [AssetRecord], home: PlaceCluster, places: [Place]) -> Trip? {
        var located: [Int: (away: Int, total: Int)] = [:]
        for photo in photos {
            guard let point = photo.location, let time = photo.localTime else { continue }
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
        func photosOn(_ run: DayRun) -> [AssetRecord] {
            photos.filter { ($0.localTime?.dayNumber).map { (run.start.dayNumber ... run.end.dayNumber).contains($0) } ?? false }
        }
        guard let best = runs.max(by: { a, b in
            (a.days, photosOn(a).count, -a.start.dayNumber) < (b.days, photosOn(b).count, -b.start.dayNumber)
        }) else { return nil }
        let tripPhotos = photosOn(best)
        let ids = Set(tripPhotos.compactMap(\.id))
        let place = places.max { a, b in
            (a.cluster.photoIDs.filter(ids.contains).count, -(a.rank ?? Int.max)) < (b.cluster.photoIDs.filter(ids.contains).count, -(b.rank ?? Int.max))
        }.flatMap { $0.cluster.photoIDs.contains(where: ids.contains) ? $0 : nil }
        let distance = place.map { Earth.distance($0.cluster.centroid, home.centroid) }
            ?? tripPhotos.compactMap(\.location).map { Earth.distance($0, home.centroid) }.max() ?? 0
        return Trip(run: best, photoCount: tripPhotos.count, placeID: place?.cluster.id, distanceMeters: distance,
                    photoIDs: tripPhotos.compactMap(\.id))
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
