import Testing
@testable import Deck
@testable import Model

/// Counts in the copy agree with their number, in both languages: never "1 places" or "1 lugares".
@Suite("Plurals in the copy")
struct CopyPluralTests {
    @Test("units under numbers agree with them", arguments: [
        (Language.en, 1, "photo", "photo a week"), (.en, 3, "photos", "photos a week"),
        (.es, 1, "foto", "foto por semana"), (.es, 3, "fotos", "fotos por semana"),
    ])
    func units(language: Language, n: Int, photoUnit: String, weeklyUnit: String) {
        let copy = Copy(language: language)
        let month = CardPayload.peakMonth(.init(month: "2025-03", count: n, months: [.init(month: "2025-02", count: 0), .init(month: "2025-03", count: n)]))
        #expect(copy.face(month).unit == photoUnit)
        let week = CardPayload.busiestWeek(.init(week: "2025-W10", monday: CivilDate(year: 2025, month: 3, day: 3), count: n, dailyCounts: [n, 0, 0, 0, 0, 0, 0]))
        #expect(copy.face(week).unit == photoUnit)
        let rate = CardPayload.photosPerWeek(.init(perWeek: Double(n), weeks: 1, total: n))
        #expect(copy.face(rate).unit == weeklyUnit)
        #expect(copy.words(rate).body.hasPrefix(language == .en ? "\(n) photo" : "\(n) foto") && copy.words(rate).body.contains(language == .en ? "1 week." : "1 semana."))
    }

    @Test("cities and countries are counted as a person would say them", arguments: [
        (Language.en, 1, 1, "All in one city."), (.en, 4, 1, "Across 4 cities in one country."), (.en, 4, 2, "Across 4 cities in 2 countries."),
        (.en, 0, 0, "Each one a story of its own."), (.en, 0, 3, "Across 3 countries."),
        (.es, 1, 1, "Todos en una misma ciudad."), (.es, 4, 1, "En 4 ciudades de un mismo país."), (.es, 4, 2, "En 4 ciudades de 2 países."),
    ])
    func citiesAndCountries(language: Language, cities: Int, countries: Int, body: String) {
        let card = CardPayload.distinctPlaces(.init(places: 5, cities: cities, countries: countries, labels: ["A", "B"], more: 3))
        #expect(Copy(language: language).words(card).body == body)
        #expect(Copy(language: language).face(card).detail == body)
    }

    @Test("the coverage card counts its located photos, and speaks kindly when location was off", arguments: [
        (Language.en, 10, 1, "1 has a location.", "Location was off for most photos, so this deck is about time", false),
        (.en, 10, 0, "None has a location.", "Location was off for these photos, so this deck is about time", false),
        (.en, 10, 5, "5 have a location.", "know where they were taken", true),
        (.en, 1, 1, "1 has a location.", "It knows where it was taken", true),
        (.en, 1, 0, "None has a location.", "Location was off for this photo, so this deck is about time", false),
        (.es, 1, 0, "Ninguna tiene ubicación.", "La ubicación estaba desactivada en esta foto, así que este resumen va del tiempo", false),
        (.es, 10, 1, "1 tiene ubicación.", "La ubicación estaba desactivada en la mayoría de las fotos, así que este resumen va del tiempo", false),
        (.es, 10, 0, "Ninguna tiene ubicación.", "La ubicación estaba desactivada en estas fotos, así que este resumen va del tiempo", false),
        (.es, 10, 5, "5 tienen ubicación.", "saben dónde se hicieron", true),
    ])
    func coverage(language: Language, photos: Int, located: Int, facts: String, said: String, ring: Bool) {
        let copy = Copy(language: language)
        let card = CardPayload.coverage(.init(photos: photos, withLocation: located, coveragePct: located * 100 / photos))
        #expect(copy.words(card).facts == facts)
        let face = copy.face(card)
        #expect((face.number != nil) == ring)
        #expect((ring ? face.unit : face.detail) == said)
        #expect(!copy.words(card).body.hasPrefix("0%") && !copy.words(card).body.contains(" 0%"))
    }
}
