import Foundation
import TestScratch
import Testing
@testable import Atlas
@testable import Deck
@testable import Model
@testable import Pipeline
@testable import Places
@testable import Scan
@testable import Store
import TestSupport

/// `generate` reads the cached photos of the range while the scan walks the folders, and keeps
/// them only when the scan found the library as the cache had it.
@Suite("The counted photos read while the scan walks")
struct EarlySelectionTests {
    enum Change: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case added, removed, redated
        var testDescription: String { "a photo \(rawValue) since the last run" }
    }

    /// The stages up to the insights, on `root` (or `folders`, as one library) with `database`.
    static func countAndPlace(_ root: URL, _ database: AppDatabase) throws -> GenerateContext {
        try countAndPlace(folders: [root], database)
    }

    static func countAndPlace(folders: [URL], _ database: AppDatabase, hidden: [HiddenArea] = [], stages: Int = 3) throws -> GenerateContext {
        let namer = PlaceNamer(database: database) { ReverseGeocoder(table: GeoNamesTable(tsv: Array(SyntheticLibrary.towns.utf8))) }
        let request = GenerateRequest(scan: ScanRequest(folders: folders.map(\.path), range: try .year(2025),
                                                        timeZone: TimeZone(identifier: "Europe/London")!),
                                      options: DeckOptions(), settings: UserSettings(hiddenAreas: hidden))
        var context = GenerateContext(request: request, database: database, scanner: LibraryScanner(database: database, namer: namer),
                                      cancellation: Cancellation(), scanProgress: { _ in })
        try GeneratePipeline.run(Array(GeneratePipeline.stages.prefix(stages)), context: &context) { _, _, _ in }
        return context
    }

    /// Where the library's photos were taken: hiding it hides its one place.
    static let london = HiddenArea(placeID: "london", label: "London", centre: GeoPoint(latitude: 51.5073, longitude: -0.1277)!,
                                   radiusMeters: 500)

    /// The deck's places and cards as JSON, to compare decks made different ways.
    static func deckJSON(_ context: GenerateContext) throws -> Data {
        let document = try #require(context.document)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode([try encoder.encode(document.places), try encoder.encode(document.cards)])
    }

    static func countedPaths(_ context: GenerateContext) -> [String] {
        context.insights?.selection.photos.map { $0.path.description } ?? []
    }

    @Test("a first scan has none; a rerun of the unchanged library counts the photos read during the walk")
    func unchanged() throws {
        let root = try TestFiles.threePhotoLibrary()
        let database = try AppDatabase.inMemory()
        let first = try Self.countAndPlace(root, database)
        #expect(first.counted == nil)
        let rerun = try Self.countAndPlace(root, database)
        #expect(rerun.counted?.selection.photos.count == 3)
        #expect(Self.countedPaths(rerun) == Self.countedPaths(first))
        #expect(Self.countedPaths(rerun).count == 3)
    }

    @Test("a rerun of an unchanged set of several folders counts the photos read during the walk, in either order")
    func unchangedSet() throws {
        let root = try TestFiles.threePhotoLibrary()
        let folders = [root.appendingPathComponent("a"), root.appendingPathComponent("b")]
        let database = try AppDatabase.inMemory()
        let first = try Self.countAndPlace(folders: folders, database)
        #expect(first.counted == nil)
        let rerun = try Self.countAndPlace(folders: folders.reversed(), database)
        #expect(rerun.counted?.selection.photos.count == 3)
        #expect(Self.countedPaths(rerun) == Self.countedPaths(first))
    }

    @Test("the photos are counted as the scan finds them, never as the cache held them", arguments: Change.allCases)
    func changed(_ change: Change) throws {
        let root = try TestFiles.threePhotoLibrary()
        let database = try AppDatabase.inMemory()
        _ = try Self.countAndPlace(root, database)
        switch change {
        case .added: try TestFiles.write(JPEGFixture.photo("2025:09:09 10:00:00"), to: root.appendingPathComponent("b/IMG_4.JPG"))
        case .removed: try FileManager.default.removeItem(at: root.appendingPathComponent("a/IMG_2.JPG"))
        case .redated: try TestFiles.write(JPEGFixture.photo("2024:12:31 10:00:00"), to: root.appendingPathComponent("a/IMG_2.JPG"))
        }
        let rerun = try Self.countAndPlace(folders: [root], database, stages: 1)
        let fresh = try Self.countAndPlace(root, try AppDatabase.inMemory())
        // The photos read beside the walk are dropped once the scan writes. Only where the
        // scan wrote before they were read (its thread ran first, on a machine busy with other
        // tests) are they kept, and then they are what the scan wrote.
        if let early = rerun.counted {
            #expect(early.selection.photos.map(\.path.description).sorted() == Self.countedPaths(fresh).sorted())
        } else {
            #expect(rerun.insights == nil)
        }
        let counted = try Self.countAndPlace(root, database)
        #expect(Self.countedPaths(counted) == Self.countedPaths(fresh))
        #expect(Self.countedPaths(counted).count == (change == .added ? 4 : 2))
    }

    @Test("a rerun whose run the cache holds reads nothing early: the deck is reused; after a hide it does")
    func storedRun() throws {
        let root = try TestFiles.threePhotoLibrary()
        let database = try AppDatabase.inMemory()
        _ = try Self.countAndPlace(folders: [root], database, stages: GeneratePipeline.stages.count)
        let rerun = try Self.countAndPlace(folders: [root], database, stages: 2)
        #expect(rerun.counted == nil)
        #expect(rerun.insights == nil)
        #expect(rerun.reusedFrom != nil)
        let hidden = try Self.countAndPlace(folders: [root], database, hidden: [Self.london], stages: 1)
        #expect(hidden.counted?.selection.photos.count == 3)
        #expect(hidden.insights != nil)
    }

    @Test("after a hide, the insights made while the scan walks make the deck that insights made after it make")
    func insightsDuringTheWalk() throws {
        let root = try TestFiles.threePhotoLibrary()
        let database = try AppDatabase.inMemory()
        let all = GeneratePipeline.stages.count
        let first = try Self.countAndPlace(folders: [root], database, stages: all)
        let walked = try Self.countAndPlace(folders: [root], database, hidden: [Self.london], stages: 1)
        let places = try #require(walked.insights?.places)
        #expect(places.ranked.isEmpty)
        #expect(places.hidden.count == 1)
        #expect(walked.insights?.inventory.photos == 3)

        let hidden = try Self.countAndPlace(folders: [root], database, hidden: [Self.london], stages: all)
        let fresh = try Self.countAndPlace(folders: [root], try AppDatabase.inMemory(), hidden: [Self.london], stages: all)
        #expect(try Self.deckJSON(hidden) == (try Self.deckJSON(fresh)))
        #expect(try Self.deckJSON(hidden) != (try Self.deckJSON(first)))
    }

    @Test("a folder never scanned gives none, and reads nothing early")
    func unknownFolder() throws {
        let root = try TestFiles.threePhotoLibrary()
        let request = GenerateRequest(scan: ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "UTC")!),
                                      options: DeckOptions())
        let database = try AppDatabase.inMemory()
        #expect(EarlySelection.read(request, database: database, namer: PlaceNamer(database: database), cancellation: Cancellation()) == nil)
    }
}
