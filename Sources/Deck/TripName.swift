import Model
import Places
import Insights

/// How a card names a trip: after its city when every named place of it is in one city, else
/// after its country, else its countries; with the areas or cities it went through as detail,
/// in the order the trip reached them. The home place is never named. A region between city
/// and country ("Kansai", "Andalusia") would need GeoNames' admin1 names, which we do not ship.
struct TripName {
    /// "Tokyo", "Japan", "Spain and Portugal", "3 countries".
    package var text: String
    /// ISO codes of the countries `text` names, when it names one or two.
    package var countries: [String]? = nil
    /// The city in its own script, for a trip within one city: "東京".
    package var native: String?
    /// "Shibuya", "Asakusa"…: areas within the trip's city; for a trip across cities, each
    /// place's area, else its city.
    package var stops: [String]
    /// The places each stop names, parallel to `stops`.
    var stopPlaceIDs: [[String]]
    /// The city of each stop, parallel to `stops`.
    private var stopCities: [String]

    init?(_ trip: Trip, insights: Insights, language: Language) {
        let places = trip.placeIDs.compactMap { insights.place(id: $0) }.filter { !$0.isHome }
        let named = places.filter { $0.name.kind != .remote && $0.name.city != nil }
        guard let first = named.first, let firstCity = first.name.city else { return nil }
        func cityKey(_ place: Place) -> String { "\(place.name.city?.local ?? "")|\(place.name.countryCode ?? "")" }
        let oneCity = Set(named.map(cityKey)).count == 1
        if oneCity {
            text = PlaceLabel.cityText(first.name, language: language) ?? firstCity.local
            native = firstCity.native
        } else {
            var photos: [String: Int] = [:]
            for place in named { photos[place.name.countryCode ?? "", default: 0] += place.cluster.photoIDs.count }
            let codes = photos.keys.sorted { (photos[$0]!, $1) > (photos[$1]!, $0) }
            let names = codes.compactMap { code in
                named.first { $0.name.countryCode == code }.map { PlaceLabel.country($0.name, language: language) }
            }
            let copy = Words(language: language)
            text = switch names.count {
            case 1: names[0]
            case 2: copy.pair(names[0], names[1])
            default: copy.pick("\(names.count) countries", "\(names.count) países")
            }
            countries = names.count == codes.count && names.count <= 2 && !codes.contains("") ? codes : nil
            native = nil
        }
        var stops: [String] = [], ids: [[String]] = [], cities: [String] = []
        for place in named {
            let city = oneCity ? nil : PlaceLabel.cityText(place.name, language: language)
            guard let stop = place.customLabel ?? place.name.area?.local ?? city else { continue }
            if let i = stops.firstIndex(of: stop) {
                ids[i].append(place.cluster.id)
            } else {
                stops.append(stop)
                ids.append([place.cluster.id])
                cities.append(cityKey(place))
            }
        }
        self.stops = stops
        stopPlaceIDs = ids
        stopCities = cities
    }

    /// Up to `limit` of the stops whose places `allowed` lets the card name, in trip order: the
    /// first stop of every city before a second of any, so that "+N more" never hides a city.
    package func shown(limit: Int, allowed: (String) -> Bool) -> (stops: [String], placeIDs: [String], more: Int) {
        let open = stops.indices.filter { stopPlaceIDs[$0].contains(where: allowed) }
        var firstOfCity: [Int] = [], seen: Set<String> = []
        for i in open where seen.insert(stopCities[i]).inserted { firstOfCity.append(i) }
        let picked = (firstOfCity + open.filter { !firstOfCity.contains($0) }).prefix(limit).sorted()
        return (picked.map { stops[$0] }, picked.flatMap { stopPlaceIDs[$0].filter(allowed) }, open.count - picked.count)
    }
}
