import Deck
import Dispatch
import Foundation
import Model
import Synchronization

/// Stage: render. Draws every card of a deck, in parallel (one Cairo surface per card), and
/// names the files `01-title.png`, `02-coverage.png`, … beside deck.json and index.html.
public struct DeckRenderer: Sendable {
    public static let stageName = "drawing the cards"
    public let renderer: CardRenderer

    public init(renderer: CardRenderer) {
        self.renderer = renderer
    }

    public struct Output: Sendable {
        /// The cards drawn, by file name, and index.html.
        public var files: [(name: String, data: Data)]
        /// The cards drawn, in order; a card kept from an earlier deck is not among them.
        public var cards: [RenderedCard]
    }

    public static func fileName(_ index: Int, _ card: Card) -> String {
        "\(String(format: "%02d", index + 1))-\(card.type.rawValue).png"
    }

    /// Every card's file name, in order.
    public static func fileNames(_ cards: [Card]) -> [String] {
        cards.indices.map { fileName($0, cards[$0]) }
    }

    /// index.html for the deck: the story viewer of its cards (and its video, if it has one).
    public static func viewer(_ document: DeckDocument) -> (name: String, data: Data) {
        let html = StoryViewer.html(document, files: fileNames(document.cards), video: document.video?.file)
        return (name: "index.html", data: Data(html.utf8))
    }

    /// Draws every card but those at the positions `kept` (their files are kept from an earlier
    /// deck); `drawn(done, total)` after each. A stop asked for through `cancellation` ends it
    /// after the cards being drawn at that moment, with nothing returned.
    public func render(_ document: DeckDocument, keeping kept: Set<Int> = [], cancellation: Cancellation = Cancellation(),
                       drawn: @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Output {
        let cards = document.cards
        let positions = cards.indices.filter { !kept.contains($0) }
        let order = Self.drawingOrder(positions.map { cards[$0] })
        let results = Mutex([Result<RenderedCard, any Error>?](repeating: nil, count: positions.count))
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: positions.count) { k in
            let i = order[k]
            guard !cancellation.isCancelled else { return }
            let result = Result { try renderer.render(cards[positions[i]]) }
            results.withLock { $0[i] = result }
            drawn(done.add(1, ordering: .relaxed).newValue, positions.count)
        }
        try cancellation.check(Self.stageName)
        let rendered = try results.withLock { $0 }.map { try $0!.get() }
        let names = Self.fileNames(cards)
        let files = zip(positions, rendered).map { (name: names[$0], data: $1.png) } + [Self.viewer(document)]
        return Output(files: files, cards: rendered)
    }

    /// The order the cores take `cards` in: first those with work beyond their words and charts,
    /// most photos first and then the map, whose outlines are some 350 paths; the rest as the
    /// deck has them. Decoding a camera's photos takes far longer than drawing a card (a finale
    /// of nine camera-sized JPEGs takes several times as long as any other card);
    /// taken last, as the deck orders it, it kept one core busy alone at the end.
    static func drawingOrder(_ cards: [Card]) -> [Int] {
        let work = cards.indices.map { i in
            let photos = cards[i].payload.photos.count
            let map = cards[i].layout.contains { if case .map = $0 { true } else { false } }
            return (photos > 0 || map ? 0 : 1, -photos, i)
        }
        return cards.indices.sorted { work[$0] < work[$1] }
    }
}
