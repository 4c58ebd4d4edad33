#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file found by the walk, identified the way the cache keys it.
struct WalkedFile: Sendable {
    /// Relative to the library root.
    let path: RawPath
    let size: Int64
    let mtimeNs: Int64
    /// Its Google Takeout sidecar in the same folder, if it has one.
    var sidecar: Sidecar?

    struct Sidecar: Sendable {
        let path: RawPath
        let mtimeNs: Int64
    }
}

/// Walks a folder tree with `stat` only: no file is opened. Folders are read one at a time,
/// in the same order every run; the entries of each are stated many at once where stats are
/// slow, as on a NAS (`FolderStats`). Follows symbolic links, but
/// enters each directory (device, inode) once, so links that loop end the walk of that branch.
/// Folders it cannot open are recorded and walked around. A folder whose listing names a deck
/// marker is our own output (`FolderRules.deckMarker`): it is left, with all it holds, at no
/// cost beyond the listing the walk reads anyway.
struct LibraryWalker {
    let root: RawPath
    /// When the entries of a folder are stated many at once.
    var pacing = StatPacing()

    struct Result: Sendable {
        var fileCount = 0
        var unreadableFolders: [RawPath] = []
        var fingerprint = FileListFingerprint()
    }

    private struct DirectoryID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// Hands over the files of each folder as soon as the folder has been read.
    func walk(found: ([WalkedFile]) -> Void, isCancelled: () -> Bool) -> Result {
        var result = Result()
        var visited: Set<DirectoryID> = []
        var pending: [RawPath] = [RawPath([])]
        let stats = FolderStats(pacing: pacing)
        defer { stats.finish() }
        var listing = FolderListing()
        var info: [stat] = []
        var stated: [Bool] = []
        while let relative = pending.popLast() {
            if isCancelled() { break }
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
            listing.removeAll()
            var isDeck = false
            while !isDeck, let entry = readdir(dir) {
                withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                    let name = UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)])
                    if name.elementsEqual(FolderRules.deckMarker) {
                        isDeck = true
                    } else if !FolderRules.isHidden(name) {  // also skips "." and ".."
                        listing.append(name)
                    }
                }
            }
            if !isDeck { stats.stat(listing, in: fd, info: &info, found: &stated) }
            var files: [WalkedFile] = []
            var folders: [RawPath] = []
            for i in 0 ..< (isDeck ? 0 : listing.count) where stated[i] {
                switch info[i].st_mode & S_IFMT {
                case S_IFDIR:
                    let name = listing.name(i)
                    if FolderRules.shouldEnter(name, parent: parentName) { folders.append(relative.appending(name)) }
                case S_IFREG:
                    files.append(WalkedFile(path: relative.appending(listing.name(i)), size: Int64(info[i].st_size),
                                            mtimeNs: Self.mtimeNs(info[i])))
                default:
                    continue  // sockets, devices, FIFOs, broken links
                }
            }
            closedir(dir)
            if isDeck { continue }
            pending.append(contentsOf: folders)
            for file in files { result.fingerprint.add(path: file.path.bytes, size: file.size, mtimeNs: file.mtimeNs) }
            result.fileCount += files.count
            found(Self.pairSidecars(files))
        }
        return result
    }

    static func mtimeNs(_ info: stat) -> Int64 {
        #if canImport(Glibc)
        Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #else
        Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #endif
    }

    /// Gives each media file of a folder its Takeout sidecar, if one of the folder's JSON
    /// files is it.
    static func pairSidecars(_ files: [WalkedFile]) -> [WalkedFile] {
        let jsons = files.filter { isJSON($0.path.lastComponent) }
        guard !jsons.isEmpty else { return files }
        let byName = Dictionary(jsons.map { (String(decoding: $0.path.lastComponent, as: UTF8.self), $0) }, uniquingKeysWith: { a, _ in a })
        let names = Set(byName.keys)
        return files.map { file in
            guard !isJSON(file.path.lastComponent),
                  let match = TakeoutNames.sidecar(for: String(decoding: file.path.lastComponent, as: UTF8.self), among: names),
                  let json = byName[match]
            else { return file }
            var paired = file
            paired.sidecar = WalkedFile.Sidecar(path: json.path, mtimeNs: json.mtimeNs)
            return paired
        }
    }

    static func isJSON(_ name: some Collection<UInt8>) -> Bool {
        String(decoding: name.suffix(5), as: UTF8.self).lowercased() == ".json"
    }
}
