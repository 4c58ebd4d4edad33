import Testing
@testable import Deck
@testable import Render
import TestSupport

@Suite("The finale's layouts")
struct FinaleLayoutTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let count: Int
        let format: CardFormat
        var testDescription: String { "\(count) photos, \(format.rawValue)" }
    }

    static let cases = CardFormat.allCases.flatMap { format in (1 ... FinaleLayout.maxPhotos).map { Case(count: $0, format: format) } }

    /// The collage's box on a card: the safe area's width, at the arrangement's preferred
    /// height and at the least the stack may shrink it to; and a box taller than wide.
    static func boxes(_ c: Case) -> [Rect] {
        let safe = c.format.safeArea
        let preferred = FinaleLayout.arrangement(for: c.count).preferredHeight(width: safe.width, limit: 888 * c.format.typeScale)
        return [preferred, preferred * 0.55, safe.width * 1.4].map { Rect(x: safe.x, y: safe.y + 300, width: safe.width, height: $0) }
    }

    @Test("every photo is placed, inside the box, without overlap, centred and filling the box one way", arguments: cases)
    func balanced(_ c: Case) {
        let gap = 16.0
        for box in Self.boxes(c) {
            let tiles = FinaleLayout.tiles(count: c.count, in: box, gap: gap)
            #expect(tiles.count == c.count, "\(box)")
            for tile in tiles {
                #expect(box.contains(tile), "\(tile) outside \(box)")
                let shape = tile.width / tile.height
                #expect(shape > 0.3 && shape < 3.4, "\(tile) is a sliver")
            }
            for (i, a) in tiles.enumerated() {
                for b in tiles[(i + 1)...] {
                    #expect(!a.intersects(b), "\(a) overlaps \(b)")
                }
            }
            let left = tiles.map(\.x).min()!, right = tiles.map(\.maxX).max()!
            let top = tiles.map(\.y).min()!, bottom = tiles.map(\.maxY).max()!
            #expect(abs((left + right) / 2 - box.midX) < 0.5 && abs((top + bottom) / 2 - box.midY) < 0.5, "not centred in \(box)")
            let fillsWidth = abs(right - left - box.width) < 0.5, fillsHeight = abs(bottom - top - box.height) < 0.5
            #expect(fillsWidth || fillsHeight, "leaves room on all four sides of \(box)")
            // No hole: the tiles, each with half a gap around it, cover the frame they span.
            let covered = tiles.reduce(0.0) { sum, tile in
                let x0 = max(left, tile.x - gap / 2), x1 = min(right, tile.maxX + gap / 2)
                let y0 = max(top, tile.y - gap / 2), y1 = min(bottom, tile.maxY + gap / 2)
                return sum + (x1 - x0) * (y1 - y0)
            }
            #expect(covered / ((right - left) * (bottom - top)) > 0.999, "holes in the arrangement in \(box)")
        }
    }

    @Test("a box taller than wide stacks the photos: two are one above the other")
    func stacked() {
        let tiles = FinaleLayout.tiles(count: 2, in: Rect(x: 0, y: 0, width: 600, height: 1000), gap: 10)
        #expect(tiles.count == 2 && tiles[0].x == tiles[1].x && tiles[0].maxY < tiles[1].y)
        let wide = FinaleLayout.tiles(count: 2, in: Rect(x: 0, y: 0, width: 1000, height: 600), gap: 10)
        #expect(wide[0].y == wide[1].y && wide[0].maxX < wide[1].x)
    }

    @Test("a finale card draws exactly the photos its payload lists, up to nine", arguments: [1, 2, 3, 5, 7, 9, 12])
    func drawn(count: Int) throws {
        let renderer = CardRenderer(skin: .pastel, format: .square, photos: SampleCards.source, yearLabel: "2025")
        let card = SampleCards.card(.finale(.init(photos: Array(SampleCards.photos.prefix(count)), photoCount: 241, placeCount: 21)),
                                    CardFace(kicker: "That was your year", headline: "Your year in moments", detail: "241 photos\u{00A0}· 21 places"))
        let rendered = try renderer.render(card)
        let photos = rendered.records.filter { $0.kind == .photo }
        let block = try #require(photos.first)
        let tiles = photos.dropFirst()
        #expect(tiles.count == min(count, FinaleLayout.maxPhotos))
        #expect(CardFormat.square.safeArea.contains(block.rect))
        #expect(tiles.allSatisfy { block.rect.contains($0.rect) })
    }
}
