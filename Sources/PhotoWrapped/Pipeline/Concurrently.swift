import Dispatch
import Synchronization

/// Two independent pieces of work at once: `first` on the calling thread, `second` on
/// another, where the second core would otherwise wait while one thread works through a
/// regenerate's stages. Both always run to the end; the first error, in argument order, is
/// thrown once both have.
enum Concurrently {
    static func both<A, B: Sendable, E: Error>(_ first: () throws(E) -> A, _ second: @escaping @Sendable () throws(E) -> B) throws(E) -> (A, B) {
        let other = Outcome<B, E>()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result { () throws(E) in try second() }
            other.result.withLock { $0 = result }
            done.signal()
        }
        let mine = Result { () throws(E) in try first() }
        done.wait()
        let theirs = other.result.withLock { $0 }!
        return (try mine.get(), try theirs.get())
    }

    private final class Outcome<Value: Sendable, Failure: Error>: Sendable {
        let result = Mutex<Result<Value, Failure>?>(nil)
    }
}
