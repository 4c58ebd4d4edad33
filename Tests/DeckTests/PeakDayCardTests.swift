import Foundation
import TestSupport
import Testing
@testable import Deck
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
}
