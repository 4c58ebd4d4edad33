import Model
import Store
import Moments
import Places

/// The longest run of days spent away from home.
public struct Trip: Sendable, Equatable {
    public var run: DaySpan
    /// Every counted photo of those days, located or not.
    public var photoCount: Int
    /// The visible place away from home with the most photos on those days, if any.
    public var placeID: String?
    /// Every visible place away from home with photos on those days, in the order the trip
    /// reached them.
    public var placeIDs: [String]
    public var distanceMeters: Double
    /// Asset ids of the trip's photos, for its representatives.
    public var photoIDs: [Int64]
}

public enum TripFinder {
    /// Consecutive days on which most located photos are more than `tripMinDistanceMeters`
    /// from home; a day without located photos ends a run. Longest first, then more photos,
    /// then the earlier. The photos of `hidden` (those in hidden areas) are left out. `places`
    /// are the visible places, best first (`FoundPlaces.ranked`): it needs neither their names
    /// nor their labels.
    public static func biggestTrip(photos: [AssetRecord], indexByID: RowIndex, leaving hidden: Set<Int64>, home: PlaceCluster,
                                   places: [PlaceCluster]) -> Trip? {
        var located: [Int: (away: Int, total: Int)] = [:]
        var perDay: [Int: Int] = [:]
        photos.forEachRow { _, photo in
            guard let time = photo.localTime, photo.precision.knowsDay, !hidden.contains(photo.id ?? -1) else { return }
            perDay[time.dayNumber, default: 0] += 1
            guard let point = photo.location else { return }
            let away = Earth.distance(point, home.centroid) > InsightRules.tripMinDistanceMeters
            located[time.dayNumber, default: (0, 0)].total += 1
            if away { located[time.dayNumber, default: (0, 0)].away += 1 }
        }
        let awayDays = located.filter { $0.value.away * 2 > $0.value.total }.keys.sorted().map { CivilDate(dayNumber: $0) }
        var runs: [DaySpan] = []
        for day in awayDays {
            if let last = runs.last, last.end.adding(days: 1) == day {
                runs[runs.count - 1].end = day
            } else {
                runs.append(DaySpan(start: day, end: day))
            }
        }
        func photoCount(_ run: DaySpan) -> Int {
            (run.start.dayNumber ... run.end.dayNumber).reduce(0) { $0 + (perDay[$1] ?? 0) }
        }
        guard let best = runs.map({ (run: $0, count: photoCount($0)) }).max(by: { a, b in
            (a.run.days, a.count, -a.run.start.dayNumber) < (b.run.days, b.count, -b.run.start.dayNumber)
        })?.run else { return nil }
        let days = best.start.dayNumber ... best.end.dayNumber
        func onTrip(_ photo: RowView) -> (id: Int64, time: LocalDateTime)? {
            guard let time = photo.localTime, photo.precision.knowsDay, days.contains(time.dayNumber),
                  let id = photo.id, !hidden.contains(id)
            else { return nil }
            return (id, time)
        }
        var tripPhotoIDs: [Int64] = [], farthest = 0.0
        photos.forEachRow { _, photo in
            guard let (id, _) = onTrip(photo) else { return }
            tripPhotoIDs.append(id)
            if let point = photo.location { farthest = max(farthest, Earth.distance(point, home.centroid)) }
        }
        // Places near home photographed on the way out or back are not where the trip went.
        // Each place's photos are looked up in the rows, not in a table of the trip's times,
        // which grew with the trip.
        // A place's index among `places` orders it as its rank does.
        let away = places.indices.filter { Earth.distance(places[$0].centroid, home.centroid) > InsightRules.tripMinDistanceMeters }
        let visited = away.compactMap { index -> (index: Int, count: Int, first: LocalDateTime)? in
            let times = places[index].photoIDs.compactMap { id in indexByID[id].flatMap { i in photos.withRow(at: i) { onTrip($0)?.time } } }
            return times.min().map { (index, times.count, $0) }
        }
        let place = visited.max { a, b in (a.count, -a.index) < (b.count, -b.index) }.map { places[$0.index] }
        let distance = place.map { Earth.distance($0.centroid, home.centroid) } ?? farthest
        let arrivals = visited.sorted { ($0.first, $0.index) < ($1.first, $1.index) }
        return Trip(run: best, photoCount: tripPhotoIDs.count, placeID: place?.id, placeIDs: arrivals.map { places[$0.index].id },
                    distanceMeters: distance, photoIDs: tripPhotoIDs)
    }
}
