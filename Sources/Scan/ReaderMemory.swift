#if os(Linux)
import CMalloc
#endif

/// How the allocator treats what a scan's readers allocate and free. glibc raises its mmap
/// threshold each time a block above it is freed, up to 32 MiB, and keeps freed blocks below it
/// in the arena of the thread that freed them, one arena per reader, where no other thread can
/// use them. The readers' batches of rows are blocks of 0.5–18 MB, so the threshold rose and
/// every arena kept what it had held: at 1,000,000 files a first scan's resident memory grew
/// to 200 MB while it read, with under 70 MB in use (heaptrack), and the range's rows, loaded
/// after the scan, came on top. Trimming the arenas after the reading gave back only 30 MB of
/// it: the blocks had been cut from the arenas among small ones.
///
/// So while the readers run, blocks of `thresholdWhileReading` and more are mapped and unmapped
/// on their own; after, the threshold is where glibc's own would have risen to, so that the
/// cards, drawn in blocks of several MB, are not mapped afresh each time (a threshold left at
/// 256 KiB cost 8% of a hide → regenerate).
///
/// Once a folder is scanned, the arenas are trimmed (`giveBack`). The walk's file list is small
/// blocks, a path and a stat each: at 1,000,000 files a rerun's walk left 90 MB of them free in
/// the arenas, under the range's rows loaded next, of which the rows' paths reused only half.
enum ReaderMemory {
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
    static func giveBack() {
        #if os(Linux)
        _ = malloc_trim(0)
        #endif
    }
}
