import Foundation
import TestScratch
import Testing

/// After a hide, `generate` into the same folder draws again only the cards the hide changed:
/// a card drawn the same is the very file that was there (same inode, same mtime), and the
/// folder ends up byte for byte what a from-scratch render of the same deck writes.
@Suite("hide, then regenerate: only the changed cards are drawn again, end to end", .serialized)
struct RedrawChangedCardsTests {
    struct PNGFile: Equatable {
        var inode: UInt64
        var mtime: timespec
        var bytes: Data

        static func == (a: PNGFile, b: PNGFile) -> Bool {
            a.inode == b.inode && a.mtime.tv_sec == b.mtime.tv_sec && a.mtime.tv_nsec == b.mtime.tv_nsec && a.bytes == b.bytes
        }
    }

    static func pngs(in folder: URL) throws -> [String: PNGFile] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            try #require(stat(path, &info) == 0)
            return (name, PNGFile(inode: UInt64(info.st_ino), mtime: info.st_mtim, bytes: try Data(contentsOf: URL(fileURLWithPath: path))))
        })
    }

    static func generate(_ library: PlacesCommandTests.Library, into out: URL, _ extra: [String] = []) throws {
        let outcome = try library.run(["generate", library.folder.path, "--year", String(library.truth.year), "--tz", library.truth.timeZone,
                                       "--out", out.path, "--quiet"] + extra)
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    /// A copy of the fixture library, its first deck drawn into a scratch folder, and that deck's posters.
    static func firstDeck() throws -> (library: PlacesCommandTests.Library, out: URL, before: [String: PNGFile]) {
        let library = try PlacesCommandTests.Library()
        let out = try Scratch.folder("deck").appendingPathComponent("deck")
        try generate(library, into: out)
        return (library, out, try pngs(in: out))
    }

    @Test("hide the top place: unchanged cards keep their files, changed ones are new, all as a fresh render draws them")
    func hideRedrawsOnlyChanged() throws {
        let (library, out, before) = try Self.firstDeck()
        let top = try #require(try library.places().places.first { $0.label != "Home" })
        let hide = try library.run(["hide", top.id])
        #expect(hide.status == 0, "\(hide.stderr)")

        try Self.generate(library, into: out)
        let after = try Self.pngs(in: out)
        let fresh = try Scratch.folder("fresh").appendingPathComponent("deck")
        try Self.generate(library, into: fresh)
        let scratch = try Self.pngs(in: fresh)

        #expect(Set(after.keys) == Set(scratch.keys))
        for (name, file) in after {
            #expect(file.bytes == scratch[name]?.bytes, "\(name) differs from a fresh render of the same deck")
        }
        let same = after.filter { name, file in before[name]?.bytes == file.bytes }
        let changed = after.filter { name, file in before[name]?.bytes != file.bytes }
        try #require(!same.isEmpty && !changed.isEmpty, "the hide should change some cards and leave others: \(after.keys.sorted())")
        for (name, file) in same {
            #expect(file == before[name], "\(name) is drawn the same, yet was written again")
        }
        for (name, file) in changed where before[name] != nil {
            #expect(file.inode != before[name]?.inode, "\(name) changed, yet kept its old file")
        }
    }

    @Test("a fresh cache finds its deck in the folder already: no card is drawn and nothing is written again")
    func freshCacheFindsDeck() throws {
        let (library, out, before) = try Self.firstDeck()
        let listed = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let cache = try Scratch.folder("another-cache")
        let again = try PhotoWrappedBinary.run(["generate", library.folder.path, "--year", String(library.truth.year),
                                                "--tz", library.truth.timeZone, "--out", out.path, "--cache", cache.path,
                                                "--settings", cache.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("already holds these cards"), "\(again.stdout)")
        #expect(!again.stdout.contains("Nothing changed since"), "the second cache reused a run it cannot hold: \(again.stdout)")
        try #require(!before.isEmpty)
        #expect(try Self.pngs(in: out) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == listed)
    }

    @Test("another skin draws every card again: nothing drawn for the poster skin is kept for the pastel one")
    func skinRedrawsAll() throws {
        let (library, out, before) = try Self.firstDeck()
        try Self.generate(library, into: out, ["--skin", "pastel"])
        let after = try Self.pngs(in: out)
        try #require(!after.isEmpty)
        for (name, file) in after {
            #expect(file.bytes != before[name]?.bytes, "\(name) was kept across a change of skin")
        }
    }
}
