import Atlas
import CCairo
import CPangoCairo
import Deck
import Foundation

/// The map card's picture: the countries in Equal Earth (detailed outlines on a close map,
/// `WorldOutlines.drawn(unitsPerPixel:)`), the visited ones tinted, arcs from home
/// to the cities a trip away, a dot per city sized by its photos, and the first cities named.
struct MapChart {
    let palette: CardPalette
    package let k: Double
    package let world: WorldOutlines?

    /// The smallest and largest dot radius, in story pixels: the largest city stands out without
    /// covering a small country.
    static let dotRadius = (min: 7.0, max: 26.0)
    /// How far an arc bows out of the straight line, as a share of its length.
    static let arcBow = 0.22
    /// Labels are set this large (story pixels), bold: readable over land and sea.
    static let labelSize = 32.0
    /// An outline point nearer than this (pixels, across plus down) to the last one drawn is
    /// skipped, and so is an island smaller than it: the detailed outlines are simplified for the
    /// tightest zoom, and on a region map their detail under a pixel only costs drawing time.
    static let outlineStep = 0.75
    /// The map's rounded corners.
    static let cornerRadius = 36.0

    /// The map is at most this much taller than the frame shaped to the card's width needs: a
    /// wide region on a story card keeps some sea above and below, not a second continent.
    static let maxStretch = 1.35

    /// The map in a block up to `maxHeight` story pixels tall and `width` wide: shorter when the
    /// frame is wide.
    package func block(_ p: CardPayload.Map, labels: [String], width: Double, maxHeight: Double) -> Block {
        let preferred = min(maxHeight * k, max(maxHeight * k * 0.5, width / p.frame.aspect * Self.maxStretch))
        return .flexible(preferred: preferred, minimum: preferred * 0.55, kind: .chart) { canvas, box in
            draw(p, labels: labels, in: box, on: canvas)
        }
    }

    private func draw(_ p: CardPayload.Map, labels: [String], in box: Rect, on canvas: Canvas) -> [LayoutRecord] {
        let view = MapExtent.fitted(p.frame, aspect: box.width / box.height)
        let scale = min(box.width / view.width, box.height / view.height)
        let frame = Rect(x: box.midX - view.width * scale / 2, y: box.midY - view.height * scale / 2,
                         width: view.width * scale, height: view.height * scale)
        func place(_ point: MapPoint) -> (x: Double, y: Double) {
            (frame.midX + (point.x - view.midX) * scale, frame.midY - (point.y - view.midY) * scale)
        }
        let cr = canvas.context
        let shown = shownDots(p, place: place)
        canvas.fillRoundedRect(frame, radius: Self.cornerRadius * k, colour: palette.track.with(alpha: palette.track.alpha * 0.35))
        // The map is drawn into a group and laid through the rounded frame once. Clipped by
        // the rounded frame itself, each of the ~350 fills and strokes of the countries went
        // through Cairo's mask path, slower than one group laid through it once. The
        // group is bounded by the frame's whole pixels, a clip Cairo takes as plain boxes.
        canvas.saved {
            cairo_rectangle(cr, frame.x.rounded(.down), frame.y.rounded(.down), frame.maxX.rounded(.up) - frame.x.rounded(.down),
                            frame.maxY.rounded(.up) - frame.y.rounded(.down))
            cairo_clip(cr)
            cairo_push_group(cr)
            let visited = Set(p.countries)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            // The given outlines (1:110m) draw the world; a close map gets the detailed ones.
            let outlines = WorldOutlines.drawn(unitsPerPixel: 1 / scale) ?? world
            for country in outlines?.countries ?? [] where country.box.intersects(view) {
                cairo_new_path(cr)
                for (ring, ringBox) in zip(country.rings, country.ringBoxes)
                    where ringBox.intersects(view) && max(ringBox.width, ringBox.height) * scale >= Self.outlineStep {
                    var last = place(ring[0])
                    cairo_move_to(cr, last.x, last.y)
                    for point in ring.dropFirst() {
                        let (x, y) = place(point)
                        guard abs(x - last.x) + abs(y - last.y) >= Self.outlineStep else { continue }
                        cairo_line_to(cr, x, y)
                        last = (x, y)
                    }
                    cairo_close_path(cr)
                }
                canvas.setColour(visited.contains(country.code) ? palette.accent.with(alpha: 0.42) : palette.track)
                cairo_fill_preserve(cr)
                canvas.setColour(palette.background[1].with(alpha: 0.8))
                cairo_set_line_width(cr, 1.6 * k)
                cairo_stroke(cr)
            }
            drawArcs(p, shown: shown, place: place, on: canvas)
            drawDots(p, shown: shown, place: place, on: canvas)
            cairo_pop_group_to_source(cr)
            canvas.roundedRectPath(frame, radius: Self.cornerRadius * k)
            cairo_fill(cr)
        }
        return [LayoutRecord(kind: .chart, rect: frame)] + drawLabels(p, labels: labels, shown: shown, frame: frame, place: place, on: canvas)
    }

