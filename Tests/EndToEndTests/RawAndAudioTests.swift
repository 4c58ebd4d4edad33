import Foundation
import TestScratch
import Testing

@Suite("Canon CR3 photos and M4A recordings, end to end")
struct RawAndAudioTests {
    static let samples = PhotoWrappedBinary.repository.appendingPathComponent("Tests/Samples/exiftool")

    /// A folder holding only a CR3 (ExifTool's sample, taken 2018-02-21) and a voice memo.
    static func library() throws -> URL {
        let folder = try Scratch.folder()
        try FileManager.default.copyItem(at: samples.appendingPathComponent("CanonRaw.cr3"), to: folder.appendingPathComponent("IMG_0001.CR3"))
        try FileManager.default.copyItem(at: samples.appendingPathComponent("QuickTime.m4a"), to: folder.appendingPathComponent("memo.m4a"))
        return folder
    }

    @Test("a library of CR3 files makes a deck, and the M4A is a file that is not a photo")
    func cr3Deck() throws {
        let library = try Self.library()
        let cache = try Scratch.folder().appendingPathComponent("cache.sqlite")
        let scan = try PhotoWrappedBinary.run(["scan", library.path, "--year", "2018", "--cache", cache.path, "--quiet"])
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stdout.contains("2 files: 1 counted. Not counted: 1 file that is not a photo."), "\(scan.stdout)")

        let out = try Scratch.folder().appendingPathComponent("deck")
        let generate = try PhotoWrappedBinary.run(["generate", library.path, "--year", "2018", "--cache", cache.path, "--out", out.path, "--quiet"])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stdout.contains("1 photo,"), "\(generate.stdout)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("01-title.png").path))
    }
}
