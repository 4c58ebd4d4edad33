import Foundation
import Model

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

    /// The video of `cards` (their PNG file names, in order) as `VideoTimeline` plays them, with
    /// the music file at `musicPath`, if any.
    public init(cards: [String], musicPath: String?) {
        let timeline = VideoTimeline(cardCount: cards.count)
        file = Self.fileName
        fps = VideoTimeline.fps
        holds = zip(cards, timeline.spans).map { name, span in
            Hold(card: name, start: VideoTimeline.seconds(span.holdStart), end: VideoTimeline.seconds(span.end))
        }
        music = musicPath.map(Self.fingerprint)
    }

    /// The music file's name, size and modification time, hashed.
    package static func fingerprint(_ path: String) -> String {
        var info = stat()
        let known = stat(path, &info) == 0
        let parts = [(path as NSString).lastPathComponent, known ? String(info.st_size) : "",
                     known ? "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" : ""]
        return StableHash.fnv1a64(parts.joined(separator: "\n"))
    }
}
