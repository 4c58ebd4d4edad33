import Foundation
import TestScratch
import Testing
@testable import Model
@testable import Scan
@testable import Store
import TestSupport

@Suite("Reads from the device ask for no readahead")
struct ColdReadsTests {
    static let year2025 = try! DateRange(start: CivilDate(year: 2025, month: 1, day: 1), end: CivilDate(year: 2025, month: 12, day: 31))

    static func library(files: Int) throws -> URL {
        let root = try Scratch.folder()
        for i in 0 ..< files {
            let time = String(format: "2025:03:04 %02d:%02d:00", 10 + i / 60, i % 60)
            try TestFiles.write(JPEGFixture.photo(time), to: root.appendingPathComponent("a/IMG_\(i).JPG"))
        }
        return root
    }

    /// The scan's rows, as comparable text, and how many files its readers advised.
    static func scan(_ root: URL, readsSlowerThan line: UInt64) throws -> (rows: [String], advised: Int) {
        let fs = CountingFileSystem()
        let database = try AppDatabase.inMemory()
        var scanner = LibraryScanner(database: database, fileSystem: fs)
        scanner.walkPacing = StatPacing(slowNanoseconds: .max)
        scanner.readPacing = StatPacing(slowNanoseconds: line)
        let report = try scanner.scan(ScanRequest(folder: root.path, range: year2025, timeZone: TimeZone(identifier: "UTC")!))
        let rows = try database.photos(libraryID: report.libraryID, in: year2025).map { "\($0.path) \(String(describing: $0.localTime)) \($0.kind)" }
        return (rows.sorted(), fs.advised)
    }

    @Test("a reader whose opens and first reads are slow advises the files it opens next; a quick one none")
    func advisesOnlyWhenSlow() throws {
        let root = try Self.library(files: 40)
        let quick = try Self.scan(root, readsSlowerThan: .max)
        let slow = try Self.scan(root, readsSlowerThan: 0)
        #expect(quick.advised == 0)
        // Every file but each reader's first: before it, the reader has timed nothing.
        #expect(slow.advised > 0 && slow.advised < 40)
        #expect(slow.rows == quick.rows)
        #expect(quick.rows.count == 40)
    }

    @Test("an advised file reads the same bytes")
    func advisedFileReadsTheSame() throws {
        let bytes = (0 ..< 70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let url = try Scratch.folder().appendingPathComponent("file.bin")
        try TestFiles.write(bytes, to: url)
        let file = try url.path.withCString { try PosixFileSystem().open($0).get() }
        file.adviseRandomReads()
        var read = [UInt8](repeating: 0, count: 20_000)
        let count = try read.withUnsafeMutableBytes { try file.read(into: $0, at: 40_000).get() }
        #expect(count == 20_000)
        #expect(read == Array(bytes[40_000 ..< 60_000]))
    }
}
