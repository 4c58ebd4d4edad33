import Synchronization

/// Threads held back until something shows that they are needed, or that they are not: the
/// extra readers of a scan start only once the walk finds stats slow (a NAS, a USB disk), and
/// never once the reading is over without them. On a warm local disk they never start: more
/// threads than reads in flight can use there only cost CPU, and starting dozens of threads that
/// then waited unused was a cost paid by every scan.
final class ThreadGate: Sendable {
    /// Threads that start when the gate opens.
    package let count: Int
    private let state = Mutex<State>(.undecided(start: nil))

    private enum State {
        /// Not decided yet; `start` starts the threads once it opens.
        case undecided(start: (@Sendable () -> Void)?)
        case open, dismissed
    }

    init(count: Int) {
        self.count = count
    }

    /// Starts the threads (`whenOpen`); too late once the gate is dismissed.
    func open() {
        let start = state.withLock { state -> (@Sendable () -> Void)? in
            guard case .undecided(let start) = state else { return nil }
            state = .open
            return start
        }
        start?()
    }

    /// Keeps the threads from ever starting; too late once the gate is open.
    func dismiss() {
        state.withLock { state in
            if case .undecided = state { state = .dismissed }
        }
    }

    /// Has `start` start the threads when the gate opens, on the thread that opens it: at
    /// once if it is open already, never if it is dismissed.
    func whenOpen(_ start: @escaping @Sendable () -> Void) {
        let openAlready = state.withLock { state -> Bool in
            switch state {
            case .undecided:
                state = .undecided(start: start)
                return false
            case .open: return true
            case .dismissed: return false
            }
        }
        if openAlready { start() }
    }
}
