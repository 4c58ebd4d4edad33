import ArgumentParser
import Places

struct RenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Give a place a name of your own, in every later deck, export and listing, in both languages.")

    @Argument(help: "A place id from deck.json, export or places; words of its name in any form or script; or lat,lon.")
    var target: String

    @Argument(help: ArgumentHelp("The name to give it (at most \(RenamedPlace.maxLabelLength) characters).", valueName: "label"))
    var label: String?

    @Flag(help: "Take your name for the place back: it is named by where it is again.")
    var reset = false

    @OptionGroup var library: LibraryOptions

    func validate() throws {
        if reset, label != nil { throw ValidationError("give either a new name or --reset, not both") }
        if !reset, label == nil { throw ValidationError("give the new name after the place (rename 400s358x \"Grandma's\"), or --reset to take a name back") }
    }

    func run() throws {
        try CommandExit.perform {
            try PositionWords.check(target)
            let database = try library.openDatabase()
            var settings = try library.loadSettings(movingHidesFrom: database)
            let places = try database.recordedPlaces()
            let change = if let label { try settings.rename(target, to: label, places: places) } else { try settings.resetName(target, places: places) }
            if [.renamed, .nameReset].contains(change.outcome) { try library.saveSettings(settings) }
            print(PlaceChangeLine(change).text)
        }
    }
}
