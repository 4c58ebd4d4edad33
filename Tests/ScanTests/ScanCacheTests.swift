import Foundation
import TestSupport
import Synchronization
import TestScratch
import Testing
@testable import Model
@testable import Moments
@testable import Scan
@testable import Store

@Suite("Scanning into the cache")
struct ScanCacheTests {
    static let year2025 = try! DateRange.year(2025)
    static let london = TimeZone(identifier: "Europe/London")!

    /// Five photos (four in 2025, one in 2024), one dated by name, a note and an empty file.
    static func makeLibrary() throws -> URL {
        let root = try Scratch.folder()
        try TestFiles.write(JPEGFixture.photo("2025:01:02 10:00:00"), to: root.appendingPathComponent("a/IMG_0001.JPG"))
        try TestFiles.write(JPEGFixture.photo("2025:03:04 11:00:00"), to: root.appendingPathComponent("a/IMG_0002.JPG"))
        try TestFiles.write(JPEGFixture.photo("2025:05:06 12:00:00", gps: false), to: root.appendingPathComponent("a/IMG_0003.JPG"))
        try TestFiles.write(JPEGFixture.photo("2025:07:08 13:00:00"), to: root.appendingPathComponent("b/IMG_0004.JPG"))
        try TestFiles.write(JPEGFixture.photo("2024:12:31 23:59:59"), to: root.appendingPathComponent("b/IMG_0005.JPG"))
        try TestFiles.write(JPEGFixture().bytes(), to: root.appendingPathComponent("b/IMG_20250909_090909.jpg"))
        try TestFiles.write(Array("shopping list".utf8), to: root.appendingPathComponent("notes.txt"))
        try TestFiles.write([], to: root.appendingPathComponent("b/empty.jpg"))
        return root
    }

    private func scan(_ root: URL, _ fs: CountingFileSystem, _ db: AppDatabase, range: DateRange = year2025) throws -> ScanReport {
        try LibraryScanner(database: db, fileSystem: fs).scan(ScanRequest(folder: root.path, range: range, timeZone: Self.london))
    }

    @Test("counts every file by what it is and how it was dated")
    func summary() throws {
        let root = try Self.makeLibrary()
        let report = try scan(root, CountingFileSystem(), try .inMemory())
        let inventory = report.inventory
        #expect(inventory.filesSeen == 8)
        #expect(inventory.photos == 6)
        #expect(inventory.inRange == 5)
        #expect(inventory.inRangeByTimeSource == [.exif: 4, .filename: 1])
        #expect(inventory.inRangeWithLocation == 3)
        #expect(inventory.skipped == [.notAPhoto: 1, .zeroByte: 1])
        #expect(inventory.locationCoveragePct == 60)
    }

    /// Opens that wait a millisecond, as on a NAS whose attributes are cached: the walk's stats
    /// stay quick, and only the readers can tell. Records which threads opened.
    final class SlowOpens: PhotoFileSystem {
        private let inner = PosixFileSystem()
        private let threads = Mutex<Set<UInt>>([])
        var readers: Int { threads.withLock { $0.count } }

