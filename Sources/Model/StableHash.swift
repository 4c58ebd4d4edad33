import Foundation

/// A hash that is the same on every machine and in every run (Swift's `Hasher` is seeded per
/// process): FNV-1a, 64 bits, in hex.
public enum StableHash {
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    public static func fnv1a64(_ text: String) -> String {
        var h = offsetBasis
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* prime }
        return String(h, radix: 16)
    }

    /// A file's bytes, to tell whether the file changed: FNV-1a's step taken over 8-byte words
    /// (little-endian), then over the last bytes one at a time, then the length. Each step maps
    /// the running value one to one, so a file that differs from another of its length in one
    /// word always hashes differently. A deck's 5 MB of PNGs, read before each deck is written,
    /// took 6 ms a byte at a time, in a regenerate's one thread before drawing.
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
