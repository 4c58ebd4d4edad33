import Foundation
import TestScratch
import Testing

/// A deck over two days, made by the binary, speaks of two days: neither its cards nor its
/// deck.json nor its alt text says "year", in either language.
@Suite("A two-day deck, end to end", .serialized)
struct RangeWordsEndToEndTests {
    @Test("a two-day deck never says year or año", arguments: ["en", "es"])
    func twoDays(language: String) throws {
        let library = try PlacesCommandTests.Library()
        // The fixture year's biggest day and the day before it.
        let peak = library.truth.time.peakDay.date
        let before = try #require(ISO8601DateFormatter.day(peak)).addingTimeInterval(-86_400)
        let out = try Scratch.folder("two-days").appendingPathComponent("deck")
        let outcome = try library.run(["generate", library.folder.path, "--from", ISO8601DateFormatter.dayString(before), "--to", peak,
                                       "--lang", language, "--out", out.path, "--tz", library.truth.timeZone])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let json = try String(contentsOf: out.appendingPathComponent("deck.json"), encoding: .utf8)
        let deck = try JSONDecoder().decode(DeckCardsJSON.self, from: Data(json.utf8))
        #expect(deck.cards.count >= 4)
        for word in ["year", "año"] {
            #expect(!json.localizedCaseInsensitiveContains(word), "deck.json says \(word)")
            for card in deck.cards { #expect(!card.altText.localizedCaseInsensitiveContains(word), "\(card.type): \(card.altText)") }
        }
        #expect(json.contains(language == "en" ? "These two days in photos" : "Estos dos días en fotos"))
        // Two days have no favourite weekday and no busiest week: they are just the two days.
        #expect(!deck.cards.contains { $0.type == "weekday" || $0.type == "busiest-week" })
        // The summary counts agree with their numbers.
        #expect(!outcome.stdout.contains(" 1 places") && !outcome.stdout.contains(" 0%") && !outcome.stdout.contains("0 places"))
    }
}

private extension ISO8601DateFormatter {
    static func day(_ text: String) -> Date? {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate]
        return f.date(from: text)
    }

    static func dayString(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate]
        return f.string(from: date)
    }
}
