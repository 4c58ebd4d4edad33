import Insights
import Model
import Store

/// The photos of a run's folders that the person left out of collages: by their rows' paths, and
/// by id among the counted photos.
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

    /// The ids of the `counted` photos of `folders` that the person left out, found by their paths.
    package func leftOutIDs(among counted: CountedPhotos, of folders: FolderSet) -> Set<Int64> {
        let paths = leftOutPaths(under: folders)
        var ids: Set<Int64> = []
        guard !paths.isEmpty else { return ids }
        counted.selection.photos.forEachRow { _, photo in
            if let id = photo.id, paths.contains(photo.path) { ids.insert(id) }
        }
        return ids
    }
}
