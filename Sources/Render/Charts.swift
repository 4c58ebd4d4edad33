import CCairo
import CPangoCairo
import Foundation
import Model

/// The pictures of numbers: bars, hours, a ring, a year of days, chips, dots. Each is a
/// flexible block that draws into the rectangle the stack gives it and reports the text it
/// set, so that the layout tests see every label.
struct Charts {
    let palette: CardPalette
    package let k: Double

    private func label(_ text: String, size: Double, colour: Colour, width: Double, canvas: Canvas, weight: Bool = false,
                       align: TextStyle.Align = .centre, lines: Int = 1) -> SetText {
        var style = TextStyle.body(size * k, colour: colour, lines: lines).aligned(align)
        if weight { style.weight = PANGO_WEIGHT_BOLD }
        style.minSize = size * k * 0.6
        return SetText(text, style: style, width: width, on: canvas)
    }

    private func record(_ text: SetText, x: Double, y: Double, canvas: Canvas, label: String) -> LayoutRecord {
        LayoutRecord(kind: .keyText, rect: text.draw(at: x, y, on: canvas), text: label, unknownGlyphs: text.unknownGlyphs,
                     ellipsized: text.ellipsized)
    }

    /// Vertical bars with a label under each; the highlighted bar in the accent, its value above it.
    package func bars(_ values: [Int], labels: [String], highlight: Int?, value: String?, preferred: Double) -> Block {
        .flexible(preferred: preferred * k, minimum: preferred * k * 0.55, kind: .chart) { canvas, box in
            var records: [LayoutRecord] = []
            let n = max(values.count, 1)
            let slot = box.width / Double(n)
            let barWidth = min(slot * 0.62, Self.barMaxWidth * k)
            let labelHeight = 56 * k, valueHeight = 64 * k
            let top = box.y + valueHeight, bottom = box.maxY - labelHeight
            let peak = Double(max(values.max() ?? 1, 1))
            for (i, v) in values.enumerated() {
                let h = max(barWidth * 0.5, (bottom - top) * Double(v) / peak)
                let rect = Rect(x: box.x + slot * Double(i) + (slot - barWidth) / 2, y: bottom - h, width: barWidth, height: h)
                canvas.fillRoundedRect(rect, radius: barWidth / 2, colour: i == highlight ? palette.accent : palette.track)
                if i < labels.count {
                    let text = label(labels[i], size: 34, colour: i == highlight ? palette.ink : palette.muted, width: slot, canvas: canvas,
                                     weight: i == highlight)
                    records.append(record(text, x: box.x + slot * Double(i), y: bottom + 14 * k, canvas: canvas, label: labels[i]))
                }
                if i == highlight, let value {
                    let width = min(slot * 3, box.width)
                    let text = label(value, size: 40, colour: palette.accent, width: width, canvas: canvas, weight: true)
                    let x = min(max(box.x, rect.midX - width / 2), box.maxX - width)
                    records.append(record(text, x: x, y: rect.y - text.height - 10 * k, canvas: canvas, label: value))
                }
            }
            return records
        }
    }

    /// The widest bar, on a story card: a week's seven bars are about this wide, and a chart
    /// of two months keeps bars of the same build rather than two fat pills.
    static let barMaxWidth = 80.0

    /// 24 thin bars, one per hour; the best window in the accent; axis labels at 0, 6, 12, 18.
    package func hours(_ histogram: [Int], windowStart: Int, windowHours: Int, axis: [String], preferred: Double) -> Block {
        .flexible(preferred: preferred * k, minimum: preferred * k * 0.55, kind: .chart) { canvas, box in
            var records: [LayoutRecord] = []
            let slot = box.width / 24, barWidth = slot * 0.66
            let labelHeight = 58 * k
            let bottom = box.maxY - labelHeight
            let peak = Double(max(histogram.max() ?? 1, 1))
            let inWindow = Set((0 ..< windowHours).map { (windowStart + $0) % 24 })
            for hour in 0 ..< 24 {
                let h = max(barWidth, (bottom - box.y) * Double(histogram[hour]) / peak)
                let rect = Rect(x: box.x + slot * Double(hour) + (slot - barWidth) / 2, y: bottom - h, width: barWidth, height: h)
                canvas.fillRoundedRect(rect, radius: barWidth / 2, colour: inWindow.contains(hour) ? palette.accent : palette.track)
            }
            for (i, text) in axis.enumerated() {
                let set = label(text, size: 32, colour: palette.muted, width: slot * 5.5, canvas: canvas, align: .leading)
                let centre = box.x + slot * (Double(i * 6) + 0.5)
                let x = min(max(box.x, centre - set.width / 2), box.maxX - set.width) - Double(set.logical.x)
                records.append(record(set, x: x, y: bottom + 14 * k, canvas: canvas, label: text))
            }
            return records
        }
    }

