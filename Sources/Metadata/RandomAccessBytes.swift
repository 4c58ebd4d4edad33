/// Bytes that a parser can ask for by offset: a whole file in memory (tests, fuzzing) or
/// a file on disk read a piece at a time. Parsers never see more than they ask for.
package protocol RandomAccessBytes {
    var size: Int { get }
    /// How many leading bytes are already in memory, so that reading them costs no I/O.
    var bufferedCount: Int { get }
    /// Runs `body` over `count` bytes at `offset`; nil when the bytes are not all there.
    func withBytes<R>(at offset: Int, count: Int, _ body: (ByteView) -> R) -> R?
}

extension RandomAccessBytes {
    func u8(_ at: Int) -> UInt8? { withBytes(at: at, count: 1) { $0.u8(0) } ?? nil }
    func u16(_ at: Int, bigEndian: Bool) -> UInt16? { withBytes(at: at, count: 2) { $0.u16(0, bigEndian: bigEndian) } ?? nil }
    func u32(_ at: Int, bigEndian: Bool) -> UInt32? { withBytes(at: at, count: 4) { $0.u32(0, bigEndian: bigEndian) } ?? nil }
    func u64(_ at: Int, bigEndian: Bool) -> UInt64? { withBytes(at: at, count: 8) { $0.u64(0, bigEndian: bigEndian) } ?? nil }
    package func matches(_ at: Int, _ bytes: [UInt8]) -> Bool { withBytes(at: at, count: bytes.count) { $0.matches(0, bytes) } ?? false }
    /// A copy of `count` bytes at `offset`, or nil when they are not all there.
    package func copy(at offset: Int, count: Int) -> [UInt8]? { withBytes(at: offset, count: count) { Array($0.base) } }
}

/// A complete file already in memory.
package struct MemoryBytes: RandomAccessBytes {
    package let view: ByteView

    package init(view: ByteView) {
        self.view = view
    }

    package var size: Int { view.count }
    package var bufferedCount: Int { view.count }

    package func withBytes<R>(at offset: Int, count: Int, _ body: (ByteView) -> R) -> R? {
        view.slice(offset, count: count).map { body(ByteView($0)) }
    }
}
