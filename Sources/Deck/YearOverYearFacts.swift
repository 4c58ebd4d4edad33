import Model
import Places
import Insights

/// The year-over-year card's payload: the range's photos, days with photos, places and
/// countries against the period before (`Insights.previous`), keeping only what grew. It
/// leads with the first of photos, places, countries and days that grew, else with countries
/// new since the period before; when nothing grew and no country is new there is no card:
/// it never says that a year had fewer of anything.
///
/// Places and countries are compared only when the period before has places at all (a phone
/// with location off then is no "more places now") and the deck is about places.
enum YearOverYearFacts {
    package static func payload(_ insights: Insights, language: Language) -> CardPayload.YearOverYear? {
        guard let previous = insights.previous else { return nil }
        typealias Measure = CardPayload.YearOverYear.Measure
        let ranked = insights.places.ranked
        let comparesPlaces = previous.places > 0 && insights.coveragePct >= DeckRules.placeDeckMinCoveragePct
        let codes = Set(ranked.compactMap(\.name.countryCode))
        var all = [Measure(name: "photos", current: insights.total, previous: previous.photos),
                   Measure(name: "days", current: insights.time.photoDays, previous: previous.days)]
        if comparesPlaces {
            all.insert(contentsOf: [Measure(name: "places", current: ranked.count, previous: previous.places),
                                    Measure(name: "countries", current: codes.count, previous: previous.countries.count)], at: 1)
        }
        let grown = all.filter { m in
            m.name == "countries" ? m.current > m.previous : m.current > m.previous && Double(m.current) >= DeckRules.yearOverYearMinLift * Double(m.previous)
        }
        // New countries, by the photos taken there, most first.
        var photosIn: [String: Int] = [:]
        for place in ranked { if let code = place.name.countryCode { photosIn[code, default: 0] += place.cluster.photoCount } }
        let new = comparesPlaces ? codes.subtracting(previous.countries).sorted { (photosIn[$0] ?? 0, $1) > (photosIn[$1] ?? 0, $0) } : []
        guard let lead = grown.first?.name ?? (new.isEmpty ? nil : "new-countries") else { return nil }
        let names = new.compactMap { code in ranked.first { $0.name.countryCode == code }.map { PlaceLabel.country($0.name, language: language) } }
        return .init(period: previous.kind.rawValue, previousStart: previous.range.start.description, previousEnd: previous.range.end.description,
                     lead: lead, measures: grown, newCountries: names)
    }
}
