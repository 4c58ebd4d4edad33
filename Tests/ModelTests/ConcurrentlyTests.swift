import Foundation
import Synchronization
import Testing
@testable import Model

@Suite("Two pieces of a stage at once")
struct ConcurrentlyTests {
    struct Failed: Error, Equatable {
        var which: String
    }

    final class Flag: Sendable {
        let value = Mutex(false)
    }

    /// 2^depth leaves, every inner node a pair of pairs.
    static func leaves(depth: Int) throws -> Int {
        guard depth > 0 else { return 1 }
        let (a, b) = try Concurrently.both({ try leaves(depth: depth - 1) }, { try leaves(depth: depth - 1) })
        return a + b
    }

    @Test("each piece's result comes back")
    func results() {
        let (sum, word) = Concurrently.both({ (1 ... 100).reduce(0, +) }, { "second" })
        #expect(sum == 5050)
        #expect(word == "second")
    }

    @Test("an error is thrown once both pieces have finished, the first piece's before the second's")
    func errors() {
        let finished = Flag()
        #expect(throws: Failed(which: "first")) {
            try Concurrently.both({ () throws(Failed) in throw Failed(which: "first") }, { () throws(Failed) in
                finished.value.withLock { $0 = true }
                throw Failed(which: "second")
            })
        }
        #expect(finished.value.withLock { $0 })
        #expect(throws: Failed(which: "second")) {
            try Concurrently.both({ () throws(Failed) in 1 }, { () throws(Failed) -> Int in throw Failed(which: "second") })
        }
    }

    @Test("pairs nested far deeper than there are cores, from several callers at once, all finish", .timeLimit(.minutes(1)))
    func nested() async throws {
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0 ..< 4 { group.addTask { try Self.leaves(depth: 5) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == [32, 32, 32, 32])
    }

    @Test("a map gives each item's value in the items' order, on more than one thread", arguments: [0, 1, 2, 3, 17])
    func map(count: Int) {
        let items = Array(0 ..< count)
        // Each thread is numbered in its own dictionary the first time it takes an item: a
        // thread that ended before the next began may pass its pthread_t on, so those ids
        // could count two threads as one.
        let key = UUID().uuidString
        let threads = Mutex(0)
        let values = Concurrently.map(items) { item in
            let own = Thread.current.threadDictionary
            if own[key] == nil { own[key] = threads.withLock { $0 += 1; return $0 } }
            return "item \(item * item)"
        }
        #expect(values == items.map { "item \($0 * $0)" })
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(threads.withLock { $0 } == min(count, cores))
    }

    @Test("forEach does each number once, on as many threads as it may use", arguments: [0, 1, 2, 3, 5, 400])
    func forEach(count: Int) {
        let key = UUID().uuidString
        let threads = Mutex(0)
        let done = Mutex([Int](repeating: 0, count: count))
        Concurrently.forEach(count, threadsPerCore: 2) { i in
            let own = Thread.current.threadDictionary
            if own[key] == nil { own[key] = threads.withLock { $0 += 1; return $0 } }
            Thread.sleep(forTimeInterval: 0.002)
            done.withLock { $0[i] += 1 }
        }
        #expect(done.withLock { $0 } == [Int](repeating: 1, count: count))
        // A thread started after the last number was taken does none: only 400 numbers of
        // 2 ms each surely outlast every thread's start.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let used = threads.withLock { $0 }
        #expect(used <= min(count, 2 * cores))
        if count == 400 { #expect(used == 2 * cores) }
    }
}
