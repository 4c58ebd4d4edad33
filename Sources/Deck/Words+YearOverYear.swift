import Model

/// The year-over-year card's words. The period before is named as a person would: "2024",
/// "this time last year", "June", "last summer", "the 30 days before"; never "year" for a range
/// that is not one. Every sentence says what grew, never what shrank.
extension Words {
    /// How the comparison is said after "More photos than …" / "Más fotos que …".
    func previousPhrase(_ p: CardPayload.YearOverYear) -> String {
        switch p.period {
        case "year":
            let year = CivilDate(iso: p.previousStart).map { String($0.year) } ?? p.previousStart
            return pick("in \(year)", "en \(year)")
        case "year-so-far":
            return pick("this time last year", "a estas alturas del año pasado")
        case "month":
            return pick("in \(previousMonth(p))", "en \(previousMonth(p))")
        case "season":
            return lastSeason
        default:
            return pick("in the \(number(periodDays(p))) days before", "en los \(number(periodDays(p))) días anteriores")
        }
    }

    /// "last summer" / "el verano pasado", or, where the hemisphere is not known and so neither
    /// is the season's name, "the same months last year".
    private var lastSeason: String {
        guard case let .season(season) = rangeKind else {
            return pick("the same months last year", "los mismos meses del año pasado")
        }
        return pick("last \(seasonName(season))", season == .spring ? "la primavera pasada" : "el \(seasonName(season)) pasado")
    }

    /// Days in either period: they are as long.
    private func periodDays(_ p: CardPayload.YearOverYear) -> Int {
        guard let start = CivilDate(iso: p.previousStart), let end = CivilDate(iso: p.previousEnd) else { return 0 }
        return end.dayNumber - start.dayNumber + 1
    }

    /// "Compared with 2024", "Compared with June", "Compared with the 30 days before".
    func yearOverYearKicker(_ p: CardPayload.YearOverYear) -> String {
        switch p.period {
        case "days": pick("Compared with the \(number(periodDays(p))) days before", "Frente a los \(number(periodDays(p))) días anteriores")
        // Spanish "a el" is said "al": "Frente al verano pasado".
        case "season": pick("Compared with \(lastSeason)", lastSeason.hasPrefix("el ") ? "Frente al " + lastSeason.dropFirst(3) : "Frente a \(lastSeason)")
        default: pick("Compared with \(previousName(p))", "Frente a \(previousName(p))")
        }
    }

    /// The period before as a short name, for the kicker and beside its bars.
    package func previousName(_ p: CardPayload.YearOverYear) -> String {
        switch p.period {
        case "year", "year-so-far": CivilDate(iso: p.previousStart).map { String($0.year) } ?? p.previousStart
        case "month": previousMonth(p).capitalizedFirst
        case "season": previousSeason(p)
        default: pick("Before", "Antes")
        }
    }

    /// "Summer 2024", "Winter 2023–24", or the years alone without a season's name.
    private func previousSeason(_ p: CardPayload.YearOverYear) -> String {
        guard let start = CivilDate(iso: p.previousStart), let end = CivilDate(iso: p.previousEnd) else { return p.previousStart }
        let years = start.year == end.year ? "\(start.year)" : "\(start.year)–\(String(end.year).suffix(2))"
        guard case let .season(season) = rangeKind else { return years }
        return "\(seasonName(season).capitalizedFirst) \(years)"
    }

    /// "June", or "December 2024" when the month before is in another year.
    private func previousMonth(_ p: CardPayload.YearOverYear) -> String {
        guard let start = CivilDate(iso: p.previousStart) else { return p.previousStart }
        let name = monthName(start.month, year: start.year)
        return start.month == 12 ? pick("\(name) \(start.year)", "\(name) de \(start.year)") : name
    }

    /// "this year", "this month", "in these 30 days": when the new countries were new.
    /// (Leading with them: "New ground this year", the countries drawn beneath.)
    private func thisPeriod(_ p: CardPayload.YearOverYear) -> String {
        switch p.period {
        case "year", "year-so-far": return pick("this year", "este año")
        case "month": return pick("this month", "este mes")
        case "season":
            guard case .season = rangeKind else { return pick("in these months", "en estos meses") }
            return duringRange
        default: return pick("in these \(number(periodDays(p))) days", "en estos \(number(periodDays(p))) días")
        }
    }

    func measureName(_ name: String) -> String {
        switch name {
        case "photos": pick("Photos", "Fotos")
        case "days": pick("Days with photos", "Días con fotos")
        case "places": pick("Places", "Lugares")
        default: pick("Countries", "Países")
        }
    }

    func yearOverYearTitle(_ p: CardPayload.YearOverYear) -> String {
        let than = previousPhrase(p)
        switch p.lead {
        case "photos": return pick("More photos than \(than)", "Más fotos que \(than)")
        case "places": return pick("More places than \(than)", "Más lugares que \(than)")
        case "countries": return pick("More countries than \(than)", "Más países que \(than)")
        case "days": return pick("More days with photos than \(than)", "Más días con fotos que \(than)")
        default: return pick("New ground \(thisPeriod(p))", "Tierras nuevas \(thisPeriod(p))")
        }
    }

    /// "2,340 photos, up from 1,800. 24 places, up from 19."
    func yearOverYearBody(_ p: CardPayload.YearOverYear) -> String {
        let lines = p.measures.map { m in
            pick("\(measureName(m.name)): \(number(m.current)), up from \(number(m.previous)).",
                 "\(measureName(m.name)): \(number(m.current)), antes \(number(m.previous)).")
        }
        let new = p.newCountries.isEmpty ? [] : [newCountries(p, separator: ", ") + "."]
        return (lines + new).joined(separator: " ")
    }

    /// "New country: Japan" / "Países nuevos: Japón · Perú".
    private func newCountries(_ p: CardPayload.YearOverYear, separator: String) -> String {
        (p.newCountries.count == 1 ? pick("New country: ", "País nuevo: ") : pick("New countries: ", "Países nuevos: "))
            + p.newCountries.joined(separator: separator)
    }

    /// The new countries a card leading with them draws: the first few, then "+N more".
    func shownCountries(_ p: CardPayload.YearOverYear) -> [String] {
        let shown = p.newCountries.prefix(DeckRules.yearOverYearCountriesShown)
        return Array(shown) + (p.newCountries.count > shown.count ? [more(p.newCountries.count - shown.count)] : [])
    }

    func yearOverYearFace(_ p: CardPayload.YearOverYear) -> CardFace {
        CardFace(kicker: yearOverYearKicker(p), headline: yearOverYearTitle(p),
                 unit: previousName(p),
                 detail: p.newCountries.isEmpty || p.lead == "new-countries" ? nil : newCountries(p, separator: CardFace.listSeparator),
                 // Leading with new countries, nothing else grew: the countries are the chart.
                 labels: p.lead == "new-countries" ? shownCountries(p) : p.measures.map { measureName($0.name) },
                 captions: p.measures.flatMap { [number($0.current), number($0.previous)] })
    }
}
