import Foundation
import TestSupport
import TestScratch
import Testing
@testable import Atlas
@testable import Model
@testable import Scan
@testable import Store

@Suite("Instants on the clock of where the person was")
struct InstantDatingTests {
    static let towns = SyntheticLibrary.towns
    /// 2025-05-10T03:00:00Z: 03:00 in UTC, 05:00 in Berlin, noon in Tokyo.
    static let instant: Int64 = 1_746_846_000
    static let tokyoGPS: [(UInt16, TIFFFixture.Value)] = [
        (0x0001, .ascii("N")), (0x0002, .rationals([(35, 1), (41, 1), (0, 1)])),
        (0x0003, .ascii("E")), (0x0004, .rationals([(139, 1), (41, 1), (0, 1)])),
    ]

    struct Library {
        let root: URL

        init() throws {
            root = try Scratch.folder()
        }

        /// A JPEG with the given EXIF, written with `mtime` as its file time.
        func add(_ name: String, _ tiff: TIFFFixture = TIFFFixture(), mtime: Int64) throws {
            try TestFiles.write(JPEGFixture.withExif(tiff).bytes(), to: root.appendingPathComponent(name),
                                mtime: Date(timeIntervalSince1970: TimeInterval(mtime)))
        }

        /// Scans under `zone` as the machine's zone (or `--tz`), and returns the rows by name.
        func scan(_ zone: String, option: Bool = false, database: AppDatabase? = nil,
                  files: CountingFileSystem = CountingFileSystem()) throws -> [String: AssetRecord] {
            let database = try database ?? AppDatabase.inMemory()
            let namer = PlaceNamer(database: database) { ReverseGeocoder(table: GeoNamesTable(tsv: Array(InstantDatingTests.towns.utf8))) }
            let report = try LibraryScanner(database: database, fileSystem: files, namer: namer)
                .scan(ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: zone)!, timeZoneIsOption: option))
            return Dictionary(uniqueKeysWithValues: try database.photos(libraryID: report.libraryID, in: report.range).map { ($0.path.description, $0) })
        }
    }

    @Test("a photo dated by its file time but located in Tokyo is on Tokyo's clock")
    func ownLocation() throws {
        let library = try Library()
        var tiff = TIFFFixture()
        tiff.gps = Self.tokyoGPS
        try library.add("DSC_0001.JPG", tiff, mtime: Self.instant)
        let photo = try #require(try library.scan("UTC")["DSC_0001.JPG"])
        #expect(photo.timeSource == .mtime && photo.zoneSource == .location)
        #expect(photo.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 12))
        #expect(photo.utcOffset == 9 * 3600)
    }

    @Test("a GPS time, an instant, is on the clock of the photo's place")
    func gpsTime() throws {
        let library = try Library()
        var tiff = TIFFFixture()
        tiff.gps = Self.tokyoGPS + [(0x0007, .rationals([(3, 1), (0, 1), (0, 1)])), (0x001D, .ascii("2025:05:10"))]
        try library.add("gps.jpg", tiff, mtime: Self.instant + 86_400 * 30)
        let photo = try #require(try library.scan("UTC")["gps.jpg"])
        #expect(photo.timeSource == .gps && photo.zoneSource == .location)
        #expect(photo.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 12))
    }

    @Test("an unlocated file time takes the zone of the photo nearest in time, the same under any machine zone",
          arguments: ["UTC", "Europe/Berlin", "America/New_York"])
    func nearby(machine: String) throws {
        let library = try Library()
        var camera = TIFFFixture()
        // Taken 10:00 in Tokyo (+09:00), two hours before the file-dated photo.
        camera.exif = [(0x9003, .ascii("2025:05:10 10:00:00")), (0x9011, .ascii("+09:00"))]
        try library.add("camera.jpg", camera, mtime: Self.instant)
        try library.add("edited.jpg", mtime: Self.instant)
        let photo = try #require(try library.scan(machine)["edited.jpg"])
        #expect(photo.zoneSource == .nearby)
        #expect(photo.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 12))
    }

    @Test("with no photo within 12 hours, the home zone: where the located photos span the most days")
    func home() throws {
        let library = try Library()
        for day in 1 ... 3 {
            var tokyo = TIFFFixture()
            tokyo.exif = [(0x9003, .ascii("2025:03:0\(day) 12:00:00"))]
            tokyo.gps = Self.tokyoGPS
            try library.add("tokyo\(day).jpg", tokyo, mtime: Self.instant)
        }
        try library.add("lonely.jpg", mtime: Self.instant)
        let photo = try #require(try library.scan("UTC")["lonely.jpg"])
        #expect(photo.zoneSource == .home)
        #expect(photo.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 12))
    }

    @Test("a first scan whose photos all carry their offsets dates none on a clock, and records the scan's zone all the same")
    func firstScanOffClocks() throws {
        let library = try Library()
        var camera = TIFFFixture()
        camera.exif = [(0x9003, .ascii("2025:05:10 10:00:00")), (0x9011, .ascii("+09:00"))]
        try library.add("offset.jpg", camera, mtime: Self.instant)
        let database = try AppDatabase.inMemory()
        let photo = try #require(try library.scan("Europe/Berlin", database: database)["offset.jpg"])
        #expect(!photo.mayHangOnClock && photo.utcOffset == 9 * 3600)
        #expect(try database.instantZone(libraryID: photo.libraryId) == InstantDating.zoneKey(TimeZone(identifier: "Europe/Berlin")!, isOption: false))
    }

    @Test("a rerun with another --tz moves the photos only it dated, without opening a file")
    func anotherZone() throws {
        let library = try Library()
        try library.add("scan.jpg", mtime: Self.instant)
        let shared = try AppDatabase.inMemory()
        #expect(try library.scan("UTC", database: shared)["scan.jpg"]?.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 3))
        let files = CountingFileSystem()
        let moved = try #require(try library.scan("Asia/Tokyo", option: true, database: shared, files: files)["scan.jpg"])
        #expect(moved.timeSource == .mtime && moved.zoneSource == .option)
        #expect(moved.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 12))
        #expect(files.opens == 0)
        #expect(try library.scan("Asia/Tokyo", option: true)["scan.jpg"] == moved)
    }

    @Test("a WhatsApp name keeps its day when the file was copied later, and takes the hour when it was not")
    func whatsApp() throws {
        let library = try Library()
        try library.add("IMG-20250510-WA0000.jpg", mtime: Self.instant)
        try library.add("IMG-20250428-WA0001.jpg", mtime: Self.instant)
        let rows = try library.scan("Europe/Berlin")
        let same = try #require(rows["IMG-20250510-WA0000.jpg"])
        #expect(same.timeSource == .filenameDay && same.precision == .exact)
        #expect(same.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 5))
        let copied = try #require(rows["IMG-20250428-WA0001.jpg"])
        #expect(copied.timeSource == .filenameDay && copied.precision == .day)
        #expect(copied.localTime?.date == CivilDate(year: 2025, month: 4, day: 28))
    }

    @Test("a copied folder's photos are set apart; a WhatsApp name among them keeps its day")
    func copyBurst() throws {
        let library = try Library()
        for i in 0 ..< 30 { try library.add("DSC_\(1000 + i).JPG", mtime: Self.instant + Int64(i)) }
        try library.add("IMG-20250428-WA0001.jpg", mtime: Self.instant + 30)
        let rows = try library.scan("UTC")
        #expect(rows.values.filter { $0.precision == .copied }.count == 30)
        #expect(rows["IMG-20250428-WA0001.jpg"]?.precision == .day)
    }

    @Test("an edited copy's last edit bounds its file time")
    func lastEdit() throws {
        let library = try Library()
        var edited = TIFFFixture()
        edited.ifd0 = [(0x0132, .ascii("2025:05:10 18:30:00"))]
        try library.add("edited.jpg", edited, mtime: Self.instant + 86_400 * 90)
        let photo = try #require(try library.scan("UTC")["edited.jpg"])
        #expect(photo.timeSource == .exifModified && photo.precision == .exact)
        #expect(photo.localTime == LocalDateTime(year: 2025, month: 5, day: 10, hour: 18, minute: 30))
    }
}

@Suite("EXIF no reader reads")
struct UnreadExifTests {
    @Test("a JPEG XL whose EXIF is Brotli-compressed is dated by its file time and counted as having no EXIF reader")
    func brotliJXL() throws {
        let root = try Scratch.folder()
        try TestFiles.write(RawFormatFixtures.jxl(tiff: TIFFFixture.phone().bytes(), brotli: true), to: root.appendingPathComponent("a.jxl"),
                            mtime: Date(timeIntervalSince1970: TimeInterval(InstantDatingTests.instant)))
        try TestFiles.write(RawFormatFixtures.jxl(tiff: TIFFFixture.phone().bytes()), to: root.appendingPathComponent("b.jxl"),
                            mtime: Date(timeIntervalSince1970: TimeInterval(InstantDatingTests.instant)))
        let database = try AppDatabase.inMemory()
        let report = try LibraryScanner(database: database)
            .scan(ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "UTC")!))
        #expect(report.inventory.inRangeWithoutReader == [.jxl: 1])
        #expect(report.inventory.inRangeByTimeSource == [.mtime: 1, .exif: 1])
    }
}
