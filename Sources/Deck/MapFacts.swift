import Atlas
import Foundation
import Insights
import Model
import Moments
import Places

/// Every number of the map card, named once.
public enum MapRules {
    /// Dot positions are rounded to this many degrees (about 11 km) before they go into the
    /// deck: finer than a dot on the card needs nothing, and a city's public centre loses nothing.
    public static let coordinateStep = 0.1
    /// The card draws at most this many dots, the cities with most photos: more would merge
    /// into blots on a country map, and the alt text lists every one drawn.
    public static let maxDots = 30
    /// Arcs from home go to at most this many cities, those with most photos: the trips, not
    /// every stop on the way.
    public static let maxArcs = 6
    /// A city gets an arc when its centre is at least this far from home's: the distance that
    /// makes a day a trip day (`InsightRules.tripMinDistanceMeters`).
    public static let arcMinDistanceMeters = InsightRules.tripMinDistanceMeters
    /// A city nearer than this share of an arc's length to the end of an arc already given (to a
    /// city with more photos) shares it, gets none: seen from home the two arcs would run
    /// within about 8° of each other, a double line on the card (Kyoto beside Tokyo seen from
    /// London, 0.04), while Porto beside Lisbon (0.17) still parts from it.
    public static let arcShareOfTrip = 0.15
    /// Names set on the map beside their dots, most photos first (home always named): more
    /// crowd a story card's map.
    public static let maxLabels = 5
    /// Cities named beneath the map, most photos first: five short names fit the detail's four
    /// lines with room for long ones; more become "+N more".
    public static let citiesNamed = 5
    /// Without a located photo outside the home city, the card needs at least this many places
    /// (the issue's rule): a year at home alone is one dot.
    public static let minPlacesAtHome = 3
    /// … and in any case at least this many dots: home and the places of its city are one dot, and
    /// a map of one dot says no more than the top-place card.
    public static let minDots = 2
}

extension DeckFacts {
    /// The map card: every visible place as a dot at its city's public centre, home and the
    /// places of its city as one dot at the city's centre, arcs from home to the cities a trip
    /// away. Nil when the outlines are missing, when the year has no located photo outside the
    /// home city and fewer than `MapRules.minPlacesAtHome` places, or when it has fewer than
    /// `MapRules.minDots` dots.
    package func map() -> CardPayload? {
        guard case let .success(world) = WorldOutlines.bundled else { return nil }
        return MapFacts(insights: insights, options: options).payload(world: world)
    }
}

/// The map card's facts, from the ranked (visible) places only.
struct MapFacts {
    package let insights: Insights
    package let options: DeckOptions

    private struct Dot {
        var centre: GeoPoint
        var photos: Int
        var label: String
        var country: String?
        var isHome: Bool
    }

    /// The city a place is in, as a key: its GeoNames name, country and centre.
    private static func cityKey(_ name: PlaceName) -> String? {
        guard let city = name.city, let centre = city.centre else { return nil }
        return "\(city.local)|\(name.countryCode ?? "")|\(centre.latitude)|\(centre.longitude)"
    }

