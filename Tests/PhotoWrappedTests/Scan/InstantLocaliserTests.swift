import Foundation
import TestScratch
import Testing
@testable import PhotoWrapped

@Suite("Instants on the local clock")
struct InstantLocaliserTests {
    static let tokyo = "1\t35.6895\t139.69171\t9733276\tJP\t40\tAsia/Tokyo\tTokyo\t\t東京"

    @Test("a photo dated by its file time but located in Tokyo is dated on Tokyo's clock")
    func mtimeInTokyo() throws {
        let root = try Scratch.folder()
        var tiff = TIFFFixture()
        tiff.gps = [(0x0001, .ascii("N")), (0x0002, .rationals([(35, 1), (41, 1), (0, 1)])),
                    (0x0003, .ascii("E")), (0x0004, .rationals([(139, 1), (41, 1), (0, 1)]))]
        // 2025-05-10T03:00:00Z, noon in Tokyo.
        try TestFiles.write(JPEGFixture.withExif(tiff).bytes(), to: root.appendingPathComponent("DSC_0001.JPG"),
                            mtime: Date(timeIntervalSince1970: 1_746_846_000))
        let database = try AppDatabase.inMemory()
        let namer = PlaceNamer(database: database) { ReverseGeocoder(table: GeoNamesTable(tsv: Array(Self.tokyo.utf8))) }
        let scan = try LibraryScanner(database: database, fileSystem: CountingFileSystem(), namer: namer)
            .scan(ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "UTC")!))
        let photo = try #require(try database.photos(libraryID: scan.libraryID, in: scan.range).first)
        #expect(photo.timeSource == .mtime)
        #expect(photo.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 12))
        #expect(photo.utcOffset == 9 * 3600)
    }

    @Test("a rerun with another --tz moves unlocated file times to it, without opening a file")
    func anotherZone() throws {
        let root = try Scratch.folder()
        // 2025-05-10T03:00:00Z: 03:00 in UTC, noon in Tokyo. No EXIF, no location.
        try TestFiles.write(JPEGFixture.withExif(TIFFFixture()).bytes(), to: root.appendingPathComponent("scan.jpg"),
                            mtime: Date(timeIntervalSince1970: 1_746_846_000))
        func scan(_ database: AppDatabase, _ zone: String, files: CountingFileSystem = CountingFileSystem()) throws -> AssetRecord {
            let report = try LibraryScanner(database: database, fileSystem: files)
                .scan(ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: zone)!))
            return try #require(try database.photos(libraryID: report.libraryID, in: report.range).first)
        }
        let shared = try AppDatabase.inMemory()
        #expect(try scan(shared, "UTC").localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 3))
        let files = CountingFileSystem()
        let moved = try scan(shared, "Asia/Tokyo", files: files)
        #expect(moved.timeSource == .mtime)
        #expect(moved.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 12))
        #expect(moved.utcOffset == 9 * 3600)
        #expect(files.opens == 0)
        #expect(try scan(try AppDatabase.inMemory(), "Asia/Tokyo") == moved)
    }
}
