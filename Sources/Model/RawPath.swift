import Glibc

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

    /// The bytes of a NUL-terminated path a POSIX call gave.
    package init(cString: UnsafePointer<CChar>) {
        bytes = UnsafeBufferPointer(start: cString, count: strlen(cString)).map { UInt8(bitPattern: $0) }
    }

    /// Hashes the bytes in one call rather than one byte at a time.
    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    public static func < (a: RawPath, b: RawPath) -> Bool {
        a.bytes.lexicographicallyPrecedes(b.bytes)
    }

    /// Inlinable: a generic called from another module is not specialised otherwise, and the
    /// walk appends a name for every file (docs/PERFORMANCE.md).
    @inlinable
    public func appending(_ component: some Collection<UInt8>) -> RawPath {
        var joined = bytes
        if !joined.isEmpty, joined.last != 0x2F { joined.append(0x2F) }
        joined.append(contentsOf: component)
        return RawPath(joined)
    }

    /// The last component: the file name.
    @inlinable public var lastComponent: ArraySlice<UInt8> {
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

    /// Whether the bytes are valid UTF-8: `description` is then the path exactly.
    public var isUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

    /// The path as text that names the file exactly, for the CSV export and text listings:
    /// valid UTF-8 as it is, a backslash as `\\`, and each byte that is not part of valid
    /// UTF-8 as `\xNN` (two lowercase hex digits). Undone by reading `\\` as a backslash and
    /// `\xNN` as the byte NN (docs/EXPORT.md).
    public var escaped: String {
        let hex = Array("0123456789abcdef")
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\\" { text += "\\\\" } else { text.unicodeScalars.append(scalar) }
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset ..< offset + length] { text += "\\x\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])" }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }
}

/// C strings of paths made in one buffer, reused from path to path: a scan's readers open
/// thousands of files, each by a path made here, without an allocation each.
package final class CPathBuffer {
    private var bytes: [CChar] = []

    package init() {}

    /// Runs `body` with `root/relative` as a NUL-terminated string.
    package func withCString<R>(root: RawPath, relative: RawPath, _ body: (UnsafePointer<CChar>) -> R) -> R {
        bytes.removeAll(keepingCapacity: true)
        for byte in root.bytes { bytes.append(CChar(bitPattern: byte)) }
        bytes.append(0x2F)
        return terminated(relative.bytes[...], body)
    }

    /// Runs `body` with `name` as a NUL-terminated string.
    package func withCString<R>(_ name: ArraySlice<UInt8>, _ body: (UnsafePointer<CChar>) -> R) -> R {
        bytes.removeAll(keepingCapacity: true)
        return terminated(name, body)
    }

    private func terminated<R>(_ last: ArraySlice<UInt8>, _ body: (UnsafePointer<CChar>) -> R) -> R {
        for byte in last { bytes.append(CChar(bitPattern: byte)) }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
