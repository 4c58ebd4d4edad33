import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The year-over-year card")
struct YearOverYearCardTests {
    typealias Measure = CardPayload.YearOverYear.Measure

    static func card(lead: String = "photos", measures: [Measure] = [.init(name: "photos", current: 300, previous: 120)],
                     newCountries: [String] = []) -> CardPayload.YearOverYear {
        CardPayload.YearOverYear(period: "year", previousStart: "2024-01-01", previousEnd: "2024-12-31", lead: lead, measures: measures,
                                 newCountries: newCountries)
    }

    /// 2024 at home in London, `previous` photos on as many days; 2025 at home with `current`
    /// photos, and a week in Tokyo when `tokyo`.
    static func twoYears(previous: Int, current: Int, tokyo: Bool) throws -> Insights {
        var library = try SyntheticLibrary()
        for i in 0 ..< previous { try library.add(CivilDate(year: 2024, month: 1, day: 2).adding(days: i).startOfDay.plus(hours: 19), at: SyntheticLibrary.london) }
        for i in 0 ..< current { try library.add(CivilDate(year: 2025, month: 1, day: 2).adding(days: i).startOfDay.plus(hours: 19), at: SyntheticLibrary.london) }
        if tokyo { for d in 0 ..< 7 { try library.add(SyntheticLibrary.at(2025, 10, 4 + d), at: SyntheticLibrary.tokyo) } }
        return try library.insights(try .year(2025))
    }

    @Test("it leads with what grew since the period before, and names the new country")
    func payload() throws {
        let card = try #require(YearOverYearCard.facts(from: try Self.twoYears(previous: 120, current: 200, tokyo: true)))
        #expect(card.lead == "photos" && card.period == "year" && card.previousStart == "2024-01-01")
        #expect(card.measures.first { $0.name == "photos" }.map { [$0.current, $0.previous] } == [207, 120])
        #expect(card.newCountries == ["Japan"])
        #expect(card.measures.allSatisfy { $0.current > $0.previous })
    }

    @Test("a year that grew by less than `yearOverYearMinLift`, with no new country, is no card: it never says fewer")
    func nothingGrew() throws {
        let previous = 120, current = Int((Double(120) * DeckRules.yearOverYearMinLift).rounded(.up)) - 1
        #expect(YearOverYearCard.facts(from: try Self.twoYears(previous: previous, current: current, tokyo: false)) == nil)
        #expect(YearOverYearCard.facts(from: try Self.twoYears(previous: current, current: previous, tokyo: false)) == nil)
    }

    @Test("no period before is no card")
    func noPeriodBefore() throws {
        #expect(YearOverYearCard.facts(from: try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)) == nil)
    }

    @Test("as much as before is no fact; `yearOverYearFullLift` times it, or `yearOverYearFullNewCountries` new countries, a full one")
    func strength() throws {
        let insights = try SyntheticLibrary().insights(DeckBuilderTests.year)
        #expect(YearOverYearCard.strength(Self.card(measures: [.init(name: "photos", current: 120, previous: 120)]), insights) == 0)
        let full = Int(120 * DeckRules.yearOverYearFullLift)
        #expect(YearOverYearCard.strength(Self.card(measures: [.init(name: "photos", current: full, previous: 120)]), insights) == 1)
        let countries = (0 ..< DeckRules.yearOverYearFullNewCountries).map { "Country \($0)" }
        #expect(YearOverYearCard.strength(Self.card(lead: "new-countries", measures: [], newCountries: countries), insights) == 1)
        #expect(YearOverYearCard.strength(Self.card(lead: "new-countries", measures: [], newCountries: Array(countries.dropLast())), insights) < 1)
        #expect(YearOverYearCard.strength(Self.card(measures: [], newCountries: []), insights) == 0)
    }

    @Test("leading with new countries, the poster draws the first `yearOverYearCountriesShown` and how many more, and no detail")
    func manyNewCountries() {
        let countries = (0 ... DeckRules.yearOverYearCountriesShown + 1).map { "Country \($0)" }
        for language in Language.allCases {
            let face = YearOverYearCard.face(Self.card(lead: "new-countries", measures: [], newCountries: countries), in: Words(language: language))
            #expect(face.labels == Array(countries.prefix(DeckRules.yearOverYearCountriesShown)) + [Words(language: language).more(2)])
            #expect(face.detail == nil)
        }
    }

    @Test("leading with a figure, the new countries are the detail", arguments: [
        (Language.en, "More photos than in 2024", "New countries: Japan · Peru"), (.es, "Más fotos que en 2024", "Países nuevos: Japón · Perú"),
    ])
    func words(language: Language, title: String, detail: String) {
        let card = Self.card(newCountries: language == .en ? ["Japan", "Peru"] : ["Japón", "Perú"])
        let face = YearOverYearCard.face(card, in: Words(language: language))
        #expect(face.headline == title && face.unit == "2024")
        #expect(face.detail == detail.replacingOccurrences(of: " · ", with: CardFace.listSeparator))
        let words = YearOverYearCard.words(card, in: Words(language: language))
        #expect(words.title == title && words.body.contains("300") && words.body.contains("120"))
    }

    @Test("the countries stand in for the chart when they lead; otherwise each figure is set against the period before's")
    func layout() {
        let countries = Self.card(lead: "new-countries", measures: [], newCountries: ["Japan", "Peru"])
        let face = CardFace(kicker: "Compared with 2024", headline: "New ground this year", unit: "2024", labels: ["Japan", "Peru"])
        #expect(YearOverYearCard.layout(countries, face: face).last
            == .bigText("Japan" + CardFace.listSeparator + "Peru", size: 150, minimum: 44, lines: 5))
        let photos = Self.card()
        let figures = CardFace(kicker: "Compared with 2024", headline: "More photos than in 2024", unit: "2024", labels: ["Photos"],
                               captions: ["300", "120"])
        #expect(YearOverYearCard.layout(photos, face: figures).contains(
            .pairs(names: ["Photos"], figures: ["300", "120"], values: [ComparedValue(current: 300, previous: 120)], previousName: "2024")))
    }
}
