#if canImport(Glibc)
import Glibc
#endif

/// The room an array keeps after elements are removed from it in place. The counting rules set
/// aside about a fifth of a range's rows, and their 160 bytes each, 31 MB at a million files,
/// stayed resident to the end of the run, the largest part of its peak beside the rows
/// themselves (docs/PERFORMANCE.md). A right-sized copy would hold both arrays at once; instead
/// the whole pages past the last element go back to the system. The array keeps its capacity:
/// a page it writes again comes back as a fresh zero page.
package enum SpareRoom {
    /// Spare room below this is left alone: a system call for a few pages gains nothing.
    package static let leastReleased = 1 << 20

    package static func release<Element>(in array: inout [Element]) {
        #if os(Linux)
        let stride = MemoryLayout<Element>.stride
        guard (array.capacity - array.count) * stride >= leastReleased else { return }
        let capacity = array.capacity
        array.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let used = UInt(bitPattern: UnsafeMutableRawPointer(base + buffer.count))
            let end = UInt(bitPattern: UnsafeMutableRawPointer(base + capacity))
            let first = (used + UInt(page) - 1) / UInt(page) * UInt(page), last = end / UInt(page) * UInt(page)
            guard first < last, let start = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(start, Int(last - first), MADV_DONTNEED)
        }
        #endif
    }
}
