import Foundation

/// Exact duplicates (album copies in a Takeout export, a backup folder) have the same size,
/// the same capture time and the same bytes. The first `hashedBytes` of a file are read and
/// hashed only when its size and capture time already match another file's, and the hash is
/// kept in the cache, so a rerun reads nothing.
struct DuplicateHasher {
    static let hashedBytes = 64 << 10

    let database: AppDatabase
    let fileSystem: any PhotoFileSystem
    let root: RawPath

    func hash(libraryID: Int64) throws {
        let candidates = try database.duplicateCandidates(libraryID: libraryID)
        guard !candidates.isEmpty else { return }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.hashedBytes, alignment: 16)
        defer { buffer.deallocate() }
        var hashes: [(Int64, String)] = []
        for (id, path) in candidates {
            let absolute = root.appending(path.bytes)
            guard case .success(let file) = absolute.withCString(fileSystem.open),
                  case .success(let count) = file.read(into: buffer, at: 0)
            else { continue }
            hashes.append((id, StableHash.fnv1a64(UnsafeRawBufferPointer(rebasing: buffer[0 ..< count]))))
        }
        try database.setHeadHashes(hashes, libraryID: libraryID)
    }
}
