import ArgumentParser
import Pipeline
import Render

/// How the cards are drawn, and whether the story video is made beside them.
struct RenderOptions: ParsableArguments {
    @Option(help: "poster (bold, for sharing) or pastel (warm and friendly).")
    var skin: Skin = .poster

    @Option(help: "story (1080×1920) or square (1080×1080).")
    var format: CardFormat = .story

    @Flag(help: "Also write deck.mp4: the cards as one story video (H.264, 30 fps, under a minute), to share where a video goes.")
    var video = false

    @Option(help: ArgumentHelp("Music for the video: any audio file, trimmed to the video and faded out at the end. Implies --video.",
                               valueName: "file"), completion: .file())
    var music: String?

    var drawing: Drawing {
        Drawing(skin: skin, format: format, video: video || music != nil, music: music)
    }
}

extension Skin: ExpressibleByArgument {}
extension CardFormat: ExpressibleByArgument {}
