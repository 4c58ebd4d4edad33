import Atlas

extension CardPayload {
    /// A dot of the map card: a city, or home, at its public centre.
    public struct MapDot: Sendable, Equatable, Codable {
        /// Degrees, rounded to `MapRules.coordinateStep`: a city's GeoNames centre, never a photo's position.
        public var longitude: Double
        public var latitude: Double
        public var photos: Int
        /// The city in the deck's language, or "Home".
        public var label: String
        /// ISO 3166-1 alpha-2, when known.
        public var country: String?
        public var isHome: Bool
        /// True when an arc is drawn to it from home.
        public var arc: Bool
    }

    public struct Map: Sendable, Equatable, Codable {
        public var extent: MapExtentKind
        /// The frame in Equal Earth units, before it is shaped to the card (`MapExtent.fitted`).
        public var frame: MapBox
        /// The visited countries, tinted, most photos first: ISO codes…
        public var countries: [String]
        /// … and their names in the deck's language.
        public var countryNames: [String]
        /// The cities, home first, then most photos first.
        public var dots: [MapDot]
        /// How many dots carry their name on the map: the first ones.
        public var labelled: Int
    }
}