    /// A ring filled to `percent`, with the figure in the middle.
    package func ring(percent: Int, figure: String, preferred: Double) -> Block {
        .flexible(preferred: preferred * k, minimum: preferred * k * 0.5, kind: .chart) { canvas, box in
            let radius = min(box.width, box.height) / 2 - 30 * k
            let (cx, cy) = (box.midX, box.midY)
            let width = max(24, radius * 0.16)
            canvas.strokeArc(x: cx, y: cy, radius: radius, from: 0, to: 2 * .pi, width: width, colour: palette.track)
            canvas.strokeArc(x: cx, y: cy, radius: radius, from: -.pi / 2, to: -.pi / 2 + 2 * .pi * Double(min(percent, 100)) / 100,
                             width: width, colour: palette.accent)
            var style = TextStyle.number(radius * 0.62, colour: palette.ink)
            style.minSize = radius * 0.3
            let text = SetText(figure, style: style, width: radius * 1.5, on: canvas)
            return [record(text, x: cx - radius * 0.75, y: cy - text.height / 2 - Double(text.logical.y), canvas: canvas, label: figure)]
        }
    }

    /// Days as squares, brighter with more photos, weeks as rows of seven; on a story the year
    /// is split into two columns of weeks, with the months marked beside them.
    /// A short range asks only for the height its weeks fill at `width`, so that no gap is
    /// left under a few rows.
    package func year(_ daily: [Int], start: CivilDate, months: [String], weekdays: [String], preferred: Double, width: Double, columns: Int) -> Block {
        let lead = start.isoWeekday - 1  // empty squares before the first day, so rows are Mon–Sun
        let weeks = (lead + daily.count + 6) / 7
        let perColumn = (weeks + columns - 1) / columns
        let monthWidth = 80 * k, headerHeight = 48 * k, columnGap = 56 * k
        func cellWidth(_ width: Double) -> Double {
            (width - Double(columns) * monthWidth - Double(columns - 1) * columnGap) / Double(7 * columns)
        }
        let height = min(preferred * k, headerHeight + Double(perColumn) * cellWidth(width))
        return .flexible(preferred: height, minimum: height * 0.6, kind: .chart) { canvas, box in
            var records: [LayoutRecord] = []
            let cell = min(cellWidth(box.width), (box.height - headerHeight) / Double(perColumn))
            let top = box.y + max(0, box.height - headerHeight - Double(perColumn) * cell) / 2
            let gridWidth = Double(columns) * (monthWidth + 7 * cell) + Double(columns - 1) * columnGap
            let x0 = box.x + (box.width - gridWidth) / 2
            let peak = Double(max(daily.max() ?? 1, 1))
            let header = evenLabels(weekdays, size: 28, width: cell, canvas: canvas)
            for column in 0 ..< columns {
                let left = x0 + Double(column) * (monthWidth + 7 * cell + columnGap) + monthWidth
                for (w, set) in header.enumerated() {
                    records.append(record(set, x: left + Double(w) * cell, y: top + (headerHeight - set.height) / 2, canvas: canvas,
                                          label: weekdays[w]))
                }
                var labelled: Int?
                for row in 0 ..< perColumn {
                    let week = column * perColumn + row
                    guard week < weeks else { break }
                    let y = top + headerHeight + Double(row) * cell
                    // A week belongs to the month of its Thursday (of its nearest day in the range): each
                    // column names the month it starts in, then each month where its first week begins.
                    let month = start.adding(days: min(max(week * 7 + 3 - lead, 0), daily.count - 1)).month
                    if month != labelled, months.indices.contains(month - 1) {
                        labelled = month
                        let set = label(months[month - 1], size: 26, colour: palette.muted, width: monthWidth - 8 * k, canvas: canvas)
                        records.append(record(set, x: left - monthWidth, y: y + (cell - set.height) / 2, canvas: canvas, label: months[month - 1]))
                    }
                    for weekday in 0 ..< 7 {
                        let index = week * 7 + weekday - lead
                        guard daily.indices.contains(index) else { continue }
                        let level = 0.3 + 0.7 * (Double(daily[index]) / peak).squareRoot()
                        let colour = daily[index] == 0 ? palette.track : palette.accent.with(alpha: level)
                        canvas.fillRoundedRect(Rect(x: left + Double(weekday) * cell + cell * 0.08, y: y + cell * 0.08,
                                                    width: cell * 0.84, height: cell * 0.84), radius: cell * 0.22, colour: colour)
                    }
                }
            }
            return records
        }
    }

