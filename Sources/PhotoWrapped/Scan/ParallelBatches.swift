import Dispatch
import Foundation
import Synchronization

/// Runs blocking work on many threads at once and hands the results back in batches to the
/// calling thread, which can commit them while the workers go on.
///
/// Reading photo headers is bound by I/O latency, not CPU, when the page cache is cold: many
/// reads in flight (one per thread) let the disk and kernel overlap them.
enum ParallelBatches {
    static func run<Item: Sendable, Output: Sendable, State>(
        _ items: [Item],
        threads: Int,
        batchSize: Int,
        makeState: @escaping @Sendable () -> State,
        work: @escaping @Sendable (Item, State) -> Output,
        isCancelled: @escaping @Sendable () -> Bool,
        deliver: ([Output]) throws -> Void
    ) rethrows {
        guard !items.isEmpty else { return }
        let shared = Shared<Output>()
        let done = DispatchGroup()
        let ready = DispatchSemaphore(value: 0)
        let threadCount = max(1, min(threads, items.count))
        for _ in 0 ..< threadCount {
            done.enter()
            let thread = Thread {
                let state = makeState()
                var local: [Output] = []
                while !isCancelled(), !shared.stop.load(ordering: .relaxed) {
                    let index = shared.next.add(1, ordering: .relaxed).oldValue
                    guard index < items.count else { break }
                    local.append(work(items[index], state))
                    if local.count >= batchSize / threadCount + 1 {
                        shared.outbox.withLock { $0.append(contentsOf: local) }
                        local.removeAll(keepingCapacity: true)
                        ready.signal()
                    }
                }
                shared.outbox.withLock { $0.append(contentsOf: local) }
                done.leave()
                ready.signal()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        var finished = false
        while !finished {
            _ = ready.wait(timeout: .now() + .milliseconds(200))
            finished = done.wait(timeout: .now()) == .success
            let batch = shared.outbox.withLock { outbox in
                finished || outbox.count >= batchSize ? outbox.removeAllReturning() : []
            }
            do {
                if !batch.isEmpty { try deliver(batch) }
            } catch {
                // Stop the workers before handing the error on: no read outlives the scan.
                shared.stop.store(true, ordering: .relaxed)
                done.wait()
                throw error
            }
        }
    }

    private final class Shared<Output: Sendable>: Sendable {
        let next = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        let outbox = Mutex<[Output]>([])
    }
}

extension Array {
    mutating func removeAllReturning() -> [Element] {
        let all = self
        removeAll(keepingCapacity: true)
        return all
    }
}
