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
    }

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
}
