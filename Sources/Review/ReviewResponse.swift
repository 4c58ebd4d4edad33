import Foundation

/// What the review server answers: a status, headers and a body. Every answer carries the
/// headers that keep the page to itself (`ReviewResponse.guarded`).
public struct ReviewResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [ReviewHeader]
    public var body: [UInt8]

    public init(status: Int, contentType: String? = nil, body: [UInt8] = [], headers: [ReviewHeader] = []) {
        self.status = status
        self.body = body
        self.headers = headers + Self.guarded
        if let contentType { self.headers.append(ReviewHeader("Content-Type", contentType)) }
    }

    public func value(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The page loads nothing from elsewhere and runs no script but its own; no other site may
    /// frame it, sniff a type into it, learn its address from a referrer, or keep a copy.
    static let guarded = [
        ReviewHeader("Content-Security-Policy",
                     "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
                        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
        ReviewHeader("X-Content-Type-Options", "nosniff"),
        ReviewHeader("X-Frame-Options", "DENY"),
        ReviewHeader("Referrer-Policy", "no-referrer"),
        ReviewHeader("Cache-Control", "no-store"),
        ReviewHeader("Cross-Origin-Resource-Policy", "same-origin"),
    ]

    /// A JSON answer.
    static func json(_ value: some Encodable, status: Int = 200) -> ReviewResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The API's values are plain strings and finite numbers: encoding cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return ReviewResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(data))
    }

    /// An error, as `{"error": "…"}`: what was wrong, in words a person can act on, and nothing else.
    static func error(_ status: Int, _ message: String) -> ReviewResponse {
        json(["error": message], status: status)
    }
}
