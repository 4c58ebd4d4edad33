/// The ids of the card kinds, as deck.json names them, in the order of `CardKinds.all`: the
/// spec's ten (§7.1) first, the time-based ones it falls back on (§7.2) and the extras after.
public enum CardType: String, Sendable, Codable, CaseIterable {
    case title
    case coverage
    case topPlace = "top-place"
    case topPlaces = "top-places"
    case peakDay = "peak-day"
    case peakMonth = "peak-month"
    case timeOfDay = "time-of-day"
    case distinctPlaces = "distinct-places"
    case newPlace = "new-place"
    case biggestTrip = "biggest-trip"
    case yearInPixels = "year-in-pixels"
    case streak
    case busiestWeek = "busiest-week"
    case weekday
    case photosPerWeek = "photos-per-week"
    case map
    case yearOverYear = "year-over-year"
    case camera
    case finale

    /// Cards about places, left out when too few photos have a location.
    public var isAboutPlaces: Bool {
        CardKinds.kind(self).subject == .places
    }

    /// Cards about when photos were taken, which a deck with too few locations is about.
    public var isAboutTime: Bool {
        CardKinds.kind(self).subject == .time
    }
}
