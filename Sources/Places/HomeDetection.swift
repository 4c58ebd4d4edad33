/// Home: the place with the most distinct evenings (a photo between `eveningStartHour` and
/// `eveningEndHour`, a night counting for the day it began), on at least `homeMinEveningDays`
/// of them. Ties go to more distinct days, then more photos, then the smaller id. It is
/// found among every place, hidden ones included: a hidden home is still home.
public enum HomeDetection {
    public static func home(among places: [PlaceCluster]) -> PlaceCluster? {
        places.filter { $0.eveningDays >= PlaceRules.homeMinEveningDays }.max { a, b in
            if a.eveningDays != b.eveningDays { return a.eveningDays < b.eveningDays }
            if a.distinctDays != b.distinctDays { return a.distinctDays < b.distinctDays }
            if a.photoCount != b.photoCount { return a.photoCount < b.photoCount }
            return a.id > b.id
        }
    }
}
