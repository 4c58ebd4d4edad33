/// Where the finale's photos go, for 1 to 9 of them: a balanced arrangement per count, fitted
/// into the collage's box and centred in it, so that a short year's finale is no left-aligned
/// grid under a gap. Each arrangement is a grid of unit cells, every photo spanning a block of
/// them; it is drawn as wide as the box allows within its aspect range (a single photo stays
/// a portrait, two photos stand side by side), and turned on its side in a box taller than wide.
struct FinaleLayout {
    /// One photo's place in the grid, in cells.
    package struct Span: Equatable {
        package var column: Int
        package var row: Int
        package var columns = 1
        package var rows = 1
    }

    package var columns: Int
    package var rows: Int
    package var spans: [Span]
    /// The width over height the whole arrangement may take: within it the tiles keep the
    /// shapes of photos (4:5 portrait to 3:2 landscape); outside it they would be slivers.
    /// The widest bound is where the widest tile reaches 3:2, so that a square card, short
    /// of height, spreads its photos across its width.
    package var aspect: ClosedRange<Double>

    /// The most photos a finale shows: a 3×3 grid, the spec's nine.
    package static let maxPhotos = 9

    /// The arrangement for `count` photos (1…9; more are cut to nine): one hero; two side by
    /// side; one large and two beside it; 2×2; 2 over 3; 3×2; 2, 3 and 2 in three rows;
    /// 3, 2 and 3; 3×3.
    static func arrangement(for count: Int) -> FinaleLayout {
        func rows(_ counts: [Int], units: Int, aspect: ClosedRange<Double>) -> FinaleLayout {
            var spans: [Span] = []
            for (row, n) in counts.enumerated() {
                let width = units / n
                spans += (0 ..< n).map { Span(column: $0 * width, row: row, columns: width) }
            }
            return FinaleLayout(columns: units, rows: counts.count, spans: spans, aspect: aspect)
        }
        switch min(max(count, 1), maxPhotos) {
        case 1: return FinaleLayout(columns: 1, rows: 1, spans: [Span(column: 0, row: 0)], aspect: 0.8 ... 0.8)
        case 2: return rows([2], units: 2, aspect: 1.3 ... 3.0)
        case 3: return FinaleLayout(columns: 3, rows: 2, spans: [Span(column: 0, row: 0, columns: 2, rows: 2), Span(column: 2, row: 0),
                                                                Span(column: 2, row: 1)], aspect: 1.3 ... 2.25)
        case 4: return rows([2, 2], units: 2, aspect: 0.9 ... 1.5)
        case 5: return rows([2, 3], units: 6, aspect: 1.1 ... 1.5)
        case 6: return rows([3, 3], units: 3, aspect: 1.3 ... 2.25)
        case 7: return rows([2, 3, 2], units: 6, aspect: 0.9 ... 1.2)
        case 8: return rows([3, 2, 3], units: 6, aspect: 0.9 ... 1.2)
        default: return rows([3, 3, 3], units: 3, aspect: 0.9 ... 1.5)
        }
    }

    /// The same arrangement turned a quarter: columns become rows.
    var turned: FinaleLayout {
        FinaleLayout(columns: rows, rows: columns, spans: spans.map { Span(column: $0.row, row: $0.column, columns: $0.rows, rows: $0.columns) },
                     aspect: (1 / aspect.upperBound) ... (1 / aspect.lowerBound))
    }

    /// The height the arrangement would like at this width: its tallest shape that is not
    /// taller than `limit`.
    func preferredHeight(width: Double, limit: Double) -> Double {
        min(limit, width / aspect.lowerBound)
    }

    /// The tiles of `count` photos in `box`, `gap` apart: every photo placed, none
    /// overlapping, all inside the box, the whole centred in it and touching two opposite sides.
    package static func tiles(count: Int, in box: Rect, gap: Double) -> [Rect] {
        guard count > 0, box.width > 0, box.height > 0 else { return [] }
        let plain = arrangement(for: count)
        let layout = box.width < box.height && plain.columns != plain.rows ? plain.turned : plain
        let boxAspect = box.width / box.height
        let aspect = min(max(boxAspect, layout.aspect.lowerBound), layout.aspect.upperBound)
        let width = aspect >= boxAspect ? box.width : box.height * aspect
        let height = width / aspect
        let frame = Rect(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height)
        let cellWidth = (width - gap * Double(layout.columns - 1)) / Double(layout.columns)
        let cellHeight = (height - gap * Double(layout.rows - 1)) / Double(layout.rows)
        return layout.spans.map { span in
            Rect(x: frame.x + Double(span.column) * (cellWidth + gap), y: frame.y + Double(span.row) * (cellHeight + gap),
                 width: Double(span.columns) * cellWidth + Double(span.columns - 1) * gap,
                 height: Double(span.rows) * cellHeight + Double(span.rows - 1) * gap)
        }
    }
}
