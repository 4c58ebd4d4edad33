import ArgumentParser
import Pipeline

struct LeaveOutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leave-out",
        abstract: "Keep a photo out of every collage, in every later deck. It still counts in your totals. It stays left out until leave-out --undo.")

    @Argument(help: ArgumentHelp("The photos, by their paths (relative to here, or absolute).", valueName: "path"), completion: .file())
    var paths: [String]

    @Flag(help: "Let the photos appear on cards again.")
    var undo = false

    @Option(help: ArgumentHelp("Your settings file, or a folder to keep settings.json in. Default: $XDG_DATA_HOME/photo-wrapped/settings.json, else ~/.local/share/photo-wrapped/settings.json.",
                               valueName: "path"), completion: .file())
    var settings: String?

    func run() throws {
        try CommandExit.perform {
            // Every path is checked before anything is saved: one bad path changes nothing.
            let photos = try LeftOutPhoto.photos(at: paths)
            let file = SettingsFile(settingsOption: settings)
            var saved: UserSettings
            do throws(SettingsError) { saved = try file.load() } catch { throw error.photoWrappedError }
            let changed = photos.map { undo ? saved.keep($0) : saved.leaveOut($0) }
            if changed.contains(true) {
                do throws(SettingsError) { try file.save(saved) } catch { throw error.photoWrappedError }
            }
            for (path, change) in zip(paths, changed) { print(LeaveOutLine(path, undo: undo, changed: change).text) }
        }
    }
}
