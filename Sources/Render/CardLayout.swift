import Atlas
import CPangoCairo
import Deck
import Model

/// A card's layout as its kind states it (`Card.layout`), set as a stack of blocks in the safe
/// area. Sizes are for a story card; square cards scale them by the format's `typeScale`, and
/// the stack shrinks what does not fit.
struct CardLayout {
    package let card: Card
    let palette: CardPalette
    package let format: CardFormat
    package let photos: PhotoSource

    private var k: Double { format.typeScale }
    private var charts: Charts { Charts(palette: palette, k: k) }
    private var comparisons: ComparisonCharts { ComparisonCharts(palette: palette, k: k) }
    private var tileGap: Double { 22 * k }

    // MARK: text

    private func kicker(_ text: String?) -> [Block] {
        guard let text else { return [] }
        return [.text(text, TextStyle.kicker(40 * k, colour: palette.accent)), .gap(22 * k)]
    }

    private func headline(_ text: String?, size: Double, lines: Int) -> [Block] {
        guard let text else { return [] }
        return [.text(text, TextStyle.display(size * k, colour: palette.ink, lines: lines))]
    }

    private func native(_ text: String?) -> [Block] {
        guard let text else { return [] }
        return [.gap(10 * k), .text(text, TextStyle.body(50 * k, colour: palette.muted, lines: 2))]
    }

    private func number(_ text: String?, unit: String?, size: Double) -> [Block] {
        guard let text else { return [] }
        var blocks: [Block] = [.text(text, TextStyle.number(size * k, colour: palette.accent))]
        if let unit {
            var style = TextStyle.display(64 * k, min: 36 * k, colour: palette.ink, lines: 2)
            style.weight = PANGO_WEIGHT_BOLD
            blocks.append(.text(unit, style))
        }
        return blocks
    }

    private func detail(_ text: String?, accent: Bool, lines: Int) -> [Block] {
        guard let text else { return [] }
        var style = TextStyle.body(50 * k, colour: accent ? palette.accent : palette.muted, lines: lines)
        if accent { style.weight = PANGO_WEIGHT_BOLD }
        return [.gap(28 * k), .text(text, style)]
    }

    // MARK: photos

    /// A row of up to `count` of the card's own photos filling the width; no block at all if
    /// the card lists none or none decodes.
    private func photoRow(_ paths: [String], count: Int, preferred: Double) -> [Block] {
        let decoded = photos.decode(paths, count: count, minimum: preferred * k)
        guard !decoded.isEmpty else { return [] }
        let finish = palette.tile
        let gap = tileGap
        return [.gap(48 * k), .flexible(preferred: preferred * k, minimum: preferred * k * 0.5, kind: .photo) { canvas, box in
            let n = Double(decoded.count)
            let width = min((box.width - gap * (n - 1)) / n, box.height * 1.1)
            let x0 = box.x + (box.width - width * n - gap * (n - 1)) / 2
            for (i, photo) in decoded.enumerated() {
                PhotoTile.draw(photo, in: Rect(x: x0 + Double(i) * (width + gap), y: box.y, width: width, height: box.height),
                               finish: finish, on: canvas)
            }
            return []
        }]
    }

    /// The finale's photos, up to nine, in the arrangement for their count (`FinaleLayout`),
    /// centred in the room the stack gives them; each tile is recorded.
    private func collage(_ paths: [String], preferred: Double) -> [Block] {
        let decoded = photos.decode(paths, count: FinaleLayout.maxPhotos, minimum: preferred * k / 3)
        guard !decoded.isEmpty else { return [] }
        var finish = palette.tile
        finish.radius *= decoded.count > 4 ? 0.6 : 0.8
        let gap = 16 * k
        let height = FinaleLayout.arrangement(for: decoded.count).preferredHeight(width: format.safeArea.width, limit: preferred * k)
        return [.gap(40 * k), .flexible(preferred: height, minimum: height * 0.55, kind: .photo) { canvas, box in
            let tiles = FinaleLayout.tiles(count: decoded.count, in: box.inset(by: finish.frameWidth), gap: gap)
            for (photo, rect) in zip(decoded, tiles) {
                PhotoTile.draw(photo, in: rect, finish: finish, on: canvas)
            }
            return tiles.map { LayoutRecord(kind: .photo, rect: $0) }
        }]
    }

    /// One photo, large: in a portrait frame on a story card, and on a square card, whose
    /// height the words need, in a landscape one as wide as the words.
    private func hero(_ paths: [String], preferred: Double) -> [Block] {
        let decoded = photos.decode(paths, count: 1, minimum: preferred * k)
        guard let photo = decoded.first else { return [] }
        let finish = palette.tile
        let shape = format == .square ? 1.5 : 0.82
        return [.flexible(preferred: preferred * k, minimum: preferred * k * 0.45, kind: .photo) { canvas, box in
            let width = min(box.width, box.height * shape)
            PhotoTile.draw(photo, in: Rect(x: box.midX - width / 2, y: box.y, width: width, height: box.height), finish: finish, on: canvas)
            return []
        }, .gap(64 * k)]
    }

