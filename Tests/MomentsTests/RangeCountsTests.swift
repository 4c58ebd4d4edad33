import Foundation
import GRDB
import Testing
@testable import Metadata
@testable import Model
@testable import Moments
@testable import Store
import TestSupport

@Suite("the scan summary's counts, made from seven columns, are the counting rules' on whole records")
struct RangeCountsTests {
    /// The counts of the same photos by the rules on whole records, as a deck counts them.
    static func fromRecords(_ database: AppDatabase, _ set: FolderSet, _ range: DateRange) throws -> RangeCounts {
        RangeCounts(PhotoSelection(from: try database.photos(of: set, in: range), options: .init()))
    }

    @Test("one folder: each reason counted, the same as a deck's selection")
    func oneFolder() throws {
        let database = try AppDatabase.inMemory()
        let id = try database.libraryID(root: RawPath("/photos"))
        try SampleRecords.save(SampleRecords.library(id), database, libraryID: id)
        let set = FolderSet(folders: [.init(root: RawPath("/photos"), libraryID: id)], id: id)
        let range = try DateRange.year(2025)

        let counts = try database.rangeCounts(of: set, range: range)
        #expect(counts.counted == 8)
        #expect(counts.setAside == [.rawPair: 1, .edit: 1, .duplicate: 1, .screenshot: 2, .video: 1])
        #expect(counts == (try Self.fromRecords(database, set, range)))
    }

    @Test("two folders: a copy in each counts once, a RAW and a JPEG in different folders are two photos")
    func twoFolders() throws {
        let database = try AppDatabase.inMemory()
        let (a, b) = (try database.libraryID(root: RawPath("/a")), try database.libraryID(root: RawPath("/b")))
        try SampleRecords.save(SampleRecords.library(a), database, libraryID: a)
        try SampleRecords.save([SampleRecords.file(b, "IMG_4.jpg", size: 9000, millis: 250, hash: "aa"), SampleRecords.file(b, "DCIM/IMG_7.CR2", .rawTIFF)],
                      database, libraryID: b)
        try SampleRecords.save([SampleRecords.file(a, "DCIM/IMG_7.JPG")], database, libraryID: a)
        let set = FolderSet(folders: [.init(root: RawPath("/a"), libraryID: a), .init(root: RawPath("/b"), libraryID: b)],
                            id: try database.folderSetID(roots: [RawPath("/a"), RawPath("/b")]))
        let range = try DateRange.year(2025)

        let counts = try database.rangeCounts(of: set, range: range)
        #expect(counts.counted == 10)
        #expect(counts.setAside == [.rawPair: 1, .edit: 1, .duplicate: 2, .screenshot: 2, .video: 1])
        #expect(counts == (try Self.fromRecords(database, set, range)))
    }
}
