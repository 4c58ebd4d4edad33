import Foundation
import Testing
@testable import Deck
@testable import Model
@testable import Render
import TestSupport

@Suite("Rendering cards")
struct CardRendererTests {
    struct Variant: Sendable, CustomTestStringConvertible {
        let skin: Skin
        let format: CardFormat
        var testDescription: String { "\(skin.rawValue), \(format.rawValue)" }
    }

    static let variants = Skin.allCases.flatMap { skin in CardFormat.allCases.map { Variant(skin: skin, format: $0) } }

    @Test("every card type renders, and its text stays in the safe area without overlapping", arguments: variants)
    func everyType(_ variant: Variant) throws {
        let renderer = CardRenderer(skin: variant.skin, format: variant.format, photos: SampleCards.source, yearLabel: "2025")
        let cards = SampleCards.all
        #expect(Set(cards.map(\.type)) == Set(CardKinds.types))
        for card in cards {
            let rendered = try renderer.render(card)
            #expect(rendered.png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let text = rendered.records.filter { $0.kind == .keyText }
            #expect(!text.isEmpty, "\(card.type)")
            for record in text {
                #expect(variant.format.safeArea.contains(record.rect), "\(card.type): '\(record.text ?? "")' at \(record.rect)")
                #expect(record.unknownGlyphs == 0, "\(card.type): '\(record.text ?? "")'")
            }
            for (i, a) in text.enumerated() {
                for b in text[(i + 1)...] where a.rect.intersects(b.rect) {
                    Issue.record("\(card.type): '\(a.text ?? "")' \(a.rect) overlaps '\(b.text ?? "")' \(b.rect)")
                }
            }
            let canvas = Rect(x: 0, y: 0, width: Double(variant.format.width), height: Double(variant.format.height))
            for brand in rendered.records.filter({ $0.kind == .brand }) {
                #expect(canvas.contains(brand.rect))
                #expect(!text.contains { $0.rect.intersects(brand.rect) })
            }
        }
    }

    @Test("a long place name shrinks, wraps, and at worst is ellipsized: never clipped")
    func longName() throws {
        let renderer = CardRenderer(skin: .poster, format: .story, photos: SampleCards.source, yearLabel: "2025")
        let name = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Isle of Anglesey, Wales, United Kingdom of Great Britain"
        let card = SampleCards.card(.topPlace(SampleCards.place(1, name)), CardFace(kicker: "Your #1 place", headline: name, detail: "3 photos"))
        let rendered = try renderer.render(card)
        for record in rendered.records where record.kind == .keyText {
            #expect(CardFormat.story.safeArea.contains(record.rect), "\(record.rect)")
        }
    }

    @Test("Pango finds a glyph for every sample string", arguments: ["Zürich, São Paulo, Kraków", "Москва", "東京, 渋谷", "मुंबई", "القاهرة", "서울", "Αθήνα", "תל אביב"])
    func glyphs(sample: String) throws {
        let renderer = CardRenderer(skin: .pastel, format: .square, photos: SampleCards.source, yearLabel: "2025")
        let card = SampleCards.card(.topPlace(SampleCards.place(1, sample, native: sample)),
                                    CardFace(kicker: "Your #1 place", headline: sample, detail: sample))
        let rendered = try renderer.render(card)
        let texts = rendered.records.filter { $0.text == sample }
        #expect(texts.count >= 2)
        #expect(texts.allSatisfy { $0.unknownGlyphs == 0 })
    }

    @Test("text meets WCAG 4.5:1 on every stop of its background", arguments: Skin.allCases)
    func contrast(skin: Skin) {
        for type in CardKinds.types {
            let palette = skin.palette(for: type)
            let backgrounds = palette.background + palette.background.map { $0.mixed(with: palette.glow.with(alpha: 1), palette.glow.alpha) }
            for text in palette.textColours {
                for background in backgrounds {
                    let ratio = Colour.contrast(text, background)
                    #expect(ratio >= 4.5, "\(skin) \(type): \(text) on \(background) is \(ratio)")
                }
            }
        }
    }
}

@Suite("Cards draw only their payload")
struct PayloadOnlyTests {
    @Test("a card whose payload lists no photo draws no photo tile", arguments: CardRendererTests.variants)
    func noPhotoNoRow(_ variant: CardRendererTests.Variant) throws {
        let renderer = CardRenderer(skin: variant.skin, format: variant.format, photos: SampleCards.source, yearLabel: "2025")
        let face = CardFace(kicker: "Your biggest day", headline: "Saturday, June 14", number: "32", unit: "photos")
        let empty = SampleCards.card(.peakDay(.init(date: CivilDate(year: 2025, month: 6, day: 14), count: 32, placeLabel: nil, photos: [])), face)
        #expect(try !renderer.render(empty).records.contains { $0.kind == .photo })
        let full = SampleCards.card(.peakDay(.init(date: CivilDate(year: 2025, month: 6, day: 14), count: 32, placeLabel: nil, photos: Array(SampleCards.photos.prefix(3)))), face)
        #expect(try renderer.render(full).records.contains { $0.kind == .photo })
    }

    @Test("the distinct-places card sets every chip its face lists, \"+N more\" included", arguments: CardRendererTests.variants)
    func everyChip(_ variant: CardRendererTests.Variant) throws {
        let renderer = CardRenderer(skin: variant.skin, format: variant.format, photos: SampleCards.source, yearLabel: "2025")
        let card = try #require(SampleCards.all.first { $0.type == .distinctPlaces })
        let rendered = try renderer.render(card)
        let chart = try #require(rendered.records.first { $0.kind == .chart })
        let chips = rendered.records.filter { $0.kind == .keyText && chart.rect.contains($0.rect) }.compactMap(\.text)
        #expect(chips == card.face.labels)
        #expect(chips.last == "+11 more")
        // The chips use the room they are given: no more than a fifth of their block is left empty below them.
        let lowest = try #require(rendered.records.filter { $0.kind == .keyText && chart.rect.contains($0.rect) }.map(\.rect.maxY).max())
        #expect(chart.rect.maxY - lowest < chart.rect.height / 5, "\(chart.rect) lowest chip text at \(lowest)")
    }

    @Test("the week charts set the figure over their top bar as the language writes it", arguments: [(Language.en, "12,324"), (.es, "12.324")])
    func barFigure(language: Language, figure: String) throws {
        let renderer = CardRenderer(skin: .poster, format: .story, photos: SampleCards.source, yearLabel: "2025")
        let counts = [12324, 800, 3, 45, 1200, 9, 0]
        for payload in [CardPayload.busiestWeek(.init(week: "2025-W10", monday: CivilDate(year: 2025, month: 3, day: 3), count: 14381, dailyCounts: counts)),
                        .weekday(.init(weekday: 1, counts: counts))] {
            let card = SampleCards.card(payload, Words(language: language).face(payload))
            let texts = try renderer.render(card).records.filter { $0.kind == .keyText }.compactMap(\.text)
            #expect(texts.contains(figure), "\(payload.type): \(texts)")
        }
    }
}
