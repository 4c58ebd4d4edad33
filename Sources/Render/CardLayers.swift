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
        guard let (x, y, width, height) = scratch.covered() else { return nil }
        let canvas = Canvas(cropping: scratch, x: x, y: y, width: width, height: height)
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
