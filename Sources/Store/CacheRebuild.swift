import Foundation

/// A cache that could not be used, moved aside with its WAL and shared-memory files as
/// `<cache>.broken-<YYYYMMDD-HHMMSS>`, so that a fresh one takes its place. Reported, never printed.
public struct CacheRebuild: Sendable, Equatable {
    public let path: String
    public let movedTo: String
    /// Why: "is damaged (…)", "is not a photo-wrapped cache", "was written by a newer photo-wrapped".
    public let reason: String

    public var description: String {
        "the cache at \(path) \(reason): moved it to \(movedTo) and started a fresh one"
    }

    /// Moves the database and its companions aside. The caller holds the cache lock.
    package static func moveAside(_ path: String, reason: String, now: Date = Date()) throws(StoreError) -> CacheRebuild {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamp = path + ".broken-" + formatter.string(from: now)
        var target = stamp
        var n = 1
        while FileManager.default.fileExists(atPath: target) {
            n += 1
            target = "\(stamp)-\(n)"
        }
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            guard rename(path + suffix, target + suffix) == 0 else {
                throw .unwritable(path: path + suffix, reason: "cannot move it aside: " + String(cString: strerror(errno)))
            }
        }
        return CacheRebuild(path: path, movedTo: target, reason: reason)
    }
}
