import Deck
import Foundation
import Model

extension CardRenderer {
    /// Everything a card's poster is drawn from, as one stable hash: the program that draws
    /// it, the skin, the format, the year beside the brand mark, what the card draws (its type,
    /// the blocks of its layout and the alt text its PNG carries, in sorted JSON), and for each
    /// photo it may show, the photo's kind and orientation and the file's size and modification
    /// time as they are now. Two cards with the same key draw the same pixels, so a PNG drawn
    /// under one key can be kept for the other. What the payload holds and the card does not
    /// draw (a place's rank on the card of a first visit) is no part of it: a hide that moves
    /// it does not draw the card again.
    public func key(_ card: Card) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var text = [Self.program, skin.rawValue, format.rawValue, yearLabel, photos.root].joined(separator: "\n")
        let drawn = DrawnFrom(type: card.type, layout: card.layout, altText: card.altText)
        text += "\n" + String(decoding: try encoder.encode(drawn), as: UTF8.self)
        for path in card.payload.photos {
            let meta = photos.info[path]
            var file = stat()
            let found = stat(photos.file(path), &file) == 0
            text += "\n\(path)|\(meta?.kind.rawValue ?? "-")|\(meta?.orientation ?? 0)|"
            text += found ? "\(file.st_size)|\(file.st_mtim.tv_sec).\(file.st_mtim.tv_nsec)" : "missing"
        }
        return StableHash.fnv1a64(text)
    }

    /// The drawing code itself, as the running program's size and modification time: a new
    /// build of photo-wrapped may draw the same card differently, so it never keeps an older
    /// build's posters. A program that cannot be found keeps nothing: its key is new each run.
    static let program: String = {
        var file = stat()
        guard let path = Bundle.main.executablePath, stat(path, &file) == 0 else { return UUID().uuidString }
        return "\(file.st_size)|\(file.st_mtim.tv_sec).\(file.st_mtim.tv_nsec)"
    }()
}

/// What `CardRenderer.render` reads of a card.
private struct DrawnFrom: Encodable {
    let type: CardType
    let layout: [LayoutBlock]
    let altText: String
}
