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
    /// commits fall behind the reads, the results would otherwise pile up (130 MB of rows at
    /// 200,000 files, measured), where four batches are under 3 MB.
    static let pendingBatches = 4

    static func run<Item: Sendable, Output: Sendable, State>(
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
        @Sendable func worker() {
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
