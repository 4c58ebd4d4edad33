import Metadata

/// A growable buffer reused across files by one worker thread: the one place the scan's reads
/// land, each read viewed in place (`ByteView`) until the buffer's next read.
final class ScratchBuffer {
    private var storage: UnsafeMutableRawBufferPointer

    init(capacity: Int) {
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit {
        storage.deallocate()
    }

    /// Reads up to `count` bytes of `file` from `offset`: the bytes read (fewer at the file's
    /// end), valid until the next read.
    package func read(_ file: any PhotoFile, at offset: Int, count: Int) -> Result<ByteView, FileAccessError> {
        if storage.count < count {
            storage.deallocate()
            storage = .allocate(byteCount: max(count, storage.count * 2), alignment: 16)
        }
        let buffer = UnsafeMutableRawBufferPointer(rebasing: storage[0 ..< count])
        return file.read(into: buffer, at: offset).map { ByteView(UnsafeRawBufferPointer(rebasing: buffer[0 ..< $0])) }
    }
}
