import Foundation
import Testing
@testable import Deck
@testable import Render
@testable import Video
import TestSupport

@Suite("A card drawn as layers")
struct CardLayersTests {
    static let variants = CardRendererTests.variants

    @Test("the poster is the card's PNG, and every layer at rest over the background composes it (PSNR ≥ 45 dB)", arguments: variants)
    func composesThePoster(_ variant: CardRendererTests.Variant) throws {
        let renderer = CardRenderer(skin: variant.skin, format: variant.format, photos: SampleCards.source, yearLabel: "2025")
        for card in SampleCards.all {
            let png = try FramePixels(png: renderer.render(card).png)
            let layers = try renderer.layers(card)
            #expect(FramePixels(layers.poster) == png, "\(card.type)")
            let composed = Canvas(width: variant.format.width, height: variant.format.height)
            CardEntrance(layers, frames: VideoTimeline.entranceFrames).atRest(into: composed)
            let psnr = FramePixels(composed).psnr(png)
            #expect(psnr >= 45, "\(card.type): \(psnr) dB")
            // Without its layers the background is not the card: the layers carry the content.
            #expect(FramePixels(layers.background).psnr(png) < 40, "\(card.type)")
        }
    }

    @Test("each block is its own layer, of its kind, cropped to the pixels it covers")
    func oneLayerPerBlock() throws {
        let renderer = CardRenderer(skin: .poster, format: .story, photos: SampleCards.source, yearLabel: "2025")
        let kinds = try Dictionary(SampleCards.all.map { try ($0.type, renderer.layers($0).layers.map(\.kind)) }, uniquingKeysWith: { first, _ in first })
        #expect(kinds[.peakDay] == [.text, .text, .number, .text, .text, .photos])
        #expect(kinds[.streak] == [.text, .number, .text, .chart, .text])
        #expect(kinds[.title] == [.photos, .text, .text])
        #expect(kinds[.map] == [.text, .text, .chart, .text])
        for card in SampleCards.all {
            for layer in try renderer.layers(card).layers {
                #expect(layer.x >= 0 && layer.y >= 0 && layer.x + layer.width <= 1080 && layer.y + layer.height <= 1920)
                let pixels = UnsafeRawPointer(layer.canvas.pixels).assumingMemoryBound(to: UInt32.self)
                let words = layer.canvas.stride / 4
                let rows = [0, layer.height - 1].map { y in (0 ..< layer.width).contains { pixels[y * words + $0] != 0 } }
                let columns = [0, layer.width - 1].map { x in (0 ..< layer.height).contains { pixels[$0 * words + x] != 0 } }
                #expect(rows + columns == [true, true, true, true], "\(card.type) \(layer.kind): an edge of the layer is empty")
            }
        }
    }

    struct Figure: Sendable, CustomTestStringConvertible {
        let text: String
        let half: String?
        var testDescription: String { "\"\(text)\" → \(half ?? "nil")" }
    }

    @Test("a hero figure counts up in its own format; one that is not a count does not", arguments: [
        Figure(text: "12,324", half: "6,162"), Figure(text: "12.324", half: "6.162"), Figure(text: "1\u{00A0}234\u{00A0}567", half: "617\u{00A0}284"),
        Figure(text: "89%", half: "45%"), Figure(text: "9,558 km", half: "4,779 km"), Figure(text: "32", half: "16"),
        Figure(text: "2000", half: "1000"), Figure(text: "4.6", half: nil), Figure(text: "1.5 km", half: nil),
        Figure(text: "12,34", half: nil), Figure(text: "1,2345", half: nil), Figure(text: "Ten", half: nil), Figure(text: "", half: nil),
        Figure(text: "3 of 4", half: nil),
    ])
    func countUp(_ figure: Figure) {
        let count = CountUp(figure.text)
        #expect(count?.text(at: 0.5) == figure.half)
        if let count {
            #expect(count.text(at: 1) == figure.text)
            #expect(count.text(at: 0) == "0" + count.suffix)
        }
    }
}
