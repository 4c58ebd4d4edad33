import Foundation
import TestScratch
import Testing

@Suite("Two runs at once on one cache, end to end", .serialized)
struct ConcurrentRunTests {
    @Test("the second waits with a message; both end, with the data an undisturbed run gives")
    func twoScans() throws {
        let library = try #require(CrashSafetyTests.BigLibrary.shared)
        let reference = try Scratch.folder("reference")
        #expect(try PhotoWrappedBinary.run(library.scan(cache: reference)).status == 0)
        let expected = try library.results(cache: reference)

        let cache = try Scratch.folder("shared")
        let first = try PhotoWrappedBinary.start(library.scan(cache: cache))
        let second = try PhotoWrappedBinary.start(library.scan(cache: cache))
        let outcomes = [try first.wait(), try second.wait()]
        for outcome in outcomes {
            #expect(outcome.status == 0, "\(outcome.stderr)")
        }
        let waited = outcomes.filter { $0.firstErrorLine.hasPrefix("photo-wrapped: another photo-wrapped run is using the cache at ") }
        #expect(waited.count == 1, "\(outcomes.map(\.stderr))")
        #expect(try CrashSafetyTests.integrity(cache) == "ok")
        #expect(try library.results(cache: cache) == expected)
    }

    @Test("hide while a scan runs waits for it, and both changes land")
    func hideDuringScan() throws {
        let library = try PlacesCommandTests.Library()
        let before = try library.places()
        let target = try #require(before.visible.last)
        let scan = try PhotoWrappedBinary.start(["generate", library.folder.path, "--year", "2025", "--tz", library.truth.timeZone,
                                                 "--cache", library.cache.path, "--out", library.cache.path + "/deck", "--quiet"])
        let hide = try library.run(["hide", target.id])
        #expect(hide.status == 0, "\(hide.stderr)")
        #expect(try scan.wait().status == 0)
        #expect(try library.places().places.first { $0.id == target.id }?.hidden == true)
    }
}
