import Foundation
import TestSupport
import Testing
@testable import Deck

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

    @Test("home is given where its city is, to 0.1°, unless --reveal-home gives its own centre")
    func home() throws {
        let insights = try SyntheticLibrary.richYear().insights(RunCacheTests.year)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        let home = try #require(insights.places.home)
        let city = try #require(home.name.city?.centre)
        var revealed = DeckOptions()
        revealed.revealHome = true
        for options in [DeckOptions(), revealed] {
            let document = DeckDocument(insights: insights, deck: deck, options: options, includeHidden: false)
            let entry = try #require(document.places.first { $0.isHome })
            if options.revealHome {
                #expect(entry.centroid == .init(lat: home.cluster.centroid.latitude, lon: home.cluster.centroid.longitude))
            } else {
                let atCity = DeckDocument.Centroid(lat: MapFacts.rounded(city.latitude), lon: MapFacts.rounded(city.longitude))
                #expect(entry.centroid == atCity)
                #expect(document.shared().places.first { $0.isHome }?.centroid == atCity)
            }
        }
    }

    @Test("a deck whose photos changed, and nothing else, writes another deck.json, so it is drawn again")
    func photosChanged() throws {
        let full = try Self.drawn()
        var other = full
        let finale = try #require(other.cards.firstIndex { $0.type == .finale })
        guard var p = FinaleCard.facts(other.cards[finale].payload) else { return }
        p.photos[0] = "DCIM/elsewhere.jpg"
        other.cards[finale].payload = .finale(p)
        #expect(try full.shared().jsonData() != other.shared().jsonData())
        #expect(try full.shared().jsonData() == full.shared().jsonData())
    }
}
