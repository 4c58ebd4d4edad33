import Foundation
import Model

/// Where the SQLite cache lives: `--cache PATH`, else `$XDG_CACHE_HOME/photo-wrapped/`,
/// else `~/.cache/photo-wrapped/`.
public enum CacheLocation {
    public static let fileName = "cache.sqlite"

    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return xdg + "/photo-wrapped"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.cache/photo-wrapped"
    }

    /// The database file for a `--cache` value: a directory gets `cache.sqlite` inside it;
    /// anything else is taken as the database file itself. A relative value is taken from the
    /// current folder.
    public static func databasePath(cacheOption: String?) -> String {
        guard let given = cacheOption else { return defaultDirectory() + "/" + fileName }
        return PathOption.file(given, fileName: fileName)
    }
}