    package func payload(world: WorldOutlines) -> CardPayload? {
        let places = insights.places
        let language = options.language
        let cities = VisitedCities(places.ranked + places.hidden)
        // Home is drawn only when it is visible and named by a city: its one dot is that city's centre.
        // A hidden home takes its city's dot with it: the deck before the hide called that dot
        // "Home", and after it must not name the city or count its photos.
        let home = places.home.flatMap { $0.isHidden ? nil : $0 }
        let hiddenHomeCity = places.home.flatMap { $0.isHidden ? Self.cityKey(cities.cityName(of: $0)) : nil }
        let homeCity = home.flatMap { Self.cityKey(cities.cityName(of: $0)) }
        let homeCentre = home.flatMap { cities.cityName(of: $0).city?.centre }
        var dots: [String: Dot] = [:]
        var order: [String] = []
        var awayPhotos = 0
        for place in places.ranked {
            let photos = place.cluster.photoIDs.filter { !places.hiddenPhotoIDs.contains($0) }.count
            guard photos > 0 else { continue }
            let name = cities.cityName(of: place)
            let key: String, centre: GeoPoint
            if let city = Self.cityKey(name), let cityCentre = name.city?.centre {
                (key, centre) = (city, cityCentre)
            } else if let homeCentre, !place.isHome, Earth.distance(place.cluster.centroid, homeCentre) >= MapRules.arcMinDistanceMeters {
                // Out in the wild, far from home: its position, rounded below, is no one's address.
                (key, centre) = ("place|\(place.cluster.id)", place.cluster.centroid)
            } else {
                continue
            }
            guard key != hiddenHomeCity else { continue }
            let isHome = key == homeCity
            if !isHome { awayPhotos += photos }
            if dots[key] == nil {
                let label = isHome ? places.label(of: home!, language: language, revealHome: options.revealHome)
                    : PlaceLabel.cityText(name, language: language) ?? PlaceLabel.coordinates(name)
                dots[key] = Dot(centre: centre, photos: 0, label: label, country: name.countryCode, isHome: isHome)
                order.append(key)
            }
            dots[key]!.photos += photos
        }
        guard awayPhotos > 0 || places.ranked.count >= MapRules.minPlacesAtHome, dots.count >= MapRules.minDots else { return nil }
        let sorted = order.compactMap { dots[$0] }.enumerated()
            .sorted { a, b in (a.element.isHome ? 1 : 0, a.element.photos, -a.offset) > (b.element.isHome ? 1 : 0, b.element.photos, -b.offset) }
            .map(\.element).prefix(MapRules.maxDots)
        var arcEnds: [MapPoint] = []
        let homePoint = homeCentre.map { EqualEarth.project($0) }
        let shown = sorted.map { dot -> CardPayload.MapDot in
            let far = homeCentre.map { Earth.distance($0, dot.centre) >= MapRules.arcMinDistanceMeters } ?? false
            let end = EqualEarth.project(dot.centre)
            let sharesTrip = homePoint.map { home in
                arcEnds.contains { end.distance(to: $0) < MapRules.arcShareOfTrip * home.distance(to: $0) }
            } ?? false
            let arc = !dot.isHome && homeCity != nil && far && !sharesTrip && arcEnds.count < MapRules.maxArcs
            if arc { arcEnds.append(end) }
            return CardPayload.MapDot(longitude: Self.rounded(dot.centre.longitude), latitude: Self.rounded(dot.centre.latitude),
                                      photos: dot.photos, label: dot.label, country: dot.country, isHome: dot.isHome, arc: arc)
        }
        var countryPhotos: [String: Int] = [:]
        for dot in shown { if let code = dot.country { countryPhotos[code, default: 0] += dot.photos } }
        let countries = countryPhotos.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
        let extent = MapExtent.choose(shown.map { (EqualEarth.project(longitude: $0.longitude, latitude: $0.latitude), $0.country) }, world: world)
        return .map(.init(extent: extent.kind, frame: extent.box.rounded, countries: countries,
                          countryNames: countries.map { language.locale.localizedString(forRegionCode: $0) ?? $0 },
                          dots: Array(shown), labelled: min(shown.count, MapRules.maxLabels)))
    }

    package static func rounded(_ degrees: Double) -> Double {
        let steps = (1 / MapRules.coordinateStep).rounded()
        return (degrees * steps).rounded() / steps
    }
}

extension MapPoint {
    /// The straight distance on the map, in map units.
    package func distance(to other: MapPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

extension MapBox {
    /// To 0.001 map units (about 60 m): deck.json stays short and stable.
    package var rounded: MapBox {
        func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return MapBox(minX: r(minX), minY: r(minY), maxX: r(maxX), maxY: r(maxY))
    }
}
