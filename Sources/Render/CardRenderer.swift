import CCairo
import Deck
import Foundation

/// A card drawn: its PNG, and where everything went.
public struct RenderedCard: Sendable {
    public var png: Data
    public var records: [LayoutRecord]
    public var milliseconds: Double
}

/// Draws one card: the skin's background for its type, the layout in the safe area, and the
/// brand mark with the year in the bottom band.
public struct CardRenderer: Sendable {
    public let skin: Skin
    public let format: CardFormat
    public let photos: PhotoSource
    /// "2025", shown beside the brand mark.
    public let yearLabel: String

    public init(skin: Skin, format: CardFormat, photos: PhotoSource, yearLabel: String) {
        self.skin = skin
        self.format = format
        self.photos = photos
        self.yearLabel = yearLabel
    }

    public func render(_ card: Card) throws -> RenderedCard {
        let started = Date()
        let canvas = Canvas(width: format.width, height: format.height)
        let palette = skin.palette(for: card.type)
        paintBackground(canvas, palette: palette, type: card.type)
        var records = place(card, palette: palette, on: canvas).flatMap { $0.draw(on: canvas) }
        records.append(brand(canvas, palette: palette))
        let png = try PNGEncoder.encode(canvas, description: card.altText)
        return RenderedCard(png: png, records: records, milliseconds: Date().timeIntervalSince(started) * 1000)
    }

    /// The card drawn as the story video animates it, its photos decoded once: the background
    /// (gradient, glows, brand mark), one layer per block of the layout, and the poster, the
    /// card exactly as `render` draws it, that the video holds.
    public func layers(_ card: Card) throws -> CardLayers {
        let palette = skin.palette(for: card.type)
        let background = Canvas(width: format.width, height: format.height)
        paintBackground(background, palette: palette, type: card.type)
        let poster = Canvas(width: format.width, height: format.height)
        poster.copy(from: background)
        let placed = place(card, palette: palette, on: poster)
        for block in placed {
            block.draw(on: poster)
        }
        brand(poster, palette: palette)
        brand(background, palette: palette)
        let scratch = Canvas(width: format.width, height: format.height, transparent: true)
        let layers = placed.compactMap { CardLayer($0, of: card, scratch: scratch) }
        return CardLayers(type: card.type, background: background, layers: layers, poster: poster)
    }

    /// The card's blocks, measured with `canvas`'s fonts and placed in the safe area; the
    /// photos they show are decoded here.
    private func place(_ card: Card, palette: CardPalette, on canvas: Canvas) -> [Stack.Placed] {
        Stack(blocks: CardLayout(card: card, palette: palette, format: format, photos: photos).blocks).place(in: format.safeArea, on: canvas)
    }

    /// The skin's gradient for the card type, under two glows.
    private func paintBackground(_ canvas: Canvas, palette: CardPalette, type: CardType) {
        canvas.paintGradient(palette.background)
        decorate(canvas, palette: palette, type: type)
    }

    /// Two soft glows, placed by the card type so that each card of a deck differs a little.
    private func decorate(_ canvas: Canvas, palette: CardPalette, type: CardType) {
        let seed = Double(type.position)
        let w = Double(format.width), h = Double(format.height)
        canvas.glow(x: w * (0.15 + 0.7 * (seed * 0.37).truncatingRemainder(dividingBy: 1)), y: h * 0.18, radius: w * 0.75, colour: palette.glow)
        canvas.glow(x: w * (0.85 - 0.7 * (seed * 0.23).truncatingRemainder(dividingBy: 1)), y: h * 0.86, radius: w * 0.6,
                    colour: palette.glow.with(alpha: palette.glow.alpha * 0.7))
    }

    /// A small mark of nine dots, "Photo Wrapped" and the year, centred low on the card.
    @discardableResult
    private func brand(_ canvas: Canvas, palette: CardPalette) -> LayoutRecord {
        let k = format.typeScale
        var style = TextStyle.body(30 * k, colour: palette.muted, lines: 1)
        style.minSize = 24 * k
        let text = SetText("Photo Wrapped · \(yearLabel)", style: style.aligned(.leading), width: 600 * k, on: canvas)
        let mark = 34 * k, gap = 16 * k
        let total = mark + gap + text.width
        let centreY = format == .story ? Double(format.height) - CardFormat.storyBottomBand + 150 : Double(format.height) - 52 * k
        let x = (Double(format.width) - total) / 2
        for i in 0 ..< 9 {
            let dot = mark / 3
            canvas.fillCircle(x: x + dot * (Double(i % 3) + 0.5), y: centreY - mark / 2 + dot * (Double(i / 3) + 0.5), radius: dot * 0.36,
                              colour: i == 4 ? palette.accent : palette.muted)
        }
        let rect = text.draw(at: x + mark + gap, centreY - text.height / 2 - Double(text.logical.y), on: canvas)
        return LayoutRecord(kind: .brand, rect: rect, text: "Photo Wrapped · \(yearLabel)", unknownGlyphs: text.unknownGlyphs)
    }
}
