import Foundation
import Synchronization
import Testing
@testable import Scan

@Suite("a producer far ahead of its consumers waits for room")
struct WorkQueueTests {
    @Test("after each wait fewer than the limit wait for the consumer, give or take the chunk it holds; every item arrives")
    func bounded() {
        let queue = WorkQueue<Int>()
        let (limit, items, chunk) = (100, 5_000, 16)
        let seen = Atomic<Int>(0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            while let items = queue.pop() {
                seen.add(items.count, ordering: .relaxed)
                Thread.sleep(forTimeInterval: 0.000_2)
            }
            done.signal()
        }.start()
        var mostWaiting = 0
        for start in stride(from: 0, to: items, by: 50) {
            queue.push(Array(start ..< start + 50), chunkSize: chunk)
            queue.waitForRoom(below: limit, isCancelled: { false })
            mostWaiting = max(mostWaiting, queue.progress.pushed - seen.load(ordering: .relaxed))
        }
        queue.close()
        done.wait()
        #expect(mostWaiting < limit + chunk)
        #expect(seen.load(ordering: .relaxed) == items)
    }

    @Test("the wait ends when the queue is closed, or when a stop is asked for, with no consumer at all")
    func endsWithoutConsumers() {
        let closed = WorkQueue<Int>()
        closed.push(Array(0 ..< 10))
        closed.close()
        closed.waitForRoom(below: 5, isCancelled: { false })

        let stopped = WorkQueue<Int>()
        stopped.push(Array(0 ..< 10))
        let asks = Atomic<Int>(0)
        stopped.waitForRoom(below: 5, isCancelled: { asks.add(1, ordering: .relaxed).newValue > 2 })
        #expect(asks.load(ordering: .relaxed) == 3)
    }
}
