/// The review server's door: the rules every request passes before any route sees it, in the
/// order they are checked. The page serves one person's decisions about their own photos, on
/// their own machine; anything else that can reach the port (another site in the browser, a
/// rebound DNS name, another user's process) is turned away here.
public struct ReviewGate: Sendable {
    /// The largest request body read: a rename's label is at most a few hundred bytes.
    public static let bodyLimit = 16 * 1024
    public static let methods: Set<String> = ["GET", "HEAD", "POST"]

    public let token: ReviewToken
    public let port: Int

    public init(token: ReviewToken, port: Int) {
        self.token = token
        self.port = port
    }

    /// Cookies ignore ports: each server's is named after its own, so two pages on one machine
    /// do not overwrite each other's.
    public var cookieName: String { "photo_wrapped_review_\(port)" }

    /// The only names the page is reached by. Any other Host (an attacker's domain rebound to
    /// 127.0.0.1) is refused, so a foreign page can never read an answer.
    public var hosts: Set<String> { ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] }

    /// The origins of the page itself, at each of its names: a request from any of them is the
    /// page's own.
    public var pageOrigins: Set<String> { Set(hosts.map { "http://\($0)" }) }

    /// The page's address as the one line says it.
    public var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// A request that passed, with its path taken apart.
    public struct Admitted: Sendable, Equatable {
        public var method: String
        public var path: ReviewPath
        /// The token came in the query: the page sets its cookie.
        public var tokenInQuery: Bool
    }

    /// The request admitted, or the answer that refuses it.
    public func admit(_ request: ReviewRequest) -> Result<Admitted, Refusal> {
        guard let host = request.value("Host")?.lowercased(), hosts.contains(host) else {
            return .failure(Refusal(403, "this page answers only at 127.0.0.1, localhost or [::1] on port \(port)"))
        }
        let path = ReviewPath(target: request.target)
        let queryToken = path?.query["token"]
        let presented = queryToken.map { [$0] } ?? [] + bearer(request) + cookies(request)
        guard !presented.isEmpty, presented.allSatisfy(token.matches) else {
            return .failure(Refusal(401, "the review page needs its token: open the address photo-wrapped review printed"))
        }
        guard Self.methods.contains(request.method) else { return .failure(Refusal(405, "\(request.method) is not answered here")) }
        if request.method == "POST" {
            // Browsers name the page a request comes from; only the page's own may change settings.
            // Scripts (curl) send no Origin and hold the token themselves.
            let origins = request.values("Origin")
            if origins.count > 1 || origins.contains(where: { !pageOrigins.contains($0.lowercased()) }) {
                return .failure(Refusal(403, "changes are taken only from the review page itself"))
            }
            if request.values("Sec-Fetch-Site").contains(where: { $0 != "same-origin" && $0 != "none" }) {
                return .failure(Refusal(403, "changes are taken only from the review page itself"))
            }
        }
        guard request.body.count <= Self.bodyLimit else {
            return .failure(Refusal(413, "the request body is larger than \(Self.bodyLimit) bytes"))
        }
        guard let path else { return .failure(Refusal(400, "the path is not one this page serves")) }
        return .success(Admitted(method: request.method, path: path, tokenInQuery: queryToken != nil))
    }

    /// The cookie that keeps the token for the page: the page's scripts cannot read it, and the
    /// browser sends it only with requests from the page itself.
    public var cookie: ReviewHeader {
        ReviewHeader("Set-Cookie", "\(cookieName)=\(token); HttpOnly; SameSite=Strict; Path=/")
    }

    /// Every `Authorization: Bearer` token sent.
    private func bearer(_ request: ReviewRequest) -> [String] {
        request.values("Authorization").map { value in
            let parts = value.split(separator: " ", maxSplits: 1)
            return parts.count == 2 && parts[0].lowercased() == "bearer" ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
    }

    /// Every value of this server's cookie.
    private func cookies(_ request: ReviewRequest) -> [String] {
        request.values("Cookie").flatMap { header in
            header.split(separator: ";").compactMap { pair -> String? in
                let field = pair.split(separator: "=", maxSplits: 1)
                guard field.count == 2, field[0].trimmingCharacters(in: .whitespaces) == cookieName else { return nil }
                return field[1].trimmingCharacters(in: .whitespaces)
            }
        }
    }

    /// Why a request is turned away: a status and a sentence, and no data.
    public struct Refusal: Error, Sendable, Equatable {
        public var status: Int
        public var message: String

        init(_ status: Int, _ message: String) {
            self.status = status
            self.message = message
        }

        public var response: ReviewResponse {
            var response = ReviewResponse.error(status, message)
            // A script told what to send: the token, as a bearer.
            if status == 401 { response.headers.append(ReviewHeader("WWW-Authenticate", "Bearer realm=\"photo-wrapped review\"")) }
            return response
        }
    }
}
