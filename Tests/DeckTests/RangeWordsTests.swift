import Testing
@testable import Deck
@testable import Model
import TestSupport

/// The copy says the range's own words: "your July", "these two days", "tus últimos 30 días",
/// and "year" only of a year.
@Suite("Copy that fits the range")
struct RangeWordsTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let start: CivilDate
        let end: CivilDate
        let today: CivilDate?
        let language: Language
        let title: String
        let finaleKicker: String
        let coverageKicker: String
        var description: String { "\(name) (\(language.rawValue))" }
    }

    static func day(_ m: Int, _ d: Int, _ y: Int = 2025) -> CivilDate { CivilDate(year: y, month: m, day: d) }

    static let cases: [Case] = [
        Case(name: "two days", start: day(6, 12), end: day(6, 13), today: nil, language: .en, title: "These two days in photos",
             finaleKicker: "Those were your two days", coverageKicker: "These two days in photos"),
        Case(name: "two days", start: day(6, 12), end: day(6, 13), today: nil, language: .es, title: "Estos dos días en fotos",
             finaleKicker: "Esos fueron tus dos días", coverageKicker: "Estos dos días en fotos"),
        Case(name: "a weekend", start: day(6, 14), end: day(6, 15), today: nil, language: .es, title: "Tu fin de semana en fotos",
             finaleKicker: "Ese fue tu fin de semana", coverageKicker: "Tu fin de semana en fotos"),
        Case(name: "last 30 days", start: day(5, 17), end: day(6, 15), today: day(6, 15), language: .en,
             title: "Your last 30 days in photos", finaleKicker: "Those were your last 30 days", coverageKicker: "Your last 30 days in photos"),
        Case(name: "last 30 days", start: day(5, 17), end: day(6, 15), today: day(6, 15), language: .es,
             title: "Tus últimos 30 días en fotos", finaleKicker: "Esos fueron tus últimos 30 días", coverageKicker: "Tus últimos 30 días en fotos"),
        Case(name: "a month", start: day(6, 1), end: day(6, 30), today: nil, language: .en, title: "Your June in photos",
             finaleKicker: "That was your June", coverageKicker: "Your June in photos"),
        Case(name: "a month", start: day(6, 1), end: day(6, 30), today: nil, language: .es, title: "Tu junio en fotos",
             finaleKicker: "Ese fue tu junio", coverageKicker: "Tu junio en fotos"),
        Case(name: "summer at a London home", start: day(6, 1), end: day(8, 31), today: nil, language: .en, title: "Your summer in photos",
             finaleKicker: "That was your summer", coverageKicker: "Your summer in photos"),
        Case(name: "summer at a London home", start: day(6, 1), end: day(8, 31), today: nil, language: .es, title: "Tu verano en fotos",
             finaleKicker: "Ese fue tu verano", coverageKicker: "Tu verano en fotos"),
        Case(name: "a year", start: day(1, 1), end: day(12, 31), today: nil, language: .en, title: "Your 2025 in photos",
             finaleKicker: "That was your year", coverageKicker: "Your year in photos"),
        Case(name: "a year", start: day(1, 1), end: day(12, 31), today: nil, language: .es, title: "Tu 2025 en fotos",
             finaleKicker: "Ese fue tu año", coverageKicker: "Tu año en fotos"),
        Case(name: "this year so far", start: day(1, 1), end: day(11, 22), today: day(11, 22), language: .en, title: "Your year so far",
             finaleKicker: "That was your year so far", coverageKicker: "Your year so far in photos"),
        Case(name: "another span", start: day(3, 3), end: day(11, 22), today: nil, language: .es, title: "Tus días en fotos",
             finaleKicker: "Esos fueron tus días", coverageKicker: "Tus días en fotos"),
    ]

    /// Evenings at home in London every day of 2025, twelve photos a day: every range has a
    /// home, a finale and a coverage card.
    static let library: SyntheticLibrary = {
        var library = try! SyntheticLibrary()
        for day in 0 ..< 365 {
            for i in 0 ..< 12 {
                try! library.add(CivilDate(year: 2025, month: 1, day: 1).adding(days: day).startOfDay.plus(hours: 8 + i), at: SyntheticLibrary.london)
            }
        }
        return library
    }()

    /// Every string a card carries, in deck.json and on its poster.
    static func texts(_ card: Card) -> [String] {
        let f = card.face
        return [card.title, card.body, card.altText, f.kicker, f.headline, f.number, f.unit, f.detail].compactMap { $0 } + f.labels + f.captions
    }

    @Test("each range's title, coverage and finale say its own words; only a year says year", arguments: cases)
    func rangeWords(_ c: Case) throws {
        let range = try DateRange(start: c.start, end: c.end)
        let deck = try #require(DeckBuilder.build(try Self.library.insights(range), options: DeckOptions(language: c.language, today: c.today)))
        let cards = Dictionary(deck.cards.map { ($0.type, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(cards[.title]?.title == c.title)
        #expect(cards[.title]?.face.headline == c.title)
        #expect(cards[.coverage]?.face.kicker == c.coverageKicker)
        #expect(cards[.finale]?.face.kicker == c.finaleKicker)
        #expect(cards[.finale]?.title == cards[.finale]?.face.headline)
        if !c.name.contains("year") {
            for card in deck.cards {
                for text in Self.texts(card) {
                    #expect(!text.localizedCaseInsensitiveContains("year") && !text.localizedCaseInsensitiveContains("año"),
                            "\(card.type) says a year: \(text)")
                }
            }
        }
    }

    @Test("the title's date line keeps each date on one line and names a long range in full", arguments: Language.allCases)
    func dateLine(language: Language) throws {
        let range = try DateRange(start: Self.day(1, 1), end: Self.day(11, 22))
        let deck = try #require(DeckBuilder.build(try Self.library.insights(range), options: DeckOptions(language: language, today: Self.day(11, 22))))
        let title = try #require(deck.cards.first)
        let line = try #require(title.face.labels.first)
        let expected = language == .en ? "January 1 – November 22, 2025" : "1 de enero – 22 de noviembre de 2025"
        #expect(line == expected.replacingOccurrences(of: " ", with: "\u{00A0}").replacingOccurrences(of: "\u{00A0}–\u{00A0}", with: " – "))
        #expect(line.split(separator: " ").count == 3, "a line breaks only beside the dash: \(line)")
        // --year of a year still going on is dated to today, like the default range.
        let going = try #require(DeckBuilder.build(try Self.library.insights(try .year(2025)),
                                                   options: DeckOptions(language: language, today: Self.day(11, 22))))
        #expect(going.cards.first?.face.labels == [line] && going.cards.first?.title == (language == .en ? "Your year so far" : "Tu año hasta ahora"))
        let year = try #require(DeckBuilder.build(try Self.library.insights(try .year(2025)), options: DeckOptions(language: language)))
        #expect(year.cards.first?.face.labels == [])
    }

    @Test("a season is named for the home's hemisphere, and not named without a home", arguments: [
        (Optional(false), RangeKind.season(.summer)), (true, .season(.winter)), (nil, .span),
    ])
    func season(southern: Bool?, kind: RangeKind) throws {
        let range = try DateRange(start: Self.day(6, 1), end: Self.day(8, 31))
        #expect(RangeKind(range, today: nil, southernHome: southern) == kind)
        #expect(RangeKind(try DateRange(start: Self.day(12, 1, 2024), end: Self.day(2, 28)), today: nil, southernHome: true) == .season(.summer))
    }

    @Test("kinds of range", arguments: [
        (day(1, 1), day(12, 31), Optional<CivilDate>.none, RangeKind.year(2025)),
        (day(1, 1), day(12, 31), day(11, 22), .yearSoFar(2025)),
        (day(1, 1), day(12, 31), day(1, 1, 2026), .year(2025)),
        (day(1, 1), day(11, 22), day(11, 22), .yearSoFar(2025)),
        (day(1, 1), day(11, 22), nil, .span),
        (day(10, 24), day(11, 22), day(11, 22), .lastDays(30)),
        (day(10, 24), day(11, 22), nil, .span),
        (day(7, 1), day(7, 31), nil, .month(year: 2025, month: 7)),
        (day(11, 17), day(11, 23), nil, .week),
        (day(11, 22), day(11, 22), nil, .day),
    ])
    func kinds(start: CivilDate, end: CivilDate, today: CivilDate?, kind: RangeKind) throws {
        #expect(RangeKind(try DateRange(start: start, end: end), today: today, southernHome: false) == kind)
    }
}
