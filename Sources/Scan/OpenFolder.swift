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
final class OpenFolder {
    /// The folder's path relative to the root, and its descriptor (−1 when none is open).
    private var path: [UInt8] = []
    private var descriptor: Int32 = -1

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Calls `body` with the descriptor of `relative`'s folder and the file's name. The folder
    /// is opened, unless it is the one held already, by `openFolder`, which is given the
    /// folder's path relative to the root (`PosixFileSystem.openFolder` opens it). Nil where
    /// the folder does not open.
    package func within<R>(_ relative: RawPath, openFolder: (RawPath) -> Int32, _ body: (Int32, ArraySlice<UInt8>) -> R) -> R? {
        let bytes = relative.bytes
        let slash = bytes.lastIndex(of: 0x2F)
        let folder = bytes[..<(slash ?? bytes.startIndex)]
        if descriptor < 0 || !folder.elementsEqual(path) {
            if descriptor >= 0 { close(descriptor) }
            path = Array(folder)
            descriptor = openFolder(RawPath(path))
        }
        guard descriptor >= 0 else { return nil }
        return body(descriptor, bytes[(slash.map { $0 + 1 } ?? bytes.startIndex)...])
    }
}
