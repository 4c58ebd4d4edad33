import Foundation
import Synchronization
import Testing
@testable import Atlas
import Deck
import Model
@testable import Pipeline
@testable import Scan
@testable import Store
import TestScratch
import TestSupport

/// The place table is the largest file a run reads after the photos: a first `generate` of a
/// library with places loads it once, for the scan's clocks, and names its places from it.
@Suite("The place table, loaded once a run")
struct PlaceTableLoadTests {
    /// Photos with a place and no capture time: dated by their file times, instants that go on
    /// the clock of their place.
    static func locatedUndatedLibrary() throws -> URL {
        let root = try Scratch.folder()
        var tiff = TIFFFixture.phone()
        tiff.exif = []
        for day in 1 ... 3 {
            try TestFiles.write(JPEGFixture.withExif(tiff).bytes(), to: root.appendingPathComponent("IMG_\(day).JPG"),
                                mtime: Date(timeIntervalSince1970: 1_752_000_000 + Double(day) * 86_400))
        }
        return root
    }

    @Test("a first generate of located photos on clocks loads the whole table once and no part of it again")
    func oneLoad() throws {
        let root = try Self.locatedUndatedLibrary()
        let database = try AppDatabase.inMemory()
        let loads = Mutex(0)
        let namer = PlaceNamer(database: database) {
            loads.withLock { $0 += 1 }
            return ReverseGeocoder(table: GeoNamesTable(tsv: Array(SyntheticLibrary.towns.utf8)))
        }
        let request = GenerateRequest(scan: ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "Europe/London")!),
                                      options: DeckOptions())
        var context = GenerateContext(request: request, database: database, scanner: LibraryScanner(database: database, namer: namer),
                                      cancellation: Cancellation(), scanProgress: { _ in })
        try GeneratePipeline.run(GeneratePipeline.stages, context: &context) { _, _, _ in }
        #expect(context.insights?.places.ranked.isEmpty == false)
        #expect(namer.hasLoadedTable)
        #expect(loads.withLock { $0 } == 1)
    }
}
