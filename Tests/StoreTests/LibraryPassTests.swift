import Foundation
import Testing
@testable import Metadata
@testable import Model
@testable import Moments
@testable import Store
import TestSupport

@Suite("One pass over a library's rows gives what a pass for each gives")
struct LibraryPassTests {
    /// Two libraries whose rows interleave in the table: the first's, the second's, then more
    /// of the first's. The first's copies are hashed; the second's, and the late copy, are not.
    static func twoLibraries() throws -> (AppDatabase, [Int64]) {
        let database = try AppDatabase.inMemory()
        let (a, b) = (try database.libraryID(root: RawPath("/a")), try database.libraryID(root: RawPath("/b")))
        try SampleRecords.save(SampleRecords.library(a), database, libraryID: a)
        var unhashed = SampleRecords.library(b)
        for i in unhashed.indices { unhashed[i].headHash = nil }
        var broken = SampleRecords.file(b, "broken.jpg")
        broken.problem = .corrupt
        try database.save(unhashed + [broken], libraryID: b)
        try database.save([SampleRecords.file(a, "late/IMG_4.jpg", size: 9000, millis: 250),
                           SampleRecords.file(a, "2023/IMG_7.jpg", at: LocalDateTime(year: 2023, month: 3, day: 1, hour: 8)!)],
                          libraryID: a)
        return (database, [a, b])
    }

    @Test("the inventory, the duplicate candidates and the counted photos, library by library", arguments: [2025, 2024])
    func sameAsEachPass(year: Int) throws {
        let (database, libraries) = try Self.twoLibraries()
        let range = try DateRange.year(year)
        for id in libraries {
            let pass = try database.libraryPass(libraryID: id, range: range, counting: true)
            #expect(pass.inventory == (try database.countInventory(libraryID: id, range: range)))
            #expect(pass.candidates == (try database.duplicateCandidates(libraryIDs: [id])))
            let counted = try #require(pass.counted).files
            let read = try database.countedFiles(libraryID: id, in: range)
            #expect(counted.map { "\($0.path) \($0.headHash ?? "-")" }.sorted() == read.map { "\($0.path) \($0.headHash ?? "-")" }.sorted())
            #expect(RangeCounts(counting: counted) == RangeCounts(counting: read))
        }
        #expect(try database.libraryPass(libraryID: libraries[0], range: range, counting: false).counted == nil)
    }

