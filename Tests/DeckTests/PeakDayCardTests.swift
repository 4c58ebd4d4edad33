import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Insights
@testable import Model

@Suite("The peak day card")
struct PeakDayCardTests {
    static let face = CardFace(kicker: "Your biggest day", headline: "Saturday 14 June", number: "40", unit: "photos", detail: "at Kew")

    @Test("the figure takes the photo row's room when the day has no photo to show", arguments: [([String](), 360.0), (["a.jpg"], 260.0)])
    func figureSize(_ photos: [String], _ size: Double) {
        let blocks = PeakDayCard.layout(.init(date: CivilDate(year: 2025, month: 6, day: 14), count: 40, placeLabel: "Kew", photos: photos), face: Self.face)
        #expect(blocks.contains(.number("40", unit: "photos", size: size)))
        #expect(blocks.last == .photoRow(photos, count: 3, preferred: 300))
    }

    @Test("a day no busier than the median day is no fact; `peakDayFullLift` times it is a full one",
          arguments: [(1.0, 0.0), (DeckRules.peakDayFullLift, 1.0)])
    func strength(_ lift: Double, _ expected: Double) throws {
        let insights = try SyntheticLibrary.richYear().insights(DeckBuilderTests.year)
        let days = insights.time.dailyCounts.filter { $0 > 0 }.sorted()
        let median = Double(days[days.count / 2])
        let day = CardPayload.PeakDay(date: CivilDate(year: 2025, month: 6, day: 14), count: Int(median * lift), placeLabel: nil, photos: [])
        #expect(PeakDayCard.strength(day, insights) == expected)
    }

    @Test("its date is typed, and deck.json writes it as YYYY-MM-DD as it did")
    func dateInDeckJSON() throws {
        let day = CardPayload.PeakDay(date: CivilDate(year: 2025, month: 6, day: 4), count: 40, placeLabel: nil, photos: [])
        let json = String(decoding: try JSONEncoder().encode(day), as: UTF8.self)
        #expect(json.contains(#""date":"2025-06-04""#))
        #expect(try JSONDecoder().decode(CardPayload.PeakDay.self, from: Data(json.utf8)) == day)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CardPayload.PeakDay.self, from: Data(json.replacingOccurrences(of: "2025-06-04", with: "2025-6-4").utf8))
        }
    }

    @Test("a peak day of fewer than `peakDayMinPhotos` photos is no card")
    func weakPeakDay() throws {
        func insights(peak: Int) throws -> Insights {
            var library = try SyntheticLibrary()
            for i in 0 ..< 30 { try library.add(SyntheticLibrary.at(2025, 1, 1).date.adding(days: i * 9).startOfDay.plus(hours: 12)) }
            for h in 0 ..< peak { try library.add(SyntheticLibrary.at(2025, 7, 7, 6 + h % 18, h / 18)) }
            return try library.insights(DeckBuilderTests.year)
        }
        let weak = try insights(peak: DeckRules.peakDayMinPhotos - 1)
        #expect(weak.time.peakDay?.count == DeckRules.peakDayMinPhotos - 1)
        #expect(PeakDayCard.facts(from: weak) == nil)
        let deck = try #require(DeckBuilder.build(weak, options: DeckOptions()))
        #expect(!deck.cards.contains { $0.type == PeakDayCard.type })
        #expect(PeakDayCard.facts(from: try insights(peak: DeckRules.peakDayMinPhotos))?.count == DeckRules.peakDayMinPhotos)
    }
}
