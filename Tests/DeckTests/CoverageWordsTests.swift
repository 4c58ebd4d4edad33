import Foundation
import Testing
@testable import Deck
@testable import Model
import TestSupport

/// The coverage card tells what the deck is about only as the deck is.
@Suite("Coverage card words")
struct CoverageWordsTests {
    static func coverageWords(photos: Int, language: Language) throws -> String {
        var library = try SyntheticLibrary()
        for i in 0 ..< photos { try library.add(SyntheticLibrary.at(2025, 1 + i % 12, 1 + i % 27, 8 + i % 12)) }
        let deck = try #require(DeckBuilder.build(try library.insights(try .year(2025)), options: DeckOptions(language: language)))
        let card = try #require(deck.cards.first { $0.payload.type == .coverage })
        #expect(deck.cards.contains { $0.payload.type.isAboutTime } == (photos > 3), "\(deck.cards.map(\.payload.type))")
        return "\(card.body) \(card.altText) \(card.face.detail ?? "")"
    }

    @Test("a deck without time cards is not said to be about time", arguments: Language.allCases)
    func noTimeCards(language: Language) throws {
        let words = try Self.coverageWords(photos: 3, language: language)
        #expect(!words.contains("about time") && !words.contains("va del tiempo"), "\(words)")
    }

    @Test("a deck of time cards is", arguments: Language.allCases)
    func timeCards(language: Language) throws {
        let words = try Self.coverageWords(photos: 200, language: language)
        #expect(words.contains("about time") || words.contains("va del tiempo"), "\(words)")
    }
}
