import Foundation
import TestScratch
import Testing
@testable import Atlas
@testable import Insights
@testable import Moments
@testable import Scan
@testable import Store
import TestSupport

/// Exact duplicates are the same size, the same capture time to the millisecond and the same
/// bytes, sampled at the head, the tail and (over 128 KiB) the middle: two files that differ
/// only past their first 64 KiB are two photos.
@Suite("Exact duplicates, told by head, tail and middle")
struct ExactDuplicateTests {
    /// A JPEG taken at 12:00:00.`millis` on 14 July 2025, padded to `size` bytes with a pattern,
    /// with `flipped` bytes changed.
    static func photo(size: Int, millis: String = "054", flipped: [Int] = []) -> [UInt8] {
        var tiff = TIFFFixture()
        tiff.exif = [(0x9003, .ascii("2025:07:14 12:00:00")), (0x9291, .ascii(millis))]
        var bytes = JPEGFixture.withExif(tiff).bytes()
        bytes += (bytes.count ..< size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for i in flipped { bytes[i] ^= 0xFF }
        return bytes
    }

    struct Pair: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let size: Int
        let flipped: [Int]
        let duplicates: Int
    }

    static let pairs = [
        Pair(testDescription: "the same bytes, 300 KiB", size: 300 << 10, flipped: [], duplicates: 1),
        Pair(testDescription: "the same bytes, 40 KiB", size: 40 << 10, flipped: [], duplicates: 1),
        Pair(testDescription: "one byte apart in the last 64 KiB of 100 KiB", size: 100 << 10, flipped: [90 << 10], duplicates: 0),
        Pair(testDescription: "one byte apart in the middle of 300 KiB", size: 300 << 10, flipped: [150 << 10], duplicates: 0),
        Pair(testDescription: "one byte apart in the first 64 KiB", size: 300 << 10, flipped: [60 << 10], duplicates: 0),
    ]

    static func scan(_ root: URL, fileSystem: CountingFileSystem = CountingFileSystem()) throws -> Insights {
        let database = try AppDatabase.inMemory()
        let namer = PlaceNamer(database: database) { ReverseGeocoder(table: GeoNamesTable(tsv: Array(SyntheticLibrary.towns.utf8))) }
        let scan = try LibraryScanner(database: database, fileSystem: fileSystem, namer: namer)
            .scan(ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "Europe/London")!))
        return try InsightsStage.compute(scan: scan, database: database, namer: namer, options: .init(), hidden: [])
    }

    @Test("a copy counts once; files that differ anywhere count twice", arguments: pairs)
    func pair(_ pair: Pair) throws {
        let root = try Scratch.folder()
        try TestFiles.write(Self.photo(size: pair.size), to: root.appendingPathComponent("DCIM/IMG_0001.JPG"))
        try TestFiles.write(Self.photo(size: pair.size, flipped: pair.flipped), to: root.appendingPathComponent("Backup/IMG_0001.JPG"))
        let insights = try Self.scan(root)
        #expect(insights.selection.setAside[.duplicate, default: 0] == pair.duplicates)
        #expect(insights.selection.photos.count == 2 - pair.duplicates)
    }

    /// A JPEG with a place and no capture time, padded to 40 KiB: a first scan dates it by its
    /// file time, an instant put on its place's clock, after the other photos.
    static func placedUndated(flipped: Bool = false) -> [UInt8] {
        var tiff = TIFFFixture.phone()
        tiff.exif = []
        var bytes = JPEGFixture.withExif(tiff).bytes()
        bytes += (bytes.count ..< 40 << 10).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        if flipped { bytes[30 << 10] ^= 0xFF }
        return bytes
    }

    @Test("copies dated by their own clocks and copies dated on their place's clock both count once", arguments: [false, true])
    func datedOnClocks(flipped: Bool) throws {
        let root = try Scratch.folder()
        let taken = Date(timeIntervalSince1970: 1_752_500_000)
        for folder in ["DCIM", "Backup"] {
            try TestFiles.write(Self.photo(size: 40 << 10), to: root.appendingPathComponent("\(folder)/IMG_0001.JPG"))
        }
        try TestFiles.write(Self.placedUndated(), to: root.appendingPathComponent("DCIM/IMG_0002.JPG"), mtime: taken)
        try TestFiles.write(Self.placedUndated(flipped: flipped), to: root.appendingPathComponent("Backup/IMG_0002.JPG"), mtime: taken)
        let insights = try Self.scan(root)
        #expect(insights.selection.setAside[.duplicate, default: 0] == (flipped ? 1 : 2))
        #expect(insights.selection.photos.count == (flipped ? 3 : 2))
    }

    @Test("a scan that counts its range keeps the counts its rows give, with the copy it hashed set aside")
    func countsKept() throws {
        let root = try Scratch.folder()
        for folder in ["DCIM", "Backup"] {
            try TestFiles.write(Self.photo(size: 40 << 10), to: root.appendingPathComponent("\(folder)/IMG_0001.JPG"))
        }
        try TestFiles.write(Self.photo(size: 40 << 10, millis: "055"), to: root.appendingPathComponent("DCIM/IMG_0002.JPG"))
        let database = try AppDatabase.inMemory()
        var request = ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "Europe/London")!)
        request.countsRange = true
        let scan = try LibraryScanner(database: database).scan(request)
        let kept = try #require(try database.storedCounts(libraryID: scan.libraryID, range: request.range))
        #expect(kept.counted == 2 && kept.setAside == [.duplicate: 1])
        #expect(kept == RangeCounts(counting: try database.countedFiles(libraryID: scan.libraryID, in: request.range)))
    }

    @Test("a candidate is read at most 3 × 64 KiB, whatever its size; a rerun reads nothing")
    func boundedReads() throws {
        let root = try Scratch.folder()
        let size = 8 << 20
        for folder in ["DCIM", "Backup"] {
            try TestFiles.write(Self.photo(size: size), to: root.appendingPathComponent("\(folder)/IMG_0001.JPG"))
        }
        #expect(DuplicateHasher.sampleOffsets(size: Int64(size)).count == 3)
        let database = try AppDatabase.inMemory()
        let counting = CountingFileSystem()
        let scanner = LibraryScanner(database: database, fileSystem: counting, namer: PlaceNamer(database: database))
        let request = ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "Europe/London")!)
        let scan = try scanner.scan(request)
        let hashed = try database.photos(libraryID: scan.libraryID, in: scan.range).compactMap(\.headHash)
        #expect(hashed.count == 2 && hashed[0] == hashed[1])
        #expect(counting.bytesRead < 2 * (3 * DuplicateHasher.sampleBytes + 256 << 10), "\(counting.bytesRead) bytes read")
        counting.reset()
        _ = try scanner.scan(request)
        #expect(counting.bytesRead == 0)
    }

    @Test("two frames of a burst, the same size in the same second but not the same millisecond, are never read to compare")
    func burstIsNotACandidate() throws {
        let root = try Scratch.folder()
        try TestFiles.write(Self.photo(size: 200 << 10, millis: "100"), to: root.appendingPathComponent("DCIM/IMG_0001.JPG"))
        try TestFiles.write(Self.photo(size: 200 << 10, millis: "600"), to: root.appendingPathComponent("DCIM/IMG_0002.JPG"))
        let database = try AppDatabase.inMemory()
        let scan = try LibraryScanner(database: database, fileSystem: CountingFileSystem(), namer: PlaceNamer(database: database))
            .scan(ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "Europe/London")!))
        #expect(try database.photos(libraryID: scan.libraryID, in: scan.range).allSatisfy { $0.headHash == nil })
    }
}
