#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Model

/// The folder a person pointed us at, resolved to one canonical absolute path so that
/// `~/Pictures`, `./Pictures/` and a symlink to it share one cache entry.
package enum LibraryRoot {
    /// Several folders as one set: each resolved, the same folder given twice kept once, and a
    /// folder inside another given folder dropped, since the walk of the outer one reads its
    /// photos. Sorted by bytes, so that the order they were given in never matters.
    /// Every folder that cannot be read is named, in one line, in the order given: a person
    /// who mistyped two folders learns of both at once.
    package static func resolve(_ folders: [String]) throws(PhotoWrappedError) -> [RawPath] {
        var roots: Set<RawPath> = [], failures: [PhotoWrappedError] = []
        for folder in folders {
            do { roots.insert(try resolve(folder)) } catch { if !failures.contains(error) { failures.append(error) } }
        }
        if failures.count == 1 { throw failures[0] }
        if !failures.isEmpty {
            throw PhotoWrappedError(.badInput, stage: "scan", reason: failures.map(\.description).joined(separator: "; "))
        }
        return roots.filter { root in !roots.contains { isInside(root, $0) } }.sorted()
    }

    /// Whether `inner` is a folder below `outer`, component by component: `/a/bc` is not below `/a/b`.
    static func isInside(_ inner: RawPath, _ outer: RawPath) -> Bool {
        inner != outer && inner.bytes.starts(with: outer.appending([UInt8]()).bytes)
    }

    package static func resolve(_ folder: String) throws(PhotoWrappedError) -> RawPath {
        var st = stat()
        guard stat(folder, &st) == 0 else {
            let reason = errno == ENOENT ? "no such folder" : String(cString: strerror(errno))
            throw PhotoWrappedError(.badInput, stage: "scan", subject: folder, reason: reason)
        }
        guard st.st_mode & S_IFMT == S_IFDIR else {
            throw PhotoWrappedError(.badInput, stage: "scan", subject: folder, reason: "is a file, not a folder; give the folder that holds your photos")
        }
        guard let resolved = realpath(folder, nil) else {
            throw PhotoWrappedError(.badInput, stage: "scan", subject: folder, reason: String(cString: strerror(errno)))
        }
        defer { free(resolved) }
        return RawPath(cString: resolved)
    }
}
