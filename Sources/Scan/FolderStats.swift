#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Model
import Synchronization

/// The names one folder lists, each NUL-terminated, one after another in a single buffer.
struct FolderListing {
    package private(set) var bytes: [CChar] = []
    package private(set) var starts: [Int] = []

    package var count: Int { starts.count }

    package mutating func append(_ name: some Collection<UInt8>) {
        starts.append(bytes.count)
        for byte in name { bytes.append(CChar(bitPattern: byte)) }
        bytes.append(0)
    }

    /// The i-th name, without its NUL.
    package func name(_ i: Int) -> [UInt8] {
        let end = i + 1 < starts.count ? starts[i + 1] - 1 : bytes.count - 1
        return bytes[starts[i] ..< end].map { UInt8(bitPattern: $0) }
    }
}

/// A listed folder whose entries are being stated, still open so that each stat is relative
/// to it. Each entry's slot is written by exactly one thread, and read by the walk only once
/// `FolderStats` has handed back a part that holds it, after its writer is done.
final class StatedFolder: @unchecked Sendable {
    let relative: RawPath
    package let directory: OpaquePointer
    package let fd: Int32
    package let listing: FolderListing
    package let stats: EntryStats
    /// Entries not yet handed to a thread (under `StatHelpers`' lock), and not yet stated.
    fileprivate var next = 0
    fileprivate let remaining = Atomic<Int>(0)
    /// The first entry stated by the helpers, or nil while the walk's thread states them all.
    fileprivate var parallelFrom: Int?
    /// Whether the folder is handed back only once every entry is stated: a folder that may
    /// hold Takeout sidecars, since a photo and its sidecar are paired when both are known.
    fileprivate var comesWhole = false

    init(relative: RawPath, directory: OpaquePointer, listing: FolderListing) {
        self.relative = relative
        self.directory = directory
        fd = dirfd(directory)
        self.listing = listing
        stats = EntryStats(count: listing.count)
    }

    deinit {
        closedir(directory)
    }

    func stat(_ i: Int) {
        stats.stat(i, of: listing, in: fd)
    }
}

/// Some of a folder's entries, all of them stated.
struct StatedPart {
    package let folder: StatedFolder
    package let range: Range<Int>
}

/// Stats the entries of the folders the walk lists, following symbolic links: on the walk's
/// thread while stats are quick (a large folder's shared with `StatPartners`), and on
/// `inFlight` threads at once, across every folder listed so far, while they are slow
/// (`StatPacing`). A folder stated on the threads is handed back a few entries at a time as
/// their stats finish, so that on a NAS the reads of a first scan start on a folder while it
/// is still being stated, instead of after every folder is done (the threads take turns
/// between folders, so all finish together near the end of the walk). Owned by the walk's
/// thread; the helper threads start the first time they are needed and end with `finish()`.
final class FolderStats {
    /// Stats in flight at once on a slow device. A NAS answers many requests together, so 32
    /// overlapping round trips take about as long as one.
    package static let inFlight = 32

    private var pacing: StatPacing
    private var helpers: StatHelpers?
    /// Share the stats of large folders while they are quick; nil on one core.
    private let partners = StatPartners.forThisMachine()
    private var ready: [StatedPart] = []
    /// Called once, when stats are first found slow.
    private let onSlow: () -> Void

    init(pacing: StatPacing, onSlow: @escaping () -> Void = {}) {
        self.pacing = pacing
        self.onSlow = onSlow
    }

    func submit(_ folder: StatedFolder) {
        var i = 0
        while i < folder.listing.count, !pacing.isParallel {
            if pacing.hasFullWindow, folder.listing.count - i >= StatPartners.fewest, let partners {
                i = partners.state(folder, from: i) { mine in
                    for j in mine { pacing.observe(nanoseconds: folder.stats.took(j)) }
                    return !pacing.isParallel
                }
                continue
            }
            folder.stat(i)
            pacing.observe(nanoseconds: folder.stats.took(i))
            i += 1
        }
        if i == folder.listing.count {
            ready.append(StatedPart(folder: folder, range: 0 ..< i))
            return
        }
        let helpers = self.helpers ?? StatHelpers(count: Self.inFlight)
        if self.helpers == nil { onSlow() }
        self.helpers = helpers
        folder.parallelFrom = i
        folder.comesWhole = (0 ..< folder.listing.count).contains { LibraryWalker.isJSON(folder.listing.name($0)) }
        if !folder.comesWhole, i > 0 { ready.append(StatedPart(folder: folder, range: 0 ..< i)) }
        helpers.enqueue(folder, from: i)
    }

