import Foundation
import TestScratch
import Testing

/// The scan summary's files read and reused add up to the files seen, on a first scan and a
/// rescan, with one of our own exports in the folder (opened to be known, never counted).
@Suite("files read and reused add up, end to end", .serialized)
struct CacheCountsTests {
    struct Counts: Decodable, Equatable {
        var filesSeen: Int
        var filesRead: Int
        var filesReused: Int
    }

    @Test("first scan, rescan, and a rescan after an export appeared")
    func addUp() throws {
        let library = try PlacesCommandTests.Library()
        func scan() throws -> Counts {
            let outcome = try library.run(["scan", library.folder.path, "--year", "2025", "--tz", library.truth.timeZone, "--json", "--quiet"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return try JSONDecoder().decode(Counts.self, from: Data(outcome.stdout.utf8))
        }
        let seen = library.truth.scan.filesSeen
        // An export of an earlier version, whose header the scan knows as ours.
        let export = Data("path,localTime,timeSource,placeId,lat,lon\n".utf8)
        try export.write(to: library.folder.appendingPathComponent("year.csv"))
        #expect(try scan() == Counts(filesSeen: seen, filesRead: seen, filesReused: 0))
        #expect(try scan() == Counts(filesSeen: seen, filesRead: 0, filesReused: seen))
        try export.write(to: library.folder.appendingPathComponent("again.csv"))
        #expect(try scan() == Counts(filesSeen: seen, filesRead: 0, filesReused: seen))
    }
}
