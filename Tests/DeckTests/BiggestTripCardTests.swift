import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The biggest trip card")
struct BiggestTripCardTests {
    static let japan = CardPayload.Trip(label: "Japan", nativeLabel: nil, areas: ["Shibuya", "Asakusa"], moreAreas: 2,
                                        start: CivilDate(year: 2025, month: 10, day: 4), end: CivilDate(year: 2025, month: 10, day: 11), days: 8,
                                        photoCount: 41, distanceKm: 9558, photos: ["a.jpg"])

    @Test("it tells the longest run of days away: the rich year's week in Tokyo")
    func payload() throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        let trip = try #require(BiggestTripCard.facts(from: insights))
        #expect(trip.start == CivilDate(year: 2025, month: 10, day: 4) && trip.end == CivilDate(year: 2025, month: 10, day: 9))
        #expect(trip.days == 6)
        // Every photo of those days, the evening at home in London among them.
        let first = trip.start.dayNumber - DeckBuilderTests.year.start.dayNumber
        #expect(trip.photoCount == insights.time.dailyCounts[first ..< first + trip.days].reduce(0, +))
        #expect(trip.photoCount >= 18, "at least the 18 in Tokyo")
        #expect(trip.label.contains("Tokyo"))
        #expect((9000 ..< 10000).contains(trip.distanceKm), "London to Tokyo is about 9,600 km: \(trip.distanceKm)")
        #expect((1 ... DeckRules.placePhotos).contains(trip.photos.count))
    }

    @Test("a day away is shorter than `tripMinDays`: no card")
    func dayTrip() throws {
        var library = try MapCardTests.londonYear()
        try MapCardTests.visit(&library, SyntheticLibrary.paris, month: 7, days: DeckRules.tripMinDays - 1)
        #expect(BiggestTripCard.facts(from: try library.insights(MapCardTests.year)) == nil)
        try MapCardTests.visit(&library, SyntheticLibrary.tokyo, month: 9, days: DeckRules.tripMinDays)
        #expect(BiggestTripCard.facts(from: try library.insights(MapCardTests.year))?.days == DeckRules.tripMinDays)
    }

    @Test("no days away is no fact; `tripFullDays` is a full one",
          arguments: [(0, 0.0), (DeckRules.tripFullDays, 1.0), (DeckRules.tripFullDays * 3, 1.0)])
    func strength(_ days: Int, _ expected: Double) throws {
        var trip = Self.japan
        trip.days = days
        #expect(BiggestTripCard.strength(trip, try SyntheticLibrary().insights(DeckBuilderTests.year)) == expected)
    }

    @Test("a trip across a country's cities is \"in\" the country with its article", arguments: [
        (Language.en, "6 days in the Netherlands"), (.es, "6 días en los Países Bajos"),
    ])
    func countryArticle(language: Language, headline: String) throws {
        var library = try SyntheticLibrary(extraTowns: """
            5\t52.37403\t4.88969\t741636\tNL\t07\tEurope/Amsterdam\tAmsterdam\t\t\t
            6\t51.9225\t4.47917\t598199\tNL\t11\tEurope/Amsterdam\tRotterdam\t\t\t
            """)
        for day in stride(from: 0, to: 330, by: 5) {
            try library.add(CivilDate(year: 2025, month: 1, day: 2).adding(days: day).startOfDay.plus(hours: 20), at: SyntheticLibrary.london)
        }
        let (amsterdam, rotterdam) = (GeoPoint(latitude: 52.3741, longitude: 4.8898)!, GeoPoint(latitude: 51.9226, longitude: 4.4793)!)
        for d in 0 ..< 6 {
            for i in 0 ..< 5 { try library.add(SyntheticLibrary.at(2025, 10, 4 + d, 10 + i), at: d < 3 ? amsterdam : rotterdam) }
        }
        let deck = try #require(DeckBuilder.build(try library.insights(try .year(2025)), options: DeckOptions(language: language)))
        let card = try #require(deck.cards.first { $0.type == BiggestTripCard.type })
        #expect(card.face.headline == headline)
        #expect(card.body.hasPrefix(headline))
    }

    @Test("two countries are joined as the language joins them", arguments: [
        (Language.en, ["ES", "PT"], "8 days in Spain and Portugal"), (.es, ["FR", "IT"], "8 días en Francia e Italia"),
        (.es, ["ES", "PT"], "8 días en España y Portugal"),
    ])
    func twoCountries(language: Language, codes: [String], headline: String) {
        var trip = Self.japan
        trip.countries = codes
        #expect(BiggestTripCard.face(trip, in: Words(language: language)).headline == headline)
    }

    @Test("its words say the distance from home, and the areas it went through with how many more", arguments: [
        (Language.en, "Japan", "8 days in Japan, 9,558 km from home.", " Through Shibuya · Asakusa · +2 more."),
        // Spanish groups thousands only from five figures on.
        (.es, "Japón", "8 días en Japón, a 9558 km de casa.", " Por Shibuya · Asakusa · +2 más."),
    ])
    func words(language: Language, label: String, body: String, through: String) {
        let copy = Words(language: language)
        var trip = Self.japan
        trip.label = label
        let words = BiggestTripCard.words(trip, in: copy)
        #expect(words.body == body)
        #expect(words.facts.hasSuffix(through.replacingOccurrences(of: " · ", with: CardFace.listSeparator)), "\(words.facts)")
        var nowhere = Self.japan
        (nowhere.areas, nowhere.moreAreas) = ([], 0)
        #expect(BiggestTripCard.words(nowhere, in: copy).facts.hasSuffix(copy.photos(41) + "."))
        #expect(BiggestTripCard.face(nowhere, in: copy).labels == [])
    }

    @Test("the areas are set in the accent under the name; without them the line draws nothing")
    func layout() {
        let face = CardFace(kicker: "Your biggest trip", headline: "8 days in Japan", detail: "9,558 km from home · 41 photos",
                            labels: ["Shibuya · Asakusa"])
        let blocks = BiggestTripCard.layout(Self.japan, face: face)
        #expect(blocks.contains(.detail("Shibuya · Asakusa", accent: true, lines: 4)))
        #expect(blocks.last == .photoRow(["a.jpg"], count: 3, preferred: 480))
        var bare = face
        bare.labels = []
        #expect(BiggestTripCard.layout(Self.japan, face: bare).contains(.detail(nil, accent: true, lines: 4)))
    }

    @Test("its dates are typed, and deck.json writes them as YYYY-MM-DD")
    func datesInDeckJSON() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.japan), as: UTF8.self)
        #expect(json.contains(#""start":"2025-10-04""#) && json.contains(#""end":"2025-10-11""#))
        #expect(try JSONDecoder().decode(CardPayload.Trip.self, from: Data(json.utf8)) == Self.japan)
    }

    struct TripCase: Sendable, CustomTestStringConvertible {
        let cities: [String]
        let language: Language
        let headline: String
        let areas: [String]
        var testDescription: String { "a trip through \(cities.joined(separator: " and ")) (\(language.rawValue))" }
    }

    @Test("a trip is named after its city, or its country when it spans several cities", arguments: [
        TripCase(cities: ["Tokyo"], language: .en, headline: "6 days in Tokyo", areas: []),
        TripCase(cities: ["Tokyo", "Kyoto"], language: .en, headline: "6 days in Japan", areas: ["Tokyo", "Kyoto"]),
        TripCase(cities: ["Tokyo", "Kyoto"], language: .es, headline: "6 días en Japón", areas: ["Tokyo", "Kyoto"]),
    ])
    func tripName(_ c: TripCase) throws {
        var library = try DeckPlacesTests.homeYear()
        let points = ["Tokyo": SyntheticLibrary.tokyo, "Kyoto": SyntheticLibrary.kyoto]
        for d in 0 ..< 6 {
            let city = c.cities[d * c.cities.count / 6]
            try DeckPlacesTests.visit(&library, points[city]!, month: 10, day: 4 + d, photos: 5)
        }
        let insights = try library.insights(DeckPlacesTests.year)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions(language: c.language)))
        let card = try #require(deck.cards.first { $0.type == .biggestTrip })
        let p = try #require(BiggestTripCard.facts(card.payload))
        #expect(card.face.headline == c.headline)
        #expect(p.areas == c.areas)
        #expect(card.altText.contains(c.headline))
        for area in c.areas { #expect(card.altText.contains(area) && card.face.labels.joined().contains(area)) }
    }

    @Test("places near home photographed on the way out are not where the trip went")
    func tripLeavesHomeOut() throws {
        var library = try DeckPlacesTests.homeYear()
        let corner = GeoPoint(latitude: 51.5201, longitude: -0.0901)!
        for i in 0 ..< 3 { try library.add(SyntheticLibrary.at(2025, 10, 4, 7, i), at: corner) }
        for d in 0 ..< 6 { try DeckPlacesTests.visit(&library, SyntheticLibrary.tokyo, month: 10, day: 4 + d, photos: 5) }
        let deck = try #require(DeckBuilder.build(try library.insights(DeckPlacesTests.year), options: DeckOptions()))
        let card = try #require(deck.cards.first { $0.type == .biggestTrip })
        #expect(card.face.headline == "6 days in Tokyo")
    }
}
