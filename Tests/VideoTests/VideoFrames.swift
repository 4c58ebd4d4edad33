import CCairo
import Foundation
import TestScratch
import VideoProbe
@testable import Deck
@testable import Render
@testable import Video
import TestSupport

/// Frames for the video tests, as Cairo draws them: real cards from CardRenderer, and small
/// coloured text on colour, the hardest case for 4:2:0 chroma.
enum VideoFrames {
    /// A card drawn by the renderer, its PNG painted back into a Cairo surface.
    static func card(_ card: Card, format: CardFormat, skin: Skin = .poster) throws -> Canvas {
        let png = try CardRenderer(skin: skin, format: format, photos: SampleCards.source, yearLabel: "2025").render(card).png
        let file = try Scratch.folder().appendingPathComponent("card.png")
        try png.write(to: file)
        let image = cairo_image_surface_create_from_png(file.path)
        defer { cairo_surface_destroy(image) }
        let canvas = Canvas(width: format.width, height: format.height)
        cairo_set_source_surface(canvas.context, image, 0, 0)
        cairo_paint(canvas.context)
        return canvas
    }

    /// Lines of 30 px text in the palette's text colours on its background: 4:2:0 chroma hurts
    /// small coloured letters on a coloured gradient most. Of every skin's palettes, the poster
    /// peak-month card's (lime and lilac on violet) came back worst.
    static func colouredText(format: CardFormat, palette: CardPalette = Skin.poster.palette(for: .peakMonth)) -> Canvas {
        colouredText(format: format, background: palette.background, inks: palette.textColours)
    }

    static func colouredText(format: CardFormat, background: [Colour], inks: [Colour]) -> Canvas {
        let canvas = Canvas(width: format.width, height: format.height)
        canvas.paintGradient(background)
        let words = "Shibuya Tokyo 241 photos Kew London 89% Москва القاهرة मुंबई Graça Lisbon Camden Town peak day 31 July"
        var y = 40.0, line = 0
        while y < Double(format.height) - 80 {
            let style = TextStyle.body(30, colour: inks[line % inks.count], lines: 2).aligned(.leading)
            let text = SetText(words, style: style, width: Double(format.width) - 80, on: canvas)
            _ = text.draw(at: 40, y, on: canvas)
            y += text.height + 10
            line += 1
        }
        return canvas
    }

    /// Frame `step` of an entrance of `steps`: the card rising into place from a dark background.
    static func entrance(_ card: Canvas, step: Int, of steps: Int) -> Canvas {
        let frame = Canvas(width: card.width, height: card.height)
        frame.setColour(Colour(0x101018))
        cairo_paint(frame.context)
        let t = Double(step + 1) / Double(steps)
        cairo_set_source_surface(frame.context, card.surface, 0, (1 - t) * 240)
        cairo_paint_with_alpha(frame.context, t)
        return frame
    }

    /// Plays `cards` into `sink` as the story video does: each card's entrance, frame by frame,
    /// then its poster held still. Returns the timeline played.
    @discardableResult
    static func play(_ cards: [Canvas], into sink: FrameSink) throws -> VideoTimeline {
        let timeline = VideoTimeline(cardCount: cards.count)
        for (card, span) in zip(cards, timeline.spans) {
            for step in 0 ..< span.entranceFrames {
                try append(entrance(card, step: step, of: span.entranceFrames), count: 1, to: sink)
            }
            try append(card, count: span.holdFrames, to: sink)
        }
        return timeline
    }

    static func append(_ canvas: Canvas, count: Int, to sink: FrameSink) throws {
        try sink.append(canvas, count: count)
    }

    /// How close the video's frame in the middle of each hold is to its card, in dB.
    static func holdPSNRs(_ probe: VideoProbe, cards: [Canvas], timeline: VideoTimeline) throws -> [Double] {
        try zip(cards, timeline.spans).map { card, span in
            let rgb = try probe.rgbFrame(index: span.holdStart + span.holdFrames / 2)
            cairo_surface_flush(card.surface)
            return PSNR.of(rgb: rgb, bgrx: cairo_image_surface_get_data(card.surface), stride: Int(cairo_image_surface_get_stride(card.surface)),
                           width: card.width, height: card.height)
        }
    }
}
