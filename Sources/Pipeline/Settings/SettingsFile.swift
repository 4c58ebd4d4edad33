import Foundation
import Model
import Store

/// Where the person's settings live, and how they are read and saved: `--settings PATH`, else
/// `$XDG_DATA_HOME/photo-wrapped/settings.json`, else `~/.local/share/photo-wrapped/settings.json`.
/// Saving writes a new file beside the old one, syncs it and renames it over, so the file is
/// always either the old settings or the new ones, never half of either.
public struct SettingsFile: Sendable {
    public static let fileName = "settings.json"
    /// Owner only: a hidden place is often where the person lives.
    static let mode: mode_t = 0o600

    public let path: String

    public init(path: String) {
        self.path = path
    }

    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return xdg + "/photo-wrapped"
        }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/photo-wrapped"
    }

    /// The file for a `--settings` value: a folder gets `settings.json` inside it; anything else
    /// is the file itself. A relative value is taken from the current folder.
    public init(settingsOption: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(path: settingsOption.map { PathOption.file($0, fileName: Self.fileName) }
            ?? Self.defaultDirectory(environment: environment) + "/" + Self.fileName)
    }

    public var exists: Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The settings, or none at all when there is no file yet.
    public func load() throws(SettingsError) -> UserSettings {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT { return UserSettings() }
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw .unreadable(path: path, reason: PhotoWrappedError.systemWords(for: error))
        }
        return try UserSettings(json: data, path: path)
    }

    /// Replaces the file with `settings`, creating its folder when needed.
    public func save(_ settings: UserSettings) throws(SettingsError) {
        // Through a symbolic link, replace the file it points at, not the link.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let folder = (target as NSString).deletingLastPathComponent
        let temporary = folder + "/." + (target as NSString).lastPathComponent + ".\(getpid()).tmp"
        func failure(_ reason: String) -> SettingsError { .unwritable(path: path, reason: reason) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw failure("cannot create the folder \(folder): \(PhotoWrappedError.systemWords(for: error))")
        }
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Self.mode)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        let bytes = settings.json()
        let written = FileWrite.all(descriptor, bytes)
        let synced = written && fsync(descriptor) == 0
        let reason = String(cString: strerror(errno))
        close(descriptor)
        guard synced, rename(temporary, target) == 0 else {
            let renameReason = synced ? String(cString: strerror(errno)) : reason
            unlink(temporary)
            throw failure(renameReason)
        }
        // The rename itself lasts only once the folder is synced.
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }
}
