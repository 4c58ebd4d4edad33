import Deck
import Foundation
import Model
import Pipeline
import Render
import Store
import TestScratch
@testable import Review

/// Raw requests to a review API whose session has no deck yet, over an empty library: what the
/// gate does with a request does not depend on the deck.
enum ReviewRequests {
    static let port = 8123
    static let token = ReviewToken()
    static let host = "127.0.0.1:\(port)"
    static let origin = "http://\(host)"

    static func api() throws -> ReviewAPI {
        let folder = try Scratch.folder("review-library")
        let library = ReviewLibrary(folders: [folder.path], timeZone: TimeZone(identifier: "UTC")!, timeZoneIsOption: true,
                                    settings: SettingsFile(path: folder.appendingPathComponent("settings.json").path))
        let choices = ReviewChoices(range: try .year(2025), options: DeckOptions(), skin: .poster, format: .story)
        let session = ReviewSession(library: library, choices: choices, database: try AppDatabase.inMemory(), cancellation: Cancellation())
        return ReviewAPI(gate: ReviewGate(token: token, port: port), session: session)
    }

    /// A request as the page itself sends it: its Host, its cookie, and for a POST its Origin.
    static func fromPage(_ target: String, method: String = "GET", body: String = "", extra: [ReviewHeader] = []) -> ReviewRequest {
        var headers = [ReviewHeader("Host", host), ReviewHeader("Cookie", "photo_wrapped_review_\(port)=\(token)")]
        if method == "POST" { headers.append(ReviewHeader("Origin", origin)) }
        return ReviewRequest(method: method, target: target, headers: headers + extra, body: Array(body.utf8))
    }

    static func text(_ response: ReviewResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    /// The error sentence of a refusal.
    static func errorText(_ response: ReviewResponse) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])?["error"] as? String
    }
}

extension ReviewRequest {
    /// The same request from another origin.
    func replacingOrigin(_ origin: String) -> ReviewRequest {
        var copy = self
        copy.headers = headers.filter { $0.name != "Origin" } + [ReviewHeader("Origin", origin)]
        return copy
    }
}
