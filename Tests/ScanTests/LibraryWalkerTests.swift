import Foundation
import Synchronization
import TestScratch
import Testing
@testable import Model
@testable import Scan
import TestSupport

@Suite("Walking a folder")
struct LibraryWalkerTests {
    private struct Walked {
        var files: [WalkedFile] = []
        var result = LibraryWalker.Result()
    }

    private func walk(_ root: URL, pacing: StatPacing = StatPacing()) -> Walked {
        var walked = Walked()
        walked.result = LibraryWalker(root: RawPath(root.path), pacing: pacing).walk(found: { walked.files += $0 }, isCancelled: { false })
        return walked
    }

    private func names(_ walked: Walked) -> [String] {
        walked.files.map(\.path.description).sorted()
    }

    /// A Takeout folder (a photo and its sidecar), a folder holding a deck of ours, and a broken link.
    private func addTakeoutDeckAndBrokenLink(to root: URL) throws {
        try TestFiles.write([1], to: root.appendingPathComponent("Takeout/IMG_1.jpg"))
        try TestFiles.write(Array("{}".utf8), to: root.appendingPathComponent("Takeout/IMG_1.jpg.json"))
        try TestFiles.write([1], to: root.appendingPathComponent("deck/\(String(decoding: FolderRules.deckMarker, as: UTF8.self))"))
        try TestFiles.write([1], to: root.appendingPathComponent("deck/card.png"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("DCIM/broken").path, withDestinationPath: "nowhere")
    }

    @Test("hidden entries, junk folders and Photos-library derivatives are skipped")
    func skipsJunk() throws {
        let root = try Scratch.folder()
        for path in ["keep/a.jpg", ".hidden/b.jpg", "keep/.c.jpg", "keep/._a.jpg", "@eaDir/a.jpg/SYNOFILE_THUMB_M.jpg",
                     "#recycle/d.jpg", "$RECYCLE.BIN/e.jpg", "Lightroom Previews.lrdata/f.jpg", ".Trash-1000/g.jpg",
                     "P.photoslibrary/originals/0/h.jpg", "P.photoslibrary/resources/derivatives/h.jpg", "P.photoslibrary/database/i.db"] {
            try TestFiles.write([1], to: root.appendingPathComponent(path))
        }
        #expect(names(walk(root)) == ["P.photoslibrary/originals/0/h.jpg", "keep/a.jpg"])
    }

    @Test("a symlink loop is walked once")
    func symlinkLoop() throws {
        let root = try Scratch.folder()
        try TestFiles.write([1], to: root.appendingPathComponent("a/x.jpg"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("a/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("a/self").path, withDestinationPath: ".")
        #expect(names(walk(root)) == ["a/x.jpg"])
    }

    @Test("stats many at once find what stats one at a time find: the same files, sizes, times, sidecars and fingerprint")
    func parallelStats() throws {
        let root = try Scratch.folder()
        for i in 0 ..< 300 {
            try TestFiles.write(Array(repeating: 7, count: i % 17 + 1), to: root.appendingPathComponent("DCIM/\(i / 100)/IMG_\(i).jpg"))
        }
        try addTakeoutDeckAndBrokenLink(to: root)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("DCIM/1/loop").path, withDestinationPath: "..")

        let oneAtATime = walk(root, pacing: StatPacing(slowNanoseconds: .max))
        let manyAtOnce = walk(root, pacing: StatPacing(slowNanoseconds: 0))
        func rows(_ walked: Walked) -> [String] {
            // Folders stated many at once are handed over as they finish, in no set order.
            walked.files.map { "\($0.path) \($0.status?.size ?? -1) \($0.status?.mtimeNs ?? -1) \($0.sidecar.map { "\($0.path)" } ?? "-")" }.sorted()
        }
        #expect(oneAtATime.result.fileCount == 302)
        #expect(rows(manyAtOnce) == rows(oneAtATime))
        #expect(manyAtOnce.result.fingerprint == oneAtATime.result.fingerprint)
        #expect(rows(manyAtOnce).contains { $0.hasPrefix("Takeout/IMG_1.jpg ") && $0.hasSuffix(" Takeout/IMG_1.jpg.json") })
    }

    @Test("a first scan's walk hands over the regular files unstated, except in a folder that may hold sidecars; links are stated")
    func leavesFilesUnstated() throws {
        let root = try Scratch.folder()
        for i in 0 ..< 30 {
            try TestFiles.write([1], to: root.appendingPathComponent("DCIM/\(i / 10)/IMG_\(i).jpg"))
        }
        try addTakeoutDeckAndBrokenLink(to: root)
        try TestFiles.write([1, 2], to: root.appendingPathComponent("Upper/IMG_2.jpg"))
        try TestFiles.write(Array("{}".utf8), to: root.appendingPathComponent("Upper/notes.JSON"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("DCIM/linked.jpg").path, withDestinationPath: "0/IMG_0.jpg")

        var files: [WalkedFile] = []
        let result = LibraryWalker(root: RawPath(root.path), leavesFilesUnstated: true).walk(found: { files += $0 }, isCancelled: { false })
        let stated = walk(root)
        #expect(files.map(\.path.description).sorted() == names(stated))
        #expect(result.fileCount == 35)
        let unstated = files.filter { $0.status == nil }.map(\.path.description)
        #expect(unstated.count == 30 && unstated.allSatisfy { $0.hasPrefix("DCIM/") && $0 != "DCIM/linked.jpg" })
        let takeout = files.first { $0.path.description == "Takeout/IMG_1.jpg" }
        #expect(takeout?.status?.size == 1)
        #expect(takeout?.sidecar?.path.description == "Takeout/IMG_1.jpg.json")
        #expect(files.first { $0.path.description == "Upper/IMG_2.jpg" }?.status?.size == 2)
        #expect(files.first { $0.path.description == "DCIM/linked.jpg" }?.status?.size == 1)
    }

    @Test("names ending in .json in any case are JSON, and nothing else is",
          arguments: [("a.json", true), ("IMG_1.jpg.JSON", true), ("x.Json", true), (".json", true), ("a.jsonl", false),
                      ("ajson", false), ("a.jso", false), ("json", false), ("a\u{0E}json", false), ("a.JS0N", false)])
    func isJSON(name: String, expected: Bool) {
        #expect(LibraryWalker.isJSON(Array(name.utf8)) == expected)
    }

    @Test("a folder stated many at once is handed over in parts as its stats finish, so reading starts before it is done; one with sidecars comes whole")
    func handsOverInParts() throws {
        let root = try Scratch.folder()
        for i in 0 ..< 100 {
            try TestFiles.write([1], to: root.appendingPathComponent("DCIM/IMG_\(i).jpg"))
        }
        for i in 0 ..< 20 {
            try TestFiles.write([1], to: root.appendingPathComponent("Takeout/IMG_\(i).jpg"))
        }
        try TestFiles.write(Array("{}".utf8), to: root.appendingPathComponent("Takeout/IMG_1.jpg.json"))
        var handOvers: [[WalkedFile]] = []
        _ = LibraryWalker(root: RawPath(root.path), pacing: StatPacing(slowNanoseconds: 0))
            .walk(found: { handOvers.append($0) }, isCancelled: { false })
        let dcim = handOvers.filter { $0.contains { $0.path.description.hasPrefix("DCIM/") } }
        let takeout = handOvers.filter { $0.contains { $0.path.description.hasPrefix("Takeout/") } }
        #expect(dcim.count > 1)
        #expect(dcim.reduce(0) { $0 + $1.count } == 100)
        #expect(takeout.count == 1)
        #expect(takeout.first?.count == 21)
        #expect(takeout.first?.contains { $0.sidecar?.path.description == "Takeout/IMG_1.jpg.json" } == true)
    }

    @Test("the walk says once, and only then, that its stats are slow", arguments: [(UInt64(0), 1), (UInt64.max, 0)])
    func saysSlow(slowNanoseconds: UInt64, calls: Int) throws {
        let root = try Scratch.folder()
        for folder in ["a", "b", "c"] {
            for i in 0 ..< 10 { try TestFiles.write([1], to: root.appendingPathComponent("\(folder)/IMG_\(i).jpg")) }
        }
        let said = Mutex(0)
        _ = LibraryWalker(root: RawPath(root.path), pacing: StatPacing(slowNanoseconds: slowNanoseconds), onSlowStats: { said.withLock { $0 += 1 } })
            .walk(found: { _ in }, isCancelled: { false })
        #expect(said.withLock { $0 } == calls)
    }

    @Test("names that are not UTF-8 are kept byte for byte")
    func nonUTF8Names() throws {
        let root = try Scratch.folder()
        let latin1: [UInt8] = Array("Caf".utf8) + [0xE9] + Array(".jpg".utf8)
        let path = RawPath(root.path).appending(latin1)
        let fd = path.withCString { open($0, O_CREAT | O_WRONLY, 0o644) }
        #expect(fd >= 0)
        close(fd)
        let files = walk(root).files
        #expect(files.map(\.path.bytes) == [latin1])
    }

    @Test("an unreadable folder is recorded and walked around",
          .enabled(if: geteuid() != 0, "root reads every folder; permission bits cannot make one unreadable"))
    func unreadableFolder() throws {
        let root = try Scratch.folder()
        try TestFiles.write([1], to: root.appendingPathComponent("open/a.jpg"))
        try TestFiles.write([1], to: root.appendingPathComponent("locked/b.jpg"))
        chmod(root.appendingPathComponent("locked").path, 0)
        defer { chmod(root.appendingPathComponent("locked").path, 0o755) }
        let walked = walk(root)
        #expect(names(walked) == ["open/a.jpg"])
        #expect(walked.result.unreadableFolders.map(\.description) == ["locked"])
    }
}

@Suite("Walking a folder that holds our own output")
struct LibraryWalkerOwnOutputTests {
    @Test("folders holding a deck marker are skipped, with everything under them, at any depth")
    func skipsDecks() throws {
        let root = try Scratch.folder()
        for path in ["DCIM/a.jpg", "wrapped/.photo-wrapped-deck", "wrapped/card-01.png", "wrapped/sub/b.jpg",
                     "trips/photo-wrapped-demo/en-poster/.photo-wrapped-deck", "trips/photo-wrapped-demo/en-poster/card-01.png",
                     "trips/photo-wrapped-demo/es-pastel/.photo-wrapped-deck", "trips/photo-wrapped-demo/es-pastel/deck.json",
                     "trips/c.jpg"] {
            try TestFiles.write([1], to: root.appendingPathComponent(path))
        }
        var files: [WalkedFile] = []
        let result = LibraryWalker(root: RawPath(root.path)).walk(found: { files += $0 }, isCancelled: { false })
        #expect(files.map(\.path.description).sorted() == ["DCIM/a.jpg", "trips/c.jpg"])
        #expect(result.fileCount == 2)
    }

    @Test("a folder named like a deck but without the marker is walked")
    func keepsLookalikes() throws {
        let root = try Scratch.folder()
        try TestFiles.write([1], to: root.appendingPathComponent("photo-wrapped-2025/a.jpg"))
        var files: [WalkedFile] = []
        _ = LibraryWalker(root: RawPath(root.path)).walk(found: { files += $0 }, isCancelled: { false })
        #expect(files.map(\.path.description) == ["photo-wrapped-2025/a.jpg"])
    }
}

@Suite("Recognising our own output without reading it twice")
struct OwnOutputRulesTests {
    @Test("the staging folder is never entered, by its name as well as by the rule for hidden entries")
    func stagingFolder() {
        #expect(FolderRules.stagingFolder == Array(".photo-wrapped-staging".utf8))
        #expect(!FolderRules.shouldEnter(FolderRules.stagingFolder, parent: []))
    }

    @Test("an export is told from its head: our CSV header, or our JSON generator line", arguments: [
        ("path,localTime,timeSource,placeId,lat,lon,precision\nDCIM/a.jpg,2025-01-01,filename-day,,,,day\n", true),
        ("path,localTime,timeSource,placeId,lat,lon\nDCIM/a.jpg,2025-01-01T12:00:00,exif,,,\n", true),
        ("{\n  \"aboutPlaces\" : true,\n  \"generator\" : \"photo-wrapped\",\n  \"language\" : \"en\"\n}", true),
        ("path,localTime,timeSource\nDCIM/a.jpg,2025-01-01T12:00:00,exif\n", false),
        ("{\"title\": \"IMG_1.jpg\", \"description\": \"generator: photo-wrapped\"}", false),
        ("{\n  \"cards\" : [\n    {\n      \"generator\" : \"photo-wrapped\"\n    }\n  ]\n}", false),
        ("{\n  \"generated\" : 1,\n  \"generator\" : \"photo-wrapped\"", true),
        ("{\n  \"title\" : \"a.jpg\",\n  \"generator\" : \"photo-wr", false),
    ])
    func exportHead(text: String, isExport: Bool) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { ExportSignature.isExport(head: $0) } == isExport)
    }
}
