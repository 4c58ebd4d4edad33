import Foundation
import GRDB
import Testing
@testable import Metadata
@testable import Model
@testable import Store

@Suite("a range's photos come back whole, in SQLite's order of time, then path")
struct PhotosInRangeTests {
    /// Rows in a shuffled order, with times that tie and paths that are prefixes of one
    /// another or hold bytes past 0x7F, some fields left empty.
    static func shuffledRecords(libraryID: Int64, count: Int) -> [AssetRecord] {
        var random = SystemRandomNumberGenerator()
        let names: [[UInt8]] = [Array("a".utf8), Array("a/b".utf8), Array("ab".utf8), [0x61, 0xC3, 0xA9], [0xFF], Array("A".utf8)]
        return (0 ..< count).map { i in
            let path = RawPath(names[i % names.count] + Array("/\(i / names.count)".utf8))
            var record = AssetRecord(libraryId: libraryID, path: path, size: Int64(i), mtimeNs: Int64(i) * 7, kind: i % 5 == 0 ? .heif : .jpeg,
                                     extractorVersion: MetadataReaders.extractorVersion)
            record.localTime = LocalDateTime(year: 2025, month: 1 + i % 3, day: 1 + i % 2, hour: 12, minute: 0)
            record.utcOffset = i % 4 == 0 ? nil : 3600 * (i % 13 - 6)
            record.subsecondMillis = i % 3 == 0 ? 123 : nil
            record.timeSource = .exif
            record.location = i % 2 == 0 ? GeoPoint(latitude: 40 + Double(i) / 1000, longitude: -3.7) : nil
            record.width = 4000
            record.height = i % 6 == 0 ? nil : 3000
            record.orientation = 6
            record.make = i % 2 == 0 ? "Canon" : nil
            record.model = "EOS \(i)"
            record.isScreenshot = i % 7 == 0
            record.detailRead = true
            record.altitudeMeters = i % 9 == 0 ? 10_500 : nil
            record.speedKmh = i % 9 == 0 ? 850 : nil
            return record
        }.shuffled(using: &random)
    }

    @Test("every field read back as saved; the order is SQLite's ORDER BY localTime, path", arguments: [0, 1, 2, 3, 500])
    func order(count: Int) throws {
        let database = try AppDatabase.inMemory()
        let libraryID = try database.libraryID(root: RawPath("/library"))
        let saved = Self.shuffledRecords(libraryID: libraryID, count: count)
        try database.save(saved, libraryID: libraryID)
        let loaded = try database.photos(libraryID: libraryID, in: try DateRange.year(2025))

        let sqliteOrder = try database.writer.read { db in
            try Data.fetchAll(db, sql: "SELECT path FROM asset WHERE libraryId = ? ORDER BY localTime, path", arguments: [libraryID])
        }
        #expect(loaded.map { Data($0.path.bytes) } == sqliteOrder)
        let byPath = Dictionary(uniqueKeysWithValues: saved.map { ($0.path, $0) })
        for record in loaded {
            var expected = try #require(byPath[record.path])
            expected.id = record.id
            #expect(record == expected)
        }
    }

    @Test("a library's rows come back once each when another library's ids lie between them, from a file on disk")
    func interleavedLibraries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pw-range-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.open(path: folder.appendingPathComponent("cache.sqlite").path)
        let first = try database.libraryID(root: RawPath("/first")), second = try database.libraryID(root: RawPath("/second"))
        let records = (first: Self.shuffledRecords(libraryID: first, count: 90), second: Self.shuffledRecords(libraryID: second, count: 90))
        for batch in stride(from: 0, to: 90, by: 7) {
            try database.save(Array(records.first[batch ..< min(90, batch + 7)]), libraryID: first)
            try database.save(Array(records.second[batch ..< min(90, batch + 3)]), libraryID: second)
        }
        let loaded = try database.photos(libraryID: first, in: try DateRange.year(2025))
        #expect(loaded.count == 90)
        #expect(Set(loaded.map(\.path)) == Set(records.first.map(\.path)))
        #expect(Set(loaded.compactMap(\.id)).count == 90)
    }

    @Test("sorting moves every row to its place, whatever the permutation")
    func permutations() {
        for count in [0, 1, 2, 3, 10, 257] {
            let records = Self.shuffledRecords(libraryID: 1, count: count)
            var sorted = records
            sorted.sortByTimeAndPath()
            let expected = records.sorted { a, b in
                a.localTime! != b.localTime! ? a.localTime! < b.localTime! : a.path < b.path
            }
            #expect(sorted == expected)
        }
    }

    /// The set orders its folders by root, so a tie in time goes to `/a` before `/a b`, although
    /// `/a b/…` sorts before `/a/…` as a path.
    @Test("a set of folders comes back in order of time, then the folder's place in the set, then path", arguments: [false, true])
    func folderSetOrder(reversed: Bool) throws {
        let database = try AppDatabase.inMemory()
        var folders: [FolderSet.Folder] = []
        for root in ["/a b", "/a"] {
            let libraryID = try database.libraryID(root: RawPath(root))
            try database.save(Self.shuffledRecords(libraryID: libraryID, count: 60), libraryID: libraryID)
            folders.append(.init(root: RawPath(root), libraryID: libraryID))
        }
        if reversed { folders.reverse() }
        let loaded = try database.photos(of: FolderSet(folders: folders, id: -1), in: try DateRange.year(2025))

        let rank = [folders.first { $0.root == RawPath("/a") }!.libraryID: 0, folders.first { $0.root == RawPath("/a b") }!.libraryID: 1]
        var expected = try folders.flatMap { folder in
            try database.photos(libraryID: folder.libraryID, in: try DateRange.year(2025)).map { record in
                var record = record
                record.path = folder.root.appending(record.path.bytes)
                return record
            }
        }
        expected.sort { a, b in
            if a.localTime! != b.localTime! { return a.localTime! < b.localTime! }
            if a.libraryId != b.libraryId { return rank[a.libraryId]! < rank[b.libraryId]! }
            return a.path < b.path
        }
        #expect(loaded.count == 120)
        #expect(loaded.map(\.path) == expected.map(\.path))
        #expect(loaded == expected)
    }

    @Test("rows made in two parts fill their rooms exactly, or give nil", arguments: [0, 5, 9, 10, 11])
    func rowsInTwoParts(room: Int) throws {
        let database = try AppDatabase.inMemory()
        let libraryID = try database.libraryID(root: RawPath("/library"))
        try database.save(Self.shuffledRecords(libraryID: libraryID, count: 10), libraryID: libraryID)
        let rows = try RowRoom<AssetRecord>.madeInTwoParts(room, 0) { part, into in
            guard part == 0 else { return .success(0) }
            return Result {
                try database.writer.read { db in
                    try AssetReader(db: db).rows(sql: "SELECT \(AssetRecord.Columns.selectList) FROM asset ORDER BY path", arguments: [],
                                                 into: into, make: RowShape.records.maker())
                }
            }
        }
        guard room == 10 else {
            #expect(rows == nil)
            return
        }
        #expect(rows?.map(\.path) == rows?.map(\.path).sorted())
        #expect(Set(rows?.map(\.path) ?? []).count == 10)
    }
}
