/// A path as the file system spells it: bytes, which need not be UTF-8. Photos copied from
/// old cameras and Windows shares often have names in Latin-1 or Shift-JIS.
public struct RawPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(_ string: String) {
        bytes = Array(string.utf8)
    }

    /// Hashes the bytes in one call rather than one byte at a time.
    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    public static func < (a: RawPath, b: RawPath) -> Bool {
        a.bytes.lexicographicallyPrecedes(b.bytes)
    }

    public func appending(_ component: some Collection<UInt8>) -> RawPath {
        var joined = bytes
        if !joined.isEmpty, joined.last != 0x2F { joined.append(0x2F) }
        joined.append(contentsOf: component)
        return RawPath(joined)
    }

    /// The last component: the file name.
    public var lastComponent: ArraySlice<UInt8> {
        let start = bytes.lastIndex(of: 0x2F).map { $0 + 1 } ?? 0
        return bytes[start...]
    }

    /// Calls `body` with a NUL-terminated copy, for POSIX calls.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        var terminated = bytes.map { CChar(bitPattern: $0) }
        terminated.append(0)
        return try terminated.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// For display: bytes that are not UTF-8 show as U+FFFD.
    public var description: String { String(decoding: bytes, as: UTF8.self) }
}
