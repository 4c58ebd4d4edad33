import Testing
@testable import Insights
@testable import Model

/// The years a first-run hint may name: those a photo can have been taken in, and only when
/// the range was not chosen on purpose.
@Suite("Range hint: years to trust")
struct RangeHintTrustTests {
    static let thisYearSoFar = DateRange.thisYear(today: CivilDate(year: 2026, month: 11, day: 22))

    @Test("a reset clock's 1970 and a future 2099 are never named, nor spanned", arguments: [1970, 2099])
    func untrustedYears(_ year: Int) throws {
        let hint = try #require(RangeHint(photosByYear: [year: 900, 2025: 250, 2026: 3], inRange: 3, range: Self.thisYearSoFar, currentYear: 2026))
        #expect(hint.year == 2025)
        #expect(hint.years == 2025 ... 2026)
        #expect(hint.total == 1153, "they are still photos of the library")
    }

    @Test("a whole year asked for, holding photos, gets no hint; an empty one still names a year")
    func chosenYear() throws {
        #expect(RangeHint(photosByYear: [2024: 10, 2025: 990], inRange: 10, range: try .year(2024), currentYear: 2026) == nil)
        #expect(RangeHint(photosByYear: [2025: 990], inRange: 0, range: try .year(2024), currentYear: 2026)?.year == 2025)
    }
}
