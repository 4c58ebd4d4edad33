/// What a reader tells the kernel about the files it opens while its reads come from the
/// device: read only the pages asked for (`POSIX_FADV_RANDOM`). A first read of 16 KiB makes
/// the kernel read ahead twice that and more, the rest of a small file or the start of a
/// large photo's image data, which the scan never looks at; from a cold page cache those pages
/// are the device's time, and they push the library's other files out of the cache. On warm
/// files the advice would be a system call a file for nothing, so a reader gives it only
/// while the median of its last opens and first reads is slow (`StatPacing.isParallel`).
/// docs/PERFORMANCE.md has the figures.
enum ColdReads {
    static func advise(_ file: any PhotoFile, pacing: StatPacing) {
        if pacing.isParallel { file.adviseRandomReads() }
    }
}
