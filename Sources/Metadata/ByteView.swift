/// Bounds-checked reads over untrusted bytes. Every accessor returns nil past the end,
/// so a parser written against it cannot read out of bounds, whatever the input.
package struct ByteView {
    package let base: UnsafeRawBufferPointer

    package init(_ base: UnsafeRawBufferPointer) {
        self.base = base
    }

    package var count: Int { base.count }

    func u8(_ at: Int) -> UInt8? {
        at >= 0 && at < base.count ? base[at] : nil
    }

    func u16(_ at: Int, bigEndian: Bool) -> UInt16? {
        guard at >= 0, at <= base.count - 2 else { return nil }
        let a = UInt16(base[at]), b = UInt16(base[at + 1])
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    func u32(_ at: Int, bigEndian: Bool) -> UInt32? {
        guard let hi = u16(bigEndian ? at : at + 2, bigEndian: bigEndian),
              let lo = u16(bigEndian ? at + 2 : at, bigEndian: bigEndian)
        else { return nil }
        return UInt32(hi) << 16 | UInt32(lo)
    }

    func u64(_ at: Int, bigEndian: Bool) -> UInt64? {
        guard let hi = u32(bigEndian ? at : at + 4, bigEndian: bigEndian),
              let lo = u32(bigEndian ? at + 4 : at, bigEndian: bigEndian)
        else { return nil }
        return UInt64(hi) << 32 | UInt64(lo)
    }

    /// True when `count` bytes from `at` are inside the view.
    package func contains(_ at: Int, count: Int) -> Bool {
        at >= 0 && count >= 0 && at <= base.count - count
    }

    package func matches(_ at: Int, _ bytes: [UInt8]) -> Bool {
        guard contains(at, count: bytes.count) else { return false }
        for (i, b) in bytes.enumerated() where base[at + i] != b { return false }
        return true
    }

    /// The bytes of `range`, which must lie inside the view, as a view of their own.
    func subview(_ range: Range<Int>) -> ByteView {
        ByteView(UnsafeRawBufferPointer(rebasing: base[range]))
    }

    /// `count` bytes from `at`, or nil if any falls outside.
    package func slice(_ at: Int, count: Int) -> UnsafeRawBufferPointer? {
        guard contains(at, count: count) else { return nil }
        return UnsafeRawBufferPointer(rebasing: base[at ..< at + count])
    }
}

extension Array where Element == UInt8 {
    /// Runs `body` with the bytes as an in-memory `RandomAccessBytes`.
    func withMemoryBytes<R>(_ body: (MemoryBytes) throws -> R) rethrows -> R {
        try withUnsafeBytes { try body(MemoryBytes(view: ByteView($0))) }
    }
}