        func open(_ path: UnsafePointer<CChar>) -> Result<any PhotoFile, FileAccessError> {
            threads.withLock { _ = $0.insert(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
            usleep(1000)
            return inner.open(path)
        }
    }

    @Test("readers that find their opens slow call in more readers")
    func slowReadsOpenTheGate() throws {
        let root = try Scratch.folder()
        for i in 0 ..< 300 {
            let time = String(format: "2025:01:02 %02d:%02d:00", 10 + i / 60, i % 60)
            try TestFiles.write(JPEGFixture.photo(time), to: root.appendingPathComponent("a/IMG_\(i).JPG"))
        }
        let fs = SlowOpens()
        var scanner = LibraryScanner(database: try .inMemory(), fileSystem: fs)
        scanner.walkPacing = StatPacing(slowNanoseconds: .max)
        let report = try scanner.scan(ScanRequest(folder: root.path, range: Self.year2025, timeZone: Self.london))
        #expect(report.inventory.photos == 300)
        #expect(fs.readers > LibraryScanner.readsInFlight)
    }

    @Test("a second scan of an unchanged folder opens no file")
    func rerunOpensNothing() throws {
        let root = try Self.makeLibrary()
        let fs = CountingFileSystem()
        let db = try AppDatabase.inMemory()
        let first = try scan(root, fs, db)
        #expect(fs.opens == 8, "a first scan opens every file, the empty one too: its reader finds the size")
        fs.reset()
        let second = try scan(root, fs, db)
        #expect(fs.opens == 0)
        #expect(second.inventory == first.inventory)
        #expect(second.filesRead == 0 && second.filesReused == 8)
    }

    @Test("a first scan, whose readers state the files, stores the fingerprint a walk that states them finds")
    func firstScanFingerprint() throws {
        let root = try Self.makeLibrary()
        try TestFiles.write(JPEGFixture.photo("2025:02:02 10:00:00"), to: root.appendingPathComponent("Takeout/IMG_0009.JPG"))
        try TestFiles.write(Array("{}".utf8), to: root.appendingPathComponent("Takeout/IMG_0009.JPG.json"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("a/linked.JPG").path, withDestinationPath: "IMG_0001.JPG")
        let db = try AppDatabase.inMemory()
        let report = try scan(root, CountingFileSystem(), db)
        let walked = LibraryWalker(root: RawPath(root.path)).walk(found: { _ in }, isCancelled: { false })
        #expect(walked.fileCount == 11)
        #expect(try db.libraryFingerprint(libraryID: report.libraryID) == walked.fingerprint.description)
    }

    @Test("a file gone between the walk's listing and its open leaves no row; an empty one is a zero-byte file")
    func unstatedFileGoneOrEmpty() throws {
        let root = try Scratch.folder()
        try TestFiles.write([], to: root.appendingPathComponent("empty.jpg"))
        let inspector = FileInspector(root: RawPath(root.path), libraryID: 1, detailRange: Self.year2025, zone: Self.london,
                                      zoneIsOption: false, now: 1_800_000_000, fileSystem: PosixFileSystem())
        let buffers = FileInspector.Buffers()
        #expect(inspector.inspect(WalkedFile(path: RawPath(Array("gone.jpg".utf8))), buffers: buffers) == nil)
        let empty = inspector.inspect(WalkedFile(path: RawPath(Array("empty.jpg".utf8))), buffers: buffers)
        #expect(empty?.problem == .zeroByte)
        #expect(empty?.size == 0)
    }

    @Test("changed files are read again, new ones read, deleted ones dropped")
    func incremental() throws {
        let root = try Self.makeLibrary()
        let fs = CountingFileSystem()
        let db = try AppDatabase.inMemory()
        _ = try scan(root, fs, db)
        try TestFiles.write(JPEGFixture.photo("2025:12:25 08:00:00"), to: root.appendingPathComponent("a/IMG_0001.JPG"),
                            mtime: Date(timeIntervalSince1970: 1_766_649_600))
        try TestFiles.write(JPEGFixture.photo("2025:11:11 11:11:11"), to: root.appendingPathComponent("c/IMG_0006.JPG"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("b/IMG_0004.JPG"))
        fs.reset()
        let report = try scan(root, fs, db)
        #expect(fs.opens == 2)
        #expect(report.filesRead == 2 && report.filesRemoved == 1 && report.filesReused == 6)
        #expect(report.inventory.inRange == 5)
        let times = try db.photos(libraryID: report.libraryID, in: Self.year2025).map(\.localTime)
        #expect(times.contains(LocalDateTime(year: 2025, month: 12, day: 25, hour: 8)))
        #expect(!times.contains(LocalDateTime(year: 2025, month: 7, day: 8, hour: 13)))
    }

    @Test("a new range reads tier B for the photos that came into it or into the year before it, and only those")
    func rangeChange() throws {
        let root = try Self.makeLibrary()
        let fs = CountingFileSystem()
        let db = try AppDatabase.inMemory()
        _ = try scan(root, fs, db, range: try DateRange.year(2026))
        fs.reset()
        let twoYears = try DateRange(start: CivilDate(year: 2024, month: 1, day: 1), end: CivilDate(year: 2025, month: 12, day: 31))
        let wider = try scan(root, fs, db, range: twoYears)
        #expect(fs.opens == 1, "only the 2024 photo lacks its details: 2025's were read as 2026's history")
        #expect(wider.inventory.inRangeWithLocation == 4)
        fs.reset()
        _ = try scan(root, fs, db, range: Self.year2025)
        #expect(fs.opens == 0)
    }

    @Test("a scan reads the details of the twelve months before its range: the located history that tells a first")
    func historyDetails() throws {
        let root = try Self.makeLibrary()
        let fs = CountingFileSystem()
        let db = try AppDatabase.inMemory()
        let report = try scan(root, fs, db)
        let earlier = try db.locatedPoints(libraryID: report.libraryID, before: Self.year2025)
        #expect(earlier.map(\.time.date) == [CivilDate(year: 2024, month: 12, day: 31)])
    }

    @Test("a range extended back by months starts on the same day, or the month's last", arguments: [
        ("2025-01-01", 12, "2024-01-01"), ("2025-03-31", 1, "2025-02-28"), ("2024-03-31", 1, "2024-02-29"), ("2025-07-15", 18, "2024-01-15"),
    ])
    func extendedBack(start: String, months: Int, expected: String) throws {
        let range = try DateRange(start: try #require(CivilDate(iso: start)), end: CivilDate(year: 2025, month: 12, day: 31))
        #expect(range.extended(backByMonths: months).start.description == expected)
        #expect(range.extended(backByMonths: months).end == range.end)
    }

    @Test("a JSON export whose generator line lies past the head is still ours, and not a sidecar", arguments: [1_000, 30_000, 70_000])
    func largeExport(cardsBytes: Int) throws {
        let root = try Scratch.folder()
        try TestFiles.write(JPEGFixture.photo("2025:06:01 12:00:00"), to: root.appendingPathComponent("a.jpg"))
        let export = "{\n  \"cards\" : \"" + String(repeating: "x", count: cardsBytes) + "\",\n  \"generator\" : \"photo-wrapped\"\n}\n"
        try TestFiles.write(Array(export.utf8), to: root.appendingPathComponent("a.jpg.json"))
        let inventory = try scan(root, CountingFileSystem(), try .inMemory()).inventory
        #expect(inventory.photos == 1)
        // Past `ExportSignature.searchLength`, the file is taken for a sidecar, as before.
        #expect(inventory.sidecars == (cardsBytes < ExportSignature.searchLength ? 0 : 1))
    }

    @Test("a large photo is read by its header, not whole")
    func readsHeaderOnly() throws {
        let root = try Scratch.folder()
        var big = JPEGFixture.photo("2025:06:01 12:00:00")
        big.insert(contentsOf: [UInt8](repeating: 0x42, count: 4 << 20), at: big.count - 2)
        try TestFiles.write(big, to: root.appendingPathComponent("big.jpg"))
        let fs = CountingFileSystem()
        let report = try scan(root, fs, try .inMemory())
        #expect(report.inventory.inRangeWithLocation == 1)
        #expect(fs.bytesRead <= FileInspector.headLength, "read \(fs.bytesRead) of \(big.count) bytes")
    }

    @Test("a PNG the size of a phone screen with no camera EXIF is a screenshot; one a camera wrote is not")
    func pngScreenshots() throws {
        let root = try Scratch.folder()
        let june = Date(timeIntervalSince1970: 1_748_779_200)
        try TestFiles.write(ContainerFixtures.png([]), to: root.appendingPathComponent("IMG_0001.PNG"), mtime: june)
        let camera = ContainerFixtures.pngChunk("eXIf", TIFFFixture.phone().bytes())
        try TestFiles.write(ContainerFixtures.png([camera]), to: root.appendingPathComponent("IMG_0002.PNG"), mtime: june)
        let database = try AppDatabase.inMemory()
        let report = try scan(root, CountingFileSystem(), database)
        let photos = try database.photos(libraryID: report.libraryID, in: report.range)
        #expect(photos.map(\.path.description).sorted() == ["IMG_0001.PNG", "IMG_0002.PNG"])
        #expect(photos.filter(\.isScreenshot).map(\.path.description) == ["IMG_0001.PNG"])
        #expect(PhotoSelection(from: photos, options: .init()).setAside == [.screenshot: 1])
    }

    @Test("a missing folder and a file given as the folder are refused with the path named")
    func badFolders() throws {
        let root = try Self.makeLibrary()
        let scanner = LibraryScanner(database: try .inMemory(), fileSystem: CountingFileSystem())
        for folder in [root.appendingPathComponent("nope").path, root.appendingPathComponent("notes.txt").path] {
            #expect {
                try scanner.scan(ScanRequest(folder: folder, range: Self.year2025, timeZone: Self.london))
            } throws: { error in
                let e = error as? PhotoWrappedError
                return e?.kind == .badInput && e?.subject == folder
            }
        }
    }
}
