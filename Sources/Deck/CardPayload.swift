import Insights

/// A place as a card shows it.
public struct PlaceFace: Sendable, Equatable, Codable {
    public var rank: Int
    public var label: String
    /// The name in the place's own script, set beneath the label.
    public var nativeLabel: String?
    public var photoCount: Int
    public var distinctDays: Int
    public var isHome: Bool
    /// Photos that stand for it: paths relative to the library.
    public var photos: [String]
}

/// What a card's layout draws, beside its title and body: each kind's facts, defined in its
/// file under Cards/. Photos are paths relative to the library; dates are `YYYY-MM-DD` in
/// deck.json, and typed (`ISODate`) in the kinds that have moved to it.
public enum CardPayload: Sendable, Equatable {
    case title(Title)
    case coverage(Coverage)
    case topPlace(PlaceFace)
    case topPlaces(TopPlaces)
    case peakDay(PeakDay)
    case peakMonth(PeakMonth)
    case timeOfDay(TimeOfDay)
    case distinctPlaces(DistinctPlaces)
    case newPlace(NewPlace)
    case biggestTrip(Trip)
    case yearInPixels(YearInPixels)
    case streak(Streak)
    case busiestWeek(BusiestWeek)
    case weekday(Weekday)
    case photosPerWeek(PhotosPerWeek)
    case map(Map)
    case yearOverYear(YearOverYear)
    case camera(Camera)
    case finale(Finale)

    public var type: CardType {
        switch self {
        case .title: .title
        case .coverage: .coverage
        case .topPlace: .topPlace
        case .topPlaces: .topPlaces
        case .peakDay: .peakDay
        case .peakMonth: .peakMonth
        case .timeOfDay: .timeOfDay
        case .distinctPlaces: .distinctPlaces
        case .newPlace: .newPlace
        case .biggestTrip: .biggestTrip
        case .yearInPixels: .yearInPixels
        case .streak: .streak
        case .busiestWeek: .busiestWeek
        case .weekday: .weekday
        case .photosPerWeek: .photosPerWeek
        case .map: .map
        case .yearOverYear: .yearOverYear
        case .camera: .camera
        case .finale: .finale
        }
    }

    /// Every photo the card shows, in order.
    public var photos: [String] {
        switch self {
        case let .title(p): p.photos
        case let .topPlace(p): p.photos
        case let .topPlaces(p): p.places.flatMap(\.photos)
        case let .peakDay(p): p.photos
        case let .newPlace(p): p.place.photos
        case let .biggestTrip(p): p.photos
        case let .finale(p): p.photos
        default: []
        }
    }
}

/// One card: its words and the data its layout draws.
public struct Card: Sendable, Equatable, Codable {
    public var type: CardType { payload.type }
    public var title: String
    public var body: String
    /// Everything the card says, for a screen reader.
    public var altText: String
    /// The words its poster sets.
    public var face: CardFace
    public var payload: CardPayload

    private enum Keys: String, CodingKey { case type, title, body, altText, face, payload }

    public init(title: String, body: String, altText: String, face: CardFace, payload: CardPayload) {
        self.title = title
        self.body = body
        self.altText = altText
        self.face = face
        self.payload = payload
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(type, forKey: .type)
        try c.encode(title, forKey: .title)
        try c.encode(body, forKey: .body)
        try c.encode(altText, forKey: .altText)
        try c.encode(face, forKey: .face)
        switch payload {
        case let .title(p): try c.encode(p, forKey: .payload)
        case let .coverage(p): try c.encode(p, forKey: .payload)
        case let .topPlace(p): try c.encode(p, forKey: .payload)
        case let .topPlaces(p): try c.encode(p, forKey: .payload)
        case let .peakDay(p): try c.encode(p, forKey: .payload)
        case let .peakMonth(p): try c.encode(p, forKey: .payload)
        case let .timeOfDay(p): try c.encode(p, forKey: .payload)
        case let .distinctPlaces(p): try c.encode(p, forKey: .payload)
        case let .newPlace(p): try c.encode(p, forKey: .payload)
        case let .biggestTrip(p): try c.encode(p, forKey: .payload)
        case let .yearInPixels(p): try c.encode(p, forKey: .payload)
        case let .streak(p): try c.encode(p, forKey: .payload)
        case let .busiestWeek(p): try c.encode(p, forKey: .payload)
        case let .weekday(p): try c.encode(p, forKey: .payload)
        case let .photosPerWeek(p): try c.encode(p, forKey: .payload)
        case let .map(p): try c.encode(p, forKey: .payload)
        case let .yearOverYear(p): try c.encode(p, forKey: .payload)
        case let .camera(p): try c.encode(p, forKey: .payload)
        case let .finale(p): try c.encode(p, forKey: .payload)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        title = try c.decode(String.self, forKey: .title)
        body = try c.decode(String.self, forKey: .body)
        altText = try c.decode(String.self, forKey: .altText)
        face = try c.decode(CardFace.self, forKey: .face)
        payload = switch try c.decode(CardType.self, forKey: .type) {
        case .title: .title(try c.decode(CardPayload.Title.self, forKey: .payload))
        case .coverage: .coverage(try c.decode(CardPayload.Coverage.self, forKey: .payload))
        case .topPlace: .topPlace(try c.decode(PlaceFace.self, forKey: .payload))
        case .topPlaces: .topPlaces(try c.decode(CardPayload.TopPlaces.self, forKey: .payload))
        case .peakDay: .peakDay(try c.decode(CardPayload.PeakDay.self, forKey: .payload))
        case .peakMonth: .peakMonth(try c.decode(CardPayload.PeakMonth.self, forKey: .payload))
        case .timeOfDay: .timeOfDay(try c.decode(CardPayload.TimeOfDay.self, forKey: .payload))
        case .distinctPlaces: .distinctPlaces(try c.decode(CardPayload.DistinctPlaces.self, forKey: .payload))
        case .newPlace: .newPlace(try c.decode(CardPayload.NewPlace.self, forKey: .payload))
        case .biggestTrip: .biggestTrip(try c.decode(CardPayload.Trip.self, forKey: .payload))
        case .yearInPixels: .yearInPixels(try c.decode(CardPayload.YearInPixels.self, forKey: .payload))
        case .streak: .streak(try c.decode(CardPayload.Streak.self, forKey: .payload))
        case .busiestWeek: .busiestWeek(try c.decode(CardPayload.BusiestWeek.self, forKey: .payload))
        case .weekday: .weekday(try c.decode(CardPayload.Weekday.self, forKey: .payload))
        case .photosPerWeek: .photosPerWeek(try c.decode(CardPayload.PhotosPerWeek.self, forKey: .payload))
        case .map: .map(try c.decode(CardPayload.Map.self, forKey: .payload))
        case .yearOverYear: .yearOverYear(try c.decode(CardPayload.YearOverYear.self, forKey: .payload))
        case .camera: .camera(try c.decode(CardPayload.Camera.self, forKey: .payload))
        case .finale: .finale(try c.decode(CardPayload.Finale.self, forKey: .payload))
        }
    }
}
