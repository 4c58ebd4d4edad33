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
    }

    private let state = Mutex(State())
    private let available = DispatchSemaphore(value: 0)

    /// Items pushed so far, and whether that is all of them.
    var progress: (pushed: Int, closed: Bool) { state.withLock { ($0.pushed, $0.closed) } }

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

    /// No more items will come; consumers drain what is left and stop.
    func close() {
        state.withLock { $0.closed = true }
        available.signal()
    }

    /// The next chunk, waiting for one if need be; nil once the queue is closed and empty.
    func pop() -> [Item]? {
        while true {
            available.wait()
            let (chunk, closed) = state.withLock { s -> ([Item]?, Bool) in
                guard s.next < s.chunks.count else { return (nil, s.closed) }
                let chunk = s.chunks[s.next]
                s.chunks[s.next] = []
                s.next += 1
                return (chunk, s.closed)
            }
            if let chunk { return chunk }
            if closed {
                available.signal()  // pass the wake-up on, so that every consumer sees the end
                return nil
            }
        }
    }
}
