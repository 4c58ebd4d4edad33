import Model

/// The folders one run reads as one library (`generate ~/Pictures /mnt/nas/Photos`). Each
/// folder stays its own library in the cache, scanned and fingerprinted on its own; the set
/// is what the deck, its stored run and its recorded places belong to.
///
/// A one-folder set is that folder's library itself: its id, and photo paths relative to the
/// folder, exactly as before sets existed. A set of several has a key row of its own and
/// names its photos by absolute path, so that `2025/IMG_1.jpg` in two folders is two photos
/// until the duplicate rules say otherwise.
public struct FolderSet: Sendable, Equatable {
    public struct Folder: Sendable, Equatable {
        public let root: RawPath
        public let libraryID: Int64

        public init(root: RawPath, libraryID: Int64) {
            self.root = root
            self.libraryID = libraryID
        }
    }

    /// Sorted by root bytes: the order the folders were given in never matters.
    public let folders: [Folder]
    /// What runs and recorded places are keyed by: the folder's library id for one folder,
    /// else the set's own row (`AppDatabase.folderSetID(roots:)`).
    public let id: Int64

    public init(folders: [Folder], id: Int64) {
        self.folders = folders.sorted { $0.root < $1.root }
        self.id = id
    }

    public var libraryIDs: [Int64] { folders.map(\.libraryID) }

    /// The photo at `path` in the folder of library `libraryID`, as the set names it.
    public func path(_ path: RawPath, inLibrary libraryID: Int64) -> RawPath {
        guard folders.count > 1, let folder = folders.first(where: { $0.libraryID == libraryID }) else { return path }
        return folder.root.appending(path.bytes)
    }

    /// Where a photo the set names `path` lives: its folder and its path in it.
    public func locate(_ path: RawPath) -> (folder: Folder, path: RawPath)? {
        guard folders.count > 1 else { return folders.first.map { ($0, path) } }
        for folder in folders {
            let prefix = folder.root.appending([UInt8]()).bytes
            if path.bytes.starts(with: prefix) { return (folder, RawPath(Array(path.bytes.dropFirst(prefix.count)))) }
        }
        return nil
    }
}

extension FolderSet {
    /// Where a photo the rows name by `path` is: an absolute path (a set of several folders)
    /// as it is, else under `root`, the folder of a one-folder set.
    public static func file(_ path: String, root: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }

    /// `file` for this set's rows, as the photo judge opens them.
    public var photoFile: @Sendable (RawPath) -> String {
        let root = folders[0].root.description
        return { Self.file($0.description, root: root) }
    }
}
