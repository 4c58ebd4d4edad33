import Foundation

/// A piece of a card's content, stacked top to bottom.
package enum Block {
    /// Text set in its style, as large as fits the stack's width.
    case text(String, TextStyle)
    /// Fixed space.
    case gap(Double)
    /// Something drawn to a given height that may shrink to `minimum` when room is short: a
    /// row of photos, a collage, a chart. `draw` returns the rectangles of the text it set.
    case flexible(preferred: Double, minimum: Double, kind: LayoutRecord.Kind, draw: (Canvas, Rect) -> [LayoutRecord])
}

/// Lays blocks out top to bottom in a box, by their measured heights: flexible blocks shrink
/// first, then text, until everything fits; the whole is centred a little above the middle.
/// Nothing overlaps, nothing leaves the box.
package struct Stack {
    static let shrinkSteps = 8
    /// Where the stack sits in spare room: 0.5 would centre it; a little above looks centred.
    static let opticalCentre = 0.44

    package let blocks: [Block]

    /// A block given its place: text set and positioned, or a flexible block's box. Drawing
    /// it on the card's canvas, or alone on a layer of the same size, sets the same pixels.
    package struct Placed {
        package enum Content {
            case text(SetText, String, x: Double, y: Double)
            case flexible(kind: LayoutRecord.Kind, rect: Rect, draw: (Canvas, Rect) -> [LayoutRecord])
        }

        package let content: Content

        @discardableResult
        package func draw(on canvas: Canvas) -> [LayoutRecord] {
            switch content {
            case let .text(text, string, x, y):
                let rect = text.draw(at: x, y, on: canvas)
                return [LayoutRecord(kind: .keyText, rect: rect, text: string, unknownGlyphs: text.unknownGlyphs, ellipsized: text.ellipsized)]
            case let .flexible(kind, rect, draw):
                return [LayoutRecord(kind: kind, rect: rect)] + draw(canvas, rect)
            }
        }
    }

    package func draw(in box: Rect, on canvas: Canvas) -> [LayoutRecord] {
        place(in: box, on: canvas).flatMap { $0.draw(on: canvas) }
    }

    /// Measures the blocks with `canvas`'s fonts and places them in `box`, gaps left out.
    package func place(in box: Rect, on canvas: Canvas) -> [Placed] {
        var textScale = 1.0
        var flexScale = 1.0
        var set: [SetText?] = []
        var total = 0.0
        for step in 0 ... Self.shrinkSteps {
            set = blocks.map { block in
                guard case let .text(text, style) = block else { return nil }
                return SetText(text, style: textScale == 1 ? style : style.scaled(textScale), width: box.width, on: canvas)
            }
            total = zip(blocks, set).reduce(0) { sum, pair in sum + height(pair.0, pair.1, flexScale) }
            if total <= box.height { break }
            if step < Self.shrinkSteps / 2 {
                flexScale = max(0, flexScale - 0.25)
            } else {
                textScale *= 0.88
            }
        }
        var y = box.y + max(0, box.height - total) * Self.opticalCentre
        var placed: [Placed] = []
        for (block, text) in zip(blocks, set) {
            let h = height(block, text, flexScale)
            switch block {
            case let .text(string, _):
                if let text { placed.append(Placed(content: .text(text, string, x: box.x, y: y))) }
            case .gap:
                break
            case let .flexible(_, _, kind, draw):
                placed.append(Placed(content: .flexible(kind: kind, rect: Rect(x: box.x, y: y, width: box.width, height: h), draw: draw)))
            }
            y += h
        }
        return placed
    }

    private func height(_ block: Block, _ text: SetText?, _ flexScale: Double) -> Double {
        switch block {
        case .text: text?.height ?? 0
        case let .gap(h): h
        case let .flexible(preferred, minimum, _, _): minimum + (preferred - minimum) * flexScale
        }
    }
}
