import Dispatch
import Foundation
import Synchronization

/// Two independent pieces of work at once: `first` on the calling thread, `second` on
/// another, where the second core would otherwise wait while one thread works through a
/// regenerate's stages. Both always run to the end; the first error, in argument order, is
/// thrown once both have.
///
/// `second` gets a thread of its own, never one of Dispatch's pool: pairs nest (the period
/// before clusters its places in two halves too), and pool threads waiting for work queued
/// behind them stall the pool until it grows, which libdispatch does only after a delay: deeply
/// nested pairs stalled for long on Dispatch's pool, and not at all on threads of their own.
public enum Concurrently {
    public static func both<A, B: Sendable, E: Error>(_ first: () throws(E) -> A, _ second: @escaping @Sendable () throws(E) -> B) throws(E) -> (A, B) {
        let other = Later(second)
        let mine = Result { () throws(E) in try first() }
        let theirs = other.outcome()
        return (try mine.get(), try theirs.get())
    }

    /// `transform` of each item, in the items' order, on one thread a core (the caller's among
    /// them), each taking every n-th item: for a few pieces of slow work, such as the photos of
    /// one card, inside a stage whose other work may already hold the cores. Threads of their
    /// own, as for `both`: Dispatch's `concurrentPerform` nested in the renderer's own ran its
    /// items one after another while the outer work held every core.
    public static func map<Item: Sendable, Value: Sendable>(_ items: [Item], _ transform: @escaping @Sendable (Item) -> Value) -> [Value] {
        let threads = min(items.count, ProcessInfo.processInfo.activeProcessorCount)
        guard threads > 1 else { return items.map(transform) }
        @Sendable func part(_ first: Int) -> [(index: Int, value: Value)] {
            stride(from: first, to: items.count, by: threads).map { (index: $0, value: transform(items[$0])) }
        }
        let others = (1 ..< threads).map { first in Later { part(first) } }
        var values = [Value?](repeating: nil, count: items.count)
        for (index, value) in part(0) + others.flatMap({ $0.value() }) { values[index] = value }
        return values.map { $0! }
    }

    /// `work` for each of `0 ..< count`, on `threadsPerCore` threads a core (the caller's one of
    /// them), each taking the next number not taken: for pieces that each wait on a thread of
    /// their own, as a HEIC's decode waits on the worker libde265 starts for it, so that one
    /// thread a core would leave the cores idle through each handover.
    public static func forEach(_ count: Int, threadsPerCore: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let threads = min(count, ProcessInfo.processInfo.activeProcessorCount * threadsPerCore)
        guard threads > 1 else { return (0 ..< count).forEach(work) }
        let next = Atomic(0)
        @Sendable func claim() {
            while case let i = next.add(1, ordering: .relaxed).oldValue, i < count { work(i) }
        }
        let others = (1 ..< threads).map { _ in Later(claim) }
        claim()
        others.forEach { $0.value() }
    }

    /// Work begun on a thread of its own as it is made, its value waited for where it is needed.
    public final class Later<Value: Sendable, Failure: Error>: Sendable {
        private let result = Mutex<Result<Value, Failure>?>(nil)
        private let done = DispatchSemaphore(value: 0)

        public init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
            Thread { [self] in
                let outcome = Result { () throws(Failure) in try work() }
                result.withLock { $0 = outcome }
                done.signal()
            }.start()
        }

        /// Waits for the work to end; then its value, or the error it threw.
        public func value() throws(Failure) -> Value {
            try outcome().get()
        }

        fileprivate func outcome() -> Result<Value, Failure> {
            done.wait()
            done.signal()
            return result.withLock { $0 }!
        }
    }
}
