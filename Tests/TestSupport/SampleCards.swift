import Foundation
@testable import Atlas
@testable import Deck
@testable import Model
@testable import Render

/// One card of every type, with real fixture photos, for the renderer's tests.
package enum SampleCards {
    package static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    package static let fixtures = repository.appendingPathComponent("fixtures")

    /// Fixture photos, as paths relative to fixtures/.
    package static let photos: [String] = {
        let dcim = fixtures.appendingPathComponent("DCIM/2025-06")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dcim.path)) ?? []
        return names.filter { $0.hasPrefix("IMG_1") }.sorted().prefix(12).map { "DCIM/2025-06/\($0)" }
    }()

    package static var source: PhotoSource {
        PhotoSource(root: fixtures.path, info: [:])
    }

    package static func place(_ rank: Int, _ label: String, native: String? = nil) -> PlaceFace {
        PlaceFace(rank: rank, label: label, nativeLabel: native, photoCount: 40 - rank, distinctDays: 12, isHome: rank == 1,
                  photos: Array(photos.prefix(3)))
    }

    /// Ten labels in several scripts, long and short, as a distinct-places card lists them.
    package static let distinctLabels = ["Home", "Kew, London", "Shibuya, Tokyo", "Москва", "القاهرة", "मुंबई", "Brighton, United Kingdom",
                                 "Graça, Lisbon", "Camden Town, London", "Shinjuku, Tokyo"]

    /// A London year with trips to Tokyo, Kyoto, Lisbon and Paris, as the map card's facts give it.
    package static let mapSample: CardPayload.Map = {
        let dots = [("Home", -0.1, 51.5, 160, "GB"), ("Tokyo", 139.7, 35.7, 32, "JP"), ("Lisbon", -9.1, 38.7, 14, "PT"),
                    ("Kyoto", 135.8, 35.0, 9, "JP"), ("Paris", 2.3, 48.9, 5, "FR")].map { label, lon, lat, n, country in
            CardPayload.MapDot(longitude: lon, latitude: lat, photos: n, label: label, country: country, isHome: label == "Home",
                               arc: label != "Home")
        }
        return CardPayload.Map(extent: .region, frame: MapBox(minX: -0.374, minY: 0.557, maxX: 2.169, maxY: 1.125),
                               countries: ["GB", "JP", "PT", "FR"], countryNames: ["United Kingdom", "Japan", "Portugal", "France"],
                               dots: dots, labelled: 5)
    }()

    package static let months = (1 ... 12).map { CardPayload.Month(month: String(format: "2025-%02d", $0), count: $0 * 3 % 17) }

    package static func card(_ payload: CardPayload, _ face: CardFace) -> Card {
        Card(title: face.headline ?? face.kicker ?? "", body: face.detail ?? "", altText: "Card. \(face.headline ?? "")", face: face,
             payload: payload)
    }

    /// A card with the words the deck gives it.
    package static func worded(_ payload: CardPayload) -> Card {
        card(payload, Words(language: .en).face(payload))
    }

    package static var all: [Card] {
        let week = [3, 8, 2, 5, 9, 30, 12]
        return [
            card(.title(.init(rangeLabel: "2025", start: CivilDate(year: 2025, month: 1, day: 1), end: CivilDate(year: 2025, month: 12, day: 31), photoCount: 241, photos: [photos[0]])),
                 CardFace(headline: "Your 2025 in photos", detail: "241 photos. Let's look back.")),
            card(.coverage(.init(photos: 241, withLocation: 215, coveragePct: 89)),
                 CardFace(kicker: "Your year in photos", headline: "You took 241 photos", number: "89%", unit: "know where they were taken")),
            card(.topPlace(place(1, "Bayswater, London")), CardFace(kicker: "Your #1 place", headline: "Bayswater, London", detail: "46 photos\u{00A0}· 31 days")),
            card(.topPlaces(.init(places: [place(2, "Shibuya, Tokyo", native: "渋谷, 東京"), place(3, "Camden Town, London")])),
                 CardFace(kicker: "Close behind", captions: ["34 photos\u{00A0}· 2 days", "16 photos\u{00A0}· 12 days"])),
            card(.peakDay(.init(date: CivilDate(year: 2025, month: 6, day: 14), count: 32, placeLabel: "Kew, London", photos: Array(photos.prefix(3)))),
                 CardFace(kicker: "Your biggest day", headline: "Saturday, June 14", number: "32", unit: "photos", detail: "at Kew, London")),
            card(.peakMonth(.init(month: "2025-10", count: 53, months: months)),
                 CardFace(kicker: "Your busiest month", headline: "October was your month", number: "53", unit: "photos",
                          labels: ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"])),
            card(.timeOfDay(.init(hourHistogram: (0 ..< 24).map { $0 * 7 % 23 }, windowStart: 17, windowHours: 3, windowCount: 40, mood: "golden-hour")),
                 CardFace(kicker: "Your hours", headline: "Golden hour was your hour", detail: "You took most photos between 5 and 8 pm.",
                          labels: ["midnight", "6 am", "noon", "6 pm"])),
            card(.distinctPlaces(.init(places: 21, cities: 6, countries: 4, labels: distinctLabels, more: 21 - distinctLabels.count)),
                 CardFace(kicker: "Where you went", number: "21", unit: "places", detail: "across 6 cities in 4 countries.",
                          labels: distinctLabels + ["+\(21 - distinctLabels.count) more"])),
            card(.newPlace(.init(place: place(4, "Kew, London"), firstVisit: CivilDate(year: 2025, month: 6, day: 14))),
                 CardFace(kicker: "A first", headline: "Kew, London", detail: "First photographed on June 14")),
            card(.biggestTrip(.init(label: "Japan", nativeLabel: nil, areas: ["Shibuya", "Asakusa", "Shinjuku", "Kyoto"], moreAreas: 1,
                                    start: CivilDate(year: 2025, month: 10, day: 4), end: CivilDate(year: 2025, month: 10, day: 11), days: 8, photoCount: 41, distanceKm: 9558,
                                    photos: Array(photos.prefix(3)))),
                 CardFace(kicker: "Your biggest trip", headline: "8 days in Japan", detail: "9,558 km from home\u{00A0}· 41 photos",
                          labels: ["Shibuya\u{00A0}· Asakusa\u{00A0}· Shinjuku\u{00A0}· Kyoto\u{00A0}· +1 more"])),
            card(.yearInPixels(.init(start: CivilDate(year: 2025, month: 1, day: 1), dailyCounts: (0 ..< 365).map { $0 * 37 % 11 > 6 ? $0 % 5 : 0 }, photoDays: 120, maxPerDay: 4)),
                 CardFace(kicker: "Day by day", headline: "Your year in pixels", detail: "Photos on 120 of 365 days.",
                          labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
                          captions: ["M", "T", "W", "T", "F", "S", "S"])),
            card(.streak(.init(days: 10, start: CivilDate(year: 2025, month: 10, day: 3), end: CivilDate(year: 2025, month: 10, day: 12))),
                 CardFace(kicker: "Your longest streak", number: "10", unit: "days in a row", detail: "October 3 – October 12")),
            worded(.busiestWeek(.init(week: "2025-W41", monday: CivilDate(year: 2025, month: 10, day: 6), count: 69, dailyCounts: week))),
            worded(.weekday(.init(weekday: 6, counts: week))),
            card(.photosPerWeek(.init(perWeek: 4.6, weeks: 52, total: 241)),
                 CardFace(kicker: "Week after week", number: "5", unit: "photos a week", detail: "241 photos over 52 weeks.")),
            card(.map(mapSample), CardFace(kicker: "Your year on the map", headline: "5 cities in 4 countries",
                                           detail: "Tokyo\u{00A0}· Lisbon\u{00A0}· Kyoto\u{00A0}· Paris",
                                           labels: ["Home", "Tokyo", "Lisbon", "Kyoto", "Paris"])),
            worded(.yearOverYear(.init(period: "year", previousStart: "2024-01-01", previousEnd: "2024-12-31", lead: "photos",
                                       measures: [.init(name: "photos", current: 2340, previous: 1800), .init(name: "places", current: 24, previous: 19),
                                                  .init(name: "countries", current: 5, previous: 3), .init(name: "days", current: 210, previous: 181)],
                                       newCountries: ["Japan", "Portugal", "Côte d’Ivoire"]))),
            worded(.yearOverYear(.init(period: "days", previousStart: "2025-05-02", previousEnd: "2025-05-31", lead: "new-countries",
                                       measures: [], newCountries: ["Japan", "Bosnia and Herzegovina", "日本"]))),
            worded(.camera(.init(devices: [.init(name: "iPhone 15 Pro Max", photos: 1890, isPhone: true),
                                           .init(name: "Fujifilm X100V", photos: 320, isPhone: false),
                                           .init(name: "DJI Mavic 2 Pro", photos: 41, isPhone: false)],
                                 photos: 2400, known: 2251, phonePhotos: 1890))),
            card(.finale(.init(photos: Array(photos.prefix(9)), photoCount: 241, placeCount: 21)),
                 CardFace(kicker: "That was your year", headline: "Your year in moments", detail: "241 photos\u{00A0}· 21 places")),
        ]
    }
}
