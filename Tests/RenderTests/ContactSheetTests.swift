import CCairo
import Foundation
import TestScratch
import Testing
@testable import Deck
@testable import Insights
@testable import Model
@testable import Render
import TestSupport

/// Every card type at its extremes (longest labels, a single photo, no photos, CJK and Arabic
/// names), in every skin, format and language, drawn with the deck's own words into one
/// contact sheet under the test scratch folder. Set PHOTO_WRAPPED_CONTACT_SHEET to a path to
/// keep a copy of the sheet for looking at.
@Suite("The contact sheet of every card")
struct ContactSheetTests {
    struct Sample {
        var name: String
        var payload: CardPayload
    }

    static let photos = SampleCards.photos
    static let long = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Isle of Anglesey"
    static let longSpanish = "San Cristóbal de La Laguna, Santa Cruz de Tenerife"
    static let cjk = "東京都渋谷区"
    static let arabic = "القاهرة"

    static func place(_ rank: Int, _ label: String, native: String? = nil, photos: Int, count: Int = 1234) -> PlaceFace {
        PlaceFace(rank: rank, label: label, nativeLabel: native, photoCount: count, distinctDays: max(1, count / 3), isHome: rank == 1,
                  photos: Array(Self.photos.prefix(photos)))
    }

    /// The extremes of one card type. A new card type left off here leaves `sheet` short of it.
    static func samples(_ type: CardType) -> [Sample] {
        switch type {
        case .title:
            [Sample(name: "one photo, a year", payload: .title(.init(rangeLabel: "2025", start: CivilDate(year: 2025, month: 1, day: 1), end: CivilDate(year: 2025, month: 12, day: 31),
                                                                   photoCount: 12345, photos: Array(photos.prefix(1))))),
             Sample(name: "no photo, an odd range", payload: .title(.init(rangeLabel: "2025", start: CivilDate(year: 2025, month: 1, day: 1), end: CivilDate(year: 2025, month: 11, day: 22),
                                                                         photoCount: 1, photos: [])))]
        case .coverage:
            [Sample(name: "all located", payload: .coverage(.init(photos: 12345, withLocation: 12345, coveragePct: 100))),
             Sample(name: "one photo, none located", payload: .coverage(.init(photos: 1, withLocation: 0, coveragePct: 0))),
             Sample(name: "a few located: the deck is about time", payload: .coverage(.init(photos: 12345, withLocation: 120, coveragePct: 1)))]
        case .topPlace:
            [Sample(name: "longest name, three photos", payload: .topPlace(place(1, long, photos: 3))),
             Sample(name: "CJK, one photo", payload: .topPlace(place(1, "Shibuya, Tokyo", native: cjk, photos: 1))),
             Sample(name: "Arabic, no photo", payload: .topPlace(place(1, arabic, native: arabic, photos: 0)))]
        case .topPlaces:
            [Sample(name: "long and CJK", payload: .topPlaces(.init(places: [place(2, long, photos: 1), place(3, longSpanish, native: cjk, photos: 1)]))),
             Sample(name: "Arabic, no photos", payload: .topPlaces(.init(places: [place(2, arabic, native: arabic, photos: 0),
                                                                                  place(3, cjk, photos: 0, count: 1)])))]
        case .peakDay:
            [Sample(name: "long place, three photos", payload: .peakDay(.init(date: CivilDate(year: 2025, month: 9, day: 27), count: 12345, placeLabel: long,
                                                                              photos: Array(photos.prefix(3))))),
             Sample(name: "CJK, one photo", payload: .peakDay(.init(date: CivilDate(year: 2025, month: 6, day: 14), count: 8, placeLabel: cjk, photos: Array(photos.prefix(1))))),
             Sample(name: "no place, no photo", payload: .peakDay(.init(date: CivilDate(year: 2025, month: 2, day: 1), count: 8, placeLabel: nil, photos: [])))]
        case .peakMonth:
            [Sample(name: "twelve months", payload: .peakMonth(.init(month: "2025-09", count: 12345,
                                                                     months: (1 ... 12).map { .init(month: String(format: "2025-%02d", $0), count: $0 == 9 ? 12345 : $0) }))),
             Sample(name: "two months", payload: .peakMonth(.init(month: "2025-06", count: 10, months: [.init(month: "2025-05", count: 1),
                                                                                                          .init(month: "2025-06", count: 10)])))]
        case .timeOfDay:
            [Sample(name: "across midnight", payload: .timeOfDay(.init(hourHistogram: (0 ..< 24).map { $0 >= 22 || $0 < 1 ? 900 : $0 },
                                                                       windowStart: 22, windowHours: 3, windowCount: 2700,
                                                                       mood: HourMood.byHours(windowStart: 22).rawValue))),
             Sample(name: "early", payload: .timeOfDay(.init(hourHistogram: (0 ..< 24).map { $0 == 5 ? 20 : 0 }, windowStart: 5, windowHours: 3,
                                                             windowCount: 20, mood: HourMood.byHours(windowStart: 5).rawValue)))]
        case .distinctPlaces:
            [Sample(name: "ten long labels, many more", payload: .distinctPlaces(.init(places: 1234, cities: 321, countries: 45,
                                                                                       labels: [long, longSpanish, cjk, arabic, "मुंबई",
                                                                                                "Москва", "Αθήνα", "תל אביב", "서울", "Kew"],
                                                                                       more: 1224))),
             Sample(name: "three, one city", payload: .distinctPlaces(.init(places: 3, cities: 1, countries: 1, labels: ["Home", cjk, arabic],
                                                                            more: 0)))]
        case .newPlace:
            [Sample(name: "long, Arabic native, two photos", payload: .newPlace(.init(place: place(4, long, native: arabic, photos: 2),
                                                                                     firstVisit: CivilDate(year: 2025, month: 12, day: 31)))),
             Sample(name: "CJK, no photo", payload: .newPlace(.init(place: place(4, cjk, photos: 0, count: 1), firstVisit: CivilDate(year: 2025, month: 1, day: 1))))]
        case .biggestTrip:
            [Sample(name: "long, many areas, one photo",
                    payload: .biggestTrip(.init(label: longSpanish, nativeLabel: nil, areas: [long, longSpanish, "Shinjuku", cjk], moreAreas: 12,
                                                start: CivilDate(year: 2025, month: 7, day: 1), end: CivilDate(year: 2025, month: 8, day: 14), days: 45, photoCount: 12345, distanceKm: 19999,
                                                photos: Array(photos.prefix(1))))),
             Sample(name: "CJK and Arabic, no photo",
                    payload: .biggestTrip(.init(label: "Tokyo", nativeLabel: cjk, areas: [arabic], moreAreas: 0, start: CivilDate(year: 2025, month: 10, day: 4),
                                                end: CivilDate(year: 2025, month: 10, day: 5), days: 2, photoCount: 2, distanceKm: 1, photos: [])))]
        case .yearInPixels:
            [Sample(name: "a leap year from a Monday", payload: .yearInPixels(.init(start: CivilDate(year: 2024, month: 1, day: 1), dailyCounts: (0 ..< 366).map { $0 % 3 == 0 ? $0 : 0 },
                                                                                    photoDays: 122, maxPerDay: 363))),
             Sample(name: "sixty days from mid-month", payload: .yearInPixels(.init(start: CivilDate(year: 2025, month: 3, day: 15), dailyCounts: (0 ..< 60).map { $0 % 2 },
                                                                                    photoDays: 30, maxPerDay: 1)))]
        case .streak:
            [Sample(name: "a whole year", payload: .streak(.init(days: 365, start: CivilDate(year: 2025, month: 1, day: 1), end: CivilDate(year: 2025, month: 12, day: 31)))),
             Sample(name: "three days", payload: .streak(.init(days: 3, start: CivilDate(year: 2025, month: 12, day: 30), end: CivilDate(year: 2026, month: 1, day: 1))))]
        case .busiestWeek:
            [Sample(name: "huge", payload: .busiestWeek(.init(week: "2025-W52", monday: CivilDate(year: 2025, month: 12, day: 22), count: 12345,
                                                              dailyCounts: [1, 2, 3, 4, 5, 6, 12324]))),
             Sample(name: "ten photos", payload: .busiestWeek(.init(week: "2025-W01", monday: CivilDate(year: 2024, month: 12, day: 30), count: 10, dailyCounts: [0, 0, 10, 0, 0, 0, 0])))]
        case .weekday:
            [Sample(name: "Sundays", payload: .weekday(.init(weekday: 7, counts: [1, 2, 3, 4, 5, 6, 12345]))),
             Sample(name: "Wednesdays", payload: .weekday(.init(weekday: 3, counts: [4, 4, 9, 4, 4, 4, 4])))]
        case .photosPerWeek:
            [Sample(name: "a flood", payload: .photosPerWeek(.init(perWeek: 1234.5, weeks: 52, total: 64194))),
             Sample(name: "the fewest a card is made for", payload: .photosPerWeek(.init(perWeek: 3, weeks: 4, total: 12)))]
        case .map:
            [Sample(name: "five cities", payload: .map(SampleCards.mapSample)),
             Sample(name: "CJK, Arabic and long names", payload: .map(renamed(SampleCards.mapSample, [cjk, arabic, long, longSpanish])))]
        case .yearOverYear:
            [Sample(name: "a year, every figure, long new countries",
                    payload: .yearOverYear(.init(period: "year", previousStart: "2024-01-01", previousEnd: "2024-12-31", lead: "photos",
                                                 measures: [.init(name: "photos", current: 123_456, previous: 99_999),
                                                            .init(name: "places", current: 1234, previous: 2),
                                                            .init(name: "countries", current: 45, previous: 44),
                                                            .init(name: "days", current: 366, previous: 30)],
                                                 newCountries: [longSpanish, "Bosnia and Herzegovina", "Saint Vincent and the Grenadines"]))),
             Sample(name: "the month before in another year, one figure",
                    payload: .yearOverYear(.init(period: "month", previousStart: "2024-12-01", previousEnd: "2024-12-31", lead: "days",
                                                 measures: [.init(name: "days", current: 31, previous: 8)], newCountries: []))),
             Sample(name: "new countries only, CJK, Arabic and the longest names, more than are shown",
                    payload: .yearOverYear(.init(period: "days", previousStart: "2025-05-02", previousEnd: "2025-05-31", lead: "new-countries",
                                                 measures: [], newCountries: [cjk, arabic, "Saint Vincent and the Grenadines", "Bosnia and Herzegovina",
                                                                              "Democratic Republic of the Congo", "Central African Republic",
                                                                              "Papua New Guinea", "Trinidad and Tobago"])))]
        case .camera:
            [Sample(name: "three devices, long names, the split",
                    payload: .camera(.init(devices: [.init(name: "Samsung Digimax i50 MP3 Limited Edition", photos: 12345, isPhone: false),
                                                     .init(name: "iPhone 15 Pro Max", photos: 9999, isPhone: true),
                                                     .init(name: "Konica Minolta DiMAGE Z3", photos: 1, isPhone: false)],
                                           photos: 30000, known: 22345, phonePhotos: 9999))),
             Sample(name: "one phone, every photo", payload: .camera(.init(devices: [.init(name: "Pixel 8", photos: 20, isPhone: true)],
                                                                          photos: 20, known: 20, phonePhotos: 20)))]
        case .finale:
            [1, 2, 3, 5, 9].map { n in
                Sample(name: n == 1 ? "1 photo" : "\(n) photos", payload: .finale(.init(photos: Array(photos.prefix(n)), photoCount: 12345, placeCount: 1)))
            }
        default: []
        }
    }

