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
/// behind them stall the pool until it grows, which libdispatch does only after a delay: four
/// callers nesting pairs five deep took 13 s on Dispatch's pool, 0.02 s on threads of their own.
enum Concurrently {
    static func both<A, B: Sendable, E: Error>(_ first: () throws(E) -> A, _ second: @escaping @Sendable () throws(E) -> B) throws(E) -> (A, B) {
        let other = Outcome<B, E>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            let result = Result { () throws(E) in try second() }
            other.result.withLock { $0 = result }
            done.signal()
        }.start()
        let mine = Result { () throws(E) in try first() }
        done.wait()
        let theirs = other.result.withLock { $0 }!
        return (try mine.get(), try theirs.get())
    }

    private final class Outcome<Value: Sendable, Failure: Error>: Sendable {
        let result = Mutex<Result<Value, Failure>?>(nil)
    }
}
