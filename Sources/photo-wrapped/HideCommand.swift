import ArgumentParser
import PhotoWrapped

struct HideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hide",
        abstract: "Hide a place from every deck: rankings, counts, labels and collages. It stays hidden until unhide.")

    @Argument(help: "A place id from `places`, words of its label, or lat,lon.")
    var target: String

    @OptionGroup var library: LibraryOptions

    func run() throws {
        try CommandRun.perform {
            let database = try library.openDatabase()
            var settings = try library.loadSettings(movingHidesFrom: database)
            let area = try PlaceTarget.areaToHide(target, among: try database.recordedPlaces())
            if settings.hide(area) { try library.saveSettings(settings) }
            print("Hidden: \(area.label) (\(area.placeID)). Photos within \(Int(area.radiusMeters)) m of it are left out of places, labels and collages; they still count in your totals.")
        }
    }
}

struct UnhideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unhide",
        abstract: "Show a hidden place again.")

    @Argument(help: "The id or label it was hidden under, a hidden place's id from `places`, or lat,lon.")
    var target: String

    @OptionGroup var library: LibraryOptions

    func run() throws {
        try CommandRun.perform {
            let database = try library.openDatabase()
            var settings = try library.loadSettings(movingHidesFrom: database)
            let areas = try PlaceTarget.areasToUnhide(target, among: settings.hiddenAreas, places: try database.recordedPlaces())
            settings.unhide(areas)
            try library.saveSettings(settings)
            for area in areas { print("Shown again: \(area.label) (\(area.placeID)).") }
        }
    }
}
