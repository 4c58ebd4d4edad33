#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TestScratch
import Testing
@testable import Model
@testable import Scan
import TestSupport

@Suite("Sharing a large folder's quick stats between threads")
struct StatPartnersTests {
    /// A folder of `count` files, the i-th `i + 1` bytes long, listed and open.
    static func folder(_ count: Int) throws -> StatedFolder {
        let root = try Scratch.folder()
        var listing = FolderListing()
        for i in 0 ..< count {
            try TestFiles.write(Array(repeating: 1, count: i + 1), to: root.appendingPathComponent("IMG_\(i).jpg"))
            listing.append(Array("IMG_\(i).jpg".utf8))
        }
        let directory = try #require(opendir(root.path))
        return StatedFolder(relative: RawPath([]), directory: directory, listing: listing)
    }

    @Test("every entry from the start given is stated, each by exactly one thread", arguments: [1, 3])
    func statesAll(partners: Int) throws {
        let folder = try Self.folder(1_000)
        let sharing = StatPartners(count: partners)
        defer { sharing.stop() }
        let end = sharing.state(folder, from: 7) { _ in true }
        #expect(end == 1_000)
        #expect((0 ..< 7).allSatisfy { folder.stats.info($0) == nil })
        #expect((7 ..< 1_000).allSatisfy { folder.stats.info($0)?.st_size == $0 + 1 })
        // The same partners, a second folder.
        let next = try Self.folder(200)
        #expect(sharing.state(next, from: 0) { _ in true } == 200)
        #expect((0 ..< 200).allSatisfy { next.stats.info($0)?.st_size == $0 + 1 })
    }

    /// Alone, the caller's stop ends the stating at its own run. With a partner, the partner
    /// may state on while the caller is between its run and its stop (all of the folder, when
    /// the caller is descheduled there for a few milliseconds), so only the shape is fixed:
    /// one range from the start, ending on a run's end or the folder's.
    @Test("a caller that stops gets back the end of what was stated: everything before it, nothing after",
          arguments: [0, 1])
    func stopsOnOneRange(partners: Int) throws {
        let folder = try Self.folder(2_000)
        let sharing = StatPartners(count: partners)
        defer { sharing.stop() }
        var runs = 0
        let end = sharing.state(folder, from: 0) { mine in
            runs += 1
            #expect(mine.count == StatPartners.run)
            return false
        }
        #expect(runs == 1)
        if partners == 0 {
            #expect(end == StatPartners.run)
        } else {
            #expect(end >= StatPartners.run && (end % StatPartners.run == 0 || end == 2_000))
        }
        #expect((0 ..< end).allSatisfy { folder.stats.info($0)?.st_size == $0 + 1 })
        #expect((end ..< 2_000).allSatisfy { folder.stats.info($0) == nil })
    }
}
