import Deck
import Foundation
import Render

/// The cards of a deck that need not be drawn again: those an earlier deck in the same folder
/// drew from the same key (`CardRenderer.key`: the same card, skin, format, year, photos and
/// program), whose files still hold the bytes it wrote. They are kept as the very files they
/// are, linked into the new deck's staging folder under their new names, so that the deck is
/// still written whole or not at all.
public struct KeptCards: Sendable {
    /// Each card's file name and key, in order.
    public let names: [String]
    public let keys: [String]
    /// What the folder holds, by key.
    private let earlier: [String: DeckFolder.DrawnCard]
    /// The cards linked into staging, by position.
    private var linked: [Int: DeckFolder.DrawnCard] = [:]

    public init(_ document: DeckDocument, renderer: CardRenderer, folder: DeckFolder) throws {
        names = DeckRenderer.fileNames(document.cards)
        keys = try document.cards.map(renderer.key)
        earlier = folder.drawnCards()
    }

    /// The new names of the cards the folder holds drawn already.
    public var keepable: [String] {
        keys.indices.filter { earlier[keys[$0]] != nil }.map { names[$0] }
    }

    /// Links every keepable card into `staging`; one the file system cannot link is drawn.
    public mutating func link(from folder: DeckFolder, into staging: DeckFolder.Staging) {
        for i in keys.indices {
            guard var card = earlier[keys[i]], folder.keep(card.name, as: names[i], in: staging) else { continue }
            card.name = names[i]
            linked[i] = card
        }
    }

    /// The positions of the cards kept, which are not drawn.
    public var positions: Set<Int> { Set(linked.keys) }

    /// The file names of the cards kept, already in staging.
    public var files: [String] { linked.keys.sorted().map { names[$0] } }

    /// The list of drawn cards the folder keeps beside them: the kept ones as they were, the
    /// others from the bytes just drawn.
    public func list(drawn output: DeckRenderer.Output) -> (name: String, data: Data) {
        let bytes = Dictionary(output.files, uniquingKeysWith: { first, _ in first })
        return DeckFolder.drawnCardsFile(names.indices.map { i in
            linked[i] ?? DeckFolder.DrawnCard(name: names[i], key: keys[i], png: bytes[names[i]] ?? Data())
        })
    }
}
