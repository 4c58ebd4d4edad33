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
    /// A stat slower than this is a round trip to a device or a server, not a cache hit: a warm
    /// local stat is far quicker, a cold SSD's or a NAS's slower.
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

    /// Whether a whole window of stats has been seen: before it, one quick stat proves nothing.
    var hasFullWindow: Bool { recent.count == Self.window }

    /// Whether every one of a whole window of times was slow: the readers' test, stricter than
    /// the walk's. A reader's first read is slow on any disk (its buffer touched for the first
    /// time, the path's folders looked up), and on a warm disk a few files evicted from the
    /// page cache come in runs of two or three: neither is a slow device. (On warm disks a few
    /// hundred reads of a large scan are slow; the walk's test, three slow of five, would call
    /// in the readers there, this one only where the page cache is partly cold.)
    var isSlowThroughout: Bool { hasFullWindow && slowCount == Self.window }

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
