import CPangoCairo
import Deck

/// The drawings of the year-over-year and camera cards: figures of two periods as paired
/// bars, a list of runners-up, and a bar split between phone and camera. Each is a flexible
/// block that reports the text it set, as `Charts` does.
struct ComparisonCharts {
    let palette: CardPalette
    package let k: Double

    private func text(_ text: String, size: Double, colour: Colour, width: Double, canvas: Canvas, bold: Bool = false,
                      align: TextStyle.Align = .leading) -> SetText {
        var style = TextStyle.body(size * k, colour: colour, lines: 1).aligned(align)
        if bold { style.weight = PANGO_WEIGHT_BOLD }
        style.minSize = size * k * 0.6
        return SetText(text, style: style, width: width, on: canvas)
    }

    private func record(_ set: SetText, x: Double, y: Double, canvas: Canvas, label: String) -> LayoutRecord {
        LayoutRecord(kind: .keyText, rect: set.draw(at: x, y, on: canvas), text: label, unknownGlyphs: set.unknownGlyphs)
    }

    /// One row per measure: its name, then this period's bar in the accent and the period
    /// before's beneath it in the track colour, each figure in a column to the right (the
    /// previous one with `previousName`). A row that is short of room sets its type smaller.
    /// `figures` holds each measure's current and previous figure, in turn.
    package func pairs(names: [String], figures: [String], values: [(current: Int, previous: Int)], previousName: String) -> Block {
        let rowHeight = 216.0
        return .flexible(preferred: rowHeight * Double(names.count) * k, minimum: rowHeight * Double(names.count) * k * 0.7, kind: .chart) { canvas, box in
            var records: [LayoutRecord] = []
            let row = box.height / Double(max(names.count, 1))
            let column = 300 * k, gap = 20 * k
            let full = box.width - column
            for (i, name) in names.enumerated() where 2 * i + 1 < figures.count && i < values.count {
                let before = figures[2 * i + 1] + CardFace.listSeparator + previousName
                func set(_ f: Double) -> (SetText, SetText, SetText, Double) {
                    let title = text(name, size: 40 * f, colour: palette.ink, width: box.width, canvas: canvas, bold: true)
                    let current = text(figures[2 * i], size: 46 * f, colour: palette.accent, width: column - gap, canvas: canvas, bold: true)
                    let previous = text(before, size: 32 * f, colour: palette.muted, width: column - gap, canvas: canvas)
                    return (title, current, previous, title.height + 8 * k * f + current.height + 4 * k * f + previous.height + 24 * k * f)
                }
                var (title, current, previous, needed) = set(1)
                if needed > row { (title, current, previous, needed) = set(max(0.5, row / needed * 0.97)) }
                let f = title.size / (40 * k)
                let y = box.y + row * Double(i)
                records.append(record(title, x: box.x, y: y, canvas: canvas, label: name))
                let currentY = y + title.height + 8 * k * f, previousY = currentY + current.height + 4 * k * f
                let value = values[i]
                let high = current.height * 0.62, low = previous.height * 0.62
                canvas.fillRoundedRect(Rect(x: box.x, y: currentY + (current.height - high) / 2, width: full - gap, height: high), radius: high / 2,
                                       colour: palette.accent)
                let previousWidth = max(low, (full - gap) * Double(value.previous) / Double(max(value.current, 1)))
                canvas.fillRoundedRect(Rect(x: box.x, y: previousY + (previous.height - low) / 2, width: previousWidth, height: low), radius: low / 2,
                                       colour: palette.track)
                records.append(record(current, x: box.x + full, y: currentY, canvas: canvas, label: figures[2 * i]))
                records.append(record(previous, x: box.x + full, y: previousY, canvas: canvas, label: before))
            }
            return records
        }
    }

    /// The device's name, large, framed by a viewfinder's four corners.
    package func viewfinder(_ name: String, preferred: Double) -> Block {
        .flexible(preferred: preferred * k, minimum: preferred * k * 0.6, kind: .chart) { canvas, box in
            let frame = Rect(x: box.x + box.width * 0.04, y: box.y, width: box.width * 0.92, height: box.height)
            let arm = min(frame.width, frame.height) * 0.2, stroke = 12 * k
            for (x, y, dx, dy) in [(frame.x, frame.y, 1.0, 1.0), (frame.maxX, frame.y, -1.0, 1.0), (frame.x, frame.maxY, 1.0, -1.0),
                                   (frame.maxX, frame.maxY, -1.0, -1.0)] {
                canvas.fillRoundedRect(Rect(x: dx > 0 ? x : x - arm, y: dy > 0 ? y : y - stroke, width: arm, height: stroke), radius: stroke / 2,
                                       colour: palette.accent)
                canvas.fillRoundedRect(Rect(x: dx > 0 ? x : x - stroke, y: dy > 0 ? y : y - arm, width: stroke, height: arm), radius: stroke / 2,
                                       colour: palette.accent)
            }
            let pad = 64 * k
            let style = TextStyle.display(min(150 * k, frame.height * 0.36), min: 56 * k, colour: palette.ink, lines: 2)
            let set = SetText(name, style: style, width: frame.width - 2 * pad, on: canvas)
            return [record(set, x: frame.x + pad, y: frame.midY - set.height / 2, canvas: canvas, label: name)]
        }
    }

    /// Lines of a list, centred, one under another.
    package func list(_ lines: [String], size: Double = 44) -> Block {
        let lineHeight = size * 1.6
        return .flexible(preferred: lineHeight * Double(lines.count) * k, minimum: lineHeight * Double(lines.count) * k * 0.8, kind: .chart) { canvas, box in
            let step = box.height / Double(max(lines.count, 1))
            return lines.enumerated().map { i, line in
                let set = text(line, size: size, colour: palette.ink, width: box.width, canvas: canvas, align: .centre)
                return record(set, x: box.x, y: box.y + step * Double(i) + (step - set.height) / 2, canvas: canvas, label: line)
            }
        }
    }

    /// A bar split at `share` (0…1): the first part in the accent, the rest in the track colour,
    /// each part's label beneath its end.
    package func split(_ labels: [String], share: Double) -> Block {
        .flexible(preferred: 150 * k, minimum: 120 * k, kind: .chart) { canvas, box in
            let barHeight = 44 * k
            let cut = box.width * min(max(share, 0), 1)
            canvas.fillRoundedRect(Rect(x: box.x, y: box.y, width: box.width, height: barHeight), radius: barHeight / 2, colour: palette.track)
            canvas.fillRoundedRect(Rect(x: box.x, y: box.y, width: max(barHeight, cut), height: barHeight), radius: barHeight / 2,
                                   colour: palette.accent)
            guard labels.count == 2 else { return [] }
            let first = text(labels[0], size: 38, colour: palette.accent, width: box.width / 2, canvas: canvas, bold: true)
            let second = text(labels[1], size: 38, colour: palette.muted, width: box.width / 2, canvas: canvas, bold: true)
            let y = box.y + barHeight + 16 * k
            return [record(first, x: box.x, y: y, canvas: canvas, label: labels[0]),
                    record(second, x: box.maxX - second.width - Double(second.logical.x), y: y, canvas: canvas, label: labels[1])]
        }
    }
}
