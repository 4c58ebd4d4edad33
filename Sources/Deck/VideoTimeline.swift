/// When each card of the story video is on screen, in frames at `fps`: a short entrance, then
/// the poster held still. The holds are what deck.json's `video.holds` lists, and what the
/// video's frames at those times must match (the card's PNG).
///
/// The first card has no entrance: chat apps show a video's first frame as its preview, so the
/// video opens on the title card as drawn, held as long as a card with its entrance. The finale
/// ends on the whole second before its full hold, so it lasts 3 to 4 s as every card does: players
/// show a video's length in whole seconds, and its progress then ends on that length.
public struct VideoTimeline: Sendable, Equatable {
    /// 30 frames a second: what phones record and every sharing app plays without conversion.
    public static let fps = 30
    /// 0.5 s of entrance (text sliding in, a number counting up, photos rising): the issue's
    /// ceiling is 0.6 s, and half a second reads as lively without hiding the card.
    public static let entranceFrames = 15
    /// 2.9 s of stillness: with the entrance, 3.4 s a card, so that twelve cards (the most a deck
    /// has) make 41 s, under the 60 s a story may last, and each card can be read.
    public static let holdFrames = 87
    /// The finale holds a little longer (3.5 s), so that the video does not end on a blink.
    public static let finaleHoldFrames = 105

    /// One card's frames: `start ..< holdStart` is its entrance, `holdStart ..< end` its still poster.
    public struct Span: Sendable, Equatable {
        public let start: Int
        public let holdStart: Int
        public let end: Int

        public var entranceFrames: Int { holdStart - start }
        public var holdFrames: Int { end - holdStart }
    }

    public let spans: [Span]

    public init(cardCount: Int) {
        var spans: [Span] = []
        var frame = 0
        for i in 0 ..< cardCount {
            let entrance = i == 0 ? 0 : Self.entranceFrames
            var hold = (i == cardCount - 1 ? Self.finaleHoldFrames : Self.holdFrames) + Self.entranceFrames - entrance
            if i == cardCount - 1 {
                let length = frame + entrance + hold
                hold -= length % Self.fps
            }
            spans.append(Span(start: frame, holdStart: frame + entrance, end: frame + entrance + hold))
            frame += entrance + hold
        }
        self.spans = spans
    }

    public var frameCount: Int { spans.last?.end ?? 0 }

    public static func seconds(_ frame: Int) -> Double {
        Double(frame) / Double(fps)
    }
}
