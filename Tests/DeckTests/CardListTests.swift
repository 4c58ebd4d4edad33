import Testing
@testable import Atlas
@testable import Deck
@testable import Insights
@testable import Model

/// Lists set on a card ("United Kingdom · Japan · Portugal") wrap after a dot, never before
/// one: a line never starts with "·".
@Suite("Lists on the cards")
struct CardListTests {
    static let map = CardPayload.Map(extent: .world, frame: MapBox(minX: 0, minY: 0, maxX: 1, maxY: 1),
                                     countries: ["GB", "JP", "PT", "FR", "NL", "US"],
                                     countryNames: ["United Kingdom", "Japan", "Portugal", "France", "Netherlands", "United States"],
                                     dots: ["Tokyo", "Lisbon", "Paris"].map {
                                         CardPayload.MapDot(longitude: 0, latitude: 0, photos: 1, label: $0, country: nil, isHome: false, arc: false)
                                     }, labelled: 0)
    static let trip = CardPayload.Trip(label: "Japan", nativeLabel: nil, areas: ["Shibuya", "Asakusa", "Shinjuku", "Kyoto"], moreAreas: 2,
                                       start: CivilDate(year: 2025, month: 10, day: 4), end: CivilDate(year: 2025, month: 10, day: 11), days: 8, photoCount: 41, distanceKm: 9558, photos: [])
    static let yearOverYear = CardPayload.YearOverYear(period: "year", previousStart: "2024-01-01", previousEnd: "2024-12-31", lead: "photos",
                                                       measures: [.init(name: "photos", current: 300, previous: 120)],
                                                       newCountries: ["Japan", "Peru", "United Kingdom"])
    static let payloads: [CardPayload] = [
        .map(map), .biggestTrip(trip), .yearOverYear(yearOverYear),
        .finale(.init(photos: ["a.jpg"], photoCount: 241, placeCount: 21)),
        .topPlaces(.init(places: [PlaceFace(rank: 2, label: "Kew, London", nativeLabel: nil, photoCount: 34, distinctDays: 2, isHome: false, photos: [])])),
        .camera(.init(devices: [.init(name: "iPhone 15", photos: 190, isPhone: true), .init(name: "Fujifilm X100V", photos: 32, isPhone: false),
                                .init(name: "DJI Mini", photos: 12, isPhone: false)],
                      photos: 240, known: 234, phonePhotos: 190)),
    ]

    @Test("every dot of a list on a card's face has a no-break space before it", arguments: [Language.en, .es])
    func noBreakBeforeDot(language: Language) {
        let copy = Words(language: language)
        for payload in Self.payloads {
            let face = copy.face(payload)
            let texts = [face.kicker, face.headline, face.detail, face.unit].compactMap { $0 } + face.labels + face.captions
            let dotted = texts.filter { $0.contains("·") }
            #expect(!dotted.isEmpty, "\(payload.type) sets a list")
            for text in dotted {
                #expect(!text.contains(" ·") && text.contains("\u{00A0}· "), "\(payload.type): \(text.debugDescription)")
            }
        }
    }
}
