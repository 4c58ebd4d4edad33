import ArgumentParser
import Foundation
import Model
import Pipeline
import Scan
import Store

/// Where the cache and the person's settings live, and how instants become local time.
struct LibraryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The cache database, or a folder to keep it in.", valueName: "path"), completion: .file())
    var cache: String?

    @Option(help: ArgumentHelp("Your settings file (hidden places), or a folder to keep settings.json in. Default: $XDG_DATA_HOME/photo-wrapped/settings.json, else ~/.local/share/photo-wrapped/settings.json.",
                               valueName: "path"), completion: .file())
    var settings: String?

    @Option(help: ArgumentHelp("Time zone for file, sidecar and GPS times when neither the photo's place, a photo taken near it in time, nor your home tells it, e.g. Europe/London. Default: this machine's.", valueName: "zone"))
    var tz: String?

    func validate() throws {
        if let tz, TimeZone(identifier: tz) == nil {
            throw ValidationError("--tz \(tz) is not a time zone name; try Europe/London or America/New_York")
        }
    }

    var timeZone: TimeZone {
        tz.flatMap(TimeZone.init(identifier:)) ?? .current
    }

    /// The scan request for `folders` over `range`, with the zone that dates instants the
    /// library cannot place.
    func scanRequest(folders: [String], range: DateRange) -> ScanRequest {
        ScanRequest(folders: folders, range: range, timeZone: timeZone, timeZoneIsOption: tz != nil)
    }

    /// Today in the chosen zone, for ranges that end today.
    var today: CivilDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return CivilDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    func openDatabase() throws(PhotoWrappedError) -> AppDatabase {
        let path = CacheLocation.databasePath(cacheOption: cache)
        CacheRecovery.opened.withLock { $0 = path }
        do {
            return try AppDatabase.open(path: path) {
                Terminal.note("photo-wrapped: another photo-wrapped run is using the cache at \(path); waiting for it to finish")
            } rebuilt: { rebuild in
                Terminal.note("photo-wrapped: " + rebuild.description)
            }
        } catch {
            throw PhotoWrappedError(.cache, stage: "cache", reason: error.description)
        }
    }

    var settingsFile: SettingsFile {
        SettingsFile(settingsOption: settings)
    }

    /// The person's settings, after moving in any hides an earlier version left in the cache.
    func loadSettings(movingHidesFrom database: AppDatabase) throws -> UserSettings {
        let file = settingsFile
        do {
            let moved = try file.moveHiddenAreas(from: database)
            if moved > 0 {
                Terminal.note("photo-wrapped: moved \(moved == 1 ? "1 hidden place" : "\(moved) hidden places") from the cache to \(file.path)")
            }
            return try file.load()
        } catch let error as SettingsError {
            throw error.photoWrappedError
        }
    }

    func saveSettings(_ settings: UserSettings) throws(PhotoWrappedError) {
        do {
            try settingsFile.save(settings)
        } catch {
            throw error.photoWrappedError
        }
    }
}

/// How results are shown.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print the result as one JSON object.")
    var json = false

    @Flag(name: .shortAndLong, help: "No progress output.")
    var quiet = false
}
