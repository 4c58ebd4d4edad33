import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The title card")
struct TitleCardTests {
    static let june = CardPayload.Title(rangeLabel: "June 2025", start: CivilDate(year: 2025, month: 6, day: 1),
                                        end: CivilDate(year: 2025, month: 6, day: 30), photoCount: 1, photos: [])

    @Test("it counts every photo of the range, spans the range, and shows one photo of it")
    func payload() throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        let title = try #require(TitleCard.facts(from: insights))
        #expect(title.photoCount == insights.total)
        #expect(title.start == DeckBuilderTests.year.start && title.end == DeckBuilderTests.year.end)
        #expect(title.photos.count == 1)
        #expect(title.rangeLabel == "2025", "a calendar year has no date line: its label is the year")
    }

    @Test("a month's label is its date line, the month and year kept on one line")
    func monthLabel() throws {
        let june = try DateRange(start: Self.june.start, end: Self.june.end)
        let title = try #require(TitleCard.facts(from: try SyntheticLibrary.richYear().insights(june)))
        #expect(title.rangeLabel.contains("June") && title.rangeLabel.contains("2025"))
        #expect(!title.rangeLabel.contains(" "), "no breaking space: \(title.rangeLabel.debugDescription)")
    }

    @Test("a copy made without the deck's range still titles the card with its own days",
          arguments: [(Language.en, "Your June in photos"), (.es, "Tu junio en fotos")])
    func titledByItsOwnDays(language: Language, headline: String) {
        let copy = Words(language: language)
        #expect(TitleCard.words(Self.june, in: copy).title == headline)
        #expect(TitleCard.face(Self.june, in: copy).headline == headline)
    }

    @Test("the count agrees with its number", arguments: [
        (Language.en, 1, "1 photo. "), (.en, 12345, "12,345 photos. "), (.es, 1, "1 foto. "), (.es, 12345, "12.345 fotos. "),
    ])
    func count(language: Language, photos: Int, said: String) {
        var title = Self.june
        title.photoCount = photos
        let copy = Words(language: language)
        #expect(TitleCard.words(title, in: copy).body.hasPrefix(said))
        #expect(TitleCard.face(title, in: copy).detail?.hasPrefix(said) == true)
    }

    @Test("its alt facts name the first and the last day", arguments: [
        (Language.en, "From ", ["June 1", "June 30", "2025"]), (.es, "Del ", ["1 de junio", "30 de junio", "2025"]),
    ])
    func facts(language: Language, opening: String, named: [String]) {
        let facts = TitleCard.words(Self.june, in: Words(language: language)).facts
        #expect(facts.hasPrefix(opening))
        for words in named { #expect(facts.contains(words), "\(facts)") }
    }

    @Test("a year's poster has no date line; a month's has one")
    func dateLine() throws {
        let year = Words(language: .en, range: DeckBuilderTests.year)
        var whole = Self.june
        (whole.start, whole.end) = (DeckBuilderTests.year.start, DeckBuilderTests.year.end)
        #expect(TitleCard.face(whole, in: year).labels == [])
        let june = TitleCard.face(Self.june, in: Words(language: .en))
        #expect(june.labels.count == 1 && june.labels[0].contains("June"))
    }

    @Test("with a date line under the headline, the photo count steps back out of the accent",
          arguments: [[String](), ["June\u{00A0}2025"]])
    func layout(_ labels: [String]) {
        let face = CardFace(headline: "Your June in photos", detail: "1 photo. Let's look back.", labels: labels)
        let blocks = TitleCard.layout(Self.june, face: face)
        #expect(blocks.first == .hero([], preferred: 720))
        #expect(blocks.suffix(2) == [.detail(labels.first, accent: true), .detail("1 photo. Let's look back.", accent: labels.isEmpty)])
    }

    @Test("its dates are typed, and deck.json writes them as YYYY-MM-DD")
    func datesInDeckJSON() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.june), as: UTF8.self)
        #expect(json.contains(#""start":"2025-06-01""#) && json.contains(#""end":"2025-06-30""#))
        #expect(try JSONDecoder().decode(CardPayload.Title.self, from: Data(json.utf8)) == Self.june)
    }
}
