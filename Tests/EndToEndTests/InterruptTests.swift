import Foundation
import TestScratch
import Testing

/// Ctrl-C (SIGINT) and SIGTERM in any stage of `generate` stop it at the next safe point:
/// exit 130 or 143, one line saying where, nothing written after the signal, and an earlier
/// deck in the output folder left exactly as it was.
@Suite("Ctrl-C and SIGTERM in every stage, end to end", .serialized)
struct InterruptTests {
    static let stages = [
        "scanning for photos", "looking for a stored run", "counting photos, finding places, taking time statistics",
        "building the deck", "storing the run", "drawing the cards", "writing the deck",
    ]

    struct Signal: CustomTestStringConvertible, Sendable {
        let name: String
        let status: Int32
        var testDescription: String { "SIG\(name)" }
    }

    static let signals = [Signal(name: "INT", status: 130), Signal(name: "TERM", status: 143)]

    @Test("A signal as a stage starts ends the run there: its exit status, one line, the earlier deck untouched",
          arguments: stages, signals)
    func everyStage(stage: String, signal: Signal) throws {
        let prepared = try PreparedFixtures.shared.get()
        let (cache, deck) = try prepared.copies()
        let before = try LibrarySnapshot([deck.path])
        // Spanish cards: a run the cache has not stored, so that every stage runs.
        let outcome = try PhotoWrappedBinary.run(prepared.arguments(out: deck) + ["--lang", "es", "--cache", cache.path],
                                                 environment: ["PHOTO_WRAPPED_SIGNAL_AT": "\(signal.name)@\(stage)"])
        #expect(outcome.status == signal.status, "\(outcome.stderr)")
        #expect(!outcome.signalled)
        let errors = outcome.stderr.split(separator: "\n").filter { $0.hasPrefix("photo-wrapped:") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("photo-wrapped: interrupted while \(stage);") == true, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(try LibrarySnapshot([deck.path]).changes(from: before) == [])
    }

    @Test("Ctrl-C while the cards are being drawn: exit 130, and the earlier deck is as it was")
    func whileDrawing() throws {
        let prepared = try PreparedFixtures.shared.get()
        let (cache, deck) = try prepared.copies()
        let before = try LibrarySnapshot([deck.path])
        let running = try PhotoWrappedBinary.start(prepared.arguments(out: deck) + ["--lang", "es", "--cache", cache.path])
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, running.process.isRunning,
              !(try String(contentsOf: running.errURL, encoding: .utf8)).contains("drawing the cards") {
            Thread.sleep(forTimeInterval: 0.005)
        }
        running.signal(SIGINT)
        let outcome = try running.wait()
        #expect(outcome.status == 130, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("photo-wrapped: interrupted while drawing the cards;")
            || outcome.stderr.contains("photo-wrapped: interrupted while writing the deck;"), "\(outcome.stderr)")
        #expect(try LibrarySnapshot([deck.path]).changes(from: before) == [])
    }
}
