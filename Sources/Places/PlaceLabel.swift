import Atlas
import Foundation
import Model

/// Turns a `PlaceName` into the words a card or listing shows.
///
/// Cards show GeoNames' Latin-script name with its diacritics ("Zürich", "Shibuya, Tokyo"), or in
/// Spanish decks the Spanish exonym where there is one ("Londres", "Tokio", "Múnich"): both
/// languages of the copy are written in Latin script, and it is the name their readers know.
/// Where the place's own script is not Latin, `nativeText` gives the name in it ("渋谷, 東京"),
/// which place cards set beneath. ASCII names go to exports only.
///
/// A listing names some places more finely (`LabelForm`, chosen by `DistinctLabels`): by an
/// area, by a direction within the city or area ("North Berlin", "Norte de Berlín"), by the
/// place it is near ("Central London near Holborn"), and as a last resort by which spot of it
/// the place is ("Second spot in Camden Town, London").
public enum PlaceLabel {
    /// "Area, City"; else "City, Country", or just "City" when every place of the year is in
    /// one country; "Somewhere near City"; or rounded coordinates. `form` may name the place
    /// by another area, a direction, the place it is near and which spot it is.
    public static func text(_ name: PlaceName, form: LabelForm = LabelForm(), singleCountry: Bool, language: Language) -> String {
        let at = language == .es ? "en" : "at"
        let numbered = { (text: String, linking: String) in
            form.number.map { "\(SpotOrdinal.words($0, language: language)) \(linking) \(text)" } ?? text
        }
        switch name.kind {
        case .settled:
            guard let city = cityText(name, language: language) else { return numbered(coordinates(name), at) }
            let near = form.nearPlace(of: name).map { (language == .es ? " cerca de " : " near ") + inLanguage($0, language) } ?? ""
            if let area = form.area(of: name) {
                return "\(finest(inLanguage(area, language), form, language))\(near), \(city)"
            }
            let named = finest(city, form, language) + near
            return singleCountry ? named : "\(named), \(country(name, language: language))"
        case .near:
            let city = cityText(name, language: language) ?? ""
            guard form.number == nil else { return numbered(city, language == .es ? "cerca de" : "near") }
            return language == .es ? "Cerca de \(city)" : "Somewhere near \(city)"
        case .remote:
            return numbered(coordinates(name), at)
        }
    }

    /// The same place in its own script, where that is not Latin; nil otherwise. Neither a
    /// direction nor a spot has words here: the Latin label above carries them.
    public static func nativeText(_ name: PlaceName, form: LabelForm = LabelForm()) -> String? {
        let area = form.area(of: name)
        guard name.kind == .settled, let city = name.city, city.native != nil || area?.native != nil else { return nil }
        let cityText = city.native ?? city.local
        guard let area else { return cityText }
        return "\(area.native ?? area.local), \(cityText)"
    }

    /// The city in the deck's language: "Londres" in Spanish, GeoNames' name where Spanish has
    /// no name of its own; nil when the position has no city.
    public static func cityText(_ name: PlaceName, language: Language) -> String? {
        name.city.map { inLanguage($0, language) }
    }

    /// Every way a person may write the place: Latin with diacritics, ASCII, native script and
    /// exonyms, of its areas and its city ("Shibuya", "渋谷", "Tokyo", "Tokio", "東京"), for
    /// matching what they type against it.
    public static func spellings(_ name: PlaceName) -> [String] {
        var seen: Set<String> = [], result: [String] = []
        for part in [name.area, name.nearbyArea, name.city].compactMap({ $0 }) {
            for spelling in [part.local, part.ascii, part.native, part.es].compactMap({ $0 }) where seen.insert(spelling).inserted {
                result.append(spelling)
            }
        }
        return result
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

    package static func country(_ name: PlaceName, language: Language) -> String {
        guard let code = name.countryCode else { return "" }
        return language.locale.localizedString(forRegionCode: code) ?? code
    }

    /// "41.2°N, 30.5°W".
    package static func coordinates(_ name: PlaceName) -> String {
        let lat = name.roundedLatitude ?? 0, lon = name.roundedLongitude ?? 0
        return String(format: "%.1f°%@, %.1f°%@", abs(lat), lat >= 0 ? "N" : "S", abs(lon), lon >= 0 ? "E" : "W")
    }

    private static func inLanguage(_ part: PlaceName.Name, _ language: Language) -> String {
        language == .es ? part.es ?? part.local : part.local
    }

    /// The finest part of a label with the form's direction and spot: "Second spot in North Berlin".
    private static func finest(_ text: String, _ form: LabelForm, _ language: Language) -> String {
        let directed = form.direction.map { $0.phrase(text, language: language) } ?? text
        guard let number = form.number else { return directed }
        let spot = SpotOrdinal.words(number, language: language)
        switch language {
        case .en: return "\(spot) in \(directed)"
        // "Segundo sitio en el norte de Berlín": mid-sentence, a direction takes its article.
        case .es: return "\(spot) en \(form.direction == nil ? directed : "el " + directed.prefix(1).lowercased() + directed.dropFirst())"
        }
    }
}
