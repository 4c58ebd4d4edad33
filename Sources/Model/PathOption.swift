import Foundation

/// A command-line value that names a file, or a folder to keep `fileName` in (`--cache`,
/// `--settings`): a folder, or a value ending in `/`, gets `fileName` inside it; anything else is
/// the file itself. A relative value is taken from the current folder.
package enum PathOption {
    package static func file(_ given: String, fileName: String) -> String {
        let option = given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given
        var isDirectory: ObjCBool = false
        if option.hasSuffix("/") || (FileManager.default.fileExists(atPath: option, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return (option.hasSuffix("/") ? String(option.dropLast()) : option) + "/" + fileName
        }
        return option
    }
}
