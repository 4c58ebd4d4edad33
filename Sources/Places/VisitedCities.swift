import Model
import Atlas

/// The cities a year's places lie in, as a person counts them. The geocoder names a place
/// beyond every city's reach after its nearest settlement, and near a city whose reach is
/// drawn small for its size that settlement is often one of its districts: Restelo, 6.3 km
/// from the centre of Lisbon (reach 5.8 km). Such a place belongs to the city with places of
/// its own whose reach, widened by `districtMarginMeters`, takes in the settlement's centre.
public struct VisitedCities: Sendable {
    /// How far past a city's reach a smaller settlement still counts as one of its districts:
    /// about a district's radius (`GeocodeRules.nearbyAreaMaxMeters`).
    public static let districtMarginMeters = GeocodeRules.nearbyAreaMaxMeters

    private var cityByPlace: [String: PlaceName] = [:]
    /// How many cities the places lie in.
    public private(set) var count = 0

    public init(_ places: [Place]) {
        let cities = places.filter { ($0.name.city?.population ?? 0) >= GeocodeRules.cityMinPopulation }.map(\.name)
        for place in places {
            guard let settlement = place.name.city, let centre = settlement.centre,
                  settlement.population < GeocodeRules.cityMinPopulation else { continue }
            let joined = cities
                .filter { $0.countryCode == place.name.countryCode }
                .compactMap { city -> (name: PlaceName, distance: Double)? in
                    guard let cityCentre = city.city?.centre, let population = city.city?.population else { return nil }
                    let distance = Earth.distance(centre, cityCentre)
                    return distance <= GeocodeRules.reachMeters(population: population) + Self.districtMarginMeters ? (city, distance) : nil
                }
                .min { $0.distance < $1.distance }
            if let joined {
                cityByPlace[place.cluster.id] = PlaceName(kind: .settled, city: joined.name.city, countryCode: joined.name.countryCode,
                                                          timeZone: joined.name.timeZone)
            }
        }
        count = Set(places.compactMap { place in
            let name = cityName(of: place)
            return name.city.map { "\($0.local)|\(name.countryCode ?? "")" }
        }).count
    }

    /// The place's name as far as its city: the city it is a district of, else its own.
    public func cityName(of place: Place) -> PlaceName {
        cityByPlace[place.cluster.id] ?? place.name
    }
}
