import Foundation
import Testing
@testable import Review

/// The `review-request` fuzz target's seeds and crashers, replayed through the request handling.
@Suite("The review server's fuzzing seeds and crashers")
struct ReviewFuzzingTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    static let inputs: [String] = ["seeds", "crashers"].flatMap { folder in
        let root = fuzz.appendingPathComponent("\(folder)/review-request")
        return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).map { "\(folder)/review-request/\($0)" }
    }.sorted()

    @Test("there are seeds")
    func seeded() {
        #expect(Self.inputs.contains { $0.hasPrefix("seeds/") })
    }

    @Test("each is answered with a status, never a crash", arguments: inputs)
    func answered(path: String) throws {
        let bytes = Array(try Data(contentsOf: Self.fuzz.appendingPathComponent(path)))
        let api = try #require(ReviewFuzzing.api)
        let status = api.respond(to: ReviewFuzzing.request(bytes)).status
        #expect((200 ..< 600).contains(status))
    }

    @Test("the first byte chooses which checks pass")
    func flags() throws {
        let api = try #require(ReviewFuzzing.api)
        let request = Array("GET /api/progress HTTP/1.1\r\n\r\n".utf8)
        #expect(api.respond(to: ReviewFuzzing.request([0] + request)).status == 403)
        #expect(api.respond(to: ReviewFuzzing.request([1] + request)).status == 401)
        #expect(api.respond(to: ReviewFuzzing.request([3] + request)).status == 200)
    }
}
