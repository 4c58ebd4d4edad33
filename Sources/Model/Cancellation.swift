import Synchronization

/// Set from a signal handler or another thread; every stage checks it at its safe points
/// (between files, between stages, between cards, before the deck moves into place) and
/// stops there, keeping what it had saved and writing nothing more.
public final class Cancellation: Sendable {
    /// The signal that asked to stop, or 0 while none has.
    private let signal = Atomic<Int32>(0)

    public init() {}

    /// Asks every stage to stop; `signal` is the one that asked (SIGINT, SIGTERM), kept for
    /// the exit status. Safe to call from a signal handler: one atomic store.
    public func cancel(signal number: Int32 = 2) {
        _ = signal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
    }

    public var isCancelled: Bool {
        signal.load(ordering: .relaxed) != 0
    }

    /// The signal that asked to stop, if any.
    public var signalNumber: Int32? {
        let number = signal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// A safe point: throws `.cancelled` for `stage` once a stop was asked for.
    public func check(_ stage: String, saved: String? = nil) throws(PhotoWrappedError) {
        guard isCancelled else { return }
        throw PhotoWrappedError(.cancelled, stage: stage,
                                reason: "interrupted while \(stage)" + "; " + (saved ?? "stopped before writing anything"))
    }
}
