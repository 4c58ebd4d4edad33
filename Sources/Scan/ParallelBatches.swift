import CThreadID
import Dispatch
import Foundation
import Synchronization

/// Runs blocking work on many threads at once and hands the results back in batches to the
/// calling thread, which can commit them while the workers go on.
///
/// Reading photo headers is bound by I/O latency, not CPU, when the page cache is cold: many
/// reads in flight (one per thread) let the disk and kernel overlap them. `more` threads start
/// when their gate opens (a slow mount wants still more in flight), and never if the queue is
/// done first.
enum ParallelBatches {
    /// Batches of results that may wait for `deliver` before the workers wait too: where the
    /// commits fall behind the reads, the results would otherwise pile up with the library's
    /// size, where four batches stay small.
    static let pendingBatches = 4

    /// How much nicer than the calling thread each worker makes itself (a higher nice value is
    /// a lower priority; Linux sets it per thread). The calling thread's commits are the serial
    /// part of the work: where the workers keep every core busy, at equal priority it got
    /// about half a core, fell behind, and committed the last batches alone after the reads,
    /// on one core. Lower, the workers take the cores it leaves: a first scan is quicker (more
    /// than with 1 nicer, about as with 10), and waiting on a device, as they mostly do, they
    /// yield nothing. Fewer batches pending instead (1) made it slower.
    static let niceAboveCaller: Int32 = 5

    /// The calling thread's nice value.
    static func currentNice() -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pw_thread_id()))
    }

    package static func run<Item: Sendable, Output: Sendable, State>(
        from queue: WorkQueue<Item>,
        threads: Int,
        more: ThreadGate? = nil,
        batchSize: Int,
        makeState: @escaping @Sendable () -> State,
        work: @escaping @Sendable (Item, State) -> Output,
        isCancelled: @escaping @Sendable () -> Bool,
        deliver: ([Output]) throws -> Void
    ) rethrows {
        let shared = Shared<Output>()
        let done = DispatchGroup()
        let ready = DispatchSemaphore(value: 0)
        let drained = DispatchSemaphore(value: 0)
        let pendingLimit = batchSize * pendingBatches
        let flushEvery = batchSize / threads + 1
        let workerNice = min(19, currentNice() + niceAboveCaller)
        @Sendable func worker() {
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pw_thread_id()), workerNice)
            let state = makeState()
            var local: [Output] = []
            chunks: while let chunk = queue.pop() {
                for item in chunk {
                    if isCancelled() || shared.stop.load(ordering: .relaxed) { break chunks }
                    local.append(work(item, state))
                }
                if local.count >= flushEvery {
                    while shared.outbox.withLock({ $0.count }) >= pendingLimit, !shared.stop.load(ordering: .relaxed) {
                        _ = drained.wait(timeout: .now() + .milliseconds(50))
                    }
                    shared.outbox.withLock { $0.append(contentsOf: local) }
                    local.removeAll(keepingCapacity: true)
                    ready.signal()
                }
            }
            shared.outbox.withLock { $0.append(contentsOf: local) }
            // The queue is done with: threads not started yet are not needed.
            more?.dismiss()
        }
        @Sendable func start(_ count: Int) {
            for _ in 0 ..< count {
                done.enter()
                let thread = Thread {
                    worker()
                    done.leave()
                    ready.signal()
                }
                thread.stackSize = 1 << 20
                thread.start()
            }
        }
        start(max(1, threads))
        let extra = more?.count ?? 0
        more?.whenOpen { start(extra) }
        var finished = false
        while !finished {
            _ = ready.wait(timeout: .now() + .milliseconds(200))
            finished = done.wait(timeout: .now()) == .success
            let batch = shared.outbox.withLock { outbox in
                finished || outbox.count >= batchSize ? outbox.removeAllReturning() : []
            }
            for _ in 0 ..< threads + extra where !batch.isEmpty { drained.signal() }
            do {
                if !batch.isEmpty { try deliver(batch) }
            } catch {
                // Stop the workers before handing the error on: no read outlives the scan.
                shared.stop.store(true, ordering: .relaxed)
                queue.close()
                done.wait()
                throw error
            }
        }
    }

    private final class Shared<Output: Sendable>: Sendable {
        let stop = Atomic<Bool>(false)
        let outbox = Mutex<[Output]>([])
    }
}

extension Array {
    mutating func removeAllReturning() -> [Element] {
        let all = self
        self = []
        return all
    }
}
