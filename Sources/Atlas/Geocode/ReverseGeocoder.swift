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
    /// An area inside a city's reach is the nearest place of at least this many people within
    /// this distance, trying each pair in turn: a district, or failing one a neighbourhood,
    /// never a street. (Bayswater, 17,500 people 1.4 km away, names (51.52, −0.17) rather than
    /// a ward of 11,700 at 430 m; Kew, 11,400 at 650 m, names Kew Gardens.)
    public static let areaTiers: [(minPopulation: Int, maxDistanceMeters: Double)] = [(15_000, 1_500), (5_000, 1_000)]
    /// A nearby area, what a listing tells two places of one city apart by, is the nearest place
    /// of at least this many people inside the city's reach: GeoNames' sections and suburbs
    /// (Kentish Town, Kreuzberg, Sasazuka) go down to about this size, streets never appear.
    public static let nearbyAreaMinPopulation = 1_000
    /// Its search distance is this many times the city's area spacing: the side of the square
    /// each area of `nearbyAreaMinPopulation` or more would have if the city's reach were shared
    /// among them evenly. In such a layout every point is within 0.71 spacings of an area, so
    /// 0.75 names every point that has an area around it and leaves real gaps (a park, a river,
    /// an airport) unnamed. Spacing: Paris 1.9 km, London 2.6, Berlin and Tokyo 2.9, São Paulo 4.7.
    public static let nearbyAreaSpacingFactor = 0.75
    /// …never less than this (the distance of the smallest `areaTiers` area)…
    public static let nearbyAreaMinMeters = 1_000.0
    /// …nor more than this, the radius of the largest sections (Berlin's Ortsteile average
    /// 10 km², 1.8 km across half): Munich's few sections (spacing 6.6 km) do not name the city.
    public static let nearbyAreaMaxMeters = 3_000.0
    /// With no city in reach, the nearest place within this distance names the point…
    public static let settledMaxDistanceMeters = 25_000.0
    /// …else "Somewhere near" the nearest within this one; else the coordinates.
    public static let nearMaxDistanceMeters = 150_000.0
    /// The time zone comes from the nearest place within this distance.
    public static let zoneMaxDistanceMeters = 300_000.0
    /// Remote points are shown rounded to this many degrees.
    public static let remoteRoundingDegrees = 0.1
    /// Every place a name looks at lies within this distance of the point: the zone search is
    /// the widest, and a city's nearby-area measure reaches at most `citySearchMeters` plus the
    /// largest city's reach (24 million people: 39 km) from it. A table of only the places this
    /// near the points to name names them exactly as the whole table does.
    public static let widestSearchMeters = zoneMaxDistanceMeters
}

/// Names positions offline from the bundled GeoNames table:
///
/// - **City**: the most populous place of `cityMinPopulation` or more whose reach covers the
///   point and that lies in the point's region (the state, prefecture or Land of the nearest
///   place of `nearbyAreaMinPopulation` or more: a reach stops at a border); else the nearest
///   place within `settledMaxDistanceMeters`.
/// - **Area**: inside a city's reach, the nearest place of the first `areaTiers` size within its
///   distance, smaller than the city and not named after it ("Paris 16 Passy" is not an area
///   of Paris, it is Paris). Small places are not the plain label's areas: nearest-centre
///   matching on them is what gives other tools their wrong names.
/// - **Nearby area**: the nearest such place of `nearbyAreaMinPopulation` or more, itself inside
///   the city's reach, within a distance that grows as the city's areas thin out
///   (`nearbyAreaSearchMeters`). A listing names places by it only when two would share a label.
/// - Nothing settled near: "Somewhere near" the nearest within `nearMaxDistanceMeters`, else the
///   coordinates rounded to `remoteRoundingDegrees`.
public struct ReverseGeocoder: Sendable {
    package let table: GeoNamesTable
    /// Each city's nearby-area search distance, measured once: measuring counts the places
    /// within its whole reach, which costs more than the rest of a name.
    private let searchMetersByCity = SearchMetersByCity()

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

