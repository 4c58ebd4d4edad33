import Foundation
import Testing
@testable import Deck
@testable import Model
@testable import Render
@testable import Video
import TestSupport

@Suite("The story video's frames")
struct DeckFilmTests {
    /// Keeps every append's count, and the pixels of the frames asked for.
    final class KeptFrames: FrameSink {
        let format: CardFormat
        let keep: (Int) -> Bool
        var counts: [Int] = []
        var frames = 0
        var kept: [Int: FramePixels] = [:]
        var onAppend: (Int) -> Void = { _ in }

        init(_ format: CardFormat, keep: @escaping (Int) -> Bool) {
            self.format = format
            self.keep = keep
        }

        func append(_ canvas: Canvas, count: Int) throws {
            for frame in frames ..< frames + count where keep(frame) {
                kept[frame] = FramePixels(bgra: canvas.pixels, stride: canvas.stride, width: format.width, height: format.height)
            }
            counts.append(count)
            frames += count
            onAppend(frames)
        }
    }

    static let renderer = CardRenderer(skin: .poster, format: .square, photos: SampleCards.source, yearLabel: "2025")
    /// A figure with a grouping separator, photos, a bar chart and the finale's collage.
    static let cards: [Card] = {
        let all = SampleCards.all
        let peakDay = all.first { $0.type == .peakDay }!
        var face = peakDay.face
        face.number = "12,324"
        return [SampleCards.card(peakDay.payload, face), all.first { $0.type == .peakMonth }!, all.first { $0.type == .finale }!]
    }()

