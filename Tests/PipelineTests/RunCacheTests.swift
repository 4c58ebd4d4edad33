import Foundation
import TestSupport
import Testing
@testable import Deck
@testable import Metadata
@testable import Model
@testable import Pipeline
@testable import Places
@testable import Scan
@testable import Store

@Suite("The run cache")
struct RunCacheTests {
    static let year = try! DateRange.year(2025)
    static let london = TimeZone(identifier: "Europe/London")!
    static let area = HiddenArea(placeID: "x", label: "Somewhere", centre: GeoPoint(latitude: 1, longitude: 1)!, radiusMeters: 100)

    static func document() throws -> DeckDocument {
        let library = try SyntheticLibrary.richYear()
        let insights = try library.insights(year)
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        return DeckDocument(insights: insights, deck: deck, options: DeckOptions(), includeHidden: false)
    }

    struct Miss: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let key: RunKey
    }

    static let stored = RunKey(libraryID: 1, range: year, options: DeckOptions(), hidden: [], timeZone: london, fingerprint: "f1")

    static let misses: [Miss] = [
        Miss(testDescription: "another range",
             key: RunKey(libraryID: 1, range: try! .year(2024), options: DeckOptions(), hidden: [], timeZone: london, fingerprint: "f1")),
        Miss(testDescription: "another language",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(language: .es), hidden: [], timeZone: london, fingerprint: "f1")),
        Miss(testDescription: "home revealed",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(revealHome: true), hidden: [], timeZone: london, fingerprint: "f1")),
        Miss(testDescription: "videos counted",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(selection: .init(includeVideos: true)), hidden: [], timeZone: london, fingerprint: "f1")),
        Miss(testDescription: "screenshots counted",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(selection: .init(includeScreenshots: true)), hidden: [], timeZone: london, fingerprint: "f1")),
        Miss(testDescription: "a place hidden",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(), hidden: [area], timeZone: london, fingerprint: "f1")),
        Miss(testDescription: "a place renamed",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(), hidden: [],
                         renamed: [RenamedPlace(placeID: area.placeID, label: "Gran's", centre: area.centre, radiusMeters: area.radiusMeters)],
                         timeZone: london, fingerprint: "f1")),
        Miss(testDescription: "a photo left out",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(), hidden: [], leftOut: [RawPath("2025/IMG_0001.JPG")],
                         timeZone: london, fingerprint: "f1")),
        Miss(testDescription: "file times on another zone",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(), hidden: [], timeZone: TimeZone(identifier: "Asia/Tokyo")!, fingerprint: "f1")),
        Miss(testDescription: "a changed library",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(), hidden: [], timeZone: london, fingerprint: "f2")),
        Miss(testDescription: "a new algorithm version",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(), hidden: [], timeZone: london, fingerprint: "f1", algorithmVersion: 999)),
        Miss(testDescription: "photos dated by an older reader",
             key: RunKey(libraryID: 1, range: year, options: DeckOptions(), hidden: [], timeZone: london, fingerprint: "f1",
                         extractorVersion: MetadataReaders.extractorVersion - 1)),
    ]

    @Test("the same key finds the stored run", arguments: [stored])
    func hit(key: RunKey) throws {
        let database = try AppDatabase.inMemory()
        _ = try database.libraryID(root: RawPath("/a"))
        let document = try Self.document()
        try database.storeRun(document, key: Self.stored)
        #expect(try database.storedRun(key)?.document == document)
    }

    @Test("any change to the key makes a new run", arguments: misses)
    func miss(_ miss: Miss) throws {
        let database = try AppDatabase.inMemory()
        _ = try database.libraryID(root: RawPath("/a"))
        try database.storeRun(try Self.document(), key: Self.stored)
        #expect(try database.storedRun(miss.key) == nil)
    }

    @Test("stored runs are pruned to the last few per library")
    func pruning() throws {
        let database = try AppDatabase.inMemory()
        let library = try database.libraryID(root: RawPath("/a"))
        let document = try Self.document()
        for i in 0 ..< AppDatabase.runsKeptPerLibrary + 3 {
            try database.storeRun(document, key: RunKey(libraryID: library, range: Self.year, options: DeckOptions(), hidden: [], timeZone: Self.london, fingerprint: "f\(i)"))
        }
        #expect(try database.runCount(libraryID: library) == AppDatabase.runsKeptPerLibrary)
    }

    @Test("a deck of the same files that keeps off at least what a stored run kept off was judged before; any other was not")
    func judgedBefore() throws {
        let database = try AppDatabase.inMemory()
        _ = try database.libraryID(root: RawPath("/a"))
        let photo = RawPath("2025/IMG_0001.JPG")
        func key(hidden: [HiddenArea] = [], leftOut: Set<RawPath> = [], fingerprint: String = "f1",
                 options: DeckOptions = DeckOptions()) -> RunKey {
            RunKey(libraryID: 1, range: Self.year, options: options, hidden: hidden, leftOut: leftOut, timeZone: Self.london,
                   fingerprint: fingerprint)
        }
        #expect(try !database.judgedBefore(key()))
        try database.storeRun(try Self.document(), key: key(leftOut: [photo]))
        #expect(try database.judgedBefore(key(leftOut: [photo])))
        #expect(try database.judgedBefore(key(hidden: [Self.area], leftOut: [photo], options: DeckOptions(language: .es))))
        // The photo kept again, or another library state: its look may never have been measured.
        #expect(try !database.judgedBefore(key()))
        #expect(try !database.judgedBefore(key(hidden: [Self.area])))
        #expect(try !database.judgedBefore(key(leftOut: [photo], fingerprint: "f2")))
    }

    @Test("a photo left out inside the run's folders makes a new run; one left out elsewhere does not")
    func leftOutKey() throws {
        let request = { (paths: [String]) in
            GenerateRequest(scan: ScanRequest(folder: "/p/a", range: Self.year, timeZone: Self.london), options: DeckOptions(),
                            settings: UserSettings(leftOutPhotos: paths.map { LeftOutPhoto(path: $0) }))
        }
        let folders = FolderSet(folders: [.init(root: RawPath("/p/a"), libraryID: 1)], id: 1)
        let none = request([]).runKey(folders, fingerprint: "f1")
        #expect(none == Self.stored)
        #expect(request(["/p/ab/x.jpg", "/elsewhere/y.jpg"]).runKey(folders, fingerprint: "f1") == none)
        let inside = request(["/p/a/2025/IMG_0001.JPG"]).runKey(folders, fingerprint: "f1")
        #expect(inside != none)
        #expect(inside == RunKey(libraryID: 1, range: Self.year, options: DeckOptions(), hidden: [], leftOut: [RawPath("2025/IMG_0001.JPG")],
                                 timeZone: Self.london, fingerprint: "f1"))
    }
}
