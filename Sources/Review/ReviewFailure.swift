import Model
import Pipeline

/// Why an API call did not do what it asked: an HTTP status and a sentence for the person.
public struct ReviewFailure: Error, Sendable, Equatable {
    public var status: Int
    public var message: String
    /// The library's error it came from, for the command line's exit code.
    public var error: PhotoWrappedError?

    public init(_ status: Int, _ message: String, error: PhotoWrappedError? = nil) {
        self.status = status
        self.message = message
        self.error = error
    }

    /// A library error, as its kind says: bad input is the asker's to correct, an empty range
    /// has nothing to show, a stop was asked for, and the rest are this machine's trouble.
    init(_ error: PhotoWrappedError) {
        let status = switch error.kind {
        case .badInput: 400
        case .empty: 422
        case .cancelled: 503
        case .cache, .output: 500
        }
        self.init(status, error.description, error: error)
    }

    init(_ error: SettingsError) {
        switch error {
        case .unreadable, .invalid, .newerFormat:
            self.init(409, error.description, error: PhotoWrappedError(.badInput, stage: "settings", reason: error.description))
        case .unwritable:
            self.init(500, error.description, error: PhotoWrappedError(.output, stage: "settings", reason: error.description))
        }
    }

    /// Any error a step threw, as one of the above.
    static func from(_ error: any Error) -> ReviewFailure {
        switch error {
        case let failure as ReviewFailure: failure
        case let error as PhotoWrappedError: ReviewFailure(error)
        case let error as SettingsError: ReviewFailure(error)
        default: ReviewFailure(500, "\(error)")
        }
    }

    static let busy = ReviewFailure(409, "the deck is being made; try again when it is done")
    static let noDeck = ReviewFailure(409, "there is no deck yet; regenerate first")
}
