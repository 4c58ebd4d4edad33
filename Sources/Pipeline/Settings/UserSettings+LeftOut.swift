import Model
import Store

/// Where the rows of a run's folders are that the person left out of collages.
extension UserSettings {
    /// The left-out photos inside `folders`, named as their rows name them: relative to the
    /// folder for a set of one, absolute for a set of several (`FolderSet`).
    public func leftOutPaths(under folders: FolderSet) -> Set<RawPath> {
        // Each root with its slash: `/a/bc/x.jpg` is not in `/a/b`.
        let prefixes = folders.folders.map { (folder: $0, bytes: $0.root.appending([UInt8]()).bytes) }
        var paths: Set<RawPath> = []
        for photo in leftOutPhotos {
            let path = RawPath(photo.path)
            guard let prefix = prefixes.first(where: { path.bytes.starts(with: $0.bytes) }) else { continue }
            paths.insert(folders.path(RawPath(Array(path.bytes.dropFirst(prefix.bytes.count))), inLibrary: prefix.folder.libraryID))
        }
        return paths
    }
}
