#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Synchronization

/// The names one folder lists, each NUL-terminated, one after another in a single buffer
/// that the walk reuses from folder to folder.
struct FolderListing {
    private(set) var bytes: [CChar] = []
    private(set) var starts: [Int] = []

    var count: Int { starts.count }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
    }

    mutating func append(_ name: some Collection<UInt8>) {
        starts.append(bytes.count)
        for byte in name { bytes.append(CChar(bitPattern: byte)) }
        bytes.append(0)
    }

    /// The i-th name, without its NUL.
    func name(_ i: Int) -> [UInt8] {
        let end = i + 1 < starts.count ? starts[i + 1] - 1 : bytes.count - 1
        return bytes[starts[i] ..< end].map { UInt8(bitPattern: $0) }
    }
}

/// Stats the entries of each folder the walk lists, following symbolic links: one after
/// another while stats are quick, `inFlight` at once while they are slow (`StatPacing`).
/// Owned by the walk's thread; the helper threads start the first time they are needed and
/// end with `finish()`.
final class FolderStats {
    /// Stats in flight at once on a slow device: the walk's thread and its helpers. A NAS
    /// answers many requests together, so 32 overlapping round trips take about as long as one.
    static let inFlight = 32

    private var pacing: StatPacing
    private var helpers: StatHelpers?

    init(pacing: StatPacing) {
        self.pacing = pacing
    }

    /// `info[i]` is the stat of `listing`'s i-th name in the folder open as `folder`, valid
    /// where `found[i]`.
    func stat(_ listing: FolderListing, in folder: Int32, info: inout [stat], found: inout [Bool]) {
        let count = listing.count
        info = Array(repeating: FileStatus(), count: count)
        found = Array(repeating: false, count: count)
        listing.bytes.withUnsafeBufferPointer { names in
            info.withUnsafeMutableBufferPointer { info in
                found.withUnsafeMutableBufferPointer { found in
                    var i = 0
                    while i < count, !pacing.isParallel {
                        let start = monotonicNanoseconds()
                        found[i] = fstatat(folder, names.baseAddress! + listing.starts[i], &info[i], 0) == 0
                        pacing.observe(nanoseconds: monotonicNanoseconds() &- start)
                        i += 1
                    }
                    guard i < count else { return }
                    let helpers = self.helpers ?? StatHelpers(count: Self.inFlight - 1)
                    self.helpers = helpers
                    var took = [UInt64](repeating: 0, count: count)
                    took.withUnsafeMutableBufferPointer { took in
                        helpers.run(StatHelpers.Job(folder: folder, names: names.baseAddress!, starts: listing.starts,
                                                    range: i ..< count, info: info.baseAddress!, found: found.baseAddress!,
                                                    took: took.baseAddress!))
                    }
                    for nanoseconds in took[i...] { pacing.observe(nanoseconds: nanoseconds) }
                }
            }
        }
    }

    /// Ends the helper threads.
    func finish() {
        helpers?.stop()
        helpers = nil
    }
}

/// The threads that share a folder's stats with the walk's thread. Each job's pointers are
/// written by the walk's thread before it signals `start` and used by a helper only until it
/// signals `finished`; the walk waits for every helper it started before it returns, so the
/// pointers outlive every use. The semaphores order every access, hence `@unchecked`.
private final class StatHelpers: @unchecked Sendable {
    struct Job {
        let folder: Int32
        let names: UnsafePointer<CChar>
        let starts: [Int]
        let range: Range<Int>
        let info: UnsafeMutablePointer<stat>
        let found: UnsafeMutablePointer<Bool>
        let took: UnsafeMutablePointer<UInt64>
    }

    /// Helpers need little stack: each makes one system call at a time.
    private static let stackBytes = 256 << 10

    private let count: Int
    private let start = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let next = Atomic<Int>(0)
    private var job: Job?
    private var stopping = false

    init(count: Int) {
        self.count = count
        for _ in 0 ..< count {
            let thread = Thread { [self] in
                while true {
                    start.wait()
                    if stopping { return }
                    work()
                    finished.signal()
                }
            }
            thread.stackSize = Self.stackBytes
            thread.start()
        }
    }

    /// Stats the job's range on this thread and as many helpers as there are names left.
    func run(_ job: Job) {
        self.job = job
        next.store(job.range.lowerBound, ordering: .sequentiallyConsistent)
        let started = min(count, job.range.count - 1)
        for _ in 0 ..< started { start.signal() }
        work()
        for _ in 0 ..< started { finished.wait() }
        self.job = nil
    }

    private func work() {
        guard let job else { return }
        while true {
            let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard i < job.range.upperBound else { return }
            let begun = monotonicNanoseconds()
            job.found[i] = fstatat(job.folder, job.names + job.starts[i], job.info + i, 0) == 0
            job.took[i] = monotonicNanoseconds() &- begun
        }
    }

    func stop() {
        stopping = true
        for _ in 0 ..< count { start.signal() }
    }
}

/// Glibc's `struct stat`, named apart from the `stat` method above.
private typealias FileStatus = stat

func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}