    /// A place of the top-places card: its photo beside its rank, name and counts, in a panel.
    private func panel(_ place: PlaceFace, caption: String?, preferred: Double) -> Block {
        let decoded = photos.decode(place.photos, count: 1, minimum: preferred * k)
        let palette = palette, k = k, finish = palette.tile
        return .flexible(preferred: preferred * k, minimum: preferred * k * 0.6, kind: .chart) { canvas, box in
            canvas.fillRoundedRect(box, radius: 40 * k, colour: palette.track.with(alpha: palette.track.alpha * 0.7))
            let pad = 28 * k
            var textBox = box.inset(by: pad)
            if let photo = decoded.first {
                let side = box.height - 2 * pad
                PhotoTile.draw(photo, in: Rect(x: box.x + pad, y: box.y + pad, width: side, height: side), finish: finish, on: canvas)
                textBox = Rect(x: box.x + 2 * pad + side, y: box.y + pad, width: box.width - 3 * pad - side, height: box.height - 2 * pad)
            }
            var blocks: [Block] = [.text("#\(place.rank)", TextStyle.number(80 * k, colour: palette.accent).aligned(.leading)), .gap(6 * k),
                                   .text(place.label, TextStyle.display(64 * k, min: 30 * k, colour: palette.ink, lines: 3).aligned(.leading))]
            if let native = place.nativeLabel {
                blocks.append(.text(native, TextStyle.body(36 * k, colour: palette.muted, lines: 1).aligned(.leading)))
            }
            if let caption { blocks += [.gap(12 * k), .text(caption, TextStyle.body(38 * k, colour: palette.muted, lines: 2).aligned(.leading))] }
            return Stack(blocks: blocks).draw(in: textBox, on: canvas)
        }
    }

    // MARK: blocks

    /// The stack of the card's layout (`Card.layout`), each block set for this shape.
    package var blocks: [Block] {
        card.layout.flatMap(blocks)
    }

    private func length(_ length: FormatLength) -> Double {
        format == .story ? length.story : length.square
    }

    private func blocks(_ block: LayoutBlock) -> [Block] {
        switch block {
        case let .kicker(text): kicker(text)
        case let .headline(text, size, lines): headline(text, size: size, lines: lines)
        case let .native(text): native(text)
        case let .number(text, unit, size): number(text, unit: unit, size: size)
        case let .detail(text, accent, lines): detail(text, accent: accent, lines: lines)
        case let .note(text, size, lines): text.map { [.text($0, TextStyle.body(size * k, colour: palette.ink, lines: lines))] } ?? []
        case let .bigText(text, size, minimum, lines): [.text(text, TextStyle.display(size * k, min: minimum * k, colour: palette.accent, lines: lines))]
        case let .gap(height): [.gap(height * k)]
        case let .photoRow(paths, count, preferred): photoRow(paths, count: count, preferred: preferred)
        case let .hero(paths, preferred): hero(paths, preferred: preferred)
        case let .collage(paths, preferred): collage(paths, preferred: preferred)
        case let .panel(place, caption, preferred): [panel(place, caption: caption, preferred: preferred)]
        case let .bars(values, labels, highlight, value, preferred):
            [charts.bars(values, labels: labels, highlight: highlight, value: value, preferred: preferred)]
        case let .hours(histogram, windowStart, windowHours, axis, preferred):
            [charts.hours(histogram, windowStart: windowStart, windowHours: windowHours, axis: axis, preferred: preferred)]
        case let .ring(percent, figure, preferred): [charts.ring(percent: percent, figure: figure, preferred: preferred)]
        case let .year(daily, start, months, weekdays, preferred, columns):
            [charts.year(daily, start: start, months: months, weekdays: weekdays, preferred: length(preferred), width: format.safeArea.width,
                         columns: columns)]
        case let .chips(labels, preferred): [charts.chips(labels, preferred: length(preferred))]
        case let .dots(count, preferred): [charts.dots(count, preferred: preferred)]
        case let .map(map, labels, maxHeight):
            [MapChart(palette: palette, k: k, world: try? WorldOutlines.bundled.get())
                .block(map, labels: labels, width: format.safeArea.width, maxHeight: length(maxHeight))]
        case let .pairs(names, figures, values, previousName):
            [comparisons.pairs(names: names, figures: figures, values: values.map { ($0.current, $0.previous) }, previousName: previousName)]
        case let .viewfinder(name, preferred): [comparisons.viewfinder(name, preferred: length(preferred))]
        case let .list(lines): [comparisons.list(lines)]
        case let .split(labels, share): [comparisons.split(labels, share: share)]
        }
    }
}
