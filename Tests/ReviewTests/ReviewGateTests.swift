import Foundation
import Testing
@testable import Review

/// Every rule of the review page's door, tried with raw requests against the API itself.
@Suite("The review page's security rules")
struct ReviewGateTests {
    typealias R = ReviewRequests

    @Test("a fresh token is 32 random bytes in hex, new each time")
    func token() {
        let (a, b) = (ReviewToken().description, ReviewToken().description)
        #expect(a.count == 64)
        let hex = a.allSatisfy(\.isHexDigit)
        #expect(hex)
        #expect(a != b)
        #expect(ReviewToken(a).matches(a))
        #expect(!ReviewToken(a).matches(b))
        #expect(!ReviewToken(a).matches(String(a.dropLast())))
        #expect(!ReviewToken(a).matches(a + "0"))
    }

    struct Credential: Sendable, CustomStringConvertible {
        var description: String
        var headers: [ReviewHeader]
        var query = ""
    }

    static let refused: [Credential] = [
        Credential(description: "no token", headers: []),
        Credential(description: "a wrong bearer token", headers: [ReviewHeader("Authorization", "Bearer " + ReviewToken().description)]),
        Credential(description: "a wrong cookie", headers: [ReviewHeader("Cookie", "photo_wrapped_review_8123=\(ReviewToken())")]),
        Credential(description: "the right token in another port's cookie",
                   headers: [ReviewHeader("Cookie", "photo_wrapped_review_9999=\(R.token)")]),
        Credential(description: "a wrong query token", headers: [], query: "?token=\(ReviewToken())"),
        Credential(description: "an empty bearer", headers: [ReviewHeader("Authorization", "Bearer ")]),
        Credential(description: "the token as Basic", headers: [ReviewHeader("Authorization", "Basic \(R.token)")]),
        Credential(description: "a prefix of the token", headers: [ReviewHeader("Authorization", "Bearer \(R.token.description.prefix(63))")]),
    ]

    @Test("no token, or a wrong one, gets 401 and no data", arguments: refused, ["/", "/api/deck", "/api/places", "/api/progress",
                                                                                  "/review.js", "/api/cards/01-title.png"])
    func withoutToken(credential: Credential, path: String) throws {
        let api = try R.api()
        let response = api.respond(to: ReviewRequest(method: "GET", target: path + credential.query,
                                                     headers: [ReviewHeader("Host", R.host)] + credential.headers))
        #expect(response.status == 401)
        #expect(response.value("WWW-Authenticate")?.hasPrefix("Bearer") == true)
        #expect(Set(try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]).keys) == ["error"])
        #expect(response.value("Set-Cookie") == nil)
    }

    @Test("a POST without the token changes nothing: 401")
    func postWithoutToken() throws {
        let api = try R.api()
        for target in ["/api/places/x/hide", "/api/photos/x/leave-out", "/api/regenerate", "/api/save"] {
            let response = api.respond(to: ReviewRequest(method: "POST", target: target,
                                                         headers: [ReviewHeader("Host", R.host), ReviewHeader("Origin", R.origin)]))
            #expect(response.status == 401, "\(target)")
        }
    }

