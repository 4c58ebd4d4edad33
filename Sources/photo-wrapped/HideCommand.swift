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
            let area = try PlaceTarget.areaToHide(target, among: try database.recordedPlaces())
            try database.addHiddenArea(area)
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
            let areas = try PlaceTarget.areasToUnhide(target, among: try database.hiddenAreas(), places: try database.recordedPlaces())
            try database.removeHiddenAreas(ids: areas.compactMap(\.id))
            for area in areas { print("Shown again: \(area.label) (\(area.placeID)).") }
        }
    }
}
