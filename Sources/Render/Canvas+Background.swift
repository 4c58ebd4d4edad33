import Foundation

/// The card background, written into an opaque canvas's pixels here rather than through
/// Cairo: pixman evaluates a gradient pixel by pixel in a general floating-point path, and a
/// story card's gradient and two glows were the largest part of drawing a card there. Here each colour comes from a table over the gradient's position. The geometry is
/// Cairo's (pixel centres, pad extension, stops evenly spaced), and so is the arithmetic:
/// colours interpolated, premultiplied and rounded to 8 bits, then laid over the canvas in
/// pixman's 8-bit way. The pixels are within two levels of 255 of Cairo's: one for the
/// gradient, one for a glow over it.
extension Canvas {
    /// Entries of the tables a gradient is read from: far finer than the 256 levels a channel has.
    static let gradientSteps = 4096

    /// Fills the whole canvas with a linear gradient through `stops`, evenly spaced, from the
    /// first at the top-left to the last at the bottom-right, along a line turned `angle`
    /// radians from the vertical.
    func paintGradient(_ stops: [Colour], angle: Double = 0.35) {
        let w = Double(width), h = Double(height)
        let dx = w * sin(angle), dy = h * cos(angle)
        let (x0, y0) = (w / 2 - dx / 2, h / 2 - dy / 2)
        // Position along the line: ((x, y) − start) · direction / |direction|², 0 to 1.
        let scale = 1 / (dx * dx + dy * dy)
        let last = Double(Self.gradientSteps - 1)
        // The tables are read through buffers: an array's bounds check on every pixel's
        // lookup made the backgrounds' loops a seventh slower (docs/PERFORMANCE.md).
        Self.gradientTable(stops).withUnsafeBufferPointer { table in
            writeOpaqueRows { y, row in
                var t = ((0.5 - x0) * dx + (Double(y) + 0.5 - y0) * dy) * scale
                let step = dx * scale
                for x in 0 ..< width {
                    let u = min(max(t, 0), 1)
                    row[x] = over(table[Int(u * last + 0.5)], row[x])
                    t += step
                }
            }
        }
    }

    /// A soft glow: `colour` at the centre, fading linearly to nothing at `radius`.
    ///
    /// Each pixel takes the table's entry at its distance from the centre (in radii), rounded.
    /// Along a row, walking out from the centre, the distance only grows. A glow's colour is
    /// faint, so neighbouring entries are mostly equal (`GlowRuns`): the poster skin's glows
    /// have 82 to 133 runs of equal entries (the pastel's 45 to 58), 6 to 18 pixels apart along
    /// the radius of a story card's larger glow, where its 4,096 entries are 5 a pixel. So each
    /// half row is laid as spans of one colour: where a run ends (its squared distance reaches
    /// the next run's start, `glowStarts`) or the circle does is found by a square root, then
    /// settled pixel by pixel with the very test each pixel would take (`GlowRow.first`), and
    /// the pixels between are only blended. Square roots and tests a pixel took most of a
    /// glow's time.
    func glow(x cx: Double, y cy: Double, radius: Double, colour: Colour) {
        let runs = GlowRuns(Self.gradientTable([colour, colour.with(alpha: 0)]))
        let last = Double(Self.gradientSteps - 1)
        let top = max(0, Int((cy - radius).rounded(.down))), bottom = min(height, Int((cy + radius).rounded(.up)))
        let left = max(0, Int((cx - radius).rounded(.down))), right = min(width, Int((cx + radius).rounded(.up)))
        guard top < bottom, left < right else { return }
        let inverse = 1 / radius
        // Out from the first column whose pixel centre is at or right of the centre: to the
        // right, then to the left, each up to the circle's edge.
        let middle = min(max(left, Int((cx - 0.5).rounded(.up))), right)
        let halves = [(first: middle, end: right, step: 1), (first: middle - 1, end: left - 1, step: -1)]
        runs.colours.withUnsafeBufferPointer { colours in
            runs.ends.withUnsafeBufferPointer { ends in
                runs.runOfEntry.withUnsafeBufferPointer { runOfEntry in
                    writeOpaqueRows(top ..< bottom) { y, row in
                        let ry = (Double(y) + 0.5 - cy) * inverse
                        guard ry * ry < 1 else { return }
                        for half in halves {
                            let walk = GlowRow(cx: cx, radius: radius, ry2: ry * ry, step: half.step, end: half.end)
                            var x = half.first
                            guard x != half.end, case let d2 = walk.squaredDistance(x), d2 < 1 else { continue }
                            var run = Int(runOfEntry[Int(d2.squareRoot() * last + 0.5)])
                            while d2 >= ends[run] { run += 1 }
                            while x != half.end {
                                let edge = walk.first(from: x, reaching: 1)
                                let next = walk.first(from: x, reaching: ends[run])
                                let stop = half.step > 0 ? min(edge, next) : max(edge, next)
                                blend(colours[run], row, from: x, to: stop, step: half.step)
                                guard stop != edge, stop != half.end else { break }
                                x = stop
                                let reached = walk.squaredDistance(x)
                                while reached >= ends[run] { run += 1 }
                            }
                        }
                    }
                }
            }
        }
    }

