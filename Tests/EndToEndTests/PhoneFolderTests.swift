import Foundation
import TestScratch
import Testing

/// The fixture library's phone folders (`fixtures/Phone/`: an iPhone's, a Pixel's and a Samsung
/// phone's, as each writes its files, HEIC by libheif and movies by FFmpeg), each scanned as a
/// library of its own and counted as its gallery counts it ("Counting honestly"). The truth is
/// the generator's own (`.ground-truth.json`, `phones`).
@Suite("A phone's folder counted as the phone counts it, end to end")
struct PhoneFolderTests {
    struct Phone: Decodable, CustomTestStringConvertible {
        var folder: String
        var files: Int
        var photos: Int
        var videos: Int
        var screenshots: Int
        var setAside: [String: Int]

        var testDescription: String { folder }
    }

    private struct Truth: Decodable {
        var year: Int
        var timeZone: String
        var phones: [Phone]
    }

    private static let truth = Result {
        try JSONDecoder().decode(Truth.self, from: Data(contentsOf: PhotoWrappedBinary.fixtures.appendingPathComponent(".ground-truth.json")))
    }

    static var phones: [Phone] { (try? truth.get().phones) ?? [] }

    private struct Summary: Decodable {
        var filesSeen: Int
        var counted: Int
        var outsideRange: Int
        var setAside: [String: Int]
    }

    private struct Export: Decodable {
        struct Totals: Decodable { var photos: Int }
        var totals: Totals
    }

    @Test("the truth lists all three phones")
    func threePhones() throws {
        #expect(try Self.truth.get().phones.map(\.folder) == ["Phone/iPhone", "Phone/Pixel", "Phone/Samsung"])
    }

    @Test("scan --json counts one photo a moment, and sets the rest aside by the phone's rule", arguments: phones)
    func scan(_ phone: Phone) throws {
        let truth = try Self.truth.get()
        let cache = try Scratch.folder().appendingPathComponent("cache.sqlite")
        let outcome = try PhotoWrappedBinary.run(["scan", folder(phone).path, "--year", String(truth.year), "--tz", truth.timeZone, "--json",
                                                  "--quiet", "--cache", cache.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let summary = try JSONDecoder().decode(Summary.self, from: Data(outcome.stdout.utf8))
        #expect(summary.filesSeen == phone.files)
        #expect(summary.outsideRange == 0)
        #expect(summary.counted == phone.photos)
        #expect(summary.setAside.filter { $0.value > 0 } == phone.setAside)
        #expect(summary.setAside["video", default: 0] == phone.videos)
        #expect(summary.setAside["screenshot", default: 0] == phone.screenshots)
    }

    @Test("--include-videos adds the real videos, --include-screenshots the screenshots and screen recordings", arguments: phones)
    func included(_ phone: Phone) throws {
        let truth = try Self.truth.get()
        let cache = try Scratch.folder().appendingPathComponent("cache.sqlite")
        for (flags, expected) in [([], phone.photos), (["--include-videos"], phone.photos + phone.videos),
                                  (["--include-screenshots"], phone.photos + phone.screenshots),
                                  (["--include-videos", "--include-screenshots"], phone.photos + phone.videos + phone.screenshots)] {
            let outcome = try PhotoWrappedBinary.run(["export", folder(phone).path, "--year", String(truth.year), "--tz", truth.timeZone,
                                                      "--format", "json", "--quiet", "--cache", cache.path] + flags)
            #expect(outcome.status == 0, "\(flags): \(outcome.stderr)")
            let export = try JSONDecoder().decode(Export.self, from: Data(outcome.stdout.utf8))
            #expect(export.totals.photos == expected, "\(flags)")
        }
    }

    private func folder(_ phone: Phone) -> URL {
        PhotoWrappedBinary.fixtures.appendingPathComponent(phone.folder)
    }
}
