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
