import ArgumentParser
import PhotoWrappedRender

/// How the cards are drawn.
struct RenderOptions: ParsableArguments {
    @Option(help: "poster (bold, for sharing) or pastel (warm and friendly).")
    var skin: Skin = .poster

    @Option(help: "story (1080×1920) or square (1080×1080).")
    var format: CardFormat = .story
}

extension Skin: ExpressibleByArgument {}
extension CardFormat: ExpressibleByArgument {}
