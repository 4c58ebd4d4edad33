import Foundation

/// One run at a time per cache: an exclusive `flock` on `<cache>.lock`, held for as long as
/// the database is open and released by the kernel however the process ends, even by
/// SIGKILL. A second run waits for the first, then finds its work in the cache.
final class CacheLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock, calling `whileWaiting` once first if another process holds it.
    init(databasePath: String, whileWaiting: () -> Void) throws(StoreError) {
        let path = databasePath + ".lock"
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unwritable(path: path, reason: reason)
        }
        whileWaiting()
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw .unwritable(path: path, reason: reason)
            }
        }
    }

    deinit {
        close(descriptor)
    }
}
