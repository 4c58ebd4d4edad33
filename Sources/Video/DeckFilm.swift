import Deck
import Dispatch
import Model
import Render

/// Stage: the story video's frames. Plays a deck's cards into a `FrameSink` as `VideoTimeline`
/// times them: each card's entrance composed frame by frame from its layers (`CardEntrance`),
/// its last entrance frame and its hold the poster, which is the card's PNG. A card's layers
/// are drawn on the second core while the card before it is composed, so at most two cards'
/// layers are alive at once.
public struct DeckFilm: Sendable {
    public static let stageName = "making the video"
    public let renderer: CardRenderer

    public init(renderer: CardRenderer) {
        self.renderer = renderer
    }

    /// Seconds spent drawing the cards' layers (on whichever core drew them), and composing
    /// entrance frames (not counting the time the sink takes).
    public struct Timings: Sendable, Equatable {
        public var layers: Double
        public var frames: Double
    }

    /// Appends every frame of `cards`' video to `sink`, a hold as one append of its frames;
    /// `progress(done, total)` after each append. A stop asked for through `cancellation`
    /// ends it between two frames with `PhotoWrappedError.cancelled`.
    package func play(_ cards: [Card], into sink: some FrameSink, cancellation: Cancellation,
                     progress: (_ framesDone: Int, _ total: Int) -> Void) throws -> Timings {
        let timeline = VideoTimeline(cardCount: cards.count)
        var timings = Timings(layers: 0, frames: 0)
        let out = Canvas(width: renderer.format.width, height: renderer.format.height)
        var previous: Canvas?
        var next = cards.first.map { Preparation(renderer, $0) }
        defer { _ = next?.wait() }
        var done = 0
        func append(_ canvas: Canvas, count: Int) throws {
            try sink.append(canvas, count: count)
            done += count
            progress(done, timeline.frameCount)
        }
        for (i, span) in timeline.spans.enumerated() {
            guard let preparing = next else { break }
            let (result, seconds) = preparing.wait()
            timings.layers += seconds
            let layers = try result.get()
            next = i + 1 < cards.count ? Preparation(renderer, cards[i + 1]) : nil
            let entrance = CardEntrance(layers, frames: span.entranceFrames)
            for frame in 0 ..< max(0, span.entranceFrames - 1) {
                try cancellation.check(Self.stageName)
                let started = DispatchTime.now()
                entrance.compose(frame, previous: previous, into: out)
                timings.frames += Self.seconds(since: started)
                try append(out, count: 1)
            }
            // The entrance's last frame is the poster already: it goes with the hold, converted once.
            try cancellation.check(Self.stageName)
            try append(layers.poster, count: span.holdFrames + min(1, span.entranceFrames))
            previous = layers.poster
        }
        return timings
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// One card's layers being drawn on another thread.
    private final class Preparation: @unchecked Sendable {
        // Unchecked: `result` and `seconds` are written once before `finished` is signalled and
        // read only after it has been waited on.
        private let finished = DispatchSemaphore(value: 0)
        private var result: Result<CardLayers, any Error>?
        private var seconds = 0.0

        init(_ renderer: CardRenderer, _ card: Card) {
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                let started = DispatchTime.now()
                result = Result { try renderer.layers(card) }
                seconds = DeckFilm.seconds(since: started)
                finished.signal()
            }
        }

        func wait() -> (Result<CardLayers, any Error>, Double) {
            finished.wait()
            finished.signal()
            return (result!, seconds)
        }
    }
}
