import Foundation
import GRDB
import Model

extension AppDatabase {
    /// The file list the library was last scanned with (`FileListFingerprint`).
    public func libraryFingerprint(libraryID: Int64) throws -> String? {
        try writer.read { db in
            try String.fetchOne(db, sql: "SELECT scannedFingerprint FROM library WHERE id = ?", arguments: [libraryID])
        }
    }

    /// The key row of a set of several folders: a `library` row whose root is the folders'
    /// roots, sorted, each followed by a NUL byte. No path holds a NUL, so it is never a
    /// folder's root, and no walk ever fills it with assets. Runs and recorded places key on it
    /// as they key on a folder's library, and go with it (`ON DELETE CASCADE`).
    public func folderSetID(roots: [RawPath]) throws -> Int64 {
        try libraryID(root: Self.setRoot(roots))
    }

    /// The set these folders make, if each of them, and the set for several, has a row
    /// already; nil otherwise. Only reads.
    package func knownFolderSet(roots: [RawPath]) throws -> FolderSet? {
        var folders: [FolderSet.Folder] = []
        for root in roots {
            guard let id = try knownLibraryID(root: root) else { return nil }
            folders.append(.init(root: root, libraryID: id))
        }
        guard folders.count > 1 else { return folders.first.map { FolderSet(folders: [$0], id: $0.libraryID) } }
        return try knownLibraryID(root: Self.setRoot(roots)).map { FolderSet(folders: folders, id: $0) }
    }

    private static func setRoot(_ roots: [RawPath]) -> RawPath {
        RawPath(roots.sorted().flatMap { $0.bytes + [0] })
    }

    /// How many photos `photos(of:in:)` gives.
    package func photoCount(of set: FolderSet, in range: DateRange) throws -> Int {
        try set.folders.reduce(0) { count, folder in count + (try photoCount(libraryID: folder.libraryID, in: range)) }
    }

    /// The photos of `range` in every folder of the set, as the set names them
    /// (`FolderSet.path`), by local time, then folder, then path.
    public func photos(of set: FolderSet, in range: DateRange) throws -> [AssetRecord] {
        guard set.folders.count > 1 else { return try photos(libraryID: set.id, in: range) }
        var photos = try rowsInRange(of: set, in: range, shape: .records)
        photos.sortByTimeAndPath(folderRank: Dictionary(uniqueKeysWithValues: set.folders.enumerated().map { ($1.libraryID, $0) }))
        return photos
    }

    /// The photos of `range` in every folder of the set as the counting rules read them, named
    /// as the set names them (`FolderSet.path`), in no particular order.
    package func countedFiles(of set: FolderSet, in range: DateRange) throws -> [CountedFile] {
        try rowsInRange(of: set, in: range, shape: .counted)
    }

    /// The photos of `range` in every folder of the set, each made as `shape` makes a row and
    /// named as the set names it, in no particular order.
    private func rowsInRange<Made: FolderSetRow>(of set: FolderSet, in range: DateRange, shape: RowShape<Made>) throws -> [Made] {
        var rows: [Made] = []
        for folder in set.folders {
            let start = rows.count
            rows += try rowsInRange(libraryID: folder.libraryID, in: range, shape: shape)
            for i in start ..< rows.count { rows[i].path = folder.root.appending(rows[i].path.bytes) }
        }
        return rows
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
    public func drawingInfo(of set: FolderSet, paths: [String]) throws -> [String: DrawingInfo] {
        var found: [String: DrawingInfo] = [:]
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