    @Test("a first scan's rows counted as they are committed give what reading them back gives", arguments: [2025, 2024])
    func committedRows(year: Int) throws {
        let database = try AppDatabase.inMemory()
        let (a, b) = (try database.libraryID(root: RawPath("/a")), try database.libraryID(root: RawPath("/b")))
        let range = try DateRange.year(year)
        var records = SampleRecords.library(a)
        records[0].location = GeoPoint(latitude: 52.5, longitude: 13.4)
        records[2].timeSource = .filename
        records[3].problem = .corrupt
        records[4].localTime = nil
        var rows = PassRows(range: range, counting: true)
        // Another library's rows between the batches: ids are the table's, not the library's.
        for (i, batch) in [records[..<7], records[7...]].enumerated() {
            let firstID = try #require(try database.save(Array(batch), libraryID: a))
            rows.add(Array(batch), firstID: firstID)
            if i == 0 { try database.save([SampleRecords.file(b, "IMG_1.JPG")], libraryID: b) }
        }
        let committed = try database.libraryPass(of: rows)
        let read = try database.libraryPass(libraryID: a, range: range, counting: true)
        #expect(committed.inventory == read.inventory)
        #expect(committed.candidates == read.candidates && !read.candidates.isEmpty)
        // Hashes taken by row id reach the same files in both.
        let hashes = Dictionary(uniqueKeysWithValues: read.candidates.map { ($0.id, "\($0.path)") })
        var (counted, readCounted) = (try #require(committed.counted), try #require(read.counted))
        let (files, readFiles) = (counted.takeFiles(hashed: hashes), readCounted.takeFiles(hashed: hashes))
        #expect(files.map { String(describing: $0) } == readFiles.map { String(describing: $0) })
        #expect(files.filter { $0.headHash == "\($0.path)" }.count == (year == 2025 ? hashes.count : 0))
    }

    @Test("a first scan's rows that dating may move are held, then counted with their dated times as the rows read back",
          arguments: [2025, 2024])
    func heldForDating(year: Int) throws {
        let database = try AppDatabase.inMemory()
        let (a, b) = (try database.libraryID(root: RawPath("/a")), try database.libraryID(root: RawPath("/b")))
        let range = try DateRange.year(year)
        var records = SampleRecords.library(a)
        func onClock(_ i: Int, _ source: TimeSource, offset: Int? = nil, location: GeoPoint? = nil) {
            records[i].timeSource = source
            records[i].zoneSource = .machine
            records[i].utcOffset = offset
            records[i].location = location
            records[i].mtimeNs = records[i].localTime!.secondsSinceEpoch * 1_000_000_000
        }
        onClock(1, .mtime)
        onClock(3, .gps, offset: 7200, location: GeoPoint(latitude: 35.68, longitude: 139.76))
        onClock(8, .filenameDay)
        onClock(13, .video, offset: 0)
        records[14].timeSource = .exif
        records[14].zoneSource = .machine
        var rows = PassRows(range: range, counting: true)
        for (i, batch) in [records[..<6], records[6...]].enumerated() {
            let firstID = try #require(try database.save(Array(batch), libraryID: a))
            rows.add(Array(batch), firstID: firstID)
            if i == 0 { try database.save([SampleRecords.file(b, "IMG_1.JPG")], libraryID: b) }
        }
        let held = rows.clockDatedRows
        #expect(held.map { String(describing: $0) } == (try database.clockDatedRows(libraryID: a)).map { String(describing: $0) })
        #expect(held.count == 4)
        // Dating moves the file-timed one into 2024, the GPS one onto Tokyo's clock, and sets
        // the video apart as a copy.
        func moved(_ row: AppDatabase.ClockDatedRow, _ change: (inout CaptureTime) -> Void) -> (id: Int64, time: CaptureTime) {
            var time = row.current
            change(&time)
            return (row.id, time)
        }
        let changes = [
            moved(held[0]) { $0.time = LocalDateTime(year: 2024, month: 12, day: 31, hour: 22)!; $0.zone = .home },
            moved(held[1]) { $0.time = LocalDateTime(year: 2025, month: 6, day: 2, hour: 16)!; $0.utcOffset = 32400; $0.zone = .location },
            moved(held[3]) { $0.precision = .copied; $0.zone = .nearby },
        ]
        try database.saveClockDating(changes, libraryID: a, zoneKey: "machine:UTC")
        rows.addDated(changes)
        let committed = try database.libraryPass(of: rows)
        let read = try database.libraryPass(libraryID: a, range: range, counting: true)
        #expect(committed.inventory == read.inventory)
        #expect(committed.candidates == read.candidates)
        var (counted, readCounted) = (try #require(committed.counted), try #require(read.counted))
        let hashes = Dictionary(uniqueKeysWithValues: read.candidates.map { ($0.id, "\($0.path)") })
        let (files, readFiles) = (counted.takeFiles(hashed: hashes), readCounted.takeFiles(hashed: hashes))
        #expect(files.map { String(describing: $0) } == readFiles.map { String(describing: $0) })
        #expect(files.contains { $0.path == RawPath("DCIM/IMG_1.CR2") } == (year == 2024))
    }

    @Test("a save says where its new rows start only when every record made one")
    func newRows() throws {
        let database = try AppDatabase.inMemory()
        let id = try database.libraryID(root: RawPath("/a"))
        let first = try database.save([SampleRecords.file(id, "a.jpg"), SampleRecords.file(id, "b.jpg")], libraryID: id)
        #expect(first == 1)
        #expect(try database.save([SampleRecords.file(id, "c.jpg")], libraryID: id) == 3)
        // b.jpg is saved again: its row changes in place, and no id follows another.
        #expect(try database.save([SampleRecords.file(id, "d.jpg"), SampleRecords.file(id, "b.jpg")], libraryID: id) == nil)
        #expect(try database.save([], removing: [1], libraryID: id) == nil)
        // The table's highest rows deleted: AUTOINCREMENT gives their ids to no new row.
        #expect(try database.save([], removing: [3, 4], libraryID: id) == nil)
        let e = try database.save([SampleRecords.file(id, "e.jpg")], libraryID: id)
        #expect(try e == database.writer.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM asset WHERE path = ?", arguments: [Data("e.jpg".utf8)]) })
        #expect(e.map { $0 > 4 } == true)
    }

    @Test("the inventory's tally tells a row's group from the row before's: text after NULL, NULL after text, another kind")
    func neighbours() throws {
        let database = try AppDatabase.inMemory()
        let id = try database.libraryID(root: RawPath("/photos"))
        func file(_ name: String, _ kind: AssetKind = .jpeg, _ source: TimeSource? = .exif, year: Int = 2025,
                  problem: SkipReason? = nil) -> AssetRecord {
            var record = SampleRecords.file(id, name, kind, at: LocalDateTime(year: year, month: 6, day: 1, hour: 12)!)
            record.timeSource = source
            record.problem = problem
            return record
        }
        try database.save([file("a.jpg"), file("b.jpg", problem: .corrupt), file("c.jpg", .jpeg, .mtime), file("d.png", .png),
                           file("e.jpg", year: 2024), file("f.jpg"), file("g.jpg", .jpeg, nil), file("h.jpg")], libraryID: id)
        let inventory = try database.countInventory(libraryID: id, range: try .year(2025))
        #expect(inventory.filesSeen == 8 && inventory.photos == 7 && inventory.skipped == [.corrupt: 1])
        #expect(inventory.inRange == 6 && inventory.inRangeByTimeSource == [.exif: 4, .mtime: 1])
        #expect(inventory.photosByYear == [2025: 6, 2024: 1])
    }

    @Test("the hashes taken after the pass reach the counted photos, as reading them again would")
    func hashesTaken() throws {
        let (database, libraries) = try Self.twoLibraries()
        let range = try DateRange.year(2025)
        let pass = try database.libraryPass(libraryID: libraries[1], range: range, counting: true)
        var counted = try #require(pass.counted)
        let hashes = Dictionary(uniqueKeysWithValues: pass.candidates.map { ($0.id, "\($0.size)") })
        try database.setHeadHashes(hashes.map { ($0.key, $0.value) })
        let files = counted.takeFiles(hashed: hashes)
        let read = try database.countedFiles(libraryID: libraries[1], in: range)
        #expect(!pass.candidates.isEmpty)
        #expect(files.map { "\($0.path) \($0.headHash ?? "-")" }.sorted() == read.map { "\($0.path) \($0.headHash ?? "-")" }.sorted())
    }
}
