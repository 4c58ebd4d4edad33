import Dispatch
import Synchronization

/// Threads held back until something shows that they are needed, or that they are not: the
/// extra readers of a scan wait here until the walk finds stats slow (a NAS, a USB disk), and
/// go home once the reading is over without them. On a warm local disk they never read: more
/// threads than reads in flight can use there only cost CPU.
final class ThreadGate: Sendable {
    /// Threads that wait at the gate.
    let count: Int
    /// Nil until decided: true when the threads are to work, false when they are dismissed.
    private let decision = Mutex<Bool?>(nil)
    private let decided = DispatchSemaphore(value: 0)

    init(count: Int) {
        self.count = count
    }

    /// Lets the waiting threads through; too late once they are dismissed.
    func open() { decide(true) }

    /// Sends the waiting threads home; too late once the gate is open.
    func dismiss() { decide(false) }

    /// Waits for the decision, by one of the `count` threads: true when it is to work.
    func pass() -> Bool {
        decided.wait()
        return decision.withLock { $0 } ?? false
    }

    private func decide(_ open: Bool) {
        let first = decision.withLock { decision in
            guard decision == nil else { return false }
            decision = open
            return true
        }
        if first {
            for _ in 0 ..< count { decided.signal() }
        }
    }
}
