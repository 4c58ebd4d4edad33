#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the scan reaches file contents. Production reads through POSIX; tests inject a
/// file system that counts opens and bytes, to prove what the scan does not read.
public protocol PhotoFileSystem: Sendable {
    /// Opens the file at an absolute, NUL-terminated path for reading.
    func open(_ path: UnsafePointer<CChar>) -> Result<any PhotoFile, FileAccessError>
    /// Whether it opens a file by name within a folder held open (`OpenFolder`); the tests'
    /// file systems open by path alone.
    var opensWithinFolders: Bool { get }
    /// Opens the file `name` within the folder open as the descriptor `folder`.
    func open(_ name: UnsafePointer<CChar>, inFolder folder: Int32) -> Result<any PhotoFile, FileAccessError>
    /// The size and mtime of the regular file at an absolute path, following links; nil for
    /// anything else, or for nothing there.
    func status(_ path: UnsafePointer<CChar>) -> FileStatus?
}

extension PhotoFileSystem {
    public var opensWithinFolders: Bool { false }

    public func open(_ name: UnsafePointer<CChar>, inFolder folder: Int32) -> Result<any PhotoFile, FileAccessError> {
        .failure(FileAccessError(errno: ENOTSUP))
    }

    public func status(_ path: UnsafePointer<CChar>) -> FileStatus? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStatus(info) : nil
    }
}

/// An open file, read by offset. Closed when released.
public protocol PhotoFile: AnyObject {
    /// Reads up to `buffer.count` bytes at `offset`; the count read, 0 at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Result<Int, FileAccessError>
    /// The open file's size and mtime; nil when it is not a regular file, or when this file
    /// cannot tell (the scan then asks its file system by path).
    func status() -> FileStatus?
    /// Asks the system to read only the pages asked for, none ahead (`ColdReads`).
    func adviseRandomReads()
}

extension PhotoFile {
    public func status() -> FileStatus? { nil }
    public func adviseRandomReads() {}
}

/// A regular file's size and modification time, as the cache keys it.
public struct FileStatus: Sendable, Equatable {
    public let size: Int64
    public let mtimeNs: Int64

    public init(size: Int64, mtimeNs: Int64) {
        self.size = size
        self.mtimeNs = mtimeNs
    }

    /// Nil unless `info` is a regular file's.
    init?(_ info: stat) {
        guard info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Glibc)
        let mtimeNs = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #else
        let mtimeNs = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #endif
        self.init(size: Int64(info.st_size), mtimeNs: mtimeNs)
    }
}

public struct FileAccessError: Error, Equatable, Sendable {
    public let errno: Int32
    public var message: String { String(cString: strerror(errno)) }

    public init(errno: Int32) {
        self.errno = errno
    }
}

/// Reads photos with `open(O_RDONLY | O_NOATIME)` and `pread`: read-only, and without even
/// touching access times where the kernel allows it (O_NOATIME needs the file's owner or
/// CAP_FOWNER; otherwise it falls back to a plain read-only open).
public struct PosixFileSystem: PhotoFileSystem {
    public init() {}

    public func open(_ path: UnsafePointer<CChar>) -> Result<any PhotoFile, FileAccessError> {
        Self.opened { noAccessTime in Self.openFile(AT_FDCWD, path, noAccessTime: noAccessTime) }
    }

    public var opensWithinFolders: Bool { true }

    public func open(_ name: UnsafePointer<CChar>, inFolder folder: Int32) -> Result<any PhotoFile, FileAccessError> {
        Self.opened { noAccessTime in Self.openFile(folder, name, noAccessTime: noAccessTime) }
    }

    private static func opened(_ open: (_ noAccessTime: Bool) -> Int32) -> Result<any PhotoFile, FileAccessError> {
        var fd = open(true)
        if fd < 0, errno == EPERM { fd = open(false) }
        guard fd >= 0 else { return .failure(FileAccessError(errno: errno)) }
        return .success(PosixFile(fd: fd))
    }

