import Foundation
import TestScratch

/// The fixture library scanned once, its places named (so no later run waits on the
/// place-name table), with a deck of it in the pastel skin: tests copy the cache and the deck
/// rather than scan again.
struct PreparedFixtures {
    let library: PlacesCommandTests.Library
    let deck: URL
    /// The first run, with an empty cache, as a log sees it (stderr is a file).
    let firstRun: PhotoWrappedBinary.Outcome

    static let shared = Result { try PreparedFixtures() }

    init() throws {
        library = try PlacesCommandTests.Library()
        deck = try Scratch.folder("earlier").appendingPathComponent("deck")
        firstRun = try library.run(["generate", library.folder.path, "--year", String(library.truth.year), "--tz", library.truth.timeZone,
                                    "--out", deck.path, "--skin", "pastel"])
        guard firstRun.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: firstRun.stderr]) }
    }

    func arguments(out: URL) -> [String] {
        ["generate", library.folder.path, "--year", String(library.truth.year), "--tz", library.truth.timeZone, "--out", out.path]
    }

    /// A private copy of the cache and of the deck, for one run. The cache holds that English
    /// pastel run: with `--lang es` every stage runs again, without reading a photo file.
    func copies() throws -> (cache: URL, deck: URL) {
        let folder = try Scratch.folder("copies")
        let cache = folder.appendingPathComponent("cache"), deck = folder.appendingPathComponent("deck")
        try FileManager.default.copyItem(at: library.cache, to: cache)
        try FileManager.default.copyItem(at: self.deck, to: deck)
        return (cache, deck)
    }
}
