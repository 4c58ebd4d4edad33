import ArgumentParser
import Deck
import Model
import Moments

/// What a deck counts and how it speaks.
struct DeckOptionGroup: ParsableArguments {
    @Option(name: .customLong("lang"), help: "Language of the cards: en or es.")
    var language: Language = .en

    @Flag(help: "Count videos too.")
    var includeVideos = false

    @Flag(help: "Count screenshots too.")
    var includeScreenshots = false

    @Flag(help: "Name the home place instead of calling it Home.")
    var revealHome = false

    /// The deck's options, with the day it is made on: the library counts weeks only to it.
    func options(today: CivilDate) -> DeckOptions {
        DeckOptions(language: language, revealHome: revealHome,
                    selection: PhotoSelection.Options(includeVideos: includeVideos, includeScreenshots: includeScreenshots), today: today)
    }
}
