import Testing
@testable import Deck
@testable import Insights
@testable import Model
import TestSupport

/// A card a person would not post is not made: "2 photos a week" tells them their year was thin.
@Suite("Weak cards are left out")
struct WeakCardTests {
    static let year = try! DateRange.year(2025)

    /// A year of photos with no location (a time deck), `total` of them spread evenly over it.
    static func evenYear(_ total: Int) throws -> Insights {
        var library = try SyntheticLibrary()
        for i in 0 ..< total {
            let day = CivilDate(year: 2025, month: 1, day: 1).adding(days: i * 365 / total)
            try library.add(day.startOfDay.plus(hours: 9 + i % 10), at: nil)
        }
        return try library.insights(Self.year)
    }

    @Test("the weekly-rate card is made only at a few photos a week or more", arguments: [
        (30, false), (104, false), (150, false), (160, true), (520, true),
    ])
    func photosPerWeek(total: Int, made: Bool) throws {
        let insights = try Self.evenYear(total)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        #expect(!deck.aboutPlaces)
        #expect(deck.cards.contains { $0.type == .photosPerWeek } == made,
                "\(insights.time.photosPerWeek(Self.year, today: nil)) a week")
    }
}
