import Foundation
import TestScratch
import Testing

/// A phone's mix (`make-fixtures phone-mix`, the library `make bench` measures) at a small
/// count, scanned end to end: the scan must count what the generator knows it wrote
/// (`.mix-truth.json`): each moment once, Live Photo movies, edits, twins and copies set aside,
/// `.AAE` and Takeout sidecars not counted, corrupt and empty files skipped.
@Suite("a phone's mix counted as its generator knows it, end to end")
struct PhoneMixTests {
    struct Counts: Decodable, Equatable {
        var filesSeen: Int
        var counted: Int
        var outsideRange: Int
        var setAside: [String: Int]
        var skipped: [String: Int]

        var withoutZeros: Counts {
            var counts = self
            (counts.setAside, counts.skipped) = (setAside.filter { $0.value > 0 }, skipped.filter { $0.value > 0 })
            return counts
        }
    }

    private struct Truth: Decodable {
        var year: Int
        var timeZone: String
        var files: [String: Int]
        var scan: Counts
    }

    @Test("scan --json counts what the generator wrote", arguments: [(600, 2025), (900, 7)])
    func scan(count: Int, seed: Int) throws {
        let folder = try Scratch.folder("phone-mix-\(seed)").appendingPathComponent("library")
        let maker = try Process.run(PhotoWrappedBinary.product("make-fixtures"),
                                    arguments: ["phone-mix", folder.path, "--count", String(count), "--seed", String(seed),
                                                "--real-photos", PhotoWrappedBinary.repository.appendingPathComponent("Tests/Samples/RealPhotos").path])
        maker.waitUntilExit()
        try #require(maker.terminationStatus == 0)
        let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: folder.appendingPathComponent(".mix-truth.json")))
        // Every kind is there even at a small count.
        for kind in ["heic", "live-photo-movie", "iphone-edit-jpeg", "aae", "twin-jpeg", "pixel-jpeg", "pixel-edit-jpeg", "samsung-jpeg",
                     "camera-jpeg", "png-screenshot", "video", "screen-recording", "whatsapp", "signal", "telegram", "takeout-jpeg",
                     "takeout-json", "album-copy", "backup-copy", "corrupt", "empty"] {
            #expect(truth.files[kind, default: 0] > 0, "\(kind)")
        }
        #expect(truth.files.values.reduce(0, +) == count)

        let cache = try Scratch.folder("phone-mix-cache-\(seed)").appendingPathComponent("cache.sqlite")
        let outcome = try PhotoWrappedBinary.run(["scan", folder.path, "--year", String(truth.year), "--tz", truth.timeZone, "--json",
                                                  "--quiet", "--cache", cache.path])
        try #require(outcome.status == 0, "\(outcome.stderr)")
        let summary = try JSONDecoder().decode(Counts.self, from: Data(outcome.stdout.utf8))
        #expect(summary.withoutZeros == truth.scan)
    }
}
