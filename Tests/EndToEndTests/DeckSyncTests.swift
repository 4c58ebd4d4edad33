import Foundation
import TestScratch
import Testing

/// What `generate` waits for the disk to have: the deck folder's list of our files, which
/// decides what in the folder is ours; not the cards, deck.json or index.html, which can always
/// be made again. strace lists every sync the run asks for.
@Suite("Syncs while writing the deck, end to end")
struct DeckSyncTests {
    @Test("only the list of our files is synced before it moves into place; cards, deck.json and index.html are not")
    func onlyTheListIsSynced() throws {
        let work = try Scratch.folder("deck-sync")
        let log = work.appendingPathComponent("syncs")
        let deck = work.appendingPathComponent("deck")
        let outcome = try PhotoWrappedBinary.start(
            ["generate", PhotoWrappedBinary.fixtures.path, "--year", "2025", "--quiet", "--cache", work.appendingPathComponent("cache.sqlite").path,
             "--out", deck.path],
            launcher: ["strace", "-f", "-y", "-qq", "-e", "trace=fsync,fdatasync", "-o", log.path]).wait()
        guard let traced = try? String(contentsOf: log, encoding: .utf8), !traced.isEmpty else {
            print("deck-sync test skipped: strace could not trace here (status \(outcome.status): \(outcome.firstErrorLine))")
            return
        }
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let staged = traced.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "/.photo-wrapped-staging/") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != ">" })
        }
        #expect(Set(staged) == [".photo-wrapped-deck", ".photo-wrapped-deck.moving"], "\(staged)")
        let cards = try FileManager.default.contentsOfDirectory(atPath: deck.path).filter { $0.hasSuffix(".png") }
        #expect((8 ... 12).contains(cards.count))
    }
}
