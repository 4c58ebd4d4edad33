import Testing
@testable import PhotoWrapped
@testable import PhotoWrappedRender

/// The cores take the cards that decode the most photos first: begun last, as the deck orders
/// it, the finale's photos kept one core busy alone at the end.
@Suite("the order cards are drawn in")
struct DrawingOrderTests {
    @Test("most photos first; cards showing as many keep the deck's order; every card once")
    func mostPhotosFirst() {
        let cards = SampleCards.all
        let order = DeckRenderer.drawingOrder(cards)
        #expect(order.sorted() == Array(cards.indices))
        let counts = order.map { cards[$0].payload.photos.count }
        #expect(counts == counts.sorted(by: >), "\(counts)")
        for (a, b) in zip(order, order.dropFirst()) where cards[a].payload.photos.count == cards[b].payload.photos.count {
            #expect(a < b)
        }
        let finale = cards.firstIndex { $0.type == .finale }
        #expect(finale != nil && order.first == finale, "the finale, with the most photos, comes first")
    }
}
