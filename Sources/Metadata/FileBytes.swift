/// A file on disk as `RandomAccessBytes`: the head is read once, and anything a parser asks
/// for beyond it is read on demand into a scratch buffer, exactly the bytes asked for.
/// It lives beside the readers so that they are compiled for it (`FileBytes+Readers`).
package struct FileBytes: RandomAccessBytes {
    /// Reads up to `buffer.count` bytes at `offset` of the open file: the count read, or nil.
    package typealias Read = (_ buffer: UnsafeMutableRawBufferPointer, _ offset: Int) -> Int?

    /// The largest single read a parser may ask for. EXIF blocks are at most 64 KiB in JPEG;
    /// nothing we read legitimately comes near this, so a larger request means a hostile file.
    static let maxRead = 16 << 20

    package let size: Int
    package let head: ByteView
    package let scratch: ScratchBuffer
    package let read: Read

    package init(size: Int, head: ByteView, scratch: ScratchBuffer, read: @escaping Read) {
        self.size = size
        self.head = head
        self.scratch = scratch
        self.read = read
    }

    package var bufferedCount: Int { head.count }

    package func withBytes<R>(at offset: Int, count: Int, _ body: (ByteView) -> R) -> R? {
        guard offset >= 0, count >= 0, offset <= size - count else { return nil }
        if let inHead = head.slice(offset, count: count) { return body(ByteView(inHead)) }
        guard count <= Self.maxRead else { return nil }
        let buffer = scratch.reserve(count)
        guard read(buffer, offset) == count else { return nil }
        return body(ByteView(UnsafeRawBufferPointer(buffer)))
    }
}

/// A growable buffer reused across files by one worker thread.
package final class ScratchBuffer {
    private var storage: UnsafeMutableRawBufferPointer

    package init(capacity: Int) {
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit {
        storage.deallocate()
    }

    /// A buffer of exactly `count` bytes; contents are undefined.
    package func reserve(_ count: Int) -> UnsafeMutableRawBufferPointer {
        if storage.count < count {
            storage.deallocate()
            storage = .allocate(byteCount: max(count, storage.count * 2), alignment: 16)
        }
        return UnsafeMutableRawBufferPointer(rebasing: storage[0 ..< count])
    }
}
