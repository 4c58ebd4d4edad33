/// The map card's words.
extension Words {
    package func cities(_ n: Int) -> String {
        n == 1 ? pick("1 city", "1 ciudad") : pick("\(number(n)) cities", "\(number(n)) ciudades")
    }

    package func countries(_ n: Int) -> String {
        n == 1 ? pick("1 country", "1 país") : pick("\(number(n)) countries", "\(number(n)) países")
    }

    /// "Your year on the map", "Your July on the map": the card's title and kicker, in the range's words.
    var mapTitle: String { "\(yourRange.capitalizedFirst) " + pick("on the map", "en el mapa") }

    /// "6 cities in 3 countries", or "6 cities in Japan" when there is one country.
    func mapHeadline(_ p: CardPayload.Map) -> String {
        let where_ = p.countryNames.count == 1 ? countryAfterPreposition(p.countries.first, p.countryNames[0]) : countries(p.countryNames.count)
        return pick("\(cities(p.dots.count)) in \(where_)", "\(cities(p.dots.count)) en \(where_)")
    }

    /// The cities away from home beneath the map ("Tokyo · Lisbon · Kyoto · +2 more"): the map
    /// names only the dots whose labels fit, so the words name the cities the headline counts
    /// (the tinted countries are counted in the headline and named in the alt text).
    func mapDetail(_ p: CardPayload.Map) -> String? {
        let names = p.dots.filter { !$0.isHome }.map(\.label)
        guard !names.isEmpty else { return nil }
        let shown = Array(names.prefix(MapRules.citiesNamed))
        return dotted(shown + (names.count > shown.count ? [more(names.count - shown.count)] : []))
    }

    func mapWords(_ p: CardPayload.Map) -> (title: String, body: String, facts: String) {
        let cityList = p.dots.map { dot in dot.isHome ? dot.label : "\(dot.label) (\(photos(dot.photos)))" }.joined(separator: ", ")
        let codes = p.countries.count == p.countryNames.count ? p.countries.map(Optional.some) : p.countryNames.map { _ in nil }
        let mapOf = of(list(zip(codes, p.countryNames).map(countryAfterPreposition)))
        return (mapTitle, mapHeadline(p) + ".", pick("A map \(mapOf). Cities: \(cityList).", "Un mapa \(mapOf). Ciudades: \(cityList)."))
    }

    func mapFace(_ p: CardPayload.Map) -> CardFace {
        CardFace(kicker: mapTitle, headline: mapHeadline(p), detail: mapDetail(p), labels: p.dots.prefix(p.labelled).map(\.label))
    }

    /// "Spain", "Spain and Portugal", "Spain, Portugal and France".
    private func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : pair(items.dropLast().joined(separator: ", "), last)
    }
}
