import Metadata

/// A file on disk as `RandomAccessBytes`: the head is read once, and anything a parser asks
/// for beyond it is read on demand into a scratch buffer, exactly the bytes asked for.
struct FileBytes: RandomAccessBytes {
    /// The largest single read a parser may ask for. EXIF blocks are at most 64 KiB in JPEG;
    /// nothing we read legitimately comes near this, so a larger request means a hostile file.
    static let maxRead = 16 << 20

    package let file: any PhotoFile
    package let size: Int
    package let head: ByteView
    package let scratch: ScratchBuffer

    package var bufferedCount: Int { head.count }

    package func withBytes<R>(at offset: Int, count: Int, _ body: (ByteView) -> R) -> R? {
        guard offset >= 0, count >= 0, offset <= size - count else { return nil }
        if let inHead = head.slice(offset, count: count) { return body(ByteView(inHead)) }
        guard count <= Self.maxRead, case .success(let read) = scratch.read(file, at: offset, count: count), read.count == count
        else { return nil }
        return body(read)
    }
}

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
