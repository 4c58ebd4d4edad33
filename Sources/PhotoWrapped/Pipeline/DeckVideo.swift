/// deck.json's `video`: the story video beside the cards, and the seconds at which each card's
/// poster is held still in it (the frames there are the card's PNG).
public struct DeckVideo: Sendable, Equatable, Codable {
    public struct Hold: Sendable, Equatable, Codable {
        /// The card's PNG, as the folder names it ("03-top-place.png").
        public var card: String
        public var start: Double
        public var end: Double
    }

    /// The file name in the deck folder.
    public static let fileName = "deck.mp4"

    public var file: String
    public var fps: Int
    public var holds: [Hold]
    /// A hash (FNV-1a, 64 bits) of the music's name, size and time, so that other music makes
    /// the video again; nil without music. Never the path itself.
    public var music: String?

    /// The video of `cards` (their PNG file names, in order) as `VideoTimeline` plays them.
    public init(cards: [String], music: String?) {
        let timeline = VideoTimeline(cardCount: cards.count)
        file = Self.fileName
        fps = VideoTimeline.fps
        holds = zip(cards, timeline.spans).map { name, span in
            Hold(card: name, start: VideoTimeline.seconds(span.holdStart), end: VideoTimeline.seconds(span.end))
        }
        self.music = music
    }
}
