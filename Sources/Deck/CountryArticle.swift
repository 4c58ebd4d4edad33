/// The article a country's name takes after a preposition in a sentence ("in the United
/// Kingdom", "en el Reino Unido"), by ISO code, for the names Foundation gives
/// (`Locale.localizedString(forRegionCode:)`). Only in sentences and headlines: a bare list or
/// a chip says the name alone.
enum CountryArticle {
    /// English names that are plural, or a union, republic, kingdom or group of islands:
    /// "the United States", "the Gambia", "the Isle of Man". ("Czechia", "Vatican City" and
    /// "Congo - Kinshasa" take none.)
    package static let english: Set<String> = [
        "AE", "AX", "BQ", "BS", "CC", "CF", "CK", "DO", "FK", "FO", "GB", "GM", "GS", "HM", "IC", "IM", "IO", "KM", "KY",
        "MH", "MP", "MV", "NL", "PH", "PN", "PS", "SB", "SC", "TC", "TF", "UM", "US", "VG", "VI",
    ]

    /// Spanish names said with their article: "el Reino Unido", "los Países Bajos", "las Islas
    /// Feroe". Estados Unidos, Filipinas, Maldivas and the like are said without one, as the
    /// Spanish press writes them.
    package static let spanish: [String: String] = [
        "AE": "los", "AX": "las", "BS": "las", "CC": "las", "CD": "la", "CF": "la", "CG": "el", "CK": "las", "DO": "la",
        "FK": "las", "FO": "las", "GB": "el", "GS": "las", "HM": "las", "IC": "las", "IM": "la", "IO": "el", "KY": "las",
        "MH": "las", "MP": "las", "NL": "los", "PS": "los", "SB": "las", "TC": "las", "TF": "los", "UM": "las", "VA": "la",
        "VG": "las", "VI": "las",
    ]
}

extension Words {
    /// "the United Kingdom" / "el Reino Unido", "Japan" / "Japón": a country named as it
    /// follows "in" / "en" (or "of" / "de", see `of(_:)`).
    func countryAfterPreposition(_ code: String?, _ name: String) -> String {
        guard let code else { return name }
        return switch language {
        case .en: CountryArticle.english.contains(code) ? "the \(name)" : name
        case .es: CountryArticle.spanish[code].map { "\($0) \(name)" } ?? name
        }
    }

    /// "of the United Kingdom" / "del Reino Unido": Spanish "de el" is said "del".
    package func of(_ words: String) -> String {
        language == .es ? (words.hasPrefix("el ") ? "del " + words.dropFirst(3) : "de " + words) : "of " + words
    }
}
