import Foundation
import Glibc

/// Writing through a file descriptor, for the files written with `open` rather than
/// Foundation: the settings file and the deck folder's files.
package enum FileWrite {
    /// Writes the whole of `bytes`, again after a signal interrupts; false when a write fails,
    /// with `errno` telling why.
    package static func all(_ descriptor: Int32, _ bytes: some ContiguousBytes) -> Bool {
        bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let n = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
            }
            return true
        }
    }
}
