import Foundation
import Metadata
import Model
import Store
import Synchronization

/// Exact duplicates (album copies in a Takeout export, a backup folder) have the same size,
/// the same capture time to the millisecond and the same bytes. A file is read only when its
/// size and capture time already match another file's: its first and last `sampleBytes`, and
/// for a file over `middleAfter` the `sampleBytes` in its middle too, so at most
/// 3 × `sampleBytes` (192 KiB) a candidate whatever its size. Two files that differ only past
/// their first 64 KiB (a PNG's pixels, a photo edited in place) are told apart by the tail or
/// the middle. Each sample is digested by zlib's CRC-32 and Adler-32 side by side
/// (`ByteView.checksums`): only files of the same size and capture time are ever compared,
/// so the digest need not resist anyone. The hash is kept in the cache, so a rerun reads
/// nothing. Candidates are found across `folders`: a file in one folder and its copy in another
/// are candidates too.
struct DuplicateHasher {
    /// 64 KiB: a JPEG's or HEIC's metadata and first scan lines, and its last ones.
    static let sampleBytes = 64 << 10
    /// Files over 128 KiB have a middle apart from their head and tail.
    static let middleAfter = 2 * sampleBytes

    package let database: AppDatabase
    let fileSystem: any PhotoFileSystem
    package let folders: [FolderSet.Folder]

    /// Files hashed between two progress reports.
    static let reportEvery = 256

    /// Hashes the candidates not hashed yet, reporting `(done, total)` as it goes; stops early
    /// when `isCancelled`, keeping what it hashed.
    package func hash(isCancelled: @escaping @Sendable () -> Bool, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws {
        try hash(database.duplicateCandidates(libraryIDs: folders.map(\.libraryID)), isCancelled: isCancelled, progress: progress)
    }

    /// Hashes `candidates`, found already, as `hash(isCancelled:progress:)` does.
    package func hash(_ candidates: [DuplicateCandidate], isCancelled: @escaping @Sendable () -> Bool,
                      progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws {
        try database.setHeadHashes(digests(candidates, isCancelled: isCancelled, progress: progress))
    }

    /// The hashes of `candidates` by row id, not saved yet (`AppDatabase.setHeadHashes`). Summing
    /// the samples is work for a core, and a first scan's readers are done by then: the
    /// candidates are halved between this thread and another.
    package func digests(_ candidates: [DuplicateCandidate], isCancelled: @escaping @Sendable () -> Bool,
                         progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) -> [(Int64, String)] {
        guard !candidates.isEmpty else { return [] }
        let half = candidates.count / 2
        let theirsDone = HashedCount()
        progress(0, candidates.count)
        let (mine, theirs) = Concurrently.both({
            digests(of: candidates[half...], isCancelled: isCancelled) { done in
                if done % Self.reportEvery == 0 { progress(done + theirsDone.value, candidates.count) }
            }
        }, { [self] in digests(of: candidates[..<half], isCancelled: isCancelled) { _ in theirsDone.add() } })
        if !isCancelled() { progress(candidates.count, candidates.count) }
        return theirs + mine
    }

    /// `candidates` hashed on other threads from now, for `Ahead.digests(of:)` to take with
    /// the rest of a larger set of candidates: a first scan's, while dating works on its thread.
    package func ahead(_ candidates: [DuplicateCandidate], isCancelled: @escaping @Sendable () -> Bool,
                       progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void) -> Ahead {
        Ahead(hashing: Set(candidates.map(\.id)), hasher: self, hashes: Concurrently.Later { [self] in
            digests(candidates, isCancelled: isCancelled, progress: progress)
        })
    }

    /// Candidates being hashed ahead (`ahead`).
    package struct Ahead {
        let hashing: Set<Int64>
        let hasher: DuplicateHasher
        let hashes: Concurrently.Later<[(Int64, String)], Never>

        /// The digests of `candidates`: those hashed ahead, once they are, and the others.
        package func digests(of candidates: [DuplicateCandidate], isCancelled: @escaping @Sendable () -> Bool,
                             progress: (_ done: Int, _ total: Int) -> Void) -> [(Int64, String)] {
            let done = hashes.value()
            return done + hasher.digests(candidates.filter { !hashing.contains($0.id) }, isCancelled: isCancelled, progress: progress)
        }
    }

    /// The digests of `candidates` that could be read whole; `hashed(n)` after the n-th.
    private func digests(of candidates: ArraySlice<DuplicateCandidate>, isCancelled: () -> Bool,
                         hashed: (Int) -> Void) -> [(Int64, String)] {
        let roots = Dictionary(uniqueKeysWithValues: folders.map { ($0.libraryID, $0.root) })
        let buffer = ScratchBuffer(capacity: Self.sampleBytes)
        var hashes: [(Int64, String)] = []
        for (i, candidate) in candidates.enumerated() where !isCancelled() {
            defer { hashed(i + 1) }
            guard let root = roots[candidate.libraryID] else { continue }
            let absolute = root.appending(candidate.path.bytes)
            guard case .success(let file) = absolute.withCString(fileSystem.open) else { continue }
            var digest = ""
            let offsets = Self.sampleOffsets(size: candidate.size)
            for offset in offsets {
                guard case .success(let sample) = buffer.read(file, at: offset, count: Self.sampleBytes) else { break }
                digest += sample.checksums
            }
            if digest.count == 16 * offsets.count { hashes.append((candidate.id, digest)) }
        }
        return hashes
    }

    /// Where the samples of a file of `size` bytes start: the head; the tail, when the file is
    /// longer than one sample; the middle, when it is over `middleAfter`.
    static func sampleOffsets(size: Int64) -> [Int] {
        let size = Int(size)
        var offsets = [0]
        if size > sampleBytes { offsets.append(size - sampleBytes) }
        if size > middleAfter { offsets.append((size - sampleBytes) / 2) }
        return offsets
    }
}

/// The candidates the other thread has hashed, for the progress reported on this one.
private final class HashedCount: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .relaxed) }

    func add() {
        count.add(1, ordering: .relaxed)
    }
}
