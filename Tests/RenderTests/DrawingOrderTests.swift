import Testing
@testable import Render
import TestSupport

/// The cores take first the cards with the most work beyond words and charts: begun last, as the
/// deck orders them, the finale's photos (or the map) kept one core busy alone at the end.
@Suite("the order cards are drawn in")
struct DrawingOrderTests {
    @Test("most photos first, then the map, then the rest; cards alike keep the deck's order; every card once")
    func mostWorkFirst() {
        let cards = SampleCards.all
        let order = DeckRenderer.drawingOrder(cards)
        #expect(order.sorted() == Array(cards.indices))
        let photos = order.map { cards[$0].payload.photos.count }
        let withPhotos = photos.filter { $0 > 0 }.count
        #expect(photos.prefix(withPhotos) == photos.sorted(by: >).prefix(withPhotos), "\(photos)")
        #expect(cards[order[0]].type == .finale, "the finale, with the most photos, comes first")
        #expect(cards[order[withPhotos]].type == .map, "the map comes after the cards with photos")
        let rest = Array(order.dropFirst(withPhotos + 1))
        #expect(rest == rest.sorted(), "cards with neither photos nor a map keep the deck's order")
        for (a, b) in zip(order, order.dropFirst()) {
            let (pa, pb) = (cards[a].payload.photos.count, cards[b].payload.photos.count)
            if pa == pb, pa > 0 { #expect(a < b, "cards with as many photos keep the deck's order") }
        }
    }
}
