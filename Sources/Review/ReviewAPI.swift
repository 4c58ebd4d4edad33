import Foundation
import Model
import Pipeline
import Places

/// The review server's whole behaviour as a function from a request to a response, with no
/// network code: the gate's rules first (`ReviewGate`), then the page and the JSON API
/// (docs/REVIEW.md). The HTTP server only carries bytes to and from it, so every rule can be
/// tried with raw requests, and fuzzed.
public struct ReviewAPI: Sendable {
    public let gate: ReviewGate
    public let session: ReviewSession

    public init(gate: ReviewGate, session: ReviewSession) {
        self.gate = gate
        self.session = session
    }

    /// Never throws and never traps: a request it cannot answer gets a 4xx or 5xx and a sentence.
    public func respond(to request: ReviewRequest) -> ReviewResponse {
        let admitted: ReviewGate.Admitted
        switch gate.admit(request) {
        case let .failure(refusal): return refusal.response
        case let .success(passed): admitted = passed
        }
        var response: ReviewResponse
        do {
            response = try route(admitted, body: request.body)
        } catch {
            let failure = ReviewFailure.from(error)
            response = .error(failure.status, failure.message)
        }
        if admitted.tokenInQuery {
            response.headers.append(gate.cookie)
        }
        if request.method == "HEAD" { response.body = [] }
        return response
    }

    private func route(_ request: ReviewGate.Admitted, body: [UInt8]) throws -> ReviewResponse {
        guard let route = ReviewRoute(request.path.segments) else { return .error(404, "nothing is served at this path") }
        guard route.changes == (request.method == "POST") else {
            return .error(405, "\(request.method) is not answered at this path; use \(route.changes ? "POST" : "GET")")
        }
        switch route {
        case .page:
            // The address with the token in it is left at once for the plain one, so that the
            // token stays out of the history and any link copied from the page.
            if request.tokenInQuery { return ReviewResponse(status: 303, headers: [ReviewHeader("Location", "/")]) }
            return ReviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(ReviewPage.html.utf8))
        case .script:
            return ReviewResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Array(ReviewPage.script.utf8))
        case .style:
            return ReviewResponse(status: 200, contentType: "text/css; charset=utf-8", body: Array(ReviewPage.style.utf8))
        case .deck:
            return .json(try session.deckView())
        case .places:
            return .json(try session.placesView())
        case .progress:
            return .json(session.progress)
        case let .card(name):
            guard let png = session.card(name) else { return .error(404, "no card \(name) in this deck") }
            return ReviewResponse(status: 200, contentType: "image/png", body: Array(png))
        case let .preview(id):
            guard let jpeg = try session.preview(id) else { return .error(404, "no photo \(id) of this deck's range to show") }
            return ReviewResponse(status: 200, contentType: "image/jpeg", body: jpeg)
        case let .place(id, action):
            return try place(id, action, body: body)
        case let .photo(id, action):
            return try photo(id, action, body: body)
        case .regenerate:
            let choices = try ReviewBody.choices(body, current: session.choices)
            try session.regenerate(choices)
            return .json(try session.deckView())
        case .save:
            let saved = try session.save(to: try ReviewBody.folder(body))
            return .json(SavedView(folder: saved.folder, written: saved.wrote))
        }
    }

    /// hide, unhide and rename: what `hide`, `unhide` and `rename` do, for the place `id` names.
    private func place(_ id: String, _ action: String, body: [UInt8]) throws -> ReviewResponse {
        let changes: [PlaceChange]
        switch action {
        case "hide":
            try ReviewBody.empty(body)
            changes = try session.changeSettings { settings, places in
                let changes = try settings.hide(id, all: false, places: places)
                return (changes, changes.contains { $0.outcome == .hidden })
            }
        case "unhide":
            try ReviewBody.empty(body)
            changes = try session.changeSettings { settings, places in
                let changes = try settings.unhide(id, all: false, places: places)
                return (changes, changes.contains { $0.outcome == .shown })
            }
        case "rename":
            let label = try ReviewBody.label(body)
            changes = try session.changeSettings { settings, places in
                let change = if let label { try settings.rename(id, to: label, places: places) } else { try settings.resetName(id, places: places) }
                return ([change], [.renamed, .nameReset].contains(change.outcome))
            }
        default:
            return .error(404, "a place can be hidden, unhidden or renamed, not \(action)")
        }
        return .json(["changes": changes.map(ChangeView.init)])
    }

    /// leave-out and keep: what `leave-out` and `leave-out --undo` do, for a photo of the deck.
    private func photo(_ id: String, _ action: String, body: [UInt8]) throws -> ReviewResponse {
        guard action == "leave-out" || action == "keep" else { return .error(404, "a photo can be left out or kept, not \(action)") }
        try ReviewBody.empty(body)
        guard let known = session.photo(id) else { return .error(404, "no photo \(id) in this deck") }
        let photo = try LeftOutPhoto.photo(at: known.file)
        let changed = try session.changeSettings { settings, _ in
            let changed = action == "keep" ? settings.keep(photo) : settings.leaveOut(photo)
            return (changed, changed)
        }
        return .json(["photo": id, "outcome": action == "keep" ? (changed ? "kept" : "not left out") : (changed ? "left out" : "already left out")])
    }
}
