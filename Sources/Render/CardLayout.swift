import Atlas
import CPangoCairo
import Deck
import Model

/// The layout of every card type: a stack of blocks in the safe area. Sizes are for a story
/// card; square cards scale them by the format's `typeScale`, and the stack shrinks what does
/// not fit.
struct CardLayout {
    package let card: Card
    let palette: CardPalette
    package let format: CardFormat
    package let photos: PhotoSource

    private var k: Double { format.typeScale }
    private var face: CardFace { card.face }
    private var charts: Charts { Charts(palette: palette, k: k) }
    private var comparisons: ComparisonCharts { ComparisonCharts(palette: palette, k: k) }
    private var tileGap: Double { 22 * k }

    // MARK: type

    private func kicker() -> [Block] {
        guard let text = face.kicker else { return [] }
        return [.text(text, TextStyle.kicker(40 * k, colour: palette.accent)), .gap(22 * k)]
    }

    private func headline(_ text: String?, size: Double = 118, lines: Int = 3) -> [Block] {
        guard let text else { return [] }
        return [.text(text, TextStyle.display(size * k, colour: palette.ink, lines: lines))]
    }

    private func native(_ text: String?) -> [Block] {
        guard let text else { return [] }
        return [.gap(10 * k), .text(text, TextStyle.body(50 * k, colour: palette.muted, lines: 2))]
    }

    private func number(_ size: Double = 300) -> [Block] {
        guard let text = face.number else { return [] }
        var blocks: [Block] = [.text(text, TextStyle.number(size * k, colour: palette.accent))]
        if let unit = face.unit {
            var style = TextStyle.display(64 * k, min: 36 * k, colour: palette.ink, lines: 2)
            style.weight = PANGO_WEIGHT_BOLD
            blocks.append(.text(unit, style))
        }
        return blocks
    }

