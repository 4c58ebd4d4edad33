import CCairo
import Deck
import Foundation
import Render

/// How a card comes on in the story video, frame by frame, from its layers: its background
/// cross-fades over the previous card's poster, the text slides up and fades in, block after
/// block, the hero figure counts up in place, and the pictures enter as the card's type
/// suits. Every motion eases out and ends before the entrance's last frame, which is the poster.
struct CardEntrance {
    /// How a layer enters.
    enum Motion: Equatable {
        /// Up from `slideDistance` below, fading in: text.
        case slide
        /// The figure written counted up, in its place, fading in.
        case countUp(CountUp)
        /// Up from `riseDistance` below, fading in: photos and panels.
        case rise
        /// Uncovered from the bottom up, so bars seem to grow.
        case wipeUp
        /// Uncovered from left to right: dots, chips, comparisons.
        case wipeRight
        /// Uncovered clockwise from twelve o'clock, as the ring fills.
        case sweep
        /// Uncovered in a circle growing from its centre: the map.
        case reveal
    }

    /// How a card's pictures enter, as its kind chose (`CardType.pictures`).
    package static func pictures(_ type: CardType) -> Motion {
        switch type.pictures {
        case .rise: .rise
        case .wipeUp: .wipeUp
        case .wipeRight: .wipeRight
        case .sweep: .sweep
        case .reveal: .reveal
        }
    }

    package static func motion(_ layer: CardLayer, on type: CardType) -> Motion {
        switch layer.kind {
        case .text: .slide
        case .number: layer.figure.flatMap { CountUp($0.text) }.map(Motion.countUp) ?? .slide
        case .photos, .chart: pictures(type)
        }
    }

    /// 0.1 s: the new background fades in over the last card's poster, a soft cut on a phone;
    /// longer, and the last card's words show through the new ones.
    static let crossfadeFrames = 3
    /// The first layer starts as the crossfade ends, on a background that is nearly the new one.
    static let firstStart = Double(crossfadeFrames - 1)
    /// 0.27 s: each layer's own motion; the entrance staggers them within its frames.
    static let layerFrames = 8.0
    /// At most 50 ms between one layer's start and the next one's, top to bottom.
    static let maxStagger = 1.5
    /// Text slides up this far (card pixels) as it fades in: a nudge, not a journey.
    static let slideDistance = 56.0
    /// Photos rise from further below, so that they seem to be placed on the card.
    static let riseDistance = 150.0

    /// The hole of the coverage ring, as a fraction of the ring's outer radius: the ring's
    /// stroke is 0.16 of its radius, so its inside edge is at 0.85 of the outer one, and the
    /// figure set inside stays within 0.75 of it.
    static let ringHole = 0.8

    /// A wipe's edge is this soft (card pixels), so that it uncovers a label gradually and
    /// never shows half a glyph cut straight.
    static let wipeSoftness = 120.0

    package let layers: CardLayers
    /// The frames of the entrance, the last of which is the poster.
    package let frames: Int
    let motions: [Motion]
    package let starts: [Double]

    init(_ layers: CardLayers, frames: Int) {
        self.layers = layers
        self.frames = frames
        motions = layers.layers.map { Self.motion($0, on: layers.type) }
        let first = min(Self.firstStart, max(0, Double(frames - 1) - Self.layerFrames))
        let room = max(0, Double(frames - 1) - Self.layerFrames - first)
        let stagger = min(Self.maxStagger, room / Double(max(1, layers.layers.count - 1)))
        starts = layers.layers.indices.map { first + Double($0) * stagger }
    }

    /// How far (0…1, eased) layer `i` has come at `frame`.
    package func progress(_ i: Int, at frame: Int) -> Double {
        Self.easeOut(min(max((Double(frame) - starts[i]) / Self.layerFrames, 0), 1))
    }

