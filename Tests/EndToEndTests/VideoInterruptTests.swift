import Foundation
import TestScratch
import Testing

/// Ctrl-C while the story video is being encoded: the run stops at the next frame, exit 130,
/// and neither a deck.mp4 nor any part of one is left, in the deck folder or beside it; an
/// earlier deck there is as it was.
@Suite("Ctrl-C while the video is encoded, end to end", .serialized)
struct VideoInterruptTests {
    /// What changed in the deck folder, but for its own modification time: the video is made in
    /// a staging folder inside it, made and removed, which the folder's time records.
    static func changes(_ deck: URL, from before: LibrarySnapshot) throws -> [String] {
        let after = try LibrarySnapshot([deck.path])
        let root = try #require(after.entries.first { $0.path == deck.path }), was = try #require(before.entries.first { $0.path == deck.path })
        #expect(root.size == was.size && root.mode == was.mode)
        return after.changes(from: before).filter { $0 != deck.path }
    }

    /// Every file under `folder`, hidden ones included.
    static func files(under folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
    }

    @Test("Ctrl-C once the video file is growing: exit 130, one line, no deck.mp4 or partial left, the earlier deck untouched")
    func midway() throws {
        let prepared = try PreparedFixtures.shared.get()
        let (cache, deck) = try prepared.copies()
        let before = try LibrarySnapshot([deck.path])
        let running = try PhotoWrappedBinary.start(prepared.arguments(out: deck) + ["--lang", "es", "--video", "--cache", cache.path])
        let partial = deck.appendingPathComponent(".photo-wrapped-staging/deck.mp4")
        let deadline = Date().addingTimeInterval(180)
        var size = 0
        while Date() < deadline, running.process.isRunning {
            size = ((try? FileManager.default.attributesOfItem(atPath: partial.path))?[.size] as? Int) ?? 0
            if size > 0 { break }
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(size > 0, "the video never started growing")
        running.signal(SIGINT)
        let outcome = try running.wait()
        #expect(outcome.status == 130, "\(outcome.stderr)")
        let errors = outcome.stderr.split(separator: "\n").filter { $0.hasPrefix("photo-wrapped:") }
        #expect(errors == ["photo-wrapped: interrupted while making the video; stopped before writing anything"], "\(outcome.stderr)")
        #expect(Self.files(under: deck).filter { $0.hasSuffix(".mp4") || $0.contains("staging") } == [])
        #expect(try Self.changes(deck, from: before) == [])
    }

    @Test("SIGTERM as the video stage starts: exit 143, nothing written")
    func atStart() throws {
        let prepared = try PreparedFixtures.shared.get()
        let (cache, deck) = try prepared.copies()
        let before = try LibrarySnapshot([deck.path])
        let outcome = try PhotoWrappedBinary.run(prepared.arguments(out: deck) + ["--lang", "es", "--video", "--cache", cache.path],
                                                 environment: ["PHOTO_WRAPPED_SIGNAL_AT": "TERM@making the video"])
        #expect(outcome.status == 143, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("photo-wrapped: interrupted while making the video;"), "\(outcome.stderr)")
        #expect(Self.files(under: deck).filter { $0.hasSuffix(".mp4") || $0.contains("staging") } == [])
        #expect(try Self.changes(deck, from: before) == [])
    }
}
