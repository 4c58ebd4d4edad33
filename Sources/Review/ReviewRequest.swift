/// One HTTP request as the review page's server received it, before anything is trusted: the
/// method, the target as sent (path and query, still percent-encoded), every header as sent,
/// and the body (the server reads at most one byte past `ReviewGate.bodyLimit`).
public struct ReviewRequest: Sendable, Equatable {
    public var method: String
    public var target: String
    public var headers: [ReviewHeader]
    public var body: [UInt8]

    public init(method: String, target: String, headers: [ReviewHeader] = [], body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// Every value of the header `name`, matched without regard to case, as HTTP names are.
    public func values(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return headers.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// The header's value when it is sent exactly once; nil when it is missing or repeated.
    public func value(_ name: String) -> String? {
        let found = values(name)
        return found.count == 1 ? found[0] : nil
    }
}

/// A header: a name and its value, in either direction.
public struct ReviewHeader: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
