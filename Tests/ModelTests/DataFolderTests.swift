import Foundation
import TestScratch
import Testing
@testable import Atlas
@testable import Model
import TestSupport

@Suite("Finding the data folder")
struct DataFolderTests {
    /// Creates `paths` (folders end in `/`) under a fresh folder, and returns it.
    static func tree(_ paths: [String]) throws -> URL {
        let root = try Scratch.folder("tree").resolvingSymlinksInPath()
        for path in paths {
            let url = root.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("x".utf8).write(to: url)
            }
        }
        return root
    }

    @Test("an installed binary finds the table in ../share/photo-wrapped")
    func installed() throws {
        let prefix = try Self.tree(["bin/photo-wrapped", "share/photo-wrapped/geonames-cities500.tsv.gz",
                                    "share/photo-wrapped/naturalearth-countries.tsv.gz", "share/photo-wrapped/dcw-countries.tsv.gz"])
        let candidates = DataFolder.candidates(executable: prefix.appendingPathComponent("bin/photo-wrapped"))
        #expect(candidates == [DataFolder.installed(prefix: prefix)])
        #expect(try DataFolder.geoNamesTable(in: candidates).path == prefix.path + "/share/photo-wrapped/geonames-cities500.tsv.gz")
        #expect(try DataFolder.worldOutlines(in: candidates).path == prefix.path + "/share/photo-wrapped/naturalearth-countries.tsv.gz")
        #expect(try DataFolder.detailedOutlines(in: candidates).path == prefix.path + "/share/photo-wrapped/dcw-countries.tsv.gz")
    }

    @Test("a binary under .build finds the checkout's data/ and fixtures/, after the installed place")
    func checkout() throws {
        let root = try Self.tree(["Package.swift", ".build/x86_64-unknown-linux-gnu/debug/photo-wrapped",
                                  "data/geonames-cities500.tsv.gz", "data/dcw-countries.tsv.gz", "fixtures/"])
        let candidates = DataFolder.candidates(executable: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/photo-wrapped"))
        #expect(candidates == [DataFolder.installed(prefix: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu")),
                               DataFolder.checkout(root)])
        #expect(try DataFolder.geoNamesTable(in: candidates).path == root.path + "/data/geonames-cities500.tsv.gz")
        #expect(try DataFolder.detailedOutlines(in: candidates).path == root.path + "/data/dcw-countries.tsv.gz")
        let elsewhere = try Scratch.folder("elsewhere")
        #expect(try DataFolder.demoLibrary(currentDirectory: elsewhere, in: candidates).path == root.path + "/fixtures")
    }

    @Test("missing data is one error naming every path looked at")
    func missing() throws {
        let root = try Self.tree(["Package.swift", ".build/release/photo-wrapped"])
        let candidates = DataFolder.candidates(executable: root.appendingPathComponent(".build/release/photo-wrapped"))
        let error = try #require(throws: PhotoWrappedError.self) { try DataFolder.geoNamesTable(in: candidates) }
        #expect(error.kind == .badInput)
        #expect(error.description == "geonames-cities500.tsv.gz: not found in \(root.path)/.build/share/photo-wrapped/geonames-cities500.tsv.gz"
            + " or \(root.path)/data/geonames-cities500.tsv.gz; reinstall photo-wrapped (make install)")
    }

    @Test("the demo library: the installed one first, then fixtures/ in the current folder, then the checkout's")
    func demoLibraryOrder() throws {
        let root = try Self.tree(["Package.swift", ".build/debug/photo-wrapped", "fixtures/", ".build/share/photo-wrapped/demo-library/",
                                  "here/fixtures/"])
        let candidates = DataFolder.candidates(executable: root.appendingPathComponent(".build/debug/photo-wrapped"))
        let here = root.appendingPathComponent("here")
        #expect(try DataFolder.demoLibrary(currentDirectory: here, in: candidates).path == root.path + "/.build/share/photo-wrapped/demo-library")
        try FileManager.default.removeItem(at: root.appendingPathComponent(".build/share"))
        #expect(try DataFolder.demoLibrary(currentDirectory: here, in: candidates).path == root.path + "/here/fixtures")
        try FileManager.default.removeItem(at: root.appendingPathComponent("here/fixtures"))
        #expect(try DataFolder.demoLibrary(currentDirectory: here, in: candidates).path == root.path + "/fixtures")
    }

    @Test("this test binary, under the checkout's .build, finds the real table")
    func running() throws {
        let table = try DataFolder.geoNamesTable()
        #expect(table.path == TestFiles.repository.resolvingSymlinksInPath().path + "/data/geonames-cities500.tsv.gz")
    }

    @Test("a damaged table is one error naming the file")
    func damaged() throws {
        let root = try Self.tree(["geonames-cities500.tsv.gz"])
        let url = root.appendingPathComponent("geonames-cities500.tsv.gz")
        let error = try #require(throws: PhotoWrappedError.self) { try GeoNamesTable.load(from: url) }
        #expect(error.description.hasPrefix(url.path + ": gzip data is damaged"))
    }
}
