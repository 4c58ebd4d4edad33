#if os(Linux)
import CMalloc
#endif

/// How the allocator treats what a scan's readers allocate and free. glibc raises its mmap
/// threshold each time a block above it is freed, up to 32 MiB, and keeps freed blocks below it
/// in the arena of the thread that freed them, one arena per reader, where no other thread can
/// use them. The readers' batches of rows are large blocks, so the threshold rose and every
/// arena kept what it had held: on a large first scan resident memory grew to several times
/// what was in use (heaptrack), and the range's rows, loaded after the scan, came on top.
/// Trimming the arenas after the reading gave back little of it: the blocks had been cut from
/// the arenas among small ones.
///
/// So while the readers run, blocks of `thresholdWhileReading` and more are mapped and unmapped
/// on their own; after, the threshold is where glibc's own would have risen to, so that the
/// cards, drawn in large blocks, are not mapped afresh each time (a threshold left at
/// `thresholdWhileReading` slowed a hide → regenerate).
///
/// Once a folder is scanned, the arenas are trimmed (`giveBack`). The walk's file list is small
/// blocks, a path and a stat each: on a large library a rerun's walk left much of them free in
/// the arenas, under the range's rows loaded next, of which the rows' paths reused only half.
/// The range's photos, once counted (`CountedPhotos.counted`), give back what the counting
/// rules held: at a million files the insights grew resident memory on top of it.
package enum ReaderMemory {
    static let thresholdWhileReading: Int32 = 256 << 10
    /// glibc's ceiling for its own threshold on 64 bits (`DEFAULT_MMAP_THRESHOLD_MAX`).
    static let thresholdAfter: Int32 = 32 << 20

    static func whileReading<T>(_ body: () throws -> T) rethrows -> T {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, thresholdWhileReading)
        defer { _ = mallopt(M_MMAP_THRESHOLD, thresholdAfter) }
        #endif
        return try body()
    }

    /// Returns the arenas' free pages to the system.
    package static func giveBack() {
        #if os(Linux)
        _ = malloc_trim(0)
        #endif
    }
}
