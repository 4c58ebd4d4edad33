import Foundation
import GRDB

extension AppDatabase {
    /// The key row of a set of several folders: a `library` row whose root is the folders'
    /// roots, sorted, each followed by a NUL byte. No path holds a NUL, so it is never a
    /// folder's root, and no walk ever fills it with assets. Runs and recorded places key on it
    /// as they key on a folder's library, and go with it (`ON DELETE CASCADE`).
    public func folderSetID(roots: [RawPath]) throws -> Int64 {
        try libraryID(root: RawPath(roots.sorted().flatMap { $0.bytes + [0] }))
    }

    /// The photos of `range` in every folder of the set, as the set names them
    /// (`FolderSet.path`), by local time, then folder, then path.
    public func photos(of set: FolderSet, in range: DateRange) throws -> [AssetRecord] {
        guard set.folders.count > 1 else { return try photos(libraryID: set.id, in: range) }
        var photos: [AssetRecord] = []
        for folder in set.folders {
            let start = photos.count
            photos += try unsortedPhotos(libraryID: folder.libraryID, in: range)
            for i in start ..< photos.count { photos[i].path = folder.root.appending(photos[i].path.bytes) }
        }
        photos.sortByTimeAndPath(folderRank: Dictionary(uniqueKeysWithValues: set.folders.enumerated().map { ($1.libraryID, $0) }))
        return photos
    }

    /// Every file of the set's folders the scan skipped, as the set names them.
    public func skippedFiles(of set: FolderSet) throws -> [SkippedFile] {
        try set.folders.flatMap { folder in
            try skippedFiles(libraryID: folder.libraryID).map {
                SkippedFile(path: set.path($0.path, inLibrary: folder.libraryID), reason: $0.reason)
            }
        }
    }

    /// The located photos from before `range` in every folder of the set.
    public func locatedPoints(of set: FolderSet, before range: DateRange) throws -> [EarlierPhoto] {
        try set.folders.flatMap { try locatedPoints(libraryID: $0.libraryID, before: range) }
    }

    /// The fingerprint of the set's file lists: each folder's last complete scan, in the set's
    /// order; nil while any folder has none.
    public func fingerprint(of set: FolderSet) throws -> String? {
        var parts: [String] = []
        for folder in set.folders {
            guard let part = try libraryFingerprint(libraryID: folder.libraryID) else { return nil }
            parts.append(part)
        }
        return parts.joined(separator: "+")
    }

    /// Kind and orientation of the set's photos at these paths (as the set names them), for drawing them.
    public func drawingInfo(of set: FolderSet, paths: [String]) throws -> [String: (kind: AssetKind, orientation: Int)] {
        var found: [String: (kind: AssetKind, orientation: Int)] = [:]
        for folder in set.folders {
            var inFolder: [String: String] = [:]
            for path in paths {
                if let located = set.locate(RawPath(path)), located.folder == folder { inFolder[located.path.description] = path }
            }
            for (local, info) in try drawingInfo(libraryID: folder.libraryID, paths: Array(inFolder.keys)) {
                if let path = inFolder[local] { found[path] = info }
            }
        }
        return found
    }
}
