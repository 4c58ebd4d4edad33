import Dispatch
import Foundation
import Synchronization

/// Threads that state the entries of a large folder beside the walk's thread while stats are
/// quick. A quick stat costs about as much as handing it to a thread, so one is never handed
/// over alone: the walk's thread and its partners take runs of `run` entries in turn from one
/// cursor, each as soon as it is done with the last. A rerun of a warm library is mostly its
/// stats, on one core where two were idle.
///
/// The runs are claimed in order and all finish before `state` returns, so the entries
/// stated are always one range from the start given.
final class StatPartners: Sendable {
    /// Entries one claim takes: enough to outweigh the claim, few enough to share a folder.
    static let run = 16
    /// A folder shorter than this is stated by the walk's thread alone: waking a partner costs
    /// about as much as stating it.
    static let fewest = 4 * run

    private let count: Int
    /// The folder being stated; nil between folders, and to end the threads.
    private let folder = Mutex<StatedFolder?>(nil)
    private let cursor = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    private let work = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let started = Atomic<Bool>(false)

    /// One partner for each core beyond the walk's, and at most three.
    static func forThisMachine() -> StatPartners? {
        let partners = min(ProcessInfo.processInfo.activeProcessorCount, 4) - 1
        return partners > 0 ? StatPartners(count: partners) : nil
    }

    init(count: Int) {
        self.count = count
    }

    /// The threads start on the first folder shared: most walks of a first scan share none.
    private func startOnce() {
        guard !started.exchange(true, ordering: .relaxed) else { return }
        for _ in 0 ..< count {
            let thread = Thread { [self] in
                while true {
                    work.wait()
                    guard let shared = folder.withLock({ $0 }) else { return }
                    while let claimed = claim(below: shared.listing.count) { for i in claimed { shared.stat(i) } }
                    done.signal()
                }
            }
            thread.stackSize = 256 << 10
            thread.start()
        }
    }

    /// States `folder`'s entries from `start`, the calling thread among the partners, until
    /// all are stated or `keepsGoing` says no, asked with each run the caller itself stated.
    /// Returns the end of the entries stated.
    func state(_ folder: StatedFolder, from start: Int, keepsGoing: (Range<Int>) -> Bool) -> Int {
        startOnce()
        let end = folder.listing.count
        cursor.store(start, ordering: .relaxed)
        stopping.store(false, ordering: .relaxed)
        self.folder.withLock { $0 = folder }
        for _ in 0 ..< count { work.signal() }
        while let claimed = claim(below: end) {
            for i in claimed { folder.stat(i) }
            if !keepsGoing(claimed) {
                stopping.store(true, ordering: .relaxed)
                break
            }
        }
        for _ in 0 ..< count { done.wait() }
        self.folder.withLock { $0 = nil }
        return min(cursor.load(ordering: .relaxed), end)
    }

    /// The next run of entries below `end`, or nil once all are claimed or the caller stops.
    private func claim(below end: Int) -> Range<Int>? {
        guard !stopping.load(ordering: .relaxed) else { return nil }
        let first = cursor.add(Self.run, ordering: .acquiringAndReleasing).oldValue
        return first < end ? first ..< min(first + Self.run, end) : nil
    }

    /// Ends the partners' threads.
    func stop() {
        guard started.load(ordering: .relaxed) else { return }
        folder.withLock { $0 = nil }
        for _ in 0 ..< count { work.signal() }
    }
}
