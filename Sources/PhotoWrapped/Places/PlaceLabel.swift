import Foundation

/// Turns a `PlaceName` into the words a card or listing shows.
///
/// Cards show GeoNames' Latin-script name with its diacritics ("Zürich", "Shibuya, Tokyo"):
/// both languages of the copy are written in Latin script, and it is the name their readers
/// know. Where the place's own script is not Latin, `nativeText` gives the name in it
/// ("渋谷, 東京"), which place cards set beneath. ASCII names go to exports only.
public enum PlaceLabel {
    /// "Area, City"; else "City, Country", or just "City" when every place of the year is in
    /// one country; "Somewhere near City"; or rounded coordinates.
    public static func text(_ name: PlaceName, singleCountry: Bool, language: Language) -> String {
        switch name.kind {
        case .settled:
            guard let city = name.city else { return coordinates(name) }
            if let area = name.area { return "\(area.local), \(city.local)" }
            if singleCountry { return city.local }
            return "\(city.local), \(country(name, language: language))"
        case .near:
            let city = name.city?.local ?? ""
            return language == .es ? "Cerca de \(city)" : "Somewhere near \(city)"
        case .remote:
            return coordinates(name)
        }
    }

    /// The same place in its own script, where that is not Latin; nil otherwise.
    public static func nativeText(_ name: PlaceName) -> String? {
        guard name.kind == .settled, let city = name.city, city.native != nil || name.area?.native != nil else { return nil }
        let cityText = city.native ?? city.local
        guard let area = name.area else { return cityText }
        return "\(area.native ?? area.local), \(cityText)"
    }

    /// ASCII only: "Zurich, Switzerland".
    public static func ascii(_ name: PlaceName) -> String {
        switch name.kind {
        case .settled, .near:
            return [name.area?.ascii, name.city?.ascii, name.countryCode].compactMap { $0 }.joined(separator: ", ")
        case .remote:
            return coordinates(name)
        }
    }

    static func country(_ name: PlaceName, language: Language) -> String {
        guard let code = name.countryCode else { return "" }
        return language.locale.localizedString(forRegionCode: code) ?? code
    }

    /// "41.2°N, 30.5°W".
    static func coordinates(_ name: PlaceName) -> String {
        let lat = name.roundedLatitude ?? 0, lon = name.roundedLongitude ?? 0
        return String(format: "%.1f°%@, %.1f°%@", abs(lat), lat >= 0 ? "N" : "S", abs(lon), lon >= 0 ? "E" : "W")
    }
}