    private func detail(_ text: String?, accent: Bool = false, lines: Int = 3) -> [Block] {
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

    /// One photo, large, in a portrait frame.
    private func hero(_ paths: [String], preferred: Double) -> [Block] {
        let decoded = photos.decode(paths, count: 1, minimum: preferred * k)
        guard let photo = decoded.first else { return [] }
        let finish = palette.tile
        return [.flexible(preferred: preferred * k, minimum: preferred * k * 0.45, kind: .photo) { canvas, box in
            let width = min(box.width, box.height * 0.82)
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

    /// The figure over bar `i`, as the face writes it.
    private func figure(_ i: Int) -> String? {
        face.captions.indices.contains(i) ? face.captions[i] : nil
    }

    /// Room for the distinct-places chips: on a story, about a line of chips for every two
    /// labels, up to the card's free height, so that few chips leave no gap and ten fill it.
    private var chipsHeight: Double {
        format == .story ? min(760, 160 + 60 * Double(face.labels.count)) : 420
    }

    // MARK: cards

    var blocks: [Block] {
        switch card.payload {
        case let .title(p):
            // The date line under the headline: its dates carry no-break spaces, so a line breaks
            // only between them; with one, the photo count beneath steps back.
            let dated = face.labels.first
            return hero(p.photos, preferred: 720) + headline(face.headline, size: 132, lines: 2) + detail(dated, accent: true)
                + detail(face.detail, accent: dated == nil)
        case let .coverage(p):
            // No figure: location was off, and the card says what the deck is about instead of a ring.
            guard let figure = face.number else {
                return kicker() + headline(face.headline, size: 104, lines: 2) + [.gap(40 * k)]
                    + [.text(face.detail ?? "", TextStyle.display(72 * k, min: 40 * k, colour: palette.accent, lines: 5))]
            }
            return kicker() + headline(face.headline, size: 104, lines: 2) + [.gap(40 * k)]
                + [charts.ring(percent: p.coveragePct, figure: figure, preferred: 600), .gap(24 * k)]
                + (face.unit.map { [.text($0, TextStyle.body(56 * k, colour: palette.ink, lines: 2))] } ?? [])
        case let .topPlace(p):
            return kicker() + headline(face.headline, size: 124) + native(p.nativeLabel)
                + photoRow(p.photos, count: 3, preferred: 340) + detail(face.detail, accent: true)
        case let .topPlaces(p):
            var blocks = kicker() + [.gap(20 * k)]
            for (i, place) in p.places.enumerated() {
                if i > 0 { blocks.append(.gap(36 * k)) }
                blocks.append(panel(place, caption: face.captions.indices.contains(i) ? face.captions[i] : nil, preferred: 460))
            }
            return blocks
        case let .peakDay(p):
            return kicker() + headline(face.headline, size: 100, lines: 2) + [.gap(8 * k)] + number(p.photos.isEmpty ? 360 : 260)
                + detail(face.detail) + photoRow(p.photos, count: 3, preferred: 300)
        case let .peakMonth(p):
            let peak = p.months.firstIndex { $0.month == p.month }
            return kicker() + headline(face.headline, size: 112) + [.gap(56 * k)]
                + [charts.bars(p.months.map(\.count), labels: face.labels, highlight: peak, value: face.number, preferred: 640)]
        case let .timeOfDay(p):
            return kicker() + headline(face.headline, size: 112) + [.gap(56 * k)]
                + [charts.hours(p.hourHistogram, windowStart: p.windowStart, windowHours: p.windowHours, axis: face.labels, preferred: 540)]
                + detail(face.detail)
        case .distinctPlaces:
            return kicker() + number(320) + detail(face.detail) + [.gap(48 * k), charts.chips(face.labels, preferred: chipsHeight)]
        case let .newPlace(p):
            return kicker() + headline(face.headline, size: 120) + native(p.place.nativeLabel)
                + photoRow(p.place.photos, count: 2, preferred: 420) + detail(face.detail)
        case let .biggestTrip(p):
            return kicker() + headline(face.headline, size: 112, lines: 3) + native(p.nativeLabel) + detail(face.labels.first, accent: true, lines: 4)
                + detail(face.detail) + photoRow(p.photos, count: 3, preferred: 480)
        case let .yearInPixels(p):
            return kicker() + headline(face.headline, size: 104, lines: 2) + [.gap(44 * k)]
                + [charts.year(p.dailyCounts, start: CivilDate(iso: p.start) ?? CivilDate(year: 2000, month: 1, day: 1), months: face.labels,
                               weekdays: face.captions, preferred: format == .story ? 980 : 700, width: format.safeArea.width, columns: 2)]
                + detail(face.detail)
        case let .streak(p):
            return kicker() + number(320) + [.gap(36 * k), charts.dots(p.days, preferred: 260)] + detail(face.detail)
        case let .busiestWeek(p):
            let top = p.dailyCounts.indices.max { p.dailyCounts[$0] < p.dailyCounts[$1] }
            return kicker() + headline(face.headline, size: 100, lines: 2) + [.gap(8 * k)] + number(220) + [.gap(48 * k)]
                + [charts.bars(p.dailyCounts, labels: face.labels, highlight: top, value: top.flatMap(figure), preferred: 460)]
        case let .weekday(p):
            return kicker() + headline(face.headline, size: 108) + [.gap(56 * k)]
                + [charts.bars(p.counts, labels: face.labels, highlight: p.weekday - 1, value: figure(p.weekday - 1), preferred: 520)]
                + detail(face.detail)
        case .photosPerWeek:
            return kicker() + headline(face.headline, size: 124) + number(340) + detail(face.detail)
        case let .map(p):
            return kicker() + headline(face.headline, size: 92, lines: 2) + [.gap(40 * k)]
                + [MapChart(palette: palette, k: k, world: try? WorldOutlines.bundled.get()).block(p, labels: face.labels, width: format.safeArea.width, maxHeight: format == .story ? 1000 : 640)]
                + detail(face.detail, lines: 4)
        case let .yearOverYear(p):
            if p.lead == "new-countries" {
                return kicker() + headline(face.headline, size: 112, lines: 3) + [.gap(72 * k),
                                                                                  .text(face.labels.joined(separator: CardFace.listSeparator),
                                                                                        TextStyle.display(150 * k, min: 44 * k, colour: palette.accent, lines: 5))]
            }
            return kicker() + headline(face.headline, size: 104, lines: 3) + [.gap(64 * k)]
                + [comparisons.pairs(names: face.labels, figures: face.captions, values: p.measures.map { ($0.current, $0.previous) },
                                     previousName: face.unit ?? "")] + detail(face.detail, accent: true)
        case let .camera(p):
            return kicker() + [.gap(24 * k), comparisons.viewfinder(face.headline ?? "", preferred: format == .story ? 520 : 340)]
                + detail(face.detail, accent: true)
                + (face.labels.isEmpty ? [] : [.gap(48 * k), comparisons.list(face.labels)])
                + (face.captions.isEmpty ? [] : [.gap(64 * k), comparisons.split(face.captions, share: Double(p.phonePhotos) / Double(max(p.known, 1)))])
        case let .finale(p):
            return kicker() + headline(face.headline, size: 104, lines: 2) + collage(p.photos, preferred: 888)
                + detail(face.detail, accent: true)
        }
    }
}
