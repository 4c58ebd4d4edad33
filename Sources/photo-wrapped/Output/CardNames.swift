import Deck


extension CardType {
    /// The card as a person knows it, for the summary after `generate` ("Top places", not the
    /// `top-places` of deck.json).
    var name: String {
        switch self {
        case .title: "Title"
        case .coverage: "Coverage"
        case .topPlace: "Top place"
        case .topPlaces: "Top places"
        case .peakDay: "Peak day"
        case .peakMonth: "Peak month"
        case .timeOfDay: "Time of day"
        case .distinctPlaces: "Where you went"
        case .newPlace: "A first"
        case .biggestTrip: "Biggest trip"
        case .yearInPixels: "Year in pixels"
        case .streak: "Streak"
        case .busiestWeek: "Busiest week"
        case .weekday: "Weekday"
        case .photosPerWeek: "Photos per week"
        case .map: "Map"
        case .yearOverYear: "Year over year"
        case .camera: "Camera"
        case .finale: "Finale"
        }
    }
}
