import Model
import Pipeline


extension SettingsError {
    /// A settings file that cannot be read is bad input (exit 2): the person's own file, to
    /// correct or move away. One that cannot be saved is output not written (exit 4).
    var photoWrappedError: PhotoWrappedError {
        switch self {
        case .unreadable, .invalid, .newerFormat: PhotoWrappedError(.badInput, stage: "settings", reason: description)
        case .unwritable: PhotoWrappedError(.output, stage: "settings", reason: description)
        }
    }
}
