import Foundation
import Model
import Synchronization

/// Every number the offline labels use, named once; docs/ALGORITHMS.md quotes them.
public enum GeocodeRules {
    /// A city is a place of at least this many people…
    public static let cityMinPopulation = 100_000
    /// …whose reach, this many metres per square root of its population, covers the point
    /// (London, 9 million: 24 km; Lisbon, 0.5 million: 5.8 km).
    public static let reachMetersPerSqrtPopulation = 8.0

    /// How far a place of `population` people reaches from its centre.
    public static func reachMeters(population: Int) -> Double {
        reachMetersPerSqrtPopulation * Double(population).squareRoot()
    }
    /// Far enough to find the reach of the largest cities.
    public static let citySearchMeters = 40_000.0
    /// An area inside a city is a place of at least this many people that the point lies in
    /// (`neighbourhoodSpacingFactor`), within this distance, trying each pair in turn: a
    /// district, or failing one a neighbourhood, never a street. (Kew, 11,400 people 650 m
    /// away, names Kew Gardens.)
    public static let areaTiers: [(minPopulation: Int, maxDistanceMeters: Double)] = [(15_000, 1_500), (5_000, 1_000)]
    /// A nearby area, what a listing tells two places of one city apart by, is a place of at
    /// least this many people inside the city: GeoNames' sections and suburbs (Kentish Town,
    /// Kreuzberg, Sasazuka) go down to about this size, streets never appear.
    public static let nearbyAreaMinPopulation = 1_000
    /// …never further than this from the point: the radius of the largest sections (Berlin's
    /// Ortsteile average 10 km², 1.8 km across half).
    public static let nearbyAreaMaxMeters = 3_000.0
    /// GeoNames gives a neighbourhood as a point, so a point lies in it when it is nearer that
    /// point than any other place of the neighbourhood's size or more (the city's own point
    /// among them), and within its radius: the smaller of its reach (`reachMeters`) and this
    /// many times its spacing, the mean distance to the `neighbourhoodSpacingNeighbours` nearest
    /// such places of its rank (`neighbourhoodPeerFraction`). In an even layout of spacing s each neighbourhood holds an s × s square, and
    /// a disc of that square's area has a radius of 0.56 s: further than that a point lies in a
    /// gap the points do not cover (a park, a river, a town's edge), and the city names it.
    public static let neighbourhoodSpacingFactor = 0.56
    public static let neighbourhoodSpacingNeighbours = 3
    /// A neighbourhood's spacing is measured among its peers, the places of at least this
    /// fraction of its people: GeoNames lists a city's wards beside the neighbourhoods inside
    /// them (Shinjuku, 349,000 people, beside Yotsuya, Sendagaya and Kabukichō), and a ward is
    /// as large as the wards around it, not as the neighbourhoods within it.
    public static let neighbourhoodPeerFraction = 0.25
    /// A place of `nearbyAreaMinPopulation` or more this close is near enough to name a point
    /// by ("near Holborn") where it does not hold it: the largest `areaTiers` distance.
    public static let nearPlaceMaxMeters = 1_500.0
    /// With no city in reach, the nearest place within this distance names the point…
    public static let settledMaxDistanceMeters = 25_000.0
    /// …else "Somewhere near" the nearest within this one; else the coordinates.
    public static let nearMaxDistanceMeters = 150_000.0
    /// The time zone comes from the nearest place within this distance.
    public static let zoneMaxDistanceMeters = 300_000.0
    /// Remote points are shown rounded to this many degrees.
    public static let remoteRoundingDegrees = 0.1
    /// Every place a name looks at lies within this distance of the point: the zone search is
    /// the widest; a neighbourhood's spacing is measured within `nearbyAreaMaxMeters` ÷
    /// `neighbourhoodSpacingFactor` of a place at most `nearbyAreaMaxMeters` away. A table of only the places this
    /// near the points to name names them exactly as the whole table does.
    public static let widestSearchMeters = zoneMaxDistanceMeters
}