    /// The map's cities after home, and its countries, under other names.
    static func renamed(_ map: CardPayload.Map, _ names: [String]) -> CardPayload.Map {
        var map = map
        for (i, name) in zip(map.dots.indices.filter { !map.dots[$0].isHome }, names) { map.dots[i].label = name }
        map.countryNames = map.countryNames.indices.map { names[$0 % names.count] }
        return map
    }

    struct Variant {
        var skin: Skin
        var format: CardFormat
        var language: Language
    }

    static let variants = Skin.allCases.flatMap { skin in
        CardFormat.allCases.flatMap { format in Language.allCases.map { Variant(skin: skin, format: format, language: $0) } }
    }

    /// Thumbnails on the sheet: a fifth of a card.
    static let thumbScale = 0.2

    @Test("every card type × skin × format × language at its extremes: its words fit whole, in the safe area, on one sheet")
    func sheet() throws {
        let folder = try Scratch.folder()
        let samples = CardKinds.types.flatMap { type in Self.samples(type).map { (type, $0) } }
        #expect(Set(samples.map(\.1.payload.type)) == Set(CardKinds.types))
        let cell = 1080 * Self.thumbScale, label = 22.0, pad = 8.0
        let rowHeight = 1920 * Self.thumbScale + label + pad
        let sheet = Canvas(width: Int(Double(Self.variants.count) * (cell + pad) + pad), height: Int(Double(samples.count) * rowHeight + pad))
        cairo_set_source_rgb(sheet.context, 1, 1, 1)
        cairo_paint(sheet.context)
        for (row, (type, sample)) in samples.enumerated() {
            let top = pad + Double(row) * rowHeight
            cairo_set_source_rgb(sheet.context, 0, 0, 0)
            cairo_set_font_size(sheet.context, 16)
            cairo_move_to(sheet.context, pad, top + 16)
            cairo_show_text(sheet.context, "\(type.rawValue): \(sample.name)")
            for (column, variant) in Self.variants.enumerated() {
                let copy = Words(language: variant.language)
                let words = copy.words(sample.payload)
                let card = Card(title: words.title, body: words.body, altText: words.facts, face: copy.face(sample.payload), payload: sample.payload)
                let renderer = CardRenderer(skin: variant.skin, format: variant.format, photos: SampleCards.source, yearLabel: "2025")
                let rendered = try renderer.render(card)
                let what = "\(type.rawValue) (\(sample.name)), \(variant.skin) \(variant.format) \(variant.language)"
                check(rendered, format: variant.format, what)
                let file = folder.appendingPathComponent("\(row)-\(column).png")
                try rendered.png.write(to: file)
                let thumb = try #require(cairo_image_surface_create_from_png(file.path))
                defer { cairo_surface_destroy(thumb) }
                #expect(cairo_surface_status(thumb) == CAIRO_STATUS_SUCCESS)
                cairo_save(sheet.context)
                cairo_translate(sheet.context, pad + Double(column) * (cell + pad), top + label)
                cairo_scale(sheet.context, Self.thumbScale, Self.thumbScale)
                cairo_set_source_surface(sheet.context, thumb, 0, 0)
                cairo_paint(sheet.context)
                cairo_restore(sheet.context)
            }
        }
        let out = folder.appendingPathComponent("contact-sheet.png")
        #expect(cairo_surface_write_to_png(sheet.surface, out.path) == CAIRO_STATUS_SUCCESS)
        #expect(FileManager.default.fileExists(atPath: out.path))
        if let keep = ProcessInfo.processInfo.environment["PHOTO_WRAPPED_CONTACT_SHEET"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: out.path, toPath: keep)
        }
    }

    /// What can be asserted of a card: its key text in the safe area, whole (never cut with
    /// "…"), every glyph found, no two texts overlapping; its photos and charts in the safe area;
    /// the brand mark on the card and clear of the text.
    func check(_ rendered: RenderedCard, format: CardFormat, _ what: String) {
        let text = rendered.records.filter { $0.kind == .keyText }
        #expect(!text.isEmpty, "\(what)")
        for record in text {
            #expect(format.safeArea.contains(record.rect), "\(what): '\(record.text ?? "")' at \(record.rect)")
            #expect(!record.ellipsized, "\(what): '\(record.text ?? "")' is cut")
            #expect(record.unknownGlyphs == 0, "\(what): '\(record.text ?? "")'")
        }
        for (i, a) in text.enumerated() {
            for b in text[(i + 1)...] where a.rect.intersects(b.rect) {
                Issue.record("\(what): '\(a.text ?? "")' \(a.rect) overlaps '\(b.text ?? "")' \(b.rect)")
            }
        }
        for record in rendered.records where record.kind == .photo || record.kind == .chart {
            #expect(format.safeArea.contains(record.rect), "\(what): \(record.kind) at \(record.rect)")
        }
        let canvas = Rect(x: 0, y: 0, width: Double(format.width), height: Double(format.height))
        for brand in rendered.records.filter({ $0.kind == .brand }) {
            #expect(canvas.contains(brand.rect), "\(what)")
            #expect(!text.contains { $0.rect.intersects(brand.rect) }, "\(what)")
        }
    }
}
