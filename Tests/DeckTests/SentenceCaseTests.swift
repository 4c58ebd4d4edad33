import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Model

/// Spanish writes weekdays and months in lowercase: a sentence that begins with one still
/// begins with a capital.
@Suite("Sentences begin with a capital")
struct SentenceCaseTests {
    @Test("every card's sentences, in both languages", arguments: Language.allCases)
    func capitals(language: Language) throws {
        let deck = try #require(DeckBuilder.build(try SyntheticLibrary.richYear().insights(DeckBuilderTests.year), options: DeckOptions(language: language)))
        #expect(deck.cards.contains { $0.payload.type == .peakDay })
        for card in deck.cards {
            for sentence in [card.title, card.body] {
                #expect(sentence.first.map { !$0.isLowercase } ?? true, "\(card.payload.type): \(sentence)")
            }
        }
    }
}