    @Test("the token is taken from the cookie, a bearer header, or the query")
    func tokenSources() throws {
        let api = try R.api()
        let host = ReviewHeader("Host", R.host)
        #expect(api.respond(to: R.fromPage("/api/progress")).status == 200)
        #expect(api.respond(to: ReviewRequest(method: "GET", target: "/api/progress",
                                              headers: [host, ReviewHeader("Authorization", "Bearer \(R.token)")])).status == 200)
        #expect(api.respond(to: ReviewRequest(method: "GET", target: "/api/progress",
                                              headers: [host, ReviewHeader("authorization", "bearer \(R.token)")])).status == 200)
        let cookies = ReviewHeader("Cookie", "other=1; photo_wrapped_review_8123=\(R.token); more=2")
        #expect(api.respond(to: ReviewRequest(method: "GET", target: "/api/progress", headers: [host, cookies])).status == 200)
        let queried = api.respond(to: ReviewRequest(method: "GET", target: "/api/progress?token=\(R.token)", headers: [host]))
        #expect(queried.status == 200)
    }

    @Test("the first page load with ?token= sets an HttpOnly, SameSite=Strict cookie and drops the token from the address")
    func firstLoad() throws {
        let api = try R.api()
        let response = api.respond(to: ReviewRequest(method: "GET", target: "/?token=\(R.token)", headers: [ReviewHeader("Host", R.host)]))
        #expect(response.status == 303)
        #expect(response.value("Location") == "/")
        let cookie = try #require(response.value("Set-Cookie"))
        let attributes = cookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(attributes.first == "photo_wrapped_review_8123=\(R.token)")
        #expect(attributes.contains("HttpOnly"))
        #expect(attributes.contains("SameSite=Strict"))
        let page = api.respond(to: R.fromPage("/"))
        #expect(page.status == 200)
        #expect(page.value("Content-Type")?.hasPrefix("text/html") == true)
        #expect(page.value("Set-Cookie") == nil)
    }

    struct Host: Sendable, CustomStringConvertible {
        var description: String
        var values: [String]
    }

    static let foreignHosts: [Host] = [
        Host(description: "a rebound domain", values: ["attacker.example:8123"]),
        Host(description: "a rebound domain without a port", values: ["attacker.example"]),
        Host(description: "the right address on another port", values: ["127.0.0.1:8124"]),
        Host(description: "no port", values: ["127.0.0.1"]),
        Host(description: "localhost without a port", values: ["localhost"]),
        Host(description: "another loopback address", values: ["127.0.0.2:8123"]),
        Host(description: "the machine's LAN address", values: ["192.168.1.20:8123"]),
        Host(description: "no Host", values: []),
        Host(description: "two Hosts", values: ["127.0.0.1:8123", "attacker.example:8123"]),
        Host(description: "a suffix trick", values: ["127.0.0.1:8123.attacker.example"]),
    ]

    @Test("a Host other than 127.0.0.1, localhost or [::1] on the port gets 403, token or not", arguments: foreignHosts)
    func foreignHost(host: Host) throws {
        let api = try R.api()
        for auth in [[ReviewHeader("Authorization", "Bearer \(R.token)")], []] {
            let response = api.respond(to: ReviewRequest(method: "GET", target: "/api/deck",
                                                         headers: host.values.map { ReviewHeader("Host", $0) } + auth))
            #expect(response.status == 403)
            #expect(R.errorText(response) != nil)
            #expect(!R.text(response).contains("cards"))
        }
    }

    @Test("the page answers at 127.0.0.1, localhost and [::1] on its port", arguments: ["127.0.0.1:8123", "localhost:8123", "[::1]:8123",
                                                                                           "LOCALHOST:8123"])
    func ownHost(host: String) throws {
        let api = try R.api()
        let response = api.respond(to: ReviewRequest(method: "GET", target: "/api/deck",
                                                     headers: [ReviewHeader("Host", host), ReviewHeader("Authorization", "Bearer \(R.token)")]))
        #expect(response.status == 200)
    }

    static let foreignOrigins = ["http://attacker.example", "null", "http://127.0.0.1:8124", "https://127.0.0.1:8123",
                                 "http://127.0.0.1:8123.attacker.example", "http://localhost", "http://127.0.0.1", "file://",
                                 "http://127.0.0.1:8123/"]

    @Test("a POST from another origin gets 403 and changes nothing", arguments: foreignOrigins)
    func foreignOrigin(origin: String) throws {
        let api = try R.api()
        for target in ["/api/places/x/hide", "/api/photos/x/leave-out", "/api/regenerate", "/api/save", "/api/places/x/rename"] {
            let request = ReviewRequest(method: "POST", target: target,
                                        headers: [ReviewHeader("Host", R.host), ReviewHeader("Cookie", "photo_wrapped_review_8123=\(R.token)"),
                                                  ReviewHeader("Origin", origin)], body: Array(#"{"label":"x"}"#.utf8))
            #expect(api.respond(to: request).status == 403, "\(target)")
        }
    }

    @Test("a POST the browser marks cross-site gets 403, whatever its Origin")
    func crossSite() throws {
        let api = try R.api()
        let response = api.respond(to: R.fromPage("/api/places/x/hide", method: "POST", extra: [ReviewHeader("Sec-Fetch-Site", "cross-site")]))
        #expect(response.status == 403)
        let twice = api.respond(to: R.fromPage("/api/places/x/hide", method: "POST", extra: [ReviewHeader("Origin", "http://attacker.example")]))
        #expect(twice.status == 403)
    }

    @Test("a POST from the page at any of its names is taken", arguments: ["http://127.0.0.1:8123", "http://localhost:8123",
                                                                            "http://[::1]:8123"])
    func ownOrigin(origin: String) throws {
        let api = try R.api()
        let response = api.respond(to: R.fromPage("/api/places/x/rename", method: "POST", body: "{",
                                                  extra: [ReviewHeader("Sec-Fetch-Site", "same-origin")]).replacingOrigin(origin))
        // Past the gate: the body is what is wrong.
        #expect(response.status == 400)
    }

    @Test("a script's POST with the bearer token and no Origin is taken")
    func scriptPost() throws {
        let api = try R.api()
        let response = api.respond(to: ReviewRequest(method: "POST", target: "/api/places/x/rename",
                                                     headers: [ReviewHeader("Host", R.host), ReviewHeader("Authorization", "Bearer \(R.token)")],
                                                     body: Array("{".utf8)))
        // Past the gate: the body is what is wrong.
        #expect(response.status == 400)
    }

    static let outsidePaths = [
        "/../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E/%2E%2E/etc/passwd", "/api/..%2f..%2fetc/passwd", "/api/cards/..%2Fsettings.json",
        "/api/cards/%2e%2e", "/review.js/../../etc/passwd", "//etc/passwd", "/.%2e/etc/passwd", "/api/%2e%2e/deck", "/..%5c..%5cetc",
        "/..\\..\\etc\\passwd", "/api/cards/%00", "/api/cards/01-title.png%00.txt", "/etc/passwd", "/index.html", "/settings.json",
        "/api/cards/../../../../etc/passwd", "/./review.js", "/api//deck", "/%zz", "/api/photos/%c0%ae%c0%ae/preview",
        "http://127.0.0.1:8123/etc/passwd", "*",
    ]

    @Test("no path outside the page and the API is served, encoded or not", arguments: outsidePaths)
    func outside(path: String) throws {
        let api = try R.api()
        let response = api.respond(to: R.fromPage(path))
        #expect([400, 404].contains(response.status), "\(response.status)")
        #expect(R.errorText(response) != nil)
        #expect(!R.text(response).contains("root:"))
    }

    @Test("bodies past the limit get 413")
    func bodyLimit() throws {
        let api = try R.api()
        let large = "{\"label\": \"" + String(repeating: "a", count: ReviewGate.bodyLimit) + "\"}"
        for target in ["/api/places/x/rename", "/api/regenerate", "/api/save"] {
            #expect(api.respond(to: R.fromPage(target, method: "POST", body: large)).status == 413)
        }
    }

    @Test("methods other than GET, HEAD and POST get 405", arguments: ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "get"])
    func methods(method: String) throws {
        let api = try R.api()
        #expect(api.respond(to: R.fromPage("/api/deck", method: method)).status == 405)
    }

    @Test("every answer, refusals too, forbids framing, sniffing and loading from elsewhere")
    func guardedHeaders() throws {
        let api = try R.api()
        for response in [api.respond(to: R.fromPage("/")), api.respond(to: R.fromPage("/nothing")),
                         api.respond(to: ReviewRequest(method: "GET", target: "/", headers: [ReviewHeader("Host", "attacker.example")]))] {
            #expect(response.value("Content-Security-Policy")?.contains("default-src 'none'") == true)
            #expect(response.value("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
            #expect(response.value("X-Content-Type-Options") == "nosniff")
            #expect(response.value("X-Frame-Options") == "DENY")
            #expect(response.value("Cache-Control") == "no-store")
        }
    }
}
