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
/// library with places loads only its parts near the photos, once for the scan's clocks and
/// its places, and a second loads none of it.
@Suite("The place table, loaded only near the photos")
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

    /// Where `TIFFFixture.phone()` was taken: 51°30'26.4"N 0°7'39.6"W.
    static let westminster = GeoPoint(latitude: 51 + 30 / 60 + 26.4 / 3_600, longitude: -(7 / 60 + 39.6 / 3_600))!

    @Test("a first generate of located photos on clocks loads the table near them once, for the clocks and the places; a second loads none")
    func nearLoads() throws {
        let root = try Self.locatedUndatedLibrary()
        let database = try AppDatabase.inMemory()
        let asked = Mutex<[[GeoPoint]]>([])
        let namer = PlaceNamer(database: database) { points in
            asked.withLock { $0.append(points) }
            return ReverseGeocoder(table: GeoNamesTable(tsv: Array(SyntheticLibrary.towns.utf8)))
        }
        func generate() throws -> GenerateContext {
            let scan = ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "Europe/London")!)
            let request = GenerateRequest(scan: scan, options: DeckOptions())
            var context = GenerateContext(request: request, database: database, scanner: LibraryScanner(database: database, namer: namer),
                                          cancellation: Cancellation(), scanProgress: { _ in })
            try GeneratePipeline.run(GeneratePipeline.stages, context: &context) { _, _, _ in }
            return context
        }
        let first = try generate()
        #expect(first.insights?.places.ranked.first?.name.city?.local == "London")
        // The place lies where its photos' clocks were named: it is named from their table.
        let loads = asked.withLock { $0 }
        #expect(loads.count == 1)
        #expect(loads.joined().allSatisfy { Earth.distance($0, Self.westminster) < 100 }, "\(loads)")
        _ = try generate()
        #expect(asked.withLock { $0.count } == 1)
    }
}
