import Foundation
import TestScratch
import Testing

/// `make-fixtures real-library`: the real photographs of Tests/Samples/RealPhotos laid out as a
/// phone holds them, with camera EXIF on the camera files and none on the rest.
@Suite("the real-photo library builder")
struct RealLibraryTests {
    static let source = PhotoWrappedBinary.repository.appendingPathComponent("Tests/Samples/RealPhotos")

    struct Truth: Decodable {
        struct File: Decodable {
            var path: String
            var `class`: String
        }

        var files: [File]
    }

    static func build(_ name: String) throws -> URL {
        let folder = try Scratch.folder(name).appendingPathComponent("library")
        let maker = try Process.run(PhotoWrappedBinary.product("make-fixtures"), arguments: ["real-library", source.path, folder.path])
        maker.waitUntilExit()
        try #require(maker.terminationStatus == 0)
        return folder
    }

    static func files(in folder: URL) throws -> [String: Data] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return try Dictionary(uniqueKeysWithValues: paths.compactMap { path -> (String, Data)? in
            let url = folder.appendingPathComponent(path)
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { return nil }
            return (path, try Data(contentsOf: url))
        })
    }

    @Test("two builds are byte-identical, and the truth names every file written, each source once, class kept")
    func deterministic() throws {
        let first = try Self.build("real-first"), second = try Self.build("real-second")
        let written = try Self.files(in: first)
        #expect(written == (try Self.files(in: second)))
        let truth = try JSONDecoder().decode(Truth.self, from: try #require(written[".truth.json"]))
        #expect(Set(truth.files.map(\.path)) == Set(written.keys).subtracting([".truth.json"]))
        let sourceTruth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: Self.source.appendingPathComponent("truth.json")))
        let count = { (files: [Truth.File]) in Dictionary(grouping: files, by: \.class).mapValues(\.count) }
        #expect(count(truth.files) == count(sourceTruth.files))
    }

    @Test("it refuses to write into its source, or over a folder it did not write")
    func refuses() throws {
        let inside = Self.source.appendingPathComponent("library")
        let maker = try Process.run(PhotoWrappedBinary.product("make-fixtures"), arguments: ["real-library", Self.source.path, inside.path])
        maker.waitUntilExit()
        #expect(maker.terminationStatus != 0)
        #expect(!FileManager.default.fileExists(atPath: inside.path))
        let someone = try Scratch.folder("real-someone")
        try Data("mine".utf8).write(to: someone.appendingPathComponent("notes.txt"))
        let over = try Process.run(PhotoWrappedBinary.product("make-fixtures"), arguments: ["real-library", Self.source.path, someone.path])
        over.waitUntilExit()
        #expect(over.terminationStatus != 0)
        #expect(FileManager.default.fileExists(atPath: someone.appendingPathComponent("notes.txt").path))
    }

    @Test("the program reads every file, dates them all in 2025, locates the camera files, and makes a full deck")
    func readable() throws {
        let library = try Self.build("real-read")
        let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: library.appendingPathComponent(".truth.json")))
        let cache = try Scratch.folder("real-read-cache")
        let outcome = try PhotoWrappedBinary.run(["export", library.path, "--year", "2025", "--format", "json", "--cache", cache.path,
                                                  "--settings", cache.path])
        try #require(outcome.status == 0, "\(outcome.stderr)")
        let deck = try JSONDecoder().decode(DeckJSON.self, from: Data(outcome.stdout.utf8))
        #expect(deck.totals.photos == truth.files.count)
        let located = truth.files.filter { !["received", "meme", "screen"].contains($0.class) }.count
        #expect(deck.totals.withLocation == located)
        #expect(deck.places.count >= 5)
        #expect(deck.cards.count == 12, "\(deck.cards.map(\.type))")
    }
}
