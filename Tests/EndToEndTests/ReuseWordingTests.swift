import Foundation
import TestScratch
import Testing

/// Every message about work taken from the cache says it one way: "reused from the cache".
@Suite("one wording for what is reused, end to end", .serialized)
struct ReuseWordingTests {
    @Test("scan, several folders' lines and generate all say 'reused from the cache'")
    func oneWording() throws {
        let library = try PlacesCommandTests.Library()
        let second = PhotoWrappedBinary.fixtures.appendingPathComponent("DCIM").path
        let scan = ["scan", library.folder.path, "--year", "2025", "--tz", library.truth.timeZone, "--quiet"]
        _ = try library.run(scan)
        let rescan = try library.run(scan)
        #expect(rescan.stdout.contains(try Regex(#"Cache +0 files read, [\d,]+ reused from the cache, 0 dropped from it\n"#)), "\(rescan.stdout)")
        let several = try library.run(["scan", library.folder.path, second, "--year", "2025", "--tz", library.truth.timeZone, "--quiet"])
        #expect(several.stdout.contains(try Regex(#": .* skipped; [\d,]+ files? read, [\d,]+ reused from the cache, [\d,]+ dropped from it\n"#)),
                "\(several.stdout)")
        let out = try Scratch.folder("deck").appendingPathComponent("deck")
        let generate = ["generate", library.folder.path, "--year", "2025", "--tz", library.truth.timeZone, "--quiet", "--out", out.path]
        _ = try library.run(generate)
        let again = try library.run(generate)
        #expect(again.stdout.contains(try Regex(#"^Nothing changed since .+: deck reused from the cache\.\n"#)), "\(again.stdout)")
        for text in [rescan.stdout, several.stdout, again.stdout] {
            #expect(text.matches(of: /reused/).count == text.matches(of: /reused from the cache/).count, "\(text)")
        }
    }
}
