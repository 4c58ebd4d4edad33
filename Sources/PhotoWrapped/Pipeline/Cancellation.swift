import Synchronization

/// Set from a signal handler or another thread; long stages check it between files and stop
/// after committing what they have done.
public final class Cancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    public var isCancelled: Bool {
        flag.load(ordering: .relaxed)
    }
}
