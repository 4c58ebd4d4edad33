import Foundation
import Synchronization
@testable import Metadata
@testable import Scan
@testable import Store

/// Paths the tests read: the repository's fixtures and the shared corpora beside it.
package enum TestFiles {
    package static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    package static let fixtures = repository.appendingPathComponent("fixtures")

    /// `../shared/corpora`, or `$PHOTO_WRAPPED_CORPORA`; nil where this machine has neither.
    package static let corpora: URL? = {
        let candidates: [String?] = [ProcessInfo.processInfo.environment["PHOTO_WRAPPED_CORPORA"],
                                     repository.deletingLastPathComponent().appendingPathComponent("shared/corpora").path]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }()

    package static func write(_ bytes: [UInt8], to url: URL, mtime: Date? = nil) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        if let mtime { try FileManager.default.setAttributes([.modificationDate: mtime], ofItemAtPath: url.path) }
    }
}

/// The production file system, counting every open and every byte read, so that tests can
/// prove what a scan did not touch.
package final class CountingFileSystem: PhotoFileSystem {
    private let inner = PosixFileSystem()
    private let counts = Mutex((opens: 0, bytes: 0, advised: 0))
    private let paths = Mutex<[String]>([])

    package init() {}

    package var opens: Int { counts.withLock { $0.opens } }
    package var bytesRead: Int { counts.withLock { $0.bytes } }
    /// Files told to read only what is asked for (`adviseRandomReads`).
    package var advised: Int { counts.withLock { $0.advised } }
    /// Every path opened since the last reset, in no particular order.
    package var opened: [String] { paths.withLock { $0 } }

    package func reset() {
        counts.withLock { $0 = (0, 0, 0) }
        paths.withLock { $0 = [] }
    }

    package func open(_ path: UnsafePointer<CChar>) -> Result<any PhotoFile, FileAccessError> {
        counts.withLock { $0.opens += 1 }
        paths.withLock { $0.append(String(cString: path)) }
        return inner.open(path).map { CountedFile(inner: $0, owner: self) }
    }

    fileprivate func add(bytes: Int) {
        counts.withLock { $0.bytes += bytes }
    }

    fileprivate func addAdvice() {
        counts.withLock { $0.advised += 1 }
    }

    private final class CountedFile: PhotoFile {
        let inner: any PhotoFile
        let owner: CountingFileSystem

        init(inner: any PhotoFile, owner: CountingFileSystem) {
            self.inner = inner
            self.owner = owner
        }

        func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Result<Int, FileAccessError> {
            let result = inner.read(into: buffer, at: offset)
            if case .success(let n) = result { owner.add(bytes: n) }
            return result
        }

        func status() -> FileStatus? { inner.status() }

        func adviseRandomReads() {
            owner.addAdvice()
            inner.adviseRandomReads()
        }
    }
}

/// A file held in memory, read through the same `FileBytes` path as a file on disk.
package final class MemoryFile: PhotoFile {
    package let bytes: [UInt8]
    package private(set) var reads: [Range<Int>] = []

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Result<Int, FileAccessError> {
        let end = min(bytes.count, offset + buffer.count)
        guard offset < end else { return .success(0) }
        reads.append(offset ..< end)
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset ..< end]))
        }
        return .success(end - offset)
    }

    /// Runs `body` over the file as the scanner sees it: a head of `headLength` bytes, the rest on demand.
    package func withFileBytes<R>(headLength: Int = FileInspector.headLength, _ body: (FileBytes) -> R) -> R {
        let head = UnsafeMutableRawBufferPointer.allocate(byteCount: headLength, alignment: 16)
        defer { head.deallocate() }
        let want = UnsafeMutableRawBufferPointer(rebasing: head[0 ..< min(headLength, bytes.count)])
        let n = (try? read(into: want, at: 0).get()) ?? 0
        let view = ByteView(UnsafeRawBufferPointer(rebasing: want[0 ..< n]))
        return body(FileBytes(size: bytes.count, head: view, read: ReadAhead().reads(of: self, size: bytes.count)))
    }
}

