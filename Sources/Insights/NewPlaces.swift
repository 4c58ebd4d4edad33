import Model
import Store
import Moments
import Places

/// A place of the range first photographed in it.
public struct NewPlace: Sendable, Equatable {
    public var placeID: String
    public var firstVisit: LocalDateTime
    /// No located photo of the history within `newRegionMinDistanceMeters`: a first trip
    /// somewhere, not a new corner of a city photographed before.
    public var isNewRegion: Bool
}

/// What is known about first visits in the range.
public enum NewPlaceFinding: Sendable, Equatable {
    /// Located photos in fewer than `newPlaceMinHistoryMonths` of the `newPlaceHistoryMonths`
    /// before the range: "first" is unknowable.
    case unknownHistory
    /// Every place of the range had been photographed before.
    case none
    /// Places, not home, with no photo in or beside their cells before the range: new cities
    /// or regions first, then new corners of known ones, each by rank.
    case found([NewPlace])

    /// The best of them.
    public var best: NewPlace? {
        guard case let .found(places) = self else { return nil }
        return places.first
    }
}

/// Stage step: which places of the range are firsts. Consumes the ranked places and the
/// located photos from before the range; produces the candidates, best first.
public enum NewPlaces {
    public static func find(places: [Place], earlier: [EarlierPhoto], range: DateRange) -> NewPlaceFinding {
        guard historyMonths(earlier, before: range.start) >= InsightRules.newPlaceMinHistoryMonths else { return .unknownHistory }
        var seen: Set<GridCell> = []
        var spots: [Spot: GeoPoint] = [:]
        for photo in earlier {
            seen.insert(GridCell(containing: photo.point))
            spots[Spot(photo.point)] = photo.point
        }
        let new = places.filter { place in
            !place.isHome && !place.cluster.cells.flatMap({ [$0] + $0.neighbours }).contains(where: seen.contains)
        }.map { place in
            NewPlace(placeID: place.cluster.id, firstVisit: place.cluster.firstCapture,
                     isNewRegion: !spots.values.contains { Earth.distance($0, place.cluster.centroid) < InsightRules.newRegionMinDistanceMeters })
        }
        guard !new.isEmpty else { return .none }
        return .found(new.filter(\.isNewRegion) + new.filter { !$0.isNewRegion })
    }

    /// How many of the `newPlaceHistoryMonths` months before `start` hold a located photo. A
    /// month is counted back from the range's first day: for a range starting 15 March, the
    /// nearest is 15 February to 14 March.
    static func historyMonths(_ earlier: [EarlierPhoto], before start: CivilDate) -> Int {
        var months: Set<Int> = []
        for photo in earlier {
            let date = photo.time.date
            let apart = (start.year * 12 + start.month) - (date.year * 12 + date.month)
            let back = date.day >= start.day ? apart - 1 : apart
            if (0 ..< InsightRules.newPlaceHistoryMonths).contains(back) { months.insert(back) }
        }
        return months.count
    }
}

/// A position to about a kilometre: years of history come down to the spots a person has been,
/// few enough to measure every new place against, and a kilometre is nothing beside
/// `newRegionMinDistanceMeters`.
private struct Spot: Hashable {
    let latitude: Int
    let longitude: Int

    init(_ point: GeoPoint) {
        latitude = Int((point.latitude * 100).rounded())
        longitude = Int((point.longitude * 100).rounded())
    }
}
