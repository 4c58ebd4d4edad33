/// Why the settings file cannot be used, each naming the file. A file that cannot be read is
/// never replaced: it holds the person's decisions.
public enum SettingsError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalid(path: String, reason: String)
    case newerFormat(path: String, format: Int)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "the settings file \(path) cannot be read: \(reason)"
        case let .invalid(path, reason):
            "the settings file \(path) \(reason); correct it, or move it away to start again without your hidden places"
        case let .newerFormat(path, format):
            "the settings file \(path) is format \(format), from a newer photo-wrapped (this one reads format \(UserSettings.format)); use that version, or choose another file with --settings PATH"
        case let .unwritable(path, reason):
            "cannot save the settings file \(path): \(reason); choose another with --settings PATH"
        }
    }
}
