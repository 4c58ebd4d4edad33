import Foundation
import Synchronization
import Testing
@testable import Scan

@Suite("Results handed back in batches")
struct ParallelBatchesTests {
    @Test("when the commits are slower than the work, results wait in a few batches, not all of them")
    func slowDelivery() {
        let (items, threads, batchSize) = (20_000, 4, 100)
        let queue = WorkQueue<Int>()
        queue.push(Array(0 ..< items))
        queue.close()
        var delivered: [Int] = []
        var largest = 0
        ParallelBatches.run(from: queue, threads: threads, batchSize: batchSize, makeState: {}, work: { item, _ in item },
                            isCancelled: { false }, deliver: { batch in
            largest = max(largest, batch.count)
            delivered += batch
            if delivered.count < 2_000 { Thread.sleep(forTimeInterval: 0.02) }
        })
        #expect(delivered.sorted() == Array(0 ..< items))
        #expect(largest <= batchSize * ParallelBatches.pendingBatches + threads * (batchSize / threads + 1))
    }

    /// Runs 2,000 items on `threads` readers and `more` held at a gate, opened before the run
    /// or never; gives what was delivered and how many threads did any work.
    static func gated(threads: Int, more: Int, opened: Bool) -> (delivered: [Int], workers: Int) {
        let queue = WorkQueue<Int>()
        queue.push(Array(0 ..< 2_000))
        queue.close()
        let gate = ThreadGate(count: more)
        if opened { gate.open() }
        let workers = Atomic<Int>(0)
        var delivered: [Int] = []
        ParallelBatches.run(from: queue, threads: threads, more: gate, batchSize: 100,
                            makeState: { workers.add(1, ordering: .relaxed) }, work: { item, _ in item },
                            isCancelled: { false }, deliver: { delivered += $0 })
        return (delivered.sorted(), workers.load(ordering: .relaxed))
    }

    @Test("threads held at a gate that never opens do no work, and the run still ends")
    func closedGate() {
        let run = Self.gated(threads: 3, more: 5, opened: false)
        #expect(run.delivered == Array(0 ..< 2_000))
        #expect(run.workers == 3)
    }

    @Test("an open gate lets every held thread work")
    func openGate() {
        let run = Self.gated(threads: 3, more: 5, opened: true)
        #expect(run.delivered == Array(0 ..< 2_000))
        #expect(run.workers == 8)
    }

    @Test("the first decision stands: a gate dismissed never starts its threads, one opened starts them once")
    func firstDecision() {
        let started = Atomic<Int>(0)
        let shut = ThreadGate(count: 2)
        shut.dismiss()
        shut.open()
        shut.whenOpen { started.add(1, ordering: .relaxed) }
        #expect(started.load(ordering: .relaxed) == 0)
        let opened = ThreadGate(count: 2)
        opened.whenOpen { started.add(1, ordering: .relaxed) }
        #expect(started.load(ordering: .relaxed) == 0)
        opened.open()
        opened.dismiss()
        opened.open()
        #expect(started.load(ordering: .relaxed) == 1)
        let openFirst = ThreadGate(count: 2)
        openFirst.open()
        openFirst.whenOpen { started.add(1, ordering: .relaxed) }
        #expect(started.load(ordering: .relaxed) == 2)
    }

    @Test("every worker, those a gate held back too, runs below the calling thread's priority, which stays")
    func workersYield() {
        let caller = ParallelBatches.currentNice()
        let queue = WorkQueue<Int>()
        queue.push(Array(0 ..< 1_000))
        queue.close()
        let gate = ThreadGate(count: 2)
        gate.open()
        let workers = Mutex<[Int32]>([])
        var delivering: Set<Int32> = []
        ParallelBatches.run(from: queue, threads: 2, more: gate, batchSize: 100,
                            makeState: { workers.withLock { $0.append(ParallelBatches.currentNice()) } }, work: { item, _ in item },
                            isCancelled: { false }, deliver: { _ in delivering.insert(ParallelBatches.currentNice()) })
        let expected = min(19, caller + ParallelBatches.niceAboveCaller)
        #expect(workers.withLock { $0 } == Array(repeating: expected, count: 4))
        #expect(delivering == [caller] && ParallelBatches.currentNice() == caller)
    }
}
