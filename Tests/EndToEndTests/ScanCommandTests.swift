import Foundation
import TestScratch
import Testing

@Suite("photo-wrapped scan, end to end")
struct ScanCommandTests {
    @Test("scan --json on the fixture library matches its ground truth")
    func fixtureGroundTruth() throws {
        let truth = try FixtureTruth.load()
        let library = try truth.libraryCopy()
        let cache = try Scratch.folder()
        let arguments = ["scan", library.path, "--year", String(truth.year), "--json", "--tz", truth.timeZone, "--cache", cache.path]
        let first = try PhotoWrappedBinary.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let summary = try JSONDecoder().decode(FixtureTruth.Scan.self, from: Data(first.stdout.utf8))
        #expect(summary == truth.scan)

        // Again, with nothing changed: every row comes from the cache.
        let second = try PhotoWrappedBinary.run(arguments)
        let counts = try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any]
        #expect(counts?["filesRead"] as? Int == 0)
        #expect(counts?["filesReused"] as? Int == truth.scan.filesSeen)
        #expect(try JSONDecoder().decode(FixtureTruth.Scan.self, from: Data(second.stdout.utf8)) == truth.scan)
    }

    @Test("a scan loads neither libheif nor FFmpeg, with their codecs: they load when a HEIF photo is drawn or a video made")
    func loadsNoDecoders() throws {
        let cache = try Scratch.folder()
        let outcome = try PhotoWrappedBinary.run(["scan", PhotoWrappedBinary.fixtures.path, "--year", "2025", "--quiet", "--cache", cache.path],
                                                 environment: ["LD_DEBUG": "files"])
        #expect(outcome.status == 0)
        let loaded = Set(outcome.stderr.matches(of: /file=(\S+)/).map { String($0.1) })
        #expect(loaded.contains { $0.hasPrefix("libexif.so") }, "the dynamic loader listed no libraries: \(outcome.stderr.prefix(300))")
        #expect(loaded.filter { ["libheif", "libde265", "libx265", "libavcodec", "libavformat"].contains(String($0.prefix { $0 != "." })) }.isEmpty)
    }

    @Test("progress goes to stderr as plain lines when it is not a terminal, and --quiet silences it")
    func progress() throws {
        let cache = try Scratch.folder()
        let loud = try PhotoWrappedBinary.run(["scan", PhotoWrappedBinary.fixtures.path, "--year", "2025", "--cache", cache.path])
        #expect(loud.stderr.contains(try Regex(#"Reading (\d+)/\1 files"#)))
        #expect(!loud.stderr.contains("\r"))
        #expect(loud.stdout.contains("Files seen"))
        let quiet = try PhotoWrappedBinary.run(["scan", PhotoWrappedBinary.fixtures.path, "--year", "2025", "--cache", cache.path, "--quiet"])
        #expect(quiet.stderr.isEmpty)
    }

    @Test("--cache with a bare file name puts the cache in the current folder", arguments: ["cache.sqlite", "./cache.sqlite"])
    func relativeCache(name: String) throws {
        let folder = try Scratch.folder()
        let outcome = try PhotoWrappedBinary.run(["scan", PhotoWrappedBinary.fixtures.path, "--year", "2025", "--quiet", "--cache", name],
                                                 in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache.sqlite").path))
    }

    @Test("an unwritable cache location is named, with the --cache option")
    func unwritableCache() throws {
        let outcome = try PhotoWrappedBinary.run(["scan", PhotoWrappedBinary.fixtures.path, "--cache", "/proc/photo-wrapped/cache.sqlite"])
        #expect(outcome.status == 1)
        #expect(outcome.firstErrorLine.hasPrefix("photo-wrapped: cannot use the cache at /proc/photo-wrapped"))
        #expect(outcome.firstErrorLine.contains("--cache PATH"))
    }
}
