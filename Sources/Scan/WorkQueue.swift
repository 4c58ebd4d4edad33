import Dispatch
import Synchronization

/// Work that one producer hands to many consumers in chunks: the walk pushes the files of
/// each folder as it finds them, and readers start on them while it goes on.
final class WorkQueue<Item: Sendable>: Sendable {
    private struct State {
        var chunks: [[Item]] = []
        var next = 0
        var closed = false
        var pushed = 0
        var popped = 0
        /// Set while the producer waits for fewer than this many items to be left (`waitForRoom`).
        var roomWanted: Int?
    }

    private let state = Mutex(State())
    private let available = DispatchSemaphore(value: 0)
    private let room = DispatchSemaphore(value: 0)

    /// Items pushed so far, and whether that is all of them.
    package var progress: (pushed: Int, closed: Bool) { state.withLock { ($0.pushed, $0.closed) } }

    func push(_ items: some Collection<Item>, chunkSize: Int = 16) {
        guard !items.isEmpty else { return }
        var chunks: [[Item]] = []
        var start = items.startIndex
        while start != items.endIndex {
            let end = items.index(start, offsetBy: chunkSize, limitedBy: items.endIndex) ?? items.endIndex
            chunks.append(Array(items[start ..< end]))
            start = end
        }
        state.withLock {
            $0.chunks.append(contentsOf: chunks)
            $0.pushed += items.count
        }
        for _ in chunks { available.signal() }
    }

    /// Waits while `limit` or more pushed items are left for the consumers, so that a
    /// producer far ahead of them holds no more than that; returns once the queue is closed
    /// (the consumers may have stopped) or `isCancelled`.
    func waitForRoom(below limit: Int, isCancelled: () -> Bool) {
        while !isCancelled(), state.withLock({ s in
            guard !s.closed, s.pushed - s.popped >= limit else { return false }
            s.roomWanted = limit
            return true
        }) {
            _ = room.wait(timeout: .now() + .milliseconds(50))
        }
    }

    /// No more items will come; consumers drain what is left and stop.
    package func close() {
        state.withLock { $0.closed = true }
        available.signal()
        room.signal()
    }

    /// The next chunk, waiting for one if need be; nil once the queue is closed and empty.
    func pop() -> [Item]? {
        while true {
            available.wait()
            let (chunk, closed, roomMade) = state.withLock { s -> ([Item]?, Bool, Bool) in
                guard s.next < s.chunks.count else { return (nil, s.closed, false) }
                let chunk = s.chunks[s.next]
                s.chunks[s.next] = []
                s.next += 1
                s.popped += chunk.count
                guard let wanted = s.roomWanted, s.pushed - s.popped < wanted else { return (chunk, s.closed, false) }
                s.roomWanted = nil
                return (chunk, s.closed, true)
            }
            if roomMade { room.signal() }
            if let chunk { return chunk }
            if closed {
                available.signal()  // pass the wake-up on, so that every consumer sees the end
                return nil
            }
        }
    }
}
