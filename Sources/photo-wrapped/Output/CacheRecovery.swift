import Foundation
import Model
import Store
import Synchronization

/// A cache found damaged in the middle of a command (SQLite reading a malformed page that the
/// check at open did not reach) is moved aside, said in one line, and the command runs once
/// more on a fresh cache. The check at open handles the rest (`AppDatabase.open`).
enum CacheRecovery {
    /// The cache this command opened: `LibraryOptions.openDatabase` records it, so that the
    /// recovery knows which file to move without every command passing it along.
    static let opened = Mutex<String?>(nil)

    static func retryingOnce(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch where CacheCheck.isDamage(error) {
            guard let path = opened.withLock({ $0 }) else { throw error }
            do {
                let rebuild = try AppDatabase.moveAside(path: path, reason: "is damaged (\(CacheCheck.describe(error)))")
                Terminal.note("photo-wrapped: " + rebuild.description)
            } catch {
                throw PhotoWrappedError(.cache, stage: "cache", reason: error.description)
            }
            do {
                try body()
            } catch where CacheCheck.isDamage(error) {
                throw PhotoWrappedError(.cache, stage: "cache", reason: "the cache at \(path) is damaged again (\(CacheCheck.describe(error)))")
            }
        }
    }
}