    private static func openFile(_ folder: Int32, _ path: UnsafePointer<CChar>, noAccessTime: Bool) -> Int32 {
        #if canImport(Glibc)
        return openat(folder, path, O_RDONLY | O_CLOEXEC | O_NOCTTY | (noAccessTime ? O_NOATIME : 0))
        #else
        return openat(folder, path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        #endif
    }
}

extension PosixFileSystem {
    /// Opens the folder at an absolute path for `OpenFolder` to open files within. Held with
    /// O_PATH on Linux: that needs no permission to read the folder, only to search it, as
    /// opening by the absolute path does.
    package static func openFolder(_ path: UnsafePointer<CChar>) -> Int32 {
        #if canImport(Glibc)
        return Glibc.open(path, O_PATH | O_DIRECTORY | O_CLOEXEC)
        #else
        return Darwin.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #endif
    }

    /// Calls `body` with the type (`d_type`) and name of each entry `readdir` gives of `folder`,
    /// the name's bytes lent for the call, for as long as `body` returns true.
    static func forEachEntry(of folder: OpaquePointer, _ body: (_ type: UInt8, _ name: UnsafeRawBufferPointer) -> Bool) {
        while let entry = readdir(folder) {
            let type = entry.pointee.d_type
            let goOn = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                body(type, UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)]))
            }
            guard goOn else { return }
        }
    }
}

/// The stats of a listed folder's entries (`StatedFolder`), each slot written by exactly one
/// thread and read only once its writer is done: the walk's thread and the stat helpers write
/// slots of one folder at once, which an array's copy on write would not allow.
final class EntryStats: @unchecked Sendable {
    private let infos: UnsafeMutableBufferPointer<stat>
    private let found: UnsafeMutableBufferPointer<Bool>
    private let nanoseconds: UnsafeMutableBufferPointer<UInt64>

    init(count: Int) {
        infos = .allocate(capacity: count)
        found = .allocate(capacity: count)
        found.initialize(repeating: false)
        nanoseconds = .allocate(capacity: count)
        nanoseconds.initialize(repeating: 0)
    }

    deinit {
        infos.deallocate()
        found.deallocate()
        nanoseconds.deallocate()
    }

    /// States entry `i` of `listing`, following links, relative to the folder open as `folder`.
    func stat(_ i: Int, of listing: FolderListing, in folder: Int32) {
        let begun = monotonicNanoseconds()
        listing.bytes.withUnsafeBufferPointer { names in
            found[i] = fstatat(folder, names.baseAddress! + listing.starts[i], infos.baseAddress! + i, 0) == 0
        }
        nanoseconds[i] = monotonicNanoseconds() &- begun
    }

    /// Entry `i`'s stat; nil where it was not found.
    func info(_ i: Int) -> stat? { found[i] ? infos[i] : nil }

    /// Nanoseconds entry `i`'s stat took.
    func took(_ i: Int) -> UInt64 { nanoseconds[i] }
}

#if canImport(Glibc)
/// Linux's O_NOATIME (01000000) and O_PATH (010000000) on x86-64 and ARM64; Glibc hides them
/// behind _GNU_SOURCE.
private let O_NOATIME: Int32 = 0o1000000
private let O_PATH: Int32 = 0o10000000
#endif

final class PosixFile: PhotoFile {
    private let fd: Int32

    init(fd: Int32) {
        self.fd = fd
    }

    deinit {
        close(fd)
    }

    /// `fstat` on the descriptor: no path to look up again.
    package func status() -> FileStatus? {
        var info = stat()
        return fstat(fd, &info) == 0 ? FileStatus(info) : nil
    }

    package func adviseRandomReads() {
        #if canImport(Glibc)
        _ = posix_fadvise(fd, 0, 0, POSIX_FADV_RANDOM)
        #endif
    }

    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Result<Int, FileAccessError> {
        var total = 0
        while total < buffer.count {
            let n = pread(fd, buffer.baseAddress! + total, buffer.count - total, off_t(offset + total))
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(FileAccessError(errno: errno))
            }
            if n == 0 { break }
            total += n
        }
        return .success(total)
    }
}

extension PhotoFileSystem {
    /// Every byte of a file, for the renderer's decoders (they need the whole image).
    public func readWholeFile(_ path: String) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_size > 0, case .success(let file) = path.withCString(open) else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        let read = bytes.withUnsafeMutableBytes { file.read(into: $0, at: 0) }
        guard case .success(let count) = read, count == bytes.count else { return nil }
        return bytes
    }
}