    /// `colour` over the pixels of `row` from `start` up to `stop` (not included), walking by `step`.
    @inline(__always)
    private func blend(_ colour: UInt32, _ row: PixelRow, from start: Int, to stop: Int, step: Int) {
        let (low, high) = step > 0 ? (start, stop) : (stop + 1, start + 1)
        for x in low ..< high { row[x] = over(colour, row[x]) }
    }

    /// One half row of a glow, walked out from its centre: each pixel's squared distance from
    /// the centre in radii, and where that first reaches a bound.
    struct GlowRow {
        package let cx: Double, radius: Double, ry2: Double
        package let step: Int, end: Int
        private let inverse: Double

        init(cx: Double, radius: Double, ry2: Double, step: Int, end: Int) {
            (self.cx, self.radius, self.ry2, self.step, self.end) = (cx, radius, ry2, step, end)
            inverse = 1 / radius
        }

        @inline(__always)
        func squaredDistance(_ x: Int) -> Double {
            let rx = (Double(x) + 0.5 - cx) * inverse
            return rx * rx + ry2
        }

        /// The first pixel from `x` on (or `end`) whose squared distance is at least `bound`.
        /// The distance only grows along the walk, so the pixel a square root gives is moved
        /// until the pixel before it falls short and it does not.
        package func first(from x: Int, reaching bound: Double) -> Int {
            guard bound.isFinite else { return end }
            let reach = (max(0, bound - ry2)).squareRoot() * radius
            let guess = step > 0 ? (cx - 0.5 + reach).rounded(.up) : (cx - 0.5 - reach).rounded(.down)
            let span = Double(abs(end - x))
            var at = x + step * Int(min(max(0, (guess - Double(x)) * Double(step)), span))
            while at != x, squaredDistance(at - step) >= bound { at -= step }
            while at != end, squaredDistance(at) < bound { at += step }
            return at
        }
    }

    /// A glow's table as runs of equal entries: each run's colour, the squared distance (in
    /// radii) from which the next run's first entry is taken (`glowStarts`; infinity after the
    /// last), and the run of each entry. A pixel in a run takes the entry its rounded distance
    /// gives, as the entries are equal there.
    struct GlowRuns {
        var colours: [UInt32] = []
        package var ends: [Double] = []
        var runOfEntry: [Int32] = []

        init(_ table: [UInt32]) {
            runOfEntry.reserveCapacity(table.count)
            for (k, entry) in table.enumerated() {
                if k == 0 || entry != table[k - 1] {
                    if k > 0 { ends.append(Canvas.glowStarts[k]) }
                    colours.append(entry)
                }
                runOfEntry.append(Int32(colours.count - 1))
            }
            ends.append(.infinity)
        }
    }

    /// The squared distance, in radii, from which each entry of a glow's table is taken: entry
    /// `k` from ((k − ½) ÷ (steps − 1))², where the distance rounds to it; one more entry, never
    /// reached, ends the list.
    static let glowStarts: [Double] = (0 ... gradientSteps).map { k in
        guard k > 0 else { return -.infinity }
        guard k < gradientSteps else { return .infinity }
        let start = (Double(k) - 0.5) / Double(gradientSteps - 1)
        return start * start
    }

    /// Premultiplied 8-bit colours at evenly spaced positions of a gradient through `stops`,
    /// each interpolated from its two stops, then premultiplied and rounded, as pixman does.
    static func gradientTable(_ stops: [Colour]) -> [UInt32] {
        let segments = Double(max(1, stops.count - 1))
        return (0 ..< gradientSteps).map { i in
            let t = Double(i) / Double(gradientSteps - 1)
            let at = min(Int(t * segments), stops.count - 1)
            let next = min(at + 1, stops.count - 1)
            let u = t * segments - Double(at)
            let (a, b) = (stops[at], stops[next])
            let alpha = (a.alpha + (b.alpha - a.alpha) * u) * 255
            func level(_ from: Double, _ to: Double) -> UInt32 { UInt32((from + (to - from) * u) * alpha + 0.5) }
            return UInt32(alpha + 0.5) << 24 | level(a.red, b.red) << 16 | level(a.green, b.green) << 8 | level(a.blue, b.blue)
        }
    }
}

/// `colour` (premultiplied 0xAARRGGBB) over the opaque pixel `pixel`: each channel
/// `colour + pixel × (255 − alpha) / 255`, the division rounded as pixman rounds it, capped at
/// 255. Red and blue are worked side by side in the two 16-bit halves of one word, as pixman
/// does (`UN8_rb_MUL_UN8`, `UN8_rb_ADD_UN8_rb`): no step of either carries into the other, so
/// each comes out as it would alone. Green is worked alone.
@inline(__always)
package func over(_ colour: UInt32, _ pixel: UInt32) -> UInt32 {
    let keep = 255 - colour >> 24
    guard keep > 0 else { return colour & 0xFF_FFFF }
    var redBlue = (pixel & 0xFF_00FF) * keep &+ 0x80_0080
    redBlue = (redBlue >> 8 & 0xFF_00FF &+ redBlue) >> 8 & 0xFF_00FF
    redBlue &+= colour & 0xFF_00FF
    redBlue |= 0x100_0100 &- (redBlue >> 8 & 0x1_0001)
    let t = (pixel >> 8 & 0xFF) * keep &+ 0x80
    let green = min(255, (colour >> 8 & 0xFF) &+ ((t >> 8) &+ t) >> 8)
    return redBlue & 0xFF_00FF | green << 8
}
