/// Whether the walk stats a folder's entries one after another or many at once, decided by
/// how long stats have been taking. On a local disk with a warm cache a stat takes a
/// microsecond or two, and handing it to another thread would cost more than the stat. On a
/// NAS every stat is a network round trip (a millisecond or more), and a folder of 1,000
/// entries stated one at a time would take seconds: there, many stats in flight at once
/// wait out their round trips together. A page-cache-cold local disk is slow in the same way.
///
/// The decision follows the median of the last few stats, so that one stat delayed by the
/// scheduler does not switch a warm walk over, while the first round trip of a slow mount does.
///
/// Each reader of a scan keeps one too, timing its opens and first reads: a network mount
/// whose attributes are still cached from a listing a moment before (NFS's `acregmin`) answers
/// the walk's stats at once, and still makes every open and read a round trip.
struct StatPacing {
    /// A stat slower than this is a round trip to a device or a server, not a cache hit: warm
    /// local stats take 1–3 µs, a cold SSD's about 100 µs, a NAS's a millisecond or more.
    static let slowStatNanoseconds: UInt64 = 50_000
    /// Stats the median is taken over: odd, so the median is one of them.
    package static let window = 5

    /// The line between a quick stat and a slow one; tests move it to force either way.
    let slowNanoseconds: UInt64

    init(slowNanoseconds: UInt64 = Self.slowStatNanoseconds) {
        self.slowNanoseconds = slowNanoseconds
    }

    /// Whether each of the last `window` stats was slow, as a ring.
    private var recent: [Bool] = []
    private var next = 0
    private var slowCount = 0

    /// Whether the stats still to do should go to many threads at once: the median of the
    /// last stats is slow when more than half of them are.
    var isParallel: Bool { slowCount * 2 > recent.count }

    /// Whether every one of a whole window of times was slow: the readers' test, stricter than
    /// the walk's. A reader's first read is slow on any disk (its buffer touched for the first
    /// time, the path's folders looked up), and on a warm disk a few files evicted from the
    /// page cache come in runs of two or three: neither is a slow device. (In five warm scans
    /// of 50,000 files, 140–860 reads took over 50 µs; the walk's test, three slow of five,
    /// would have called in the readers in two of the scans, this one in one: the scan with
    /// 860, its page cache partly cold.)
    var isSlowThroughout: Bool { recent.count == Self.window && slowCount == Self.window }

    /// Takes the time one stat took, however it was issued.
    mutating func observe(nanoseconds: UInt64) {
        let slow = nanoseconds > slowNanoseconds
        if recent.count < Self.window {
            recent.append(slow)
        } else {
            if recent[next] { slowCount -= 1 }
            recent[next] = slow
            next = (next + 1) % Self.window
        }
        if slow { slowCount += 1 }
    }
}
