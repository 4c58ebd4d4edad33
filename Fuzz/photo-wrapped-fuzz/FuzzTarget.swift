import Metadata
import Pipeline
import Review

/// What the fuzz binary can drive: a parser of untrusted bytes, or the review server's
/// request handling (`review-request`), which takes bytes from any process on the machine.
enum FuzzTarget: Equatable {
    case parser(UntrustedBytes)
    case reviewRequest

    static let reviewName = "review-request"
    static var names: [String] { UntrustedBytes.allCases.map(\.rawValue) + [reviewName] }

    init?(_ name: String) {
        if name == Self.reviewName {
            self = .reviewRequest
        } else if let parser = UntrustedBytes(rawValue: name) {
            self = .parser(parser)
        } else {
            return nil
        }
    }

    /// What the target made of `bytes`.
    func run(_ bytes: UnsafeRawBufferPointer) -> String {
        switch self {
        case let .parser(parser): parser.parse(ByteView(bytes))
        case .reviewRequest: ReviewFuzzing.respond(Array(bytes))
        }
    }
}
