import CZlib
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

    /// Files hashed between two progress reports.
    static let reportEvery = 256

    /// Hashes the candidates not hashed yet, reporting `(done, total)` as it goes; stops early
    /// when `isCancelled`, keeping what it hashed.
    func hash(libraryID: Int64, isCancelled: () -> Bool, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws {
        let candidates = try database.duplicateCandidates(libraryID: libraryID)
        guard !candidates.isEmpty else { return }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.hashedBytes, alignment: 16)
        defer { buffer.deallocate() }
        var hashes: [(Int64, String)] = []
        progress(0, candidates.count)
        for (i, (id, path)) in candidates.enumerated() where !isCancelled() {
            if i > 0, i % Self.reportEvery == 0 { progress(i, candidates.count) }
            let absolute = root.appending(path.bytes)
            guard case .success(let file) = absolute.withCString(fileSystem.open),
                  case .success(let count) = file.read(into: buffer, at: 0)
            else { continue }
            hashes.append((id, Self.digest(UnsafeRawBufferPointer(rebasing: buffer[0 ..< count]))))
        }
        try database.setHeadHashes(hashes, libraryID: libraryID)
        if !isCancelled() { progress(candidates.count, candidates.count) }
    }

    /// zlib's CRC-32 and Adler-32 side by side: 64 bits, at memory speed. Only files of the same
    /// size and capture time are ever compared, so this need not resist anyone.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> String {
        let start = bytes.baseAddress?.assumingMemoryBound(to: Bytef.self)
        let crc = crc32(crc32(0, nil, 0), start, uInt(bytes.count))
        let adler = adler32(adler32(0, nil, 0), start, uInt(bytes.count))
        return String(format: "%08lx%08lx", crc, adler)
    }
}
