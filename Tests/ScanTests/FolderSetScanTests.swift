import Foundation
import TestScratch
import Testing
@testable import Model
@testable import Moments
@testable import Scan
@testable import Store
import TestSupport

/// Several folders read as one library: each folder cached on its own, a photo in two of them
/// counted once, and the order they are given in never mattering.
@Suite("Scanning several folders as one library")
struct FolderSetScanTests {
    static let year2025 = try! DateRange.year(2025)
    static let london = TimeZone(identifier: "Europe/London")!

    /// Three sibling folders of two photos each, every photo its own moment.
    static func makeFolders() throws -> (parent: URL, folders: [URL]) {
        let parent = try Scratch.folder()
        var folders: [URL] = []
        for (f, name) in ["phone", "camera", "takeout"].enumerated() {
            let folder = parent.appendingPathComponent(name)
            for i in 1 ... 2 {
                let time = String(format: "2025:%02d:%02d 10:00:00", f * 2 + i, 10 + i)
                try TestFiles.write(JPEGFixture.photo(time), to: folder.appendingPathComponent("2025/IMG_\(f)\(i).JPG"))
            }
            folders.append(folder)
        }
        return (parent, folders)
    }

    private func scan(_ folders: [URL], _ fs: CountingFileSystem, _ db: AppDatabase) throws -> ScanReport {
        try LibraryScanner(database: db, fileSystem: fs)
            .scan(ScanRequest(folders: folders.map(\.path), range: Self.year2025, timeZone: Self.london))
    }

    @Test("a third folder added opens only its own files, and a folder dropped opens none")
    func addingAndDropping() throws {
        let (_, folders) = try Self.makeFolders()
        let fs = CountingFileSystem()
        let db = try AppDatabase.inMemory()
        _ = try scan(Array(folders[0 ..< 2]), fs, db)
        #expect(fs.opens == 4)
        fs.reset()
        let three = try scan(folders, fs, db)
        #expect(fs.opened.count == 2)
        #expect(fs.opened.allSatisfy { $0.hasPrefix(folders[2].resolvingSymlinksInPath().path + "/") })
        #expect(three.folders.map(\.filesRead) == three.folders.map { $0.root.description.hasSuffix("/takeout") ? 2 : 0 })
        #expect(three.inventory.photos == 6)
        fs.reset()
        let dropped = try scan([folders[0], folders[2]], fs, db)
        #expect(fs.opens == 0)
        #expect(dropped.filesRead == 0 && dropped.inventory.photos == 4)
    }

    @Test("a folder inside another given folder is read once, through the outer one")
    func nested() throws {
        let (parent, _) = try Self.makeFolders()
        let fs = CountingFileSystem()
        let alone = try scan([parent], fs, try .inMemory())
        let opensAlone = fs.opens
        fs.reset()
        let withInner = try scan([parent.appendingPathComponent("camera/2025"), parent, parent.appendingPathComponent("phone")],
                                 fs, try .inMemory())
        #expect(fs.opens == opensAlone)
        #expect(withInner.folders.count == 1)
        #expect(withInner.inventory == alone.inventory)
        #expect(withInner.filesRead == alone.filesRead)
    }

    @Test("/a/b and /a/bc are two folders, not one inside the other")
    func siblingPrefix() throws {
        let parent = try Scratch.folder()
        for name in ["b", "bc"] {
            try TestFiles.write(JPEGFixture.photo("2025:03:04 11:00:00"), to: parent.appendingPathComponent("\(name)/\(name).JPG"))
        }
        let report = try scan([parent.appendingPathComponent("bc"), parent.appendingPathComponent("b")], CountingFileSystem(), try .inMemory())
        #expect(report.folders.map { $0.root.lastComponent.count } == [1, 2])
        #expect(report.inventory.photos == 2)
    }

    @Test("a photo in two folders counts once, the same copy whichever folder comes first")
    func copyAcrossFolders() throws {
        let (parent, folders) = try Self.makeFolders()
        let original = folders[0].appendingPathComponent("2025/IMG_01.JPG")
        let backup = parent.appendingPathComponent("backup/phone/2025/IMG_01.JPG")
        try TestFiles.write(Array(try Data(contentsOf: original)), to: backup)
        var kept: [[String]] = []
        for order in [[folders[0], parent.appendingPathComponent("backup")], [parent.appendingPathComponent("backup"), folders[0]]] {
            let db = try AppDatabase.inMemory()
            let report = try scan(order, CountingFileSystem(), db)
            let selection = PhotoSelection(from: try db.photos(of: report.folderSet, in: report.range), options: .init())
            #expect(report.inventory.photos == 3)
            #expect(selection.setAside == [.duplicate: 1])
            kept.append(selection.photos.map(\.path.description))
        }
        #expect(kept[0] == kept[1])
        #expect(kept[0].contains(original.resolvingSymlinksInPath().path))
    }

    @Test("a set of several folders has its own key, apart from each folder's and from other sets'")
    func setKeys() throws {
        let (_, folders) = try Self.makeFolders()
        let db = try AppDatabase.inMemory()
        let one = try scan([folders[0]], CountingFileSystem(), db)
        let two = try scan([folders[0], folders[1]], CountingFileSystem(), db)
        let twoReversed = try scan([folders[1], folders[0]], CountingFileSystem(), db)
        let three = try scan(folders, CountingFileSystem(), db)
        #expect(one.libraryID == one.folders[0].libraryID)
        #expect(Set([one.libraryID, two.libraryID, three.libraryID]).count == 3)
        #expect(twoReversed.libraryID == two.libraryID)
        #expect(try db.fingerprint(of: two.folderSet) != db.fingerprint(of: three.folderSet))
    }
}