/// Names positions offline from the bundled GeoNames table:
///
/// - **City**: the most populous place of `cityMinPopulation` or more whose reach covers the
///   point and that lies in the point's region (the state, prefecture or Land of the nearest
///   place of `nearbyAreaMinPopulation` or more: a reach stops at a border); else the nearest
///   place within `settledMaxDistanceMeters`. Either way, a place that is a district of a larger
///   city of the region belongs to that city (`owner`): Restelo is a part of Lisbon.
/// - **Area**: a place of the first `areaTiers` size that the point lies in (`neighbourhood`),
///   smaller than the city and not named after it ("Paris 16 Passy" is not an area of Paris,
///   it is Paris). Small places are not the plain label's areas: nearest-centre matching on
///   them is what gives other tools their wrong names.
/// - **Nearby area**: the same for places of `nearbyAreaMinPopulation` or more. A listing names
///   places by it only when two would share a label.
/// - **Near place**: the nearest of those within `nearPlaceMaxMeters`, held or not: a listing's
///   last words for places nothing else tells apart.
/// - Nothing settled near: "Somewhere near" the nearest within `nearMaxDistanceMeters`, else the
///   coordinates rounded to `remoteRoundingDegrees`.
public struct ReverseGeocoder: Sendable {
    package let table: GeoNamesTable
    /// Each neighbourhood's radius, measured once: measuring looks at the places around it,
    /// which costs more than the rest of a name.
    private let radii = NeighbourhoodRadii()

    /// The geocoder over the GeoNames table in the data folder (`DataFolder`).
    public static func bundled() throws(PhotoWrappedError) -> ReverseGeocoder {
        ReverseGeocoder(table: try GeoNamesTable.load(from: DataFolder.geoNamesTable()))
    }

    /// The geocoder over the bundled table's places within `GeocodeRules.widestSearchMeters` of
    /// `points`, for naming those points only: parsing a few cities' lines of the table instead
    /// of all of them is what keeps a regenerate after a hide, which names a handful of new
    /// centres, from paying for the whole table.
    public static func bundled(near points: [GeoPoint]) throws(PhotoWrappedError) -> ReverseGeocoder {
        ReverseGeocoder(table: try GeoNamesTable.load(from: DataFolder.geoNamesTable(),
                                                      near: points, within: GeocodeRules.widestSearchMeters))
    }

    /// Whether `name(at:)` names `point` as the whole table would: its table holds every place
    /// within the widest search of the point.
    package func namesExactly(_ point: GeoPoint) -> Bool {
        table.covers(point, within: GeocodeRules.widestSearchMeters)
    }

    public func name(at point: GeoPoint) -> PlaceName {
        let nearby = table.places(near: point, within: GeocodeRules.citySearchMeters)
        let zone = (nearby.first.map { table.zone($0.index) })
            ?? table.places(near: point, within: GeocodeRules.zoneMaxDistanceMeters).first.map { table.zone($0.index) }
        // A city's reach stops at its state or country: Jersey City is not a part of New York.
        let region = nearby.first { table.population($0.index) >= GeocodeRules.nearbyAreaMinPopulation }
            .map { table.region($0.index) }.flatMap { $0.isEmpty ? nil : $0 }
        let cities = nearby.filter { table.population($0.index) >= GeocodeRules.cityMinPopulation }
            .filter { entry in region.map { table.region(entry.index) == $0 } ?? true }
        let city = cities.filter { $0.distance <= reach($0.index) }
            .max { (table.population($0.index), -$0.distance) < (table.population($1.index), -$1.distance) }
        guard let place = city ?? nearby.first(where: { $0.distance <= GeocodeRules.settledMaxDistanceMeters }) else {
            return unsettled(point, zone: zone)
        }
        let owner = owner(of: place.index, among: cities)
        let named = owner ?? place.index
        let cityName = table.name(named)
        var result = PlaceName(kind: .settled, city: cityName, countryCode: table.country(named), timeZone: zone)
        guard city != nil || owner != nil else { return result }
        /// The place of `minPopulation` or more that the point lies in, if it is a part of the city.
        func area(minPopulation: Int, within meters: Double) -> PlaceName.Name? {
            guard let nearest = nearby.first(where: { table.population($0.index) >= minPopulation }), nearest.distance <= meters,
                  nearest.index != named, isPart(nearest.index, of: named),
                  nearest.distance <= radius(nearest.index, minPopulation: minPopulation, within: meters)
            else { return nil }
            return table.name(nearest.index)
        }
        result.area = GeocodeRules.areaTiers.lazy.compactMap { area(minPopulation: $0.minPopulation, within: $0.maxDistanceMeters) }.first
        result.nearbyArea = area(minPopulation: GeocodeRules.nearbyAreaMinPopulation, within: GeocodeRules.nearbyAreaMaxMeters)
        result.nearPlace = nearby.lazy.prefix { $0.distance <= GeocodeRules.nearPlaceMaxMeters }.first { entry in
            entry.index != named && table.population(entry.index) >= GeocodeRules.nearbyAreaMinPopulation && isPart(entry.index, of: named)
        }.map { table.name($0.index) }
        return result
    }

