import Foundation
import Testing
@testable import PhotoWrapped

@Suite("deck.json, the shared form of a deck")
struct SharedDeckTests {
    static func drawn() throws -> DeckDocument {
        var document = try RunCacheTests.document()
        document.rendering = .init(skin: "poster", format: "story")
        return document
    }

    @Test("it lists no photo and rounds every centre to 0.01°; the document drawn from keeps both")
    func trimmed() throws {
        let full = try Self.drawn()
        #expect(!full.cards.flatMap(\.payload.photos).isEmpty)
        let shared = full.shared()
        #expect(shared.cards.flatMap(\.payload.photos).isEmpty)
        #expect(shared.cards.map(\.altText) == full.cards.map(\.altText))
        #expect(shared.places.count == full.places.count)
        for (trimmed, place) in zip(shared.places, full.places) {
            for (value, original) in [(trimmed.centroid.lat, place.centroid.lat), (trimmed.centroid.lon, place.centroid.lon)] {
                #expect(abs(value - original) <= 0.005 + 1e-12)
                #expect("\(value)".split(separator: ".").last!.count <= 2, "\(value)")
            }
        }
    }

    @Test("a deck whose photos changed, and nothing else, writes another deck.json, so it is drawn again")
    func photosChanged() throws {
        let full = try Self.drawn()
        var other = full
        let finale = try #require(other.cards.firstIndex { $0.type == .finale })
        guard case var .finale(p) = other.cards[finale].payload else { return }
        p.photos[0] = "DCIM/elsewhere.jpg"
        other.cards[finale].payload = .finale(p)
        #expect(try full.shared().jsonData() != other.shared().jsonData())
        #expect(try full.shared().jsonData() == full.shared().jsonData())
    }
}
