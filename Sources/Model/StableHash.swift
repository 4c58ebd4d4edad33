import Foundation

/// A hash that is the same on every machine and in every run (Swift's `Hasher` is seeded per
/// process): FNV-1a, 64 bits, in hex.
public enum StableHash {
    @usableFromInline static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    @usableFromInline static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// FNV-1a over `bytes`, as a number: the one place the byte-at-a-time step is written.
    @inlinable
    public static func fnv1a64<Bytes: Sequence<UInt8>>(bytes: Bytes) -> UInt64 {
        var h = offsetBasis
        for byte in bytes { h = (h ^ UInt64(byte)) &* prime }
        return h
    }

    public static func fnv1a64(_ text: String) -> String {
        String(fnv1a64(bytes: text.utf8), radix: 16)
    }

    /// A file's bytes, to tell whether the file changed: FNV-1a's step taken over 8-byte words
    /// (little-endian), then over the last bytes one at a time, then the length. Each step maps
    /// the running value one to one, so a file that differs from another of its length in one
    /// word always hashes differently. A whole deck's PNGs are hashed before each deck is written,
    /// in a regenerate's one thread before drawing, so a word at a time rather than a byte.
    public static func words64(_ data: Data) -> String {
        var h = offsetBasis
        data.withUnsafeBytes { raw in
            let words = raw.count / 8
            for i in 0 ..< words { h = (h ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))) &* prime }
            for byte in raw[(words * 8)...] { h = (h ^ UInt64(byte)) &* prime }
        }
        h = (h ^ UInt64(data.count)) &* prime
        return String(h, radix: 16)
    }
}
