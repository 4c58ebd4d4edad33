#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Model

/// The folder a reader is opening files in, held open so that each of its files is opened by
/// name within it (`openat`). Opened by its absolute path, every file had the kernel walk each
/// folder of that path again: `link_path_walk` showed in a first scan's CPU profile, and
/// opening within the folder made the scan quicker.
/// The walk hands each reader its files folder by folder, so one folder serves many in a row.
///
/// Held with O_PATH on Linux: that needs no permission to read the folder, only to search it,
/// as opening by the absolute path does.
final class OpenFolder {
    /// The folder's path relative to the root, and its descriptor (−1 when none is open).
    private var path: [UInt8] = []
    private var descriptor: Int32 = -1
    private var name: [CChar] = []

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Calls `body` with the descriptor of `relative`'s folder and the file's name. The folder
    /// is opened, unless it is the one held already, through `openFolder`, which is given the
    /// folder's path relative to the root and the call that opens its absolute path. Nil where
    /// the folder does not open.
    package func within<R>(_ relative: RawPath, openFolder: (RawPath, (UnsafePointer<CChar>) -> Int32) -> Int32,
                   _ body: (Int32, UnsafePointer<CChar>) -> R) -> R? {
        let bytes = relative.bytes
        let slash = bytes.lastIndex(of: 0x2F)
        let folder = bytes[..<(slash ?? bytes.startIndex)]
        if descriptor < 0 || !folder.elementsEqual(path) {
            if descriptor >= 0 { close(descriptor) }
            path = Array(folder)
            descriptor = openFolder(RawPath(path)) { Self.openDirectory($0) }
        }
        guard descriptor >= 0 else { return nil }
        name.removeAll(keepingCapacity: true)
        for byte in bytes[(slash.map { $0 + 1 } ?? bytes.startIndex)...] { name.append(CChar(bitPattern: byte)) }
        name.append(0)
        return name.withUnsafeBufferPointer { body(descriptor, $0.baseAddress!) }
    }

    private static func openDirectory(_ path: UnsafePointer<CChar>) -> Int32 {
        #if canImport(Glibc)
        return open(path, O_PATH | O_DIRECTORY | O_CLOEXEC)
        #else
        return open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #endif
    }
}

#if canImport(Glibc)
/// Linux's O_PATH (010000000 on x86-64 and ARM64); Glibc hides it behind _GNU_SOURCE.
private let O_PATH: Int32 = 0o10000000
#endif