    /// Which dots are drawn at this zoom: not one whose centre is under a dot drawn before it
    /// (home first, then most photos first), as Paris is under London's on a map out to Tokyo. It
    /// would only blot that dot's edge; its country stays tinted and the words beneath name its city.
    private func shownDots(_ p: CardPayload.Map, place: (MapPoint) -> (x: Double, y: Double)) -> [Bool] {
        var shown = Array(repeating: false, count: p.dots.count)
        var drawn: [(x: Double, y: Double, r: Double)] = []
        let order = p.dots.indices.sorted { a, b in
            (p.dots[a].isHome ? 1 : 0, p.dots[a].photos, -a) > (p.dots[b].isHome ? 1 : 0, p.dots[b].photos, -b)
        }
        for i in order {
            let (x, y) = place(position(p.dots[i]))
            guard !drawn.contains(where: { hypot(x - $0.x, y - $0.y) < $0.r }) else { continue }
            shown[i] = true
            drawn.append((x, y, radius(p.dots[i], p)))
        }
        return shown
    }

    private func position(_ dot: CardPayload.MapDot) -> MapPoint {
        EqualEarth.project(longitude: dot.longitude, latitude: dot.latitude)
    }

    private func radius(_ dot: CardPayload.MapDot, _ p: CardPayload.Map) -> Double {
        let most = Double(max(p.dots.map(\.photos).max() ?? 1, 1))
        return (Self.dotRadius.min + (Self.dotRadius.max - Self.dotRadius.min) * (Double(dot.photos) / most).squareRoot()) * k
    }

    private func drawArcs(_ p: CardPayload.Map, shown: [Bool], place: (MapPoint) -> (x: Double, y: Double), on canvas: Canvas) {
        guard let home = p.dots.first(where: \.isHome) else { return }
        let cr = canvas.context
        let (x0, y0) = place(position(home))
        canvas.setColour(palette.ink.with(alpha: 0.85))
        cairo_set_line_width(cr, 3.5 * k)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for (dot, isShown) in zip(p.dots, shown) where dot.arc && isShown {
            let (x1, y1) = place(position(dot))
            let (dx, dy) = (x1 - x0, y1 - y0)
            // Bow upwards: the normal that points up the card.
            let (nx, ny) = dx >= 0 ? (dy, -dx) : (-dy, dx)
            let (cx, cy) = ((x0 + x1) / 2 + nx * Self.arcBow, (y0 + y1) / 2 + ny * Self.arcBow)
            cairo_new_path(cr)
            cairo_move_to(cr, x0, y0)
            cairo_curve_to(cr, x0 + (cx - x0) * 2 / 3, y0 + (cy - y0) * 2 / 3, x1 + (cx - x1) * 2 / 3, y1 + (cy - y1) * 2 / 3, x1, y1)
            cairo_stroke(cr)
        }
    }

    private func drawDots(_ p: CardPayload.Map, shown: [Bool], place: (MapPoint) -> (x: Double, y: Double), on canvas: Canvas) {
        // The biggest first, so that a small city next to it stays visible on top.
        for dot in zip(p.dots, shown).filter(\.1).map(\.0).sorted(by: { $0.photos > $1.photos }) {
            let (x, y) = place(position(dot))
            let r = radius(dot, p)
            canvas.fillCircle(x: x, y: y, radius: r + 3 * k, colour: palette.background[1])
            canvas.fillCircle(x: x, y: y, radius: r, colour: dot.isHome ? palette.ink : palette.accent)
            if dot.isHome { canvas.fillCircle(x: x, y: y, radius: r * 0.45, colour: palette.accent) }
        }
    }

    /// The first dots' names beside them, right of the dot where there is room, else left, above
    /// or below; a
    /// name that would cover another or leave the map is left out (the alt text has it).
    private func drawLabels(_ p: CardPayload.Map, labels: [String], shown: [Bool], frame: Rect,
                            place: (MapPoint) -> (x: Double, y: Double), on canvas: Canvas) -> [LayoutRecord] {
        var style = TextStyle.body(Self.labelSize * k, colour: palette.ink, lines: 1).aligned(.leading)
        style.weight = PANGO_WEIGHT_BOLD
        style.minSize = Self.labelSize * k * 0.75
        let dotRects = zip(p.dots, shown).map { dot, isShown -> Rect? in
            let (x, y) = place(position(dot)), r = radius(dot, p)
            return isShown ? Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r) : nil
        }
        var taken: [Rect] = []
        var records: [LayoutRecord] = []
        for (i, label) in labels.enumerated() where i < p.dots.count {
            guard let dot = dotRects[i] else { continue }
            let text = SetText(label, style: style, width: frame.width * 0.45, on: canvas)
            let gap = 8 * k
            let (w, h) = (text.width, text.height)
            let candidates = [Rect(x: dot.maxX + gap, y: dot.midY - h / 2, width: w, height: h),
                              Rect(x: dot.x - gap - w, y: dot.midY - h / 2, width: w, height: h),
                              Rect(x: dot.midX - w / 2, y: dot.y - gap - h, width: w, height: h),
                              Rect(x: dot.midX - w / 2, y: dot.maxY + gap, width: w, height: h)]
            let clear = candidates.first { rect in
                frame.inset(by: 6 * k).contains(rect) && !taken.contains { $0.intersects(rect) }
                    && !dotRects.enumerated().contains { j, other in j != i && other?.intersects(rect) == true }
            }
            guard let rect = clear else { continue }
            taken.append(rect)
            let halo = Rect(x: rect.x - 8 * k, y: rect.y, width: rect.width + 16 * k, height: rect.height)
            canvas.fillRoundedRect(halo, radius: rect.height / 2, colour: palette.background[1].with(alpha: 0.72))
            let drawn = text.draw(at: rect.x - Double(text.logical.x), rect.y - Double(text.logical.y), on: canvas)
            records.append(LayoutRecord(kind: .keyText, rect: drawn, text: label, unknownGlyphs: text.unknownGlyphs))
        }
        return records
    }
}
