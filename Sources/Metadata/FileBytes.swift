/// A file on disk as `RandomAccessBytes`: the head is read once, and anything a parser asks
/// for beyond it is read on demand, exactly the bytes asked for. It lives beside the readers
/// so that they are compiled for it (`FileBytes+Readers`).
package struct FileBytes: RandomAccessBytes {
    /// Reads `count` bytes at `offset`: the bytes read (fewer at the file's end), valid until
    /// the next read, or nil when the file cannot be read.
    package typealias Read = (_ offset: Int, _ count: Int) -> ByteView?

    /// The largest single read a parser may ask for. EXIF blocks are at most 64 KiB in JPEG;
    /// nothing we read legitimately comes near this, so a larger request means a hostile file.
    static let maxRead = 16 << 20

    package let size: Int
    package let head: ByteView
    package let read: Read

    package init(size: Int, head: ByteView, read: @escaping Read) {
        self.size = size
        self.head = head
        self.read = read
    }

    package var bufferedCount: Int { head.count }

    package func withBytes<R>(at offset: Int, count: Int, _ body: (ByteView) -> R) -> R? {
        guard offset >= 0, count >= 0, offset <= size - count else { return nil }
        if let inHead = head.slice(offset, count: count) { return body(ByteView(inHead)) }
        guard count <= Self.maxRead, let bytes = read(offset, count), bytes.count == count else { return nil }
        return body(bytes)
    }
}
