#if os(Linux)
import CMalloc
#endif

/// How the process's allocator returns memory. glibc's raises its mmap threshold each time a
/// block above it is freed, up to 32 MiB, and from then on keeps freed blocks below it in the
/// arena of the thread that made them, one arena per reader. A first scan hands its rows from
/// the readers to the writer in arrays of a few MB, so the threshold rose and every arena kept
/// what it had held: at 1,000,000 files the scan's resident memory grew to 200 MB while it
/// read, and the rows of the summary came on top. With the threshold fixed at `mmapThreshold`,
/// every large array is returned as soon as it is freed (100 MB while reading, measured).
enum MallocPolicy {
    static let mmapThreshold: Int32 = 256 << 10

    static func apply() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        #endif
    }
}