    /// Draws entrance frame `frame` (0 ..< frames) into `out`, over `previous` (the last card's
    /// poster) if there is one.
    func compose(_ frame: Int, previous: Canvas?, into out: Canvas) {
        guard frame < frames - 1 else {
            out.copy(from: layers.poster)
            return
        }
        let cr = out.context
        if let previous, frame < Self.crossfadeFrames {
            out.copy(from: previous)
            cairo_set_source_surface(cr, layers.background.surface, 0, 0)
            cairo_paint_with_alpha(cr, Self.easeOut(Double(frame + 1) / Double(Self.crossfadeFrames + 1)))
        } else {
            out.copy(from: layers.background)
        }
        for (i, layer) in layers.layers.enumerated() {
            draw(layer, motions[i], progress(i, at: frame), at: frame, on: out)
        }
    }

    /// The hero figure as counted at `frame`, on a card whose figure counts.
    package func figure(at frame: Int) -> String? {
        for case let .countUp(count) in motions {
            return count.text(at: Self.easeOut(Double(frame) / Double(max(1, frames - 1))))
        }
        return nil
    }

    /// Every layer at rest over the background: what the poster shows, composed.
    func atRest(into out: Canvas) {
        out.copy(from: layers.background)
        for layer in layers.layers {
            draw(layer, .slide, 1, at: frames - 1, on: out)
        }
    }

    private func draw(_ layer: CardLayer, _ motion: Motion, _ t: Double, at frame: Int, on out: Canvas) {
        guard t > 0 else { return }
        let cr = out.context
        let x = Double(layer.x), y = Double(layer.y), w = Double(layer.width), h = Double(layer.height)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        switch motion {
        case .slide, .rise:
            let distance = motion == .slide ? Self.slideDistance : Self.riseDistance
            cairo_set_source_surface(cr, layer.canvas.surface, x, y + ((1 - t) * distance).rounded())
            cairo_paint_with_alpha(cr, t)
        case .countUp:
            layer.figure?.draw(figure(at: frame) ?? "", opacity: t, on: out)
        case .wipeUp:
            let edge = y + h - (h + Self.wipeSoftness) * t
            wipe(layer, from: (x, edge + Self.wipeSoftness), to: (x, edge), on: out)
        case .wipeRight:
            let edge = x + (w + Self.wipeSoftness) * t
            wipe(layer, from: (edge - Self.wipeSoftness, y), to: (edge, y), on: out)
        case .sweep:
            // The ring is uncovered clockwise; the figure in its hole fades in whole, never cut
            // into wedges.
            let (cx, cy) = (x + w / 2, y + h / 2)
            let hole = Self.ringHole * min(w, h) / 2
            cairo_set_source_surface(cr, layer.canvas.surface, x, y)
            cairo_save(cr)
            cairo_move_to(cr, cx, cy)
            cairo_arc(cr, cx, cy, (w * w + h * h).squareRoot() / 2, -.pi / 2, -.pi / 2 + 2 * .pi * t)
            cairo_close_path(cr)
            cairo_clip(cr)
            cairo_rectangle(cr, x, y, w, h)
            cairo_new_sub_path(cr)
            cairo_arc(cr, cx, cy, hole, 0, 2 * .pi)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cr)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_arc(cr, cx, cy, hole, 0, 2 * .pi)
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, t * t)
        case .reveal:
            cairo_arc(cr, x + w / 2, y + h / 2, t * (w * w + h * h).squareRoot() / 2, 0, 2 * .pi)
            cairo_clip(cr)
            cairo_set_source_surface(cr, layer.canvas.surface, x, y)
            cairo_paint_with_alpha(cr, min(1, 2 * t))
        }
    }

    /// Paints `layer` through a soft edge: opaque up to `from`, clear beyond `to`.
    private func wipe(_ layer: CardLayer, from: (x: Double, y: Double), to: (x: Double, y: Double), on out: Canvas) {
        let cr = out.context
        let mask = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
        defer { cairo_pattern_destroy(mask) }
        cairo_pattern_add_color_stop_rgba(mask, 0, 0, 0, 0, 1)
        cairo_pattern_add_color_stop_rgba(mask, 1, 0, 0, 0, 0)
        cairo_set_source_surface(cr, layer.canvas.surface, Double(layer.x), Double(layer.y))
        cairo_mask(cr, mask)
    }

    /// Cubic ease-out: quick to start, gentle to land.
    static func easeOut(_ t: Double) -> Double {
        1 - pow(1 - t, 3)
    }
}
