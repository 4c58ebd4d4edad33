import Foundation
import Testing
@testable import PhotoWrapped

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
}
