import Foundation
import Testing
@testable import Review

/// What the API answers past the gate, where it needs no deck: clear 400s for bad bodies, 404s
/// for what the deck does not hold.
@Suite("The review API's answers")
struct ReviewAPITests {
    typealias R = ReviewRequests

    struct Body: Sendable, CustomStringConvertible {
        var target: String
        var body: String
        var words: String
        var description: String { "\(target) \(body)" }
    }

    static let malformed = [
        Body(target: "/api/places/x/rename", body: "{", words: "not valid JSON"),
        Body(target: "/api/places/x/rename", body: "[\"Grandma's\"]", words: "JSON object"),
        Body(target: "/api/places/x/rename", body: "{}", words: "label"),
        Body(target: "/api/places/x/rename", body: "{\"label\": 5}", words: "must be a string"),
        Body(target: "/api/places/x/rename", body: "{\"name\": \"Grandma's\"}", words: "unknown key \"name\""),
        Body(target: "/api/places/x/rename", body: "{\"reset\": true, \"label\": \"a\"}", words: "either"),
        Body(target: "/api/places/x/hide", body: "{\"all\": true}", words: "unknown key \"all\""),
        Body(target: "/api/places/x/hide", body: "\u{FF}\u{FE}", words: "not valid JSON"),
        Body(target: "/api/photos/x/leave-out", body: "nope", words: "not valid JSON"),
        Body(target: "/api/regenerate", body: "{\"year\": \"2025\"}", words: "\"year\" must be a number"),
        Body(target: "/api/regenerate", body: "{\"year\": 1066}", words: "1900"),
        Body(target: "/api/regenerate", body: "{\"from\": \"2025-06-01\"}", words: "go together"),
        Body(target: "/api/regenerate", body: "{\"from\": \"2025-13-01\", \"to\": \"2025-12-31\"}", words: "not a date"),
        Body(target: "/api/regenerate", body: "{\"from\": \"2025-06-01\", \"to\": \"2025-01-01\"}", words: "before"),
        Body(target: "/api/regenerate", body: "{\"lang\": \"fr\"}", words: "en or es"),
        Body(target: "/api/regenerate", body: "{\"skin\": \"neon\"}", words: "poster or pastel"),
        Body(target: "/api/regenerate", body: "{\"format\": \"wide\"}", words: "story or square"),
        Body(target: "/api/save", body: "{\"folder\": 3}", words: "must be a string"),
        Body(target: "/api/save", body: "{\"folder\": \"\"}", words: "must name a folder"),
    ]

    @Test("a malformed body gets a 400 that says what is wrong", arguments: malformed)
    func malformedBody(body: Body) throws {
        let api = try R.api()
        let response = api.respond(to: R.fromPage(body.target, method: "POST", body: body.body))
        #expect(response.status == 400)
        let error = try #require(R.errorText(response))
        #expect(error.contains(body.words), "\(error)")
    }

    @Test("a photo the deck does not hold gets no preview and cannot be left out")
    func unknownPhoto() throws {
        let api = try R.api()
        #expect(api.respond(to: R.fromPage("/api/photos/0123456789abcdef/preview")).status == 404)
        #expect(api.respond(to: R.fromPage("/api/photos/0123456789abcdef/leave-out", method: "POST")).status == 404)
        #expect(api.respond(to: R.fromPage("/api/cards/01-title.png")).status == 404)
    }

    @Test("a GET to a change, or a POST to a reading, gets 405")
    func wrongMethod() throws {
        let api = try R.api()
        #expect(api.respond(to: R.fromPage("/api/places/x/hide")).status == 405)
        #expect(api.respond(to: R.fromPage("/api/regenerate")).status == 405)
        #expect(api.respond(to: R.fromPage("/api/deck", method: "POST")).status == 405)
    }

    @Test("before the first deck, the deck is empty and the places are not known yet")
    func noDeck() throws {
        let api = try R.api()
        let deck = api.respond(to: R.fromPage("/api/deck"))
        #expect(deck.status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(deck.body)) as? [String: Any])
        #expect((object["cards"] as? [Any])?.isEmpty == true)
        #expect(object["generation"] as? Int == 0)
        #expect(api.respond(to: R.fromPage("/api/places")).status == 409)
        #expect(api.respond(to: R.fromPage("/api/save", method: "POST")).status == 409)
    }

    @Test("HEAD answers as GET without the body")
    func head() throws {
        let api = try R.api()
        let response = api.respond(to: R.fromPage("/review.js", method: "HEAD"))
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(response.value("Content-Type")?.hasPrefix("text/javascript") == true)
    }

    @Test("the page and its script and style are served, and load nothing from elsewhere")
    func page() throws {
        let api = try R.api()
        for path in ["/", "/review.js", "/review.css"] {
            let text = R.text(api.respond(to: R.fromPage(path)))
            #expect(!text.isEmpty)
            #expect(!text.contains("http://") || path == "/review.js", "\(path)")
            #expect(!text.contains("https://"), "\(path)")
        }
    }
}
