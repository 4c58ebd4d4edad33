import Foundation
import GRDB
import Testing
@testable import Metadata
@testable import Model
@testable import Moments
@testable import Store
import TestSupport

@Suite("what pairs a phone's files is kept in the cache, and read back by every path the counting rules take")
struct PairingFactsStoreTests {
    static let range = try! DateRange.year(2025)
    static let liveID = "5A1B9C3E-7F42-4D1A-9B8E-2C6F0E4D3A21"
    static let burstID = "E3B0C442-98FC-4C14-9AFB-F4C8996FB924"

    /// A Live Photo's still and movie, a burst frame, and a photo with none of the three.
    static func records(_ libraryID: Int64) -> [AssetRecord] {
        let noon = LocalDateTime(year: 2025, month: 7, day: 14, hour: 12)!
        func file(_ path: String, _ kind: AssetKind) -> AssetRecord {
            var record = SampleRecords.file(libraryID, path, kind, at: noon)
            record.timeSource = .exif
            return record
        }
        var still = file("DCIM/100APPLE/IMG_1234.HEIC", .heif)
        still.contentID = liveID
        var movie = file("DCIM/100APPLE/IMG_1234.MOV", .video)
        movie.contentID = liveID
        movie.durationMs = 3020
        var frame = file("DCIM/100APPLE/IMG_1235.HEIC", .heif)
        frame.burstID = burstID
        frame.contentID = "0B7D2E6A-1C3F-4E58-A9D0-77E1C2B3F4A5"
        return [still, movie, frame, file("DCIM/100APPLE/IMG_1236.JPG", .jpeg)]
    }

    /// Each file's path and its three facts, as one line to compare.
    static func facts(_ files: [some MomentFile]) -> [String] {
        files.map { "\($0.path) \($0.contentID ?? "-") \($0.burstID ?? "-") \($0.durationMs.map(String.init) ?? "-")" }.sorted()
    }

    static let expected = facts(records(1))

    @Test("each fact is set apart from the others, and none is no facts at all")
    func setApart() {
        var record = Self.records(1)[1]
        #expect(record.contentID == Self.liveID && record.durationMs == 3020 && record.burstID == nil)
        record.burstID = Self.burstID
        #expect(record.contentID == Self.liveID && record.durationMs == 3020 && record.burstID == Self.burstID)
        (record.contentID, record.burstID, record.durationMs) = (nil, nil, nil)
        #expect(record.pairing == nil)
    }

    @Test("saved, then read back as whole records, as counted files, and in one pass over the library")
    func readBack() throws {
        let database = try AppDatabase.inMemory()
        let id = try database.libraryID(root: RawPath("/phone"))
        try database.save(Self.records(id), libraryID: id)
        #expect(Self.facts(try database.photos(libraryID: id, in: Self.range)) == Self.expected)
        #expect(Self.facts(try database.countedFiles(libraryID: id, in: Self.range)) == Self.expected)
        let pass = try database.libraryPass(libraryID: id, range: Self.range, counting: true)
        #expect(Self.facts(try #require(pass.counted).files) == Self.expected)
    }

    @Test("a first scan's rows, counted as they are committed, carry them")
    func committed() throws {
        let database = try AppDatabase.inMemory()
        let id = try database.libraryID(root: RawPath("/phone"))
        let records = Self.records(id)
        var rows = PassRows(range: Self.range, counting: true)
        rows.add(records, firstID: try #require(try database.save(records, libraryID: id)))
        let pass = try database.libraryPass(of: rows)
        #expect(Self.facts(try #require(pass.counted).files) == Self.expected)
    }

    @Test("a kept selection holds them")
    func snapshot() throws {
        // The rows as they are, not as the counting rules would take them: the movie would go with its still.
        let selection = PhotoSelection(photos: Self.records(1), setAsideFiles: [])
        let back = try #require(SelectionSnapshot.decode(SelectionSnapshot.encode(selection, options: .init()), options: .init()))
        #expect(Self.facts(back.photos) == Self.expected)
    }

    @Test("a cache from before gains the three columns, empty, and drops its kept selections")
    func migration() throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v14: the range's counted photos kept with its summary")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO library (id, root, createdAt) VALUES (1, x'2f70', '2025-11-01 10:00:00')")
            try db.execute(sql: """
                INSERT INTO asset (libraryId, path, size, mtimeNs, kind, detailRead, extractorVersion)
                VALUES (1, x'61', 5, 6, 'heif', 1, 4)
                """)
            try db.execute(sql: """
                INSERT INTO scanSummary (libraryId, rangeStart, rangeEnd, inventory, countedPhotos)
                VALUES (1, '2025-01-01', '2025-12-31', x'7b7d', x'00')
                """)
        }
        try AppDatabase.migrator.migrate(queue)
        try queue.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT contentID, burstID, durationMs, extractorVersion FROM asset"))
            #expect(row["contentID"] as String? == nil && row["burstID"] as String? == nil && row["durationMs"] as Int? == nil)
            // The extractor version from before reads the file again, which fills them in.
            #expect(row["extractorVersion"] as Int != MetadataReaders.extractorVersion)
            #expect(try Data.fetchOne(db, sql: "SELECT countedPhotos FROM scanSummary") == nil)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM scanSummary") == 1)
        }
    }
}
