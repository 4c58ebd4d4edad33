/// A run of another file's bytes seen as a file of its own, from offset 0: the JPEG a RAW
/// file embeds, walked by the JPEG reader as if it stood alone. Nothing is copied.
struct WindowBytes<Base: RandomAccessBytes>: RandomAccessBytes {
    package let base: Base
    package let range: ByteRange

    /// Nil unless the whole window lies inside `base`.
    init?(_ base: Base, _ range: ByteRange) {
        guard range.offset >= 0, range.count >= 0, range.offset <= base.size - range.count else { return nil }
        self.base = base
        self.range = range
    }

    package var size: Int { range.count }
    package var bufferedCount: Int { max(0, min(range.count, base.bufferedCount - range.offset)) }

    package func withBytes<R>(at offset: Int, count: Int, _ body: (ByteView) -> R) -> R? {
        guard offset >= 0, count >= 0, offset <= range.count - count else { return nil }
        return base.withBytes(at: range.offset + offset, count: count, body)
    }
}
