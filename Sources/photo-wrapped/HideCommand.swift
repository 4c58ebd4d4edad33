import ArgumentParser

struct HideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hide",
        abstract: "Hide a place from every deck: from place rankings, cards, labels and collages. Its photos still count in your totals. It stays hidden until unhide.")

    @Argument(help: "A place id from deck.json, export or places; words of its name in any form or script; or lat,lon.")
    var words: [String]

    /// `hide kew london` is `hide "kew london"`.
    var target: String { words.joined(separator: " ") }

    @Flag(help: "Hide every place the words match, not just one.")
    var all = false

    @OptionGroup var library: LibraryOptions

    func run() throws {
        try CommandExit.perform {
            try PositionWords.check(target)
            let database = try library.openDatabase()
            var settings = try library.loadSettings(movingHidesFrom: database)
            let changes = try settings.hide(target, all: all, places: try database.recordedPlaces())
            if changes.contains(where: { $0.outcome == .hidden }) { try library.saveSettings(settings) }
            for line in PlaceChangeLine.lines(changes, words: target) { print(line) }
        }
    }
}

struct UnhideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unhide",
        abstract: "Show a hidden place again.")

    @Argument(help: "The id or name it was hidden under, any id or name of the place, or lat,lon.")
    var words: [String]

    var target: String { words.joined(separator: " ") }

    @Flag(help: "Show again every hidden place the words match, not just one.")
    var all = false

    @OptionGroup var library: LibraryOptions

    func run() throws {
        try CommandExit.perform {
            try PositionWords.check(target)
            let database = try library.openDatabase()
            var settings = try library.loadSettings(movingHidesFrom: database)
            let changes = try settings.unhide(target, all: all, places: try database.recordedPlaces())
            if changes.contains(where: { $0.outcome == .shown }) { try library.saveSettings(settings) }
            for line in PlaceChangeLine.lines(changes, words: target) { print(line) }
        }
    }
}
