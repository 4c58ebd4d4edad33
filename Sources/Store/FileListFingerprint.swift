import Model

/// An order-independent digest of (path, size, mtime) over every file a walk found. When a
/// folder's fingerprint equals the one stored by the last complete scan, nothing was added,
/// removed or touched, and the scan can skip comparing 50,000 rows one by one. The run cache
/// keys decks on it too.
public struct FileListFingerprint: Sendable, Hashable, CustomStringConvertible {
    package private(set) var count: UInt64 = 0
    private var sum: UInt64 = 0
    private var mix: UInt64 = 0

    public init() {}

    package mutating func add(path: [UInt8], size: Int64, mtimeNs: Int64) {
        // FNV-1a over the path, then the stat fields folded in through a 64-bit finaliser.
        var h = StableHash.fnv1a64(bytes: path)
        h = Self.finalise(h ^ UInt64(bitPattern: size))
        h = Self.finalise(h ^ UInt64(bitPattern: mtimeNs))
        count += 1
        sum &+= h
        mix ^= Self.finalise(h ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// SplitMix64's output function: every input bit affects every output bit.
    private static func finalise(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count-sum-mix`, in hex: stored in the cache and compared as text.
    public var description: String {
        "\(String(count, radix: 16))-\(String(sum, radix: 16))-\(String(mix, radix: 16))"
    }
}
