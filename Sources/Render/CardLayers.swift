import CCairo
import Deck
import Foundation

/// One block of a card drawn alone: a transparent surface cropped to the pixels it covers, and
/// where it sits on the card. Painted over the background at its place, it sets the pixels the
/// block sets on the card.
public struct CardLayer {
    public enum Kind: Sendable, Equatable {
        /// A run of text: a kicker, a headline, a detail line.
        case text
        /// The card's hero figure (`card.face.number`), which the video counts up.
        case number
        /// A row of photos, a hero photo, the finale's collage.
        case photos
        /// A chart, a ring, chips, a comparison, a top-places panel, the map.
        case chart
    }

    public let kind: Kind
    /// Where the layer's top-left pixel sits on the card.
    public let x: Int
    public let y: Int
    public var width: Int { canvas.width }
    public var height: Int { canvas.height }
    /// ARGB32, premultiplied.
    package let canvas: Canvas
    /// The hero figure's text as set, for drawing the counted figures in its place.
    package let figure: Figure?

    /// A set figure and where it was drawn: a smaller count drawn at the same size and origin,
    /// in a box as wide, lands where the final figure does.
    package struct Figure {
        package let text: String
        package let style: TextStyle
        let boxWidth: Double
        package let x: Double
        package let y: Double

        /// Draws `text` as the figure was drawn, its colour at `opacity`.
        package func draw(_ text: String, opacity: Double, on canvas: Canvas) {
            var fixed = style
            fixed.colour = style.colour.with(alpha: style.colour.alpha * opacity)
            SetText(text, style: fixed, width: boxWidth, on: canvas).draw(at: x, y, on: canvas)
        }
    }

    /// Draws `block` alone on `scratch` (a transparent canvas the size of the card) and keeps
    /// the part it covers; nil when it sets no pixel.
    package init?(_ block: Stack.Placed, of card: Card, scratch: Canvas) {
        scratch.clear()
        block.draw(on: scratch)
        guard let (x, y, width, height) = Self.covered(scratch) else { return nil }
        let canvas = Canvas(width: width, height: height, transparent: true)
        let from = scratch.pixels, to = canvas.pixels
        for row in 0 ..< height {
            (to + row * canvas.stride).update(from: from + (y + row) * scratch.stride + x * 4, count: width * 4)
        }
        cairo_surface_mark_dirty(canvas.surface)
        self.canvas = canvas
        self.x = x
        self.y = y
        switch block.content {
        case let .text(text, string, textX, textY):
            var style = text.style
            (style.maxSize, style.minSize) = (text.size, text.size)
            let isFigure = string == card.face.number
            kind = isFigure ? .number : .text
            figure = isFigure ? Figure(text: string, style: style, boxWidth: text.boxWidth, x: textX, y: textY) : nil
        case let .flexible(kind, _, _):
            self.kind = kind == .photo ? .photos : .chart
            figure = nil
        }
    }

    /// The smallest rectangle holding every pixel that is not fully transparent.
    private static func covered(_ canvas: Canvas) -> (x: Int, y: Int, width: Int, height: Int)? {
        let words = canvas.stride / 4
        let pixels = UnsafeRawPointer(canvas.pixels).assumingMemoryBound(to: UInt32.self)
        let blank = [UInt8](repeating: 0, count: canvas.width * 4)
        var (minX, maxX, minY, maxY) = (canvas.width, -1, canvas.height, -1)
        for y in 0 ..< canvas.height {
            let row = pixels + y * words
            guard memcmp(row, blank, blank.count) != 0 else { continue }
            var first = 0
            while row[first] == 0 { first += 1 }
            var last = canvas.width - 1
            while row[last] == 0 { last -= 1 }
            (minX, maxX) = (min(minX, first), max(maxX, last))
            (minY, maxY) = (min(minY, y), y)
        }
        guard maxY >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}

/// A card drawn as layers, once, for the story video: the background (gradient, glows and
/// brand mark), the blocks' layers top to bottom, and the poster, the card exactly as its PNG
/// shows it, which the video holds. Photos were decoded while drawing these, and are not kept.
public final class CardLayers: @unchecked Sendable {
    // Unchecked: the surfaces are written only while the layers are drawn, then only read, by
    // one thread at a time (DeckFilm hands them from the thread that drew them to the one that composes).
    public let type: CardType
    public let layers: [CardLayer]
    package let background: Canvas
    package let poster: Canvas

    package init(type: CardType, background: Canvas, layers: [CardLayer], poster: Canvas) {
        self.type = type
        self.background = background
        self.layers = layers
        self.poster = poster
    }
}