    public func name(at point: GeoPoint) -> PlaceName {
        let nearby = table.places(near: point, within: GeocodeRules.citySearchMeters)
        let zone = (nearby.first.map { table.zone($0.index) })
            ?? table.places(near: point, within: GeocodeRules.zoneMaxDistanceMeters).first.map { table.zone($0.index) }
        // A city's reach stops at its state or country: Jersey City is not a part of New York.
        let region = nearby.first { table.population($0.index) >= GeocodeRules.nearbyAreaMinPopulation }
            .map { table.region($0.index) }.flatMap { $0.isEmpty ? nil : $0 }
        let city = nearby
            .filter { table.population($0.index) >= GeocodeRules.cityMinPopulation && $0.distance <= reach($0.index) }
            .filter { entry in region.map { table.region(entry.index) == $0 } ?? true }
            .max { (table.population($0.index), -$0.distance) < (table.population($1.index), -$1.distance) }
        guard let named = city ?? nearby.first(where: { $0.distance <= GeocodeRules.settledMaxDistanceMeters }) else {
            return unsettled(point, zone: zone)
        }
        let cityName = table.name(named.index)
        var result = PlaceName(kind: .settled, city: cityName, countryCode: table.country(named.index), timeZone: zone)
        guard city != nil else { return result }
        // The nearest place of `minPopulation` within `meters` that is an area of the city: the
        // places come nearest first, so only those within the distance are looked at, and a
        // name is decoded only for a place that passes the cheaper tests.
        func area(minPopulation: Int, within meters: Double, _ more: (GeoNamesTable.Entry) -> Bool = { _ in true }) -> PlaceName.Name? {
            nearby.lazy.prefix { $0.distance <= meters }.first { entry in
                entry.index != named.index && table.population(entry.index) >= minPopulation
                    && table.population(entry.index) < table.population(named.index) && more(entry)
                    && !table.name(entry.index).ascii.lowercased().contains(cityName.ascii.lowercased())
            }.map { table.name($0.index) }
        }
        result.area = GeocodeRules.areaTiers.lazy.compactMap { area(minPopulation: $0.minPopulation, within: $0.maxDistanceMeters) }.first
        result.nearbyArea = area(minPopulation: GeocodeRules.nearbyAreaMinPopulation, within: nearbyAreaSearchMeters(city: named.index)) {
            table.point($0.index).map { Earth.distance($0, cityName.centre ?? point) <= reach(named.index) } == true
        }
        return result
    }

    /// How far a nearby area may be from the point: `nearbyAreaSpacingFactor` times the city's
    /// area spacing, within `nearbyAreaMinMeters`…`nearbyAreaMaxMeters`.
    func nearbyAreaSearchMeters(city: Int) -> Double {
        if let known = searchMetersByCity.known.withLock({ $0[city] }) { return known }
        let meters = measureNearbyAreaSearchMeters(city: city)
        searchMetersByCity.known.withLock { $0[city] = meters }
        return meters
    }

    private func measureNearbyAreaSearchMeters(city: Int) -> Double {
        guard let centre = table.point(city) else { return GeocodeRules.nearbyAreaMinMeters }
        let radius = reach(city)
        let areas = table.places(near: centre, within: radius, minPopulation: GeocodeRules.nearbyAreaMinPopulation)
            .filter { $0.index != city }.count
        let spacing = (Double.pi * radius * radius / Double(max(1, areas))).squareRoot()
        return min(GeocodeRules.nearbyAreaMaxMeters, max(GeocodeRules.nearbyAreaMinMeters, GeocodeRules.nearbyAreaSpacingFactor * spacing))
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

/// What `ReverseGeocoder` has measured of its cities, shared by its copies.
private final class SearchMetersByCity: Sendable {
    let known = Mutex<[Int: Double]>([:])
}