    /// Parts whose entries are all stated: those ready now, or, waiting, every one still to come.
    package func finished(waitingForAll: Bool) -> [StatedPart] {
        var done = ready
        ready.removeAll()
        if let helpers { done += waitingForAll ? helpers.waitAll() : helpers.takeFinished() }
        for part in done {
            guard let from = part.folder.parallelFrom else { continue }
            for i in part.range where i >= from { pacing.observe(nanoseconds: part.folder.stats.took(i)) }
        }
        return done
    }

    /// Ends the helper threads.
    package func finish() {
        helpers?.stop()
        helpers = nil
        partners?.stop()
    }
}

/// The threads that state the entries of slow folders, a few entries at a time, taking turns
/// between the folders: a file system that answers one lookup at a time per folder (as FUSE
/// does without parallel directory operations) still gets one request per folder in flight.
private final class StatHelpers: Sendable {
    /// Entries a thread takes at once: small, so that a folder's stats spread over threads.
    private static let entriesPerTurn = 4
    /// Helpers need little stack: each makes one system call at a time.
    private static let stackBytes = 256 << 10

    private struct Queue {
        var open: [StatedFolder] = []
        var turn = 0
        var finished: [StatedPart] = []
        /// Folders with entries not yet stated.
        var unfinished = 0
    }

    private let count: Int
    private let queue = Mutex(Queue())
    private let work = DispatchSemaphore(value: 0)
    private let partDone = DispatchSemaphore(value: 0)

    init(count: Int) {
        self.count = count
        for _ in 0 ..< count {
            let thread = Thread { [self] in
                while true {
                    work.wait()
                    guard let (folder, range) = take() else { return }
                    for i in range { folder.stat(i) }
                    let isLast = folder.remaining.subtract(range.count, ordering: .acquiringAndReleasing).newValue == 0
                    guard isLast || !folder.comesWhole else { continue }
                    queue.withLock {
                        $0.finished.append(StatedPart(folder: folder, range: folder.comesWhole ? 0 ..< folder.listing.count : range))
                        if isLast { $0.unfinished -= 1 }
                    }
                    partDone.signal()
                }
            }
            thread.stackSize = Self.stackBytes
            thread.start()
        }
    }

    func enqueue(_ folder: StatedFolder, from start: Int) {
        let left = folder.listing.count - start
        folder.remaining.store(left, ordering: .releasing)
        queue.withLock {
            folder.next = start
            $0.open.append(folder)
            $0.unfinished += 1
        }
        for _ in 0 ..< (left + Self.entriesPerTurn - 1) / Self.entriesPerTurn { work.signal() }
    }

    /// The next few entries, from the folders in turn; nil when none are left (as at `stop()`).
    private func take() -> (StatedFolder, Range<Int>)? {
        queue.withLock { q in
            while !q.open.isEmpty {
                let k = q.turn % q.open.count
                let folder = q.open[k]
                if folder.next < folder.listing.count {
                    let end = min(folder.next + Self.entriesPerTurn, folder.listing.count)
                    defer { folder.next = end }
                    q.turn += 1
                    return (folder, folder.next ..< end)
                }
                q.open.remove(at: k)
            }
            return nil
        }
    }

    func takeFinished() -> [StatedPart] {
        queue.withLock { $0.finished.removeAllReturning() }
    }

    func waitAll() -> [StatedPart] {
        var all: [StatedPart] = []
        while true {
            let (parts, unfinished) = queue.withLock { ($0.finished.removeAllReturning(), $0.unfinished) }
            all += parts
            if unfinished == 0 { return all }
            partDone.wait()
        }
    }

    func stop() {
        for _ in 0 ..< count { work.signal() }
    }
}

func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}
