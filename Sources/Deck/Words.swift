import Foundation
import Insights
import Model
import Synchronization

/// The words of the cards, in English and Spanish, side by side so that they stay in step:
/// each kind's own in its file (`CardKind.words`, `CardKind.face`), the pieces they share here.
/// Dates, months, weekdays and numbers go through Foundation's formatters for the language.
/// The tone is "this was your year": warm, about the person, never a report and never a
/// reproach.
struct Words {
    package let language: Language
    /// What the deck's range is called (`Copy+Range`); a copy made without one speaks of a year.
    let rangeKind: RangeKind
    let rangeDates: DateRange?
    private let locale: Locale

    init(language: Language, range: DateRange? = nil, kind: RangeKind? = nil) {
        self.language = language
        rangeDates = range
        rangeKind = kind ?? range.map { RangeKind($0, today: nil, southernHome: nil) } ?? .year(0)
        locale = language.locale
    }

    package func pick(_ en: String, _ es: String) -> String { language == .en ? en : es }

    package func number(_ n: Int) -> String {
        Self.formatted(language, "decimal", make: { () -> NumberFormatter in
            let f = NumberFormatter()
            f.locale = locale
            f.numberStyle = .decimal
            return f
        }) { $0.string(from: NSNumber(value: n)) ?? String(n) }
    }

    /// `day` as the language writes the date `template` asks for ("dMMMM": "14 June", "14 de junio").
    func dateText(_ template: String, _ day: CivilDate) -> String {
        let at = noon(day)
        return Self.formatted(language, template, make: { () -> DateFormatter in
            let f = DateFormatter()
            f.locale = locale
            f.timeZone = TimeZone(identifier: "UTC")
            f.setLocalizedDateFormatFromTemplate(template)
            return f
        }) { $0.string(from: at) }
    }

    /// Foundation's formatters, one for each language and number style or date template, made
    /// once and used under the lock: made for every number and every date, they were a third
    /// of the time a deck took to build.
    private static let formatters = Mutex<[String: Formatter]>([:])

    private static func formatted<F: Formatter>(_ language: Language, _ style: String, make: () -> F, _ body: (F) -> String) -> String {
        formatters.withLock { formatters in
            let key = "\(language.rawValue) \(style)"
            if let formatter = formatters[key] as? F { return body(formatter) }
            let formatter = make()
            formatters[key] = formatter
            return body(formatter)
        }
    }

    package func photos(_ n: Int) -> String {
        n == 1 ? pick("1 photo", "1 foto") : pick("\(number(n)) photos", "\(number(n)) fotos")
    }

    package func places(_ n: Int) -> String {
        n == 1 ? pick("1 place", "1 lugar") : pick("\(number(n)) places", "\(number(n)) lugares")
    }

    /// "252 photos, 23 places", or the photos alone when no place is known.
    func photosAndPlaces(_ photoCount: Int, _ placeCount: Int, separator: String) -> String {
        placeCount == 0 ? photos(photoCount) : photos(photoCount) + separator + places(placeCount)
    }

    /// "Shibuya · Asakusa · +2 more": a list as the cards set it, with a no-break space before
    /// each dot (`CardFace.listSeparator`), so that a wrapped line ends with "·", never starts with one.
    func dotted(_ items: [String]) -> String { items.joined(separator: CardFace.listSeparator) }

    package func days(_ n: Int) -> String {
        n == 1 ? pick("1 day", "1 día") : pick("\(number(n)) days", "\(number(n)) días")
    }

    /// "across 5 cities in 2 countries", "all in one city", "en 3 ciudades de un mismo país".
    func citiesAndCountries(_ p: CardPayload.DistinctPlaces) -> String {
        switch (p.cities, p.countries) {
        case (0, 0): pick("Each one a story of its own.", "Cada uno, una historia.")
        case (0, 1): pick("All in one country.", "Todos en un mismo país.")
        case let (0, countries): pick("Across \(number(countries)) countries.", "En \(number(countries)) países.")
        case (1, _): pick("All in one city.", "Todos en una misma ciudad.")
        case let (cities, 1): pick("Across \(number(cities)) cities in one country.", "En \(number(cities)) ciudades de un mismo país.")
        case let (cities, countries): pick("Across \(number(cities)) cities in \(number(countries)) countries.",
                                            "En \(number(cities)) ciudades de \(number(countries)) países.")
        }
    }

    /// "Spain and Portugal" / "España y Portugal"; Spanish says "e" before an "i" sound
    /// ("Francia e Italia").
    package func pair(_ a: String, _ b: String) -> String {
        let lower = b.lowercased()
        let iSound = (lower.hasPrefix("i") || lower.hasPrefix("hi")) && !lower.hasPrefix("hia") && !lower.hasPrefix("hie")
            && !lower.hasPrefix("hio") && !lower.hasPrefix("hiu")
        return pick("\(a) and \(b)", "\(a) \(iSound ? "e" : "y") \(b)")
    }

    /// "+13 more" / "+13 más": what a list leaves out, as the last of its items.
    package func more(_ n: Int) -> String { pick("+\(number(n)) more", "+\(number(n)) más") }

    /// The distinct-places card's chips, as drawn and as read out: the labels, then "+N more".
    package func chips(_ p: CardPayload.DistinctPlaces) -> [String] {
        p.labels + (p.more > 0 ? [more(p.more)] : [])
    }

