import Model

/// What the offline geocoder says of a position: never a street, at most a neighbourhood.
public struct PlaceName: Sendable, Equatable, Codable {
    public struct Name: Sendable, Equatable, Codable {
        /// GeoNames' name, in Latin script with its diacritics: "Zürich", "Shibuya".
        public var local: String
        /// The same without diacritics: "Zurich".
        public var ascii: String
        /// In the place's own script where that is not Latin: "渋谷", "Москва".
        public var native: String?
        /// The Spanish exonym where Spanish has its own: "Londres", "Múnich" (see scripts/build-geonames.py).
        public var es: String?
        /// GeoNames' point for the place: where "central" is, and what "north" is north of.
        public var centre: GeoPoint?
        /// GeoNames' population, 0 where unknown.
        public var population: Int
    }

    public enum Kind: String, Sendable, Codable {
        /// "Area, City" or "City, Country".
        case settled
        /// No place within reach: "Somewhere near <nearest>".
        case near
        /// Nothing anywhere near: the sea or the wild, by its rounded coordinates.
        case remote
    }

    public var kind: Kind
    /// A district inside a larger city's reach (`GeocodeRules.areaTiers`): the plain label's area.
    public var area: Name?
    /// The smaller named place of the city (`GeocodeRules.nearbyAreaMinPopulation` or more) that
    /// the point lies in: what a listing uses to tell apart two places that would share a label.
    /// Nil where the point lies in none.
    public var nearbyArea: Name?
    /// The nearest such place within `GeocodeRules.nearPlaceMaxMeters`, whether or not the point
    /// lies in it: what a listing names a place near ("Central London near Holborn") when
    /// nothing else tells it apart.
    public var nearPlace: Name?
    /// The city, town or village; for `near`, the nearest place.
    public var city: Name?
    /// ISO 3166 code of the city's country.
    public var countryCode: String?
    /// IANA zone of the nearest place, for turning instants into local time.
    public var timeZone: String?
    /// The position rounded to 0.1°, for `remote`.
    public var roundedLatitude: Double?
    public var roundedLongitude: Double?

    package init(kind: Kind, area: Name? = nil, nearbyArea: Name? = nil, nearPlace: Name? = nil, city: Name? = nil, countryCode: String? = nil, timeZone: String? = nil, roundedLatitude: Double? = nil, roundedLongitude: Double? = nil) {
        self.kind = kind
        self.area = area
        self.nearbyArea = nearbyArea
        self.nearPlace = nearPlace
        self.city = city
        self.countryCode = countryCode
        self.timeZone = timeZone
        self.roundedLatitude = roundedLatitude
        self.roundedLongitude = roundedLongitude
    }
}
