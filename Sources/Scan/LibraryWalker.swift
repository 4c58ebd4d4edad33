#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Model
import Store

/// A regular file found by the walk, identified the way the cache keys it.
struct WalkedFile: Sendable {
    /// Relative to the library root.
    package let path: RawPath
    /// Nil where the walk left the stat to the reader that opens the file
    /// (`LibraryWalker.leavesFilesUnstated`).
    package var status: FileStatus?
    /// Its Google Takeout sidecar in the same folder, if it has one.
    package var sidecar: Sidecar?

    package struct Sidecar: Sendable {
        package let path: RawPath
        package let mtimeNs: Int64
    }
}

/// Walks a folder tree with `stat` only: no file is opened. Where stats are slow, as on a NAS,
/// many are in flight at once, across folders (`FolderStats`). On a first scan, whose readers
/// open every file anyway, the regular files a listing names are handed over unstated
/// (`leavesFilesUnstated`). Follows symbolic links, but enters each directory (device, inode)
/// once, so links that loop end the walk of that branch.
/// Folders it cannot open are recorded and walked around. A folder whose listing names a deck
/// marker is our own output (`FolderRules.deckMarker`): it is left, with all it holds, at no
/// cost beyond the listing the walk reads anyway.
struct LibraryWalker {
    package let root: RawPath
    /// When the entries of a folder are stated many at once.
    var pacing = StatPacing()
    /// Called once, from the walk's thread, when stats are first found slow.
    var onSlowStats: @Sendable () -> Void = {}
    /// Hands over the entries a listing types as regular files without a stat, for a reader
    /// that opens each one to state the open file (`fstat`: no second lookup of its name).
    /// A first scan's stats were a visible part of its CPU; leaving them to the readers made
    /// it quicker. Folders that may hold Takeout sidecars are stated as
    /// before: a photo and its sidecar are paired by their stats.
    var leavesFilesUnstated = false

    package struct Result: Sendable {
        package var fileCount = 0
        package var unreadableFolders: [RawPath] = []
        /// Of the files the walk stated: those it left unstated are added by their readers.
        package var fingerprint = FileListFingerprint()
    }

    private struct DirectoryID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// Hands over the files of each folder as soon as its entries have been stated: where stats
    /// are slow, a few at a time, except in a folder that may hold Takeout sidecars.
    ///
    /// Folders are listed one at a time on this thread, in the same order every run, so that
    /// a folder reached by two paths is claimed by the same one each time. Entries the listing
    /// names as folders are entered without a stat. Folders found only by a stat (a symbolic
    /// link to a folder, or a file system whose listings carry no types) are walked after
    /// all the others, in order of path, round after round.
    package func walk(found: ([WalkedFile]) -> Void, isCancelled: () -> Bool) -> Result {
        var result = Result()
        var visited: Set<DirectoryID> = []
        var pending: [RawPath] = [RawPath([])]
        var linked: [RawPath] = []
        let stats = FolderStats(pacing: pacing, onSlow: onSlowStats)
        defer { stats.finish() }

        func handOver(_ part: StatedPart) {
            let folder = part.folder
            let parentName = folder.relative.lastComponent
            var files: [WalkedFile] = []
            for i in part.range {
                guard let info = folder.stats.info(i) else { continue }
                if let status = FileStatus(info) {
                    files.append(WalkedFile(path: folder.relative.appending(folder.listing.name(i)), status: status))
                    result.fingerprint.add(path: files[files.count - 1].path.bytes, size: status.size, mtimeNs: status.mtimeNs)
                } else if info.st_mode & S_IFMT == S_IFDIR {
                    let name = folder.listing.name(i)
                    if FolderRules.shouldEnter(name, parent: parentName) { linked.append(folder.relative.appending(name)) }
                }  // anything else is skipped: sockets, devices, FIFOs
            }
            result.fileCount += files.count
            Self.pairSidecars(&files)
            found(files)
        }

        rounds: while true {
            while let relative = pending.popLast() {
                if isCancelled() { break rounds }
                let absolute = relative.bytes.isEmpty ? root : root.appending(relative.bytes)
                let fd = absolute.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                guard fd >= 0 else {
                    result.unreadableFolders.append(relative)
                    continue
                }
                var st = stat()
                guard fstat(fd, &st) == 0, visited.insert(DirectoryID(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))).inserted,
                      let dir = fdopendir(fd)
                else {
                    close(fd)
                    continue
                }
                let parentName = relative.lastComponent
                var listing = FolderListing()
                var unstated: [WalkedFile] = []
                var folders: [RawPath] = []
                var isDeck = false
                PosixFileSystem.forEachEntry(of: dir) { type, name in
                    if name.elementsEqual(FolderRules.deckMarker) {
                        isDeck = true
                    } else if FolderRules.isHidden(name) {  // also "." and ".."
                        return true
                    } else if type == UInt8(DT_DIR) {
                        if case let name = Array(name), FolderRules.shouldEnter(name, parent: parentName) {
                            folders.append(relative.appending(name))
                        }
                    } else if leavesFilesUnstated, type == UInt8(DT_REG) {
                        unstated.append(WalkedFile(path: relative.appending(name)))
                    } else {
                        listing.append(name)
                    }
                    return !isDeck
                }
                if isDeck {
                    closedir(dir)
                    continue
                }
                pending.append(contentsOf: folders)
                // A folder that may hold Takeout sidecars is stated whole: a photo and its sidecar
                // are paired by their stats.
                if !unstated.isEmpty {
                    if unstated.contains(where: { Self.isJSON($0.path.lastComponent) })
                        || (0 ..< listing.count).contains(where: { Self.isJSON(listing.name($0)) }) {
                        for file in unstated { listing.append(file.path.lastComponent) }
                    } else {
                        result.fileCount += unstated.count
                        found(unstated)
                    }
                }
                stats.submit(StatedFolder(relative: relative, directory: dir, listing: listing))
                stats.finished(waitingForAll: false).forEach(handOver)
            }
            stats.finished(waitingForAll: true).forEach(handOver)
            if linked.isEmpty { break }
            pending = linked.sorted(by: >)
            linked.removeAll()
        }
        return result
    }

    /// Gives each media file of a folder its Takeout sidecar, if one of the folder's JSON
    /// files is it; in place, as most files of a folder with sidecars are left as they are.
    static func pairSidecars(_ files: inout [WalkedFile]) {
        let isJSON = files.map { Self.isJSON($0.path.lastComponent) }
        guard isJSON.contains(true) else { return }
        let jsons = files.indices.filter { isJSON[$0] }
        let byName = Dictionary(jsons.map { (String(decoding: files[$0].path.lastComponent, as: UTF8.self), $0) },
                                uniquingKeysWith: { a, _ in a })
        let folder = TakeoutNames.Folder(Set(byName.keys))
        for i in files.indices where !isJSON[i] {
            guard let match = TakeoutNames.sidecar(for: String(decoding: files[i].path.lastComponent, as: UTF8.self), in: folder),
                  let json = byName[match].map({ files[$0] }), let status = json.status
            else { continue }
            files[i].sidecar = WalkedFile.Sidecar(path: json.path, mtimeNs: status.mtimeNs)
        }
    }

    /// Whether the name ends in `.json`, in any case.
    static func isJSON(_ name: some Collection<UInt8>) -> Bool {
        name.count >= 5 && zip(name.suffix(5), ".json".utf8).allSatisfy { byte, letter in
            letter == 0x2E ? byte == letter : byte | 0x20 == letter
        }
    }
}
