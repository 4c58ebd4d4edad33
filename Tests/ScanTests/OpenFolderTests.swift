import Foundation
import TestScratch
import Testing
@testable import Model
@testable import Scan
@testable import Store
import TestSupport

@Suite("Files opened by name within their folder")
struct OpenFolderTests {
    /// Each folder `OpenFolder` opened, by its path relative to the root, and each file it gave
    /// `body`, with the bytes read through the descriptor and name it was given.
    final class Opener {
        let root: URL
        let folder = OpenFolder()
        var folders: [String] = []

        init(root: URL) {
            self.root = root
        }

        func read(_ relative: String) -> String? {
            folder.within(RawPath(relative), openFolder: { path in
                folders.append(path.description)
                return root.appendingPathComponent(path.description).path.withCString(PosixFileSystem.openFolder)
            }) { descriptor, name in
                guard case .success(let file) = RawPath(Array(name)).withCString({ PosixFileSystem().open($0, inFolder: descriptor) })
                else { return "(unopened)" }
                var bytes = [UInt8](repeating: 0, count: 64)
                guard case .success(let count) = bytes.withUnsafeMutableBytes({ file.read(into: $0, at: 0) }) else { return "(unread)" }
                return String(decoding: bytes[..<count], as: UTF8.self)
            }
        }
    }

    @Test("a folder is opened once for the files of it that come in a row, a file at the root within the root")
    func foldersOnce() throws {
        let root = try Scratch.folder()
        for path in ["DCIM/100/a.jpg", "DCIM/100/b.jpg", "DCIM/1000/c.jpg", "top.jpg", "DCIM/100/d.jpg"] {
            try TestFiles.write(Array(path.utf8), to: root.appendingPathComponent(path))
        }
        let opener = Opener(root: root)
        let read = ["DCIM/100/a.jpg", "DCIM/100/b.jpg", "DCIM/1000/c.jpg", "top.jpg", "DCIM/100/d.jpg"].map(opener.read)
        #expect(read == ["DCIM/100/a.jpg", "DCIM/100/b.jpg", "DCIM/1000/c.jpg", "top.jpg", "DCIM/100/d.jpg"])
        #expect(opener.folders == ["DCIM/100", "DCIM/1000", "", "DCIM/100"])
    }

    @Test("a folder that does not open gives nothing, and the next file's folder is opened afresh")
    func missingFolder() throws {
        let root = try Scratch.folder()
        try TestFiles.write(Array("here".utf8), to: root.appendingPathComponent("kept/a.jpg"))
        let opener = Opener(root: root)
        #expect(opener.read("gone/a.jpg") == nil)
        #expect(opener.read("gone/b.jpg") == nil)
        #expect(opener.read("kept/a.jpg") == "here")
        #expect(opener.read("kept/missing.jpg") == "(unopened)")
    }

    /// Every row the scan stored, in path order, without the ids the database gave them.
    static func rows(_ root: URL, fileSystem: any PhotoFileSystem) throws -> [AssetRecord] {
        let database = try AppDatabase.inMemory()
        let report = try LibraryScanner(database: database, fileSystem: fileSystem)
            .scan(ScanRequest(folder: root.path, range: BytesReadTests.everything, timeZone: TimeZone(identifier: "UTC")!))
        #expect(report.inventory.photos > 200)
        let records = try database.writer.read { db in
            try AssetReader(db: db).rows(sql: "SELECT \(AssetRecord.Columns.selectList) FROM asset ORDER BY path", arguments: [],
                                         make: RowShape.records.maker())
        }
        return records.map { record in
            var record = record
            record.id = nil
            return record
        }
    }

    @Test("a scan of the fixture library that opens files within their folders stores what opening each by its path stores")
    func sameRows() throws {
        let byPath = CountingFileSystem()
        let withinFolders = try Self.rows(TestFiles.fixtures, fileSystem: PosixFileSystem())
        let opened = try Self.rows(TestFiles.fixtures, fileSystem: byPath)
        #expect(byPath.opens > 250)
        #expect(withinFolders.count == opened.count)
        for (a, b) in zip(withinFolders, opened) where a != b {
            Issue.record("\(a.path): \(a) within its folder, \(b) by path")
        }
    }
}
