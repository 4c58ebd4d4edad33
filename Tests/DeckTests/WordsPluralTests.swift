import Testing
@testable import Deck
@testable import Model

/// Counts in the copy agree with their number, in both languages: never "1 places" or "1 lugares".
@Suite("Plurals in the copy")
struct WordsPluralTests {
    @Test("units under numbers agree with them", arguments: [
        (Language.en, 1, "photo", "photo a week"), (.en, 3, "photos", "photos a week"),
        (.es, 1, "foto", "foto por semana"), (.es, 3, "fotos", "fotos por semana"),
    ])
    func units(language: Language, n: Int, photoUnit: String, weeklyUnit: String) {
        let copy = Words(language: language)
        let month = CardPayload.peakMonth(.init(month: "2025-03", count: n, months: [.init(month: "2025-02", count: 0), .init(month: "2025-03", count: n)]))
        #expect(copy.face(month).unit == photoUnit)
        let week = CardPayload.busiestWeek(.init(week: "2025-W10", monday: CivilDate(year: 2025, month: 3, day: 3), count: n, dailyCounts: [n, 0, 0, 0, 0, 0, 0]))
        #expect(copy.face(week).unit == photoUnit)
        let rate = CardPayload.photosPerWeek(.init(perWeek: Double(n), weeks: 1, total: n))
        #expect(copy.face(rate).unit == weeklyUnit)
        #expect(copy.words(rate).body.hasPrefix(language == .en ? "\(n) photo" : "\(n) foto") && copy.words(rate).body.contains(language == .en ? "1 week." : "1 semana."))
    }
}