    /// Labels set at one size, the largest up to `size` at which every one fits `width`: a row
    /// of weekday initials reads as a row only when no letter ("W") is smaller than the rest.
    private func evenLabels(_ texts: [String], size: Double, width: Double, canvas: Canvas) -> [SetText] {
        func set(_ text: String, _ size: Double, _ width: Double) -> SetText {
            var style = TextStyle.body(size, colour: palette.muted, lines: 1)
            style.minSize = size
            return SetText(text, style: style, width: width, on: canvas)
        }
        let widest = texts.map { set($0, size * k, 100_000).width }.max() ?? 0
        let fitted = widest > width * 0.9 ? size * k * width * 0.9 / widest : size * k
        return texts.map { set($0, fitted, width) }
    }

    /// Every label in a rounded pill, wrapped into centred lines: set as large as fits the box
    /// (up to `chipMaxSize`), so that the chips use the card, and smaller rather than leaving
    /// one out: the card shows exactly the labels its alt text reads.
    package func chips(_ labels: [String], preferred: Double) -> Block {
        .flexible(preferred: preferred * k, minimum: preferred * k * 0.5, kind: .chart) { canvas, box in
            var size = Self.chipMaxSize
            var layout = chipLines(labels, size: size, width: box.width, canvas: canvas)
            while layout.height > box.height, size > Self.chipMinSize {
                size = max(Self.chipMinSize, size * 0.92)
                layout = chipLines(labels, size: size, width: box.width, canvas: canvas)
            }
            var records: [LayoutRecord] = []
            var y = box.y + max(0, box.height - layout.height) / 2
            for (line, rowHeight) in zip(layout.lines, layout.rowHeights) {
                let width = line.reduce(0) { $0 + layout.sets[$1].width + 2 * layout.padding } + layout.gap * Double(max(0, line.count - 1))
                var x = box.x + (box.width - width) / 2
                for i in line {
                    let set = layout.sets[i]
                    let pill = Rect(x: x, y: y, width: set.width + 2 * layout.padding, height: rowHeight)
                    canvas.fillRoundedRect(pill, radius: min(rowHeight, layout.lineHeight) / 2, colour: palette.track)
                    records.append(record(set, x: x + layout.padding - Double(set.logical.x), y: y + (rowHeight - set.height) / 2,
                                          canvas: canvas, label: labels[i]))
                    x += pill.width + layout.gap
                }
                y += rowHeight + layout.gap
            }
            return records
        }
    }

    /// The largest chip text, on a story card: large enough to read as a list of places, small
    /// enough that ten of them still make lines of two or three.
    static let chipMaxSize = 52.0
    /// The smallest: the body text's floor on a square card.
    static let chipMinSize = 22.0

    /// Chips in lines; a label too long for the card's width at the smallest size wraps onto
    /// a second line within its chip, and that line of chips is taller.
    private struct ChipLines {
        var sets: [SetText]
        var lines: [[Int]]
        var rowHeights: [Double]
        /// The height of a line of one-line chips.
        var lineHeight: Double
        var padding: Double
        var gap: Double
        var height: Double { rowHeights.reduce(0, +) + Double(max(0, lines.count - 1)) * gap }
    }

    private func chipLines(_ labels: [String], size: Double, width: Double, canvas: Canvas) -> ChipLines {
        let padding = size * 0.72 * k, gap = size * 0.44 * k
        let sets = labels.map { label($0, size: size, colour: palette.ink, width: width - 2 * padding, canvas: canvas, align: .leading, lines: 2) }
        var lines: [[Int]] = [[]]
        var used = 0.0
        for (i, set) in sets.enumerated() {
            let w = set.width + 2 * padding
            if used + w > width, !(lines.last?.isEmpty ?? true) {
                lines.append([])
                used = 0
            }
            lines[lines.count - 1].append(i)
            used += w + gap
        }
        let lineHeight = (sets.filter { $0.lineCount == 1 }.map(\.height).max() ?? size * k) + 2 * padding * 0.6
        let rowHeights = lines.map { line in max(lineHeight, (line.map { sets[$0].height }.max() ?? 0) + 2 * padding * 0.6) }
        return ChipLines(sets: sets, lines: labels.isEmpty ? [] : lines, rowHeights: labels.isEmpty ? [] : rowHeights, lineHeight: lineHeight,
                         padding: padding, gap: gap)
    }

    /// One dot per day of a streak, up to a month.
    package func dots(_ count: Int, preferred: Double) -> Block {
        .flexible(preferred: preferred * k, minimum: preferred * k * 0.5, kind: .chart) { canvas, box in
            let shown = min(count, 31)
            let perRow = min(shown, 8)
            let rows = (shown + perRow - 1) / perRow
            let size = min(box.width / Double(perRow), box.height / Double(rows))
            let x0 = box.x + (box.width - size * Double(perRow)) / 2
            let y0 = box.y + (box.height - size * Double(rows)) / 2
            for i in 0 ..< shown {
                canvas.fillCircle(x: x0 + size * (Double(i % perRow) + 0.5), y: y0 + size * (Double(i / perRow) + 0.5),
                                  radius: size * 0.36, colour: palette.accent)
            }
            return []
        }
    }
}
