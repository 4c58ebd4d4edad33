import CCairo
import Foundation
import Testing
@testable import Deck
@testable import Render
import TestSupport

/// The background is written into the pixels directly; Cairo drawing the same gradient and
/// glows is the reference it must match.
@Suite("card backgrounds match Cairo's own gradients")
struct BackgroundTests {
    /// The gradient and glows as Cairo draws them, onto `canvas`.
    static func cairoBackground(_ canvas: Canvas, stops: [Colour], glows: [(x: Double, y: Double, radius: Double, colour: Colour)]) {
        let cr = canvas.context
        let (w, h) = (Double(canvas.width), Double(canvas.height))
        let dx = w * sin(0.35), dy = h * cos(0.35)
        let gradient = cairo_pattern_create_linear(w / 2 - dx / 2, h / 2 - dy / 2, w / 2 + dx / 2, h / 2 + dy / 2)
        for (i, stop) in stops.enumerated() {
            cairo_pattern_add_color_stop_rgba(gradient, Double(i) / Double(max(1, stops.count - 1)), stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pattern_destroy(gradient)
        for glow in glows {
            let radial = cairo_pattern_create_radial(glow.x, glow.y, 0, glow.x, glow.y, glow.radius)
            let c = glow.colour
            cairo_pattern_add_color_stop_rgba(radial, 0, c.red, c.green, c.blue, c.alpha)
            cairo_pattern_add_color_stop_rgba(radial, 1, c.red, c.green, c.blue, 0)
            cairo_set_source(cr, radial)
            cairo_arc(cr, glow.x, glow.y, glow.radius, 0, 2 * .pi)
            cairo_fill(cr)
            cairo_pattern_destroy(radial)
        }
        cairo_surface_flush(canvas.surface)
    }

    /// For every alpha, pixel level and colour level, the packed `over` gives in each channel
    /// what one channel worked alone gives, with the others set to levels that would show a carry.
    @Test("colour over pixel: each channel as pixman rounds it alone, for every alpha and level")
    func overEachChannel() {
        func alone(_ colour: UInt32, _ pixel: UInt32, _ keep: UInt32) -> UInt32 {
            let t = pixel * keep + 0x80
            return min(255, colour + ((t >> 8) + t) >> 8)
        }
        var wrong = 0
        for alpha in UInt32(0) ... 255 {
            let keep = 255 - alpha
            for level in UInt32(0) ... 255 {
                for c in UInt32(0) ... 255 {
                    let (green, greenColour) = (255 - level, 255 - c)
                    let (blue, blueColour) = ((level + 77) & 0xFF, (c + 131) & 0xFF)
                    let pixel = level << 16 | green << 8 | blue
                    let colour = alpha << 24 | c << 16 | greenColour << 8 | blueColour
                    let expected = keep == 0 ? colour & 0xFF_FFFF
                        : alone(c, level, keep) << 16 | alone(greenColour, green, keep) << 8 | alone(blueColour, blue, keep)
                    if over(colour, pixel) != expected { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0)
    }

    /// The largest difference of any channel of any pixel.
    static func largestDifference(_ a: Canvas, _ b: Canvas) -> Int {
        let (pa, pb) = (a.rgbRows(), b.rgbRows())
        return zip(pa, pb).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// Each of the gradient and a glow is within one level alone; a glow over the gradient
    /// adds the two roundings.
    @Test("every skin's palette, on both formats, within two levels of Cairo", arguments: Skin.allCases, [CardFormat.story, .square])
    func matchesCairo(skin: Skin, format: CardFormat) {
        // A smaller canvas of the format's shape keeps the test quick; the geometry scales.
        let (width, height) = (format.width / 4, format.height / 4)
        for type in [CardType.title, .topPlace, .map, .finale] {
            let palette = skin.palette(for: type)
            let w = Double(width), h = Double(height)
            let glows = [(x: w * 0.3, y: h * 0.18, radius: w * 0.75, colour: palette.glow),
                         (x: w * 0.8, y: h * 0.86, radius: w * 0.6, colour: palette.glow.with(alpha: palette.glow.alpha * 0.7))]
            let ours = Canvas(width: width, height: height), cairos = Canvas(width: width, height: height)
            ours.paintGradient(palette.background)
            for glow in glows { ours.glow(x: glow.x, y: glow.y, radius: glow.radius, colour: glow.colour) }
            Self.cairoBackground(cairos, stops: palette.background, glows: glows)
            #expect(Self.largestDifference(ours, cairos) <= 2, "\(skin) \(format) \(type)")
        }
    }

    /// Where a span of a glow's half row ends: the first pixel from the start on whose squared
    /// distance reaches the bound, as walking pixel by pixel finds it, out to the right and to
    /// the left, for bounds inside and outside the circle, from centres on and off the canvas.
    @Test("a glow's span ends where walking pixel by pixel first reaches the bound", arguments: [1, -1])
    func glowSpanEnds(step: Int) {
        var random = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0 ..< 4000 {
            let cx = Double.random(in: -60 ... 160, using: &random), radius = Double.random(in: 0.7 ... 320, using: &random)
            let ry = Double.random(in: -0.999 ... 0.999, using: &random)
            let bound = Bool.random(using: &random) ? 1 : Canvas.glowStarts[Int.random(in: 1 ..< Canvas.gradientSteps, using: &random)]
            let (left, right) = (0, 97)
            let middle = min(max(left, Int((cx - 0.5).rounded(.up))), right)
            let (first, end) = step > 0 ? (middle, right) : (middle - 1, left - 1)
            guard first != end else { continue }
            let row = Canvas.GlowRow(cx: cx, radius: radius, ry2: ry * ry, step: step, end: end)
            var walked = first
            while walked != end, row.squaredDistance(walked) < bound { walked += step }
            #expect(row.first(from: first, reaching: bound) == walked, "centre \(cx), radius \(radius), ry \(ry), bound \(bound)")
            checked += 1
        }
        #expect(checked > 2000)
    }

    /// The glow lays each half row as spans of one run of its table's equal entries, their
    /// ends found by a root and settled pixel by pixel; every pixel must still take the entry
    /// its own rounded distance gives, wherever the centre lies and however far past the canvas
    /// the circle reaches: for a strong colour, whose runs are short, and for the poster skin's
    /// faint glow, whose runs are long.
    @Test("a glow's every pixel takes the table entry its rounded distance gives",
          arguments: [(x: 48.5, y: 30.5, radius: 40.0), (x: 31.27, y: 12.9, radius: 3.3), (x: -7.6, y: 70.2, radius: 52.1),
                      (x: 120.4, y: -3.3, radius: 61.7), (x: 0.0, y: 0.0, radius: 97.0), (x: 50.3, y: 29.8, radius: 310.0)],
          [Colour(red: 1, green: 0.8, blue: 0.3).with(alpha: 0.6), Skin.poster.palette(for: .map).glow])
    func glowEntries(glow: (x: Double, y: Double, radius: Double), colour: Colour) {
        let (width, height) = (97, 61)
        let glowing = Canvas(width: width, height: height), plain = Canvas(width: width, height: height)
        glowing.paintGradient([Colour(red: 0.1, green: 0.2, blue: 0.5), Colour(red: 0.7, green: 0.1, blue: 0.2)])
        plain.copy(from: glowing)
        glowing.glow(x: glow.x, y: glow.y, radius: glow.radius, colour: colour)

        let table = Canvas.gradientTable([colour, colour.with(alpha: 0)])
        let (ours, under) = (glowing.rgbRows(), plain.rgbRows())
        let inverse = 1 / glow.radius
        var wrong = 0, lit = 0
        for y in 0 ..< height {
            for x in 0 ..< width {
                let i = (y * width + x) * 3
                let base = UInt32(under[i]) << 16 | UInt32(under[i + 1]) << 8 | UInt32(under[i + 2])
                let rx = (Double(x) + 0.5 - glow.x) * inverse, ry = (Double(y) + 0.5 - glow.y) * inverse
                let d2 = rx * rx + ry * ry
                let expected = d2 < 1 ? over(table[Int(d2.squareRoot() * Double(Canvas.gradientSteps - 1) + 0.5)], base) : base
                let got = UInt32(ours[i]) << 16 | UInt32(ours[i + 1]) << 8 | UInt32(ours[i + 2])
                if got != expected { wrong += 1 }
                if d2 < 1 { lit += 1 }
            }
        }
        #expect(lit > 0)
        #expect(wrong == 0, "\(wrong) of \(lit) lit pixels")
    }

    @Test("a glow reaching past the edges stays within the canvas and leaves the far corner untouched")
    func glowAtTheEdge() {
        let ours = Canvas(width: 40, height: 30), cairos = Canvas(width: 40, height: 30)
        let white = Colour(red: 1, green: 1, blue: 1)
        ours.paintGradient([Colour(red: 0, green: 0, blue: 0), Colour(red: 0, green: 0, blue: 0)])
        ours.glow(x: -5, y: 35, radius: 30, colour: white.with(alpha: 0.8))
        Self.cairoBackground(cairos, stops: [Colour(red: 0, green: 0, blue: 0)], glows: [(x: -5, y: 35, radius: 30, colour: white.with(alpha: 0.8))])
        #expect(Self.largestDifference(ours, cairos) <= 1)
        #expect(ours.rgbRows()[0 ..< 3] == [0, 0, 0])
    }
}
