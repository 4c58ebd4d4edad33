import Foundation

/// The one error type the library shows the outside: which stage failed, on which file or
/// argument, and why, in words a person can act on.
public struct PhotoWrappedError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The user asked for something impossible: a missing folder, an inverted range.
        case badInput
        /// The cache cannot be opened or written.
        case cache
        /// The run was interrupted, after saving the work already done.
        case cancelled
        /// The range holds no photos: there is nothing to make a deck of.
        case empty
        /// The deck or export could not be written: a full disk, a folder without permission.
        case output
    }

    /// The stage of an error that says the cache was found damaged while in use: the command
    /// can move it aside and run again.
    public static let damagedCacheStage = "damaged cache"

    public let kind: Kind
    public let stage: String
    public let subject: String?
    public let reason: String

    public init(_ kind: Kind, stage: String, subject: String? = nil, reason: String) {
        self.kind = kind
        self.stage = stage
        self.subject = subject
        self.reason = reason
    }

    public var description: String {
        subject.map { "\($0): \(reason)" } ?? reason
    }

    /// The system's words for a failed write ("No space left on device"), not Foundation's.
    package static func systemWords(for error: any Error) -> String {
        let ns = error as NSError
        let posix = (ns.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            ?? (ns.domain == NSPOSIXErrorDomain ? ns.code : nil)
        if let posix { return String(cString: strerror(Int32(posix))) }
        switch ns.code {
        case NSFileWriteOutOfSpaceError: return String(cString: strerror(ENOSPC))
        case NSFileWriteNoPermissionError: return String(cString: strerror(EACCES))
        case NSFileWriteVolumeReadOnlyError: return String(cString: strerror(EROFS))
        default: return ns.localizedDescription
        }
    }
}
