import Model
import Store

extension FolderSet {
    /// Where a row's photo is: an absolute path (a set of several folders) as it is, else under
    /// the first folder's root, as `PhotoSource` finds the photos it draws.
    public var photoFile: @Sendable (RawPath) -> String {
        let root = folders[0].root.description
        return { path in
            let text = path.description
            return text.hasPrefix("/") ? text : root + "/" + text
        }
    }
}