    /// "8 days in Tokyo" / "8 días en Tokio", "8 days in the Netherlands" / "8 días en los Países Bajos".
    func tripHeadline(_ p: CardPayload.Trip) -> String {
        var place = p.label
        if let codes = p.countries, (1 ... 2).contains(codes.count) {
            let names = codes.map { countryAfterPreposition($0, language.locale.localizedString(forRegionCode: $0) ?? $0) }
            place = names.count == 1 ? names[0] : pair(names[0], names[1])
        }
        return pick("\(days(p.days)) in \(place)", "\(days(p.days)) en \(place)")
    }

    /// "Shibuya · Asakusa · Shinjuku · Kyoto", with "+N more" when some are left out.
    func tripAreas(_ p: CardPayload.Trip) -> String? {
        let items = p.areas + (p.moreAreas > 0 ? [more(p.moreAreas)] : [])
        return items.isEmpty ? nil : dotted(items)
    }

    func noon(_ date: CivilDate) -> Date {
        Date(timeIntervalSince1970: TimeInterval(date.dayNumber) * 86_400 + 43_200)
    }

    /// "14 June" / "14 de junio".
    func dayMonth(_ date: CivilDate) -> String { dateText("dMMMM", date) }
    /// "Saturday 14 June" / "sábado, 14 de junio".
    func weekdayDayMonth(_ date: CivilDate) -> String { dateText("EEEEdMMMM", date) }
    /// "Saturday 14 June 2025" / "sábado, 14 de junio de 2025".
    func weekdayFullDate(_ date: CivilDate) -> String { dateText("EEEEdMMMMy", date) }
    /// "14 June 2025".
    func fullDate(_ date: CivilDate) -> String { dateText("dMMMMy", date) }
    /// "October" / "octubre".
    func monthName(_ month: Int, year: Int) -> String {
        dateText("LLLL", CivilDate(year: year, month: month, day: 15))
    }
    /// "Saturday" / "sábado".
    func weekdayName(_ isoWeekday: Int) -> String {
        // 2024-01-01 was a Monday.
        dateText("EEEE", CivilDate(year: 2024, month: 1, day: isoWeekday))
    }

    /// "6 pm" / "18:00".
    package func hour(_ h: Int) -> String {
        let hour = h % 24
        if language == .es { return "\(hour):00" }
        switch hour {
        case 0: return "midnight"
        case 12: return "noon"
        default: return "\(hour % 12 == 0 ? 12 : hour % 12) \(hour < 12 ? "am" : "pm")"
        }
    }

    /// A count and its noun, agreeing: "1 photo", "3 photos", "1 lugar".
    package func counted(_ n: Int, _ en: (one: String, many: String), _ es: (one: String, many: String)) -> String {
        "\(number(n)) " + unit(n, en, es)
    }

    /// The noun a count takes, agreeing with it: "photo" under a 1, "photos" under a 3.
    package func unit(_ n: Int, _ en: (one: String, many: String), _ es: (one: String, many: String)) -> String {
        n == 1 ? pick(en.one, es.one) : pick(en.many, es.many)
    }

    /// The weekly rate as a person says it: "About 5 photos a week" (the card is made only from
    /// `photosPerWeekMinRate`, so never "about 1" or "about 0").
    func weeklyRate(_ perWeek: Double) -> String {
        let n = Int(perWeek.rounded())
        return pick("About \(photos(n)) a week", "Unas \(photos(n)) por semana")
    }

    /// Whether the coverage card speaks of a deck about time: too few photos had a location
    /// (`placeDeckMinCoveragePct`), the same rule that makes the deck time-only.
    static func aboutTime(_ p: CardPayload.Coverage) -> Bool {
        Double(p.withLocation) * 100 < DeckRules.placeDeckMinCoveragePct * Double(max(1, p.photos))
    }

    /// The coverage card's sentence, kind when location was off: never "0% know where".
    func coverageSentence(_ p: CardPayload.Coverage) -> String {
        if Self.aboutTime(p), p.deckHasTimeCards == false {
            return p.withLocation == 0 && p.photos == 1
                ? pick("Location was off for this photo", "La ubicación estaba desactivada en esta foto")
                : p.withLocation == 0 ? pick("Location was off for these photos", "La ubicación estaba desactivada en estas fotos")
                : pick("Location was off for most photos", "La ubicación estaba desactivada en la mayoría de las fotos")
        }
        if p.withLocation == 0 {
            return p.photos == 1
                ? pick("Location was off for this photo, so this deck is about time",
                       "La ubicación estaba desactivada en esta foto, así que este resumen va del tiempo")
                : pick("Location was off for these photos, so this deck is about time",
                       "La ubicación estaba desactivada en estas fotos, así que este resumen va del tiempo")
        }
        if Self.aboutTime(p) {
            return pick("Location was off for most photos, so this deck is about time",
                        "La ubicación estaba desactivada en la mayoría de las fotos, así que este resumen va del tiempo")
        }
        if p.withLocation == p.photos {
            return p.photos == 1 ? pick("It knows where it was taken", "Sabe dónde se hizo")
                : pick("Every one knows where it was taken", "Todas saben dónde se hicieron")
        }
        return pick("\(p.coveragePct)% of them know where they were taken", "El \(p.coveragePct)% sabe dónde se hizo")
    }

    // MARK: cards

    /// Title, body, and the facts a screen reader adds to them.
    package func words(_ payload: CardPayload) -> CardWords {
        CardKinds.kind(payload.type).words(of: payload, in: self)
    }
}
