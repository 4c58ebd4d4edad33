import Foundation
import TestSupport
import Testing
@testable import Deck

@Suite("Card payloads in deck.json, read by their kind's id")
struct CardPayloadCodingTests {
    @Test("every kind has an id of its own")
    func idsAreUnique() {
        let ids = CardKinds.types.map(\.rawValue)
        #expect(!ids.contains(""))
        #expect(Set(ids).count == ids.count)
    }

    /// As deck.json is written: keys sorted, so that the same card is the same bytes.
    static let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    @Test("every kind's card reads back as it was written, its facts typed", arguments: CardKinds.types)
    func roundTrip(_ type: CardType) throws {
        let card = try #require(SampleCards.all.first { $0.type == type })
        let json = try Self.encoder.encode(card)
        let read = try JSONDecoder().decode(Card.self, from: json)
        #expect(read == card)
        #expect(Swift.type(of: read.payload.facts) == Swift.type(of: card.payload.facts))
        #expect(try Self.encoder.encode(read) == json)
    }

    @Test("a card of an id no kind has is refused")
    func unknownID() throws {
        let card = try #require(SampleCards.all.first { $0.type == .streak })
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(card)) as? [String: Any])
        object["type"] = "horoscope"
        let json = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Card.self, from: json) }
    }
}