    /// The city that `place` is a district of: the most populous of `cities` (places of
    /// `cityMinPopulation` or more of the point's region) larger than it whose reach holds its
    /// point; for a place smaller than a city, also one whose reach meets its own, as a district
    /// at a city's edge is part of the city's built-up area while a city keeps its own name.
    /// Nil when none does.
    func owner(of place: Int, among cities: [GeoNamesTable.Entry]) -> Int? {
        guard let point = table.point(place) else { return nil }
        let population = table.population(place)
        let margin = population < GeocodeRules.cityMinPopulation ? reach(place) : 0
        return cities.lazy.map(\.index).filter { self.table.population($0) > population }
            .filter { city in self.table.point(city).map { Earth.distance($0, point) <= self.reach(city) + margin } == true }
            .max { self.table.population($0) < self.table.population($1) }
    }

    /// Whether a place is a part of `city`: smaller, not named after it, and within its reach
    /// as `owner` measures it.
    private func isPart(_ place: Int, of city: Int) -> Bool {
        guard table.population(place) < table.population(city),
              !table.name(place).ascii.lowercased().contains(table.name(city).ascii.lowercased()),
              let point = table.point(place), let centre = table.point(city)
        else { return false }
        return Earth.distance(point, centre) <= reach(city) + reach(place)
    }

    /// How far from its point a neighbourhood of `minPopulation` or more reaches, at most
    /// `meters`: its reach, or `neighbourhoodSpacingFactor` times its spacing among its peers
    /// (`neighbourhoodPeerFraction`, and `minPopulation` or more), whichever is smaller.
    /// Peers further than `meters` ÷ the factor count as that far: they cannot change it.
    func radius(_ place: Int, minPopulation: Int, within meters: Double) -> Double {
        let key = NeighbourhoodRadii.Key(place: place, minPopulation: minPopulation, meters: meters)
        if let known = radii.known.withLock({ $0[key] }) { return known }
        let radius = measureRadius(place, minPopulation: minPopulation, within: meters)
        radii.known.withLock { $0[key] = radius }
        return radius
    }

    private func measureRadius(_ place: Int, minPopulation: Int, within meters: Double) -> Double {
        let factor = GeocodeRules.neighbourhoodSpacingFactor, count = GeocodeRules.neighbourhoodSpacingNeighbours
        let horizon = meters / factor
        guard let point = table.point(place) else { return 0 }
        let peers = max(minPopulation, Int(GeocodeRules.neighbourhoodPeerFraction * Double(table.population(place))))
        var distances = table.places(near: point, within: horizon, minPopulation: peers)
            .filter { $0.index != place }.prefix(count).map(\.distance)
        distances += Array(repeating: horizon, count: count - distances.count)
        let spacing = distances.reduce(0, +) / Double(count)
        return min(meters, reach(place), factor * spacing)
    }

    private func reach(_ index: Int) -> Double {
        GeocodeRules.reachMeters(population: table.population(index))
    }

    private func unsettled(_ point: GeoPoint, zone: String?) -> PlaceName {
        if let near = table.places(near: point, within: GeocodeRules.nearMaxDistanceMeters).first {
            return PlaceName(kind: .near, city: table.name(near.index), countryCode: table.country(near.index), timeZone: zone)
        }
        let step = GeocodeRules.remoteRoundingDegrees
        return PlaceName(kind: .remote, timeZone: zone,
                         roundedLatitude: (point.latitude / step).rounded() * step,
                         roundedLongitude: (point.longitude / step).rounded() * step)
    }
}

/// What `ReverseGeocoder` has measured of its neighbourhoods, shared by its copies.
private final class NeighbourhoodRadii: Sendable {
    struct Key: Hashable {
        var place: Int
        var minPopulation: Int
        var meters: Double
    }

    let known = Mutex<[Key: Double]>([:])
}
