import Testing
@testable import Insights
@testable import Model

@Suite("Where the photos are, when a range holds few")
struct RangeHintTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let photosByYear: [Int: Int]
        let inRange: Int
        let range: DateRange
        /// The year named, or nil for no hint.
        let year: Int?
    }

    static let thisYearSoFar = DateRange.thisYear(today: CivilDate(year: 2026, month: 11, day: 22))
    static func year(_ y: Int) -> DateRange { try! DateRange.year(y) }
    static func days(_ from: CivilDate, _ to: CivilDate) -> DateRange { try! DateRange(start: from, end: to) }

    static let cases: [Case] = [
        Case(testDescription: "the example run a year late: 3 copied photos this year, 252 last year",
             photosByYear: [2025: 252, 2026: 3], inRange: 3, range: thisYearSoFar, year: 2025),
        Case(testDescription: "the right year says nothing", photosByYear: [2025: 252, 2026: 3], inRange: 252, range: year(2025), year: nil),
        Case(testDescription: "a small library all in the range says nothing", photosByYear: [2026: 30], inRange: 30, range: thisYearSoFar,
             year: nil),
        Case(testDescription: "this year, partly covered, with nothing left out of the range, is not named",
             photosByYear: [2026: 30, 2025: 20], inRange: 30, range: thisYearSoFar, year: nil),
        Case(testDescription: "a busy current year with a busier past names the past", photosByYear: [2026: 100, 2025: 2000],
             inRange: 100, range: thisYearSoFar, year: 2025),
        Case(testDescription: "a fifth or more of the library, and 50 or more, is not few", photosByYear: [2026: 200, 2025: 800],
             inRange: 200, range: thisYearSoFar, year: nil),
        Case(testDescription: "a span of days inside a busy year names that year", photosByYear: [2025: 900, 2024: 100],
             inRange: 12, range: days(CivilDate(year: 2025, month: 3, day: 1), CivilDate(year: 2025, month: 3, day: 30)), year: 2025),
        Case(testDescription: "the last 30 days of a library of several years name the busiest", photosByYear: [2023: 1100, 2024: 900, 2025: 1000, 2026: 10],
             inRange: 10, range: days(CivilDate(year: 2026, month: 10, day: 24), CivilDate(year: 2026, month: 11, day: 22)), year: 2023),
        Case(testDescription: "a weekend asked for, as full as the library's days are, says nothing", photosByYear: [2025: 258, 2026: 3],
             inRange: 33, range: days(CivilDate(year: 2025, month: 6, day: 14), CivilDate(year: 2025, month: 6, day: 15)), year: nil),
        Case(testDescription: "a month at half the library's pace is no hint", photosByYear: [2024: 1200, 2025: 1000],
             inRange: 45, range: days(CivilDate(year: 2025, month: 3, day: 1), CivilDate(year: 2025, month: 3, day: 31)), year: nil),
        Case(testDescription: "a tie names the later year", photosByYear: [2024: 500, 2025: 500], inRange: 0, range: year(1900), year: 2025),
        Case(testDescription: "an empty range names the library's year", photosByYear: [2025: 261, 2024: 20], inRange: 0, range: year(1900),
             year: 2025),
        Case(testDescription: "an empty library says nothing", photosByYear: [:], inRange: 0, range: year(2025), year: nil),
    ]

    @Test(arguments: cases)
    func namesTheYear(_ c: Case) {
        let hint = RangeHint(photosByYear: c.photosByYear, inRange: c.inRange, range: c.range)
        #expect(hint?.year == c.year)
        if let hint {
            #expect(hint.total == c.photosByYear.values.reduce(0, +))
            #expect(hint.photosThatYear == c.photosByYear[hint.year])
            #expect(hint.years == c.photosByYear.keys.min()! ... c.photosByYear.keys.max()!)
        }
    }

    @Test("the thresholds are the named constants")
    func thresholds() {
        let under = RangeHint(photosByYear: [2025: 1000, 2026: RangeHint.fewPhotos - 1], inRange: RangeHint.fewPhotos - 1,
                              range: Self.thisYearSoFar)
        #expect(under?.year == 2025)
        let share = Int(RangeHint.fewShare * 1000)
        #expect(RangeHint(photosByYear: [2025: 1000 - share, 2026: share], inRange: share, range: Self.thisYearSoFar) == nil)
        // A year's days (all but its last: a whole year asked for is no hint) at the busiest year's
        // pace: few below a fifth of it, and not from a fifth.
        let pace = Int(RangeHint.fewShare * 1000)
        let days = Self.days(CivilDate(year: 2026, month: 1, day: 1), CivilDate(year: 2026, month: 12, day: 30))
        #expect(RangeHint(photosByYear: [2025: 1000, 2026: pace - 1], inRange: pace - 1, range: days)?.year == 2025)
        #expect(RangeHint(photosByYear: [2025: 1000, 2026: pace], inRange: pace, range: days) == nil)
    }

    static func fileTimed(_ n: Int, of inRange: Int) -> Bool {
        FileTimeDating(fileTimed: n, copied: 0, onFallbackClock: 0, inRange: inRange).fileTimesAreNotable
    }

    static func fallback(_ n: Int, of inRange: Int) -> Bool {
        FileTimeDating(fileTimed: 0, copied: 0, onFallbackClock: n, inRange: inRange).fallbackClockIsNotable
    }

    @Test("photos dated by file time are worth a word from a quarter of the range and ten photos")
    func fileTimeDating() {
        #expect(Self.fileTimed(1204, of: 3000))
        #expect(Self.fileTimed(750, of: 3000))
        #expect(!Self.fileTimed(749, of: 3000))
        #expect(Self.fileTimed(FileTimeDating.notablePhotos, of: FileTimeDating.notablePhotos))
        #expect(!Self.fileTimed(FileTimeDating.notablePhotos - 1, of: FileTimeDating.notablePhotos - 1))
    }

    @Test("photos on a clock the library did not choose are worth a word from 5% of the range and ten photos")
    func fallbackClock() {
        #expect(Self.fallback(150, of: 3000))
        #expect(!Self.fallback(149, of: 3000))
        #expect(!Self.fallback(FileTimeDating.notablePhotos - 1, of: FileTimeDating.notablePhotos - 1))
    }
}
