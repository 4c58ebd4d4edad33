import Testing
@testable import Deck

/// The story video's first frame and its length: what a chat app shows of it before it plays.
@Suite("Story video: first frame and length")
struct VideoStartAndEndTests {
    @Test("the first frame is the title card's poster: the first card has no entrance", arguments: [1, 3, 12])
    func posterFirst(cards: Int) {
        let timeline = VideoTimeline(cardCount: cards)
        #expect(timeline.spans[0].start == 0 && timeline.spans[0].holdStart == 0)
        #expect(timeline.spans.dropFirst().allSatisfy { $0.entranceFrames == VideoTimeline.entranceFrames })
    }

    @Test("the video lasts whole seconds, so that its progress ends on its length, and under a minute", arguments: 1 ... 12)
    func wholeSeconds(cards: Int) {
        let timeline = VideoTimeline(cardCount: cards)
        #expect(timeline.frameCount % VideoTimeline.fps == 0, "\(timeline.frameCount)")
        #expect(VideoTimeline.seconds(timeline.frameCount) < 60)
        let finale = timeline.spans.last!
        #expect((3 * VideoTimeline.fps ... 4 * VideoTimeline.fps).contains(finale.end - finale.start), "\(finale)")
    }
}