    @Test("the frames follow the timeline; every hold is the card's PNG, and each entrance moves and ends on it")
    func followsTheTimeline() throws {
        let timeline = VideoTimeline(cardCount: Self.cards.count)
        let wanted = Set(timeline.spans.flatMap { [$0.start, $0.start + 7, $0.holdStart - 1, $0.holdStart] })
        let sink = KeptFrames(.square) { wanted.contains($0) }
        var reported: [Int] = []
        let timings = try DeckFilm(renderer: Self.renderer).play(Self.cards, into: sink, cancellation: Cancellation()) { done, total in
            #expect(total == timeline.frameCount)
            reported.append(done)
        }
        #expect(sink.frames == timeline.frameCount)
        #expect(reported.last == timeline.frameCount)
        // Each entrance frame but the last is its own; the last is the poster, sent once with the
        // hold. The first card has no entrance: the video opens on its poster.
        #expect(sink.counts == timeline.spans.flatMap { span in
            span.entranceFrames == 0 ? [span.holdFrames] : Array(repeating: 1, count: span.entranceFrames - 1) + [span.holdFrames + 1]
        })
        #expect(timings.layers > 0 && timings.frames > 0)
        #expect(try #require(sink.kept[0]) == FramePixels(png: Self.renderer.render(Self.cards[0]).png), "the first frame is the poster")
        for (card, span) in zip(Self.cards, timeline.spans).dropFirst() {
            let png = try FramePixels(png: Self.renderer.render(card).png)
            let hold = try #require(sink.kept[span.holdStart])
            #expect(hold == png, "\(card.type)")
            #expect(sink.kept[span.holdStart - 1] == hold, "\(card.type): the last entrance frame is the poster")
            #expect(try #require(sink.kept[span.start]).psnr(hold) < 25, "\(card.type): the first entrance frame is far from the poster")
            #expect(try #require(sink.kept[span.start + 7]) != hold, "\(card.type): still moving halfway in")
        }
        // The second card's first frame is its background fading in over the first card's poster.
        let previous = try #require(sink.kept[timeline.spans[0].holdStart])
        let background = FramePixels(try Self.renderer.layers(Self.cards[1]).background)
        let fading = try #require(sink.kept[timeline.spans[1].start])
        #expect(fading.psnr(previous) < 40 && fading.psnr(background) < 40)
    }

    @Test("a number card counts its figure up in its own format, and its number shows a smaller count halfway in")
    func countsUp() throws {
        let layers = try Self.renderer.layers(Self.cards[0])
        let entrance = CardEntrance(layers, frames: VideoTimeline.entranceFrames)
        let counted = (0 ..< VideoTimeline.entranceFrames - 1).map { entrance.figure(at: $0)! }
        let values = counted.map { Int($0.replacingOccurrences(of: ",", with: ""))! }
        #expect(values.first == 0)
        #expect(values == values.sorted())
        #expect(values[7] > 0 && values[7] < 12324, "\(counted)")
        #expect(counted.allSatisfy { $0.count < 4 || $0.dropLast(3).last == "," }, "\(counted)")
        let number = try #require(layers.layers.first { $0.kind == .number })
        let poster = FramePixels(layers.poster)
        let frame = Canvas(width: 1080, height: 1080)
        entrance.compose(7, previous: nil, into: frame)
        let region = (number.x, number.y, number.width, number.height)
        #expect(FramePixels(frame).region(x: region.0, y: region.1, width: region.2, height: region.3)
            != poster.region(x: region.0, y: region.1, width: region.2, height: region.3))
        // A figure that is no plain count slides in instead.
        var face = Self.cards[0].face
        face.number = "4.6"
        let sliding = try Self.renderer.layers(SampleCards.card(Self.cards[0].payload, face))
        #expect(CardEntrance(sliding, frames: VideoTimeline.entranceFrames).figure(at: 7) == nil)
    }

    @Test("the coverage ring sweeps in while the figure in its hole fades in whole, never cut into wedges")
    func ringFigureFadesWhole() throws {
        let coverage = try #require(SampleCards.all.first { $0.type == .coverage })
        let layers = try Self.renderer.layers(coverage)
        let ring = try #require(layers.layers.first { $0.kind == .chart })
        let entrance = CardEntrance(layers, frames: VideoTimeline.entranceFrames)
        let background = FramePixels(layers.background), poster = FramePixels(layers.poster)
        // A square well inside the ring's hole, where the figure is.
        let side = Int(CardEntrance.ringHole * Double(min(ring.width, ring.height)) / 2)
        let (x, y) = (ring.x + ring.width / 2 - side / 2, ring.y + ring.height / 2 - side / 2)
        let before = background.region(x: x, y: y, width: side, height: side)
        let after = poster.region(x: x, y: y, width: side, height: side)
        let out = Canvas(width: 1080, height: 1080)
        for frame in 0 ..< VideoTimeline.entranceFrames - 1 {
            entrance.compose(frame, previous: nil, into: out)
            let now = FramePixels(out).region(x: x, y: y, width: side, height: side)
            // How far each of the figure's pixels has come from the background to the poster.
            let shares: [Double] = before.indices.compactMap { i in
                let (b, p, n) = (Int(before[i] >> 8 & 0xFF), Int(after[i] >> 8 & 0xFF), Int(now[i] >> 8 & 0xFF))
                return abs(p - b) < 80 ? nil : Double(n - b) / Double(p - b)
            }
            #expect(shares.count > 1000)
            let spread = (shares.max() ?? 0) - (shares.min() ?? 0)
            #expect(spread < 0.2, "frame \(frame): the figure is partly drawn, partly not (\(spread))")
        }
    }

    @Test("a stop asked for mid-way ends the frames at the next frame, with the cancelled error")
    func cancels() throws {
        let cancellation = Cancellation()
        let sink = KeptFrames(.square) { _ in false }
        // Ten frames into the second card's entrance: the first card is one append, its poster held.
        let stop = VideoTimeline(cardCount: Self.cards.count).spans[1].start + 10
        sink.onAppend = { if $0 == stop { cancellation.cancel() } }
        #expect {
            try DeckFilm(renderer: Self.renderer).play(Self.cards, into: sink, cancellation: cancellation) { _, _ in }
        } throws: { ($0 as? PhotoWrappedError)?.kind == .cancelled && ($0 as? PhotoWrappedError)?.stage == DeckFilm.stageName }
        #expect(sink.frames == stop)
    }
}
