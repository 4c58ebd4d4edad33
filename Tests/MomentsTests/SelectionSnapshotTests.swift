import Foundation
import GRDB
import Testing
@testable import Atlas
@testable import Deck
@testable import Insights
@testable import Metadata
@testable import Model
@testable import Moments
@testable import Pipeline
@testable import Places
@testable import Scan
@testable import Store
import TestSupport

/// The counted photos a generate keeps with the range's summary, and the next run takes whole.
@Suite("the kept counted photos read back as the rows give them, and are dropped by every write to the folder")
struct SelectionSnapshotTests {
    static let range = try! DateRange.year(2025)

    /// `SampleRecords.library`, with every other field of a row set on some rows and absent
    /// on others, and two cameras, each shared by several rows.
    static func library(_ id: Int64) -> [AssetRecord] {
        var rows = SampleRecords.library(id)
        // Two objects of one camera: rows read in two halves hold one each.
        rows[1].setCamera(make: "Google", model: "Pixel 8")
        for i in rows.indices {
            rows[i].id = Int64(100 + i)
            rows[i].mtimeNs = 1_750_000_000_000_000_000 + Int64(i)
            if i % 2 == 0 {
                rows[i].setCamera(make: "Google", model: "Pixel 8")
                rows[i].location = GeoPoint(latitude: 51.5 + Double(i) / 100, longitude: -0.12 - Double(i) / 100)!
                rows[i].altitudeMeters = Double(i) * 10.5
                rows[i].utcOffset = 3600
                rows[i].width = 4032
                rows[i].height = 3024
                rows[i].orientation = 6
                rows[i].timeSource = .exif
                rows[i].zoneSource = .location
            } else {
                rows[i].setCamera(make: "Canon", model: nil)
                rows[i].speedKmh = 812.25
                rows[i].lastEdit = LocalDateTime(year: 2025, month: 7, day: 1, hour: 8)
                rows[i].sidecarMtimeNs = 1_760_000_000_000_000_000
                rows[i].precision = .copied
                rows[i].exifUnread = true
                rows[i].detailRead = false
            }
        }
        rows[2].camera = nil
        rows[3].problem = .unreadable
        rows[5].width = Int(Int32.max) + 10
        return rows
    }

    static func selection(_ options: PhotoSelection.Options = .init()) -> PhotoSelection {
        PhotoSelection(from: library(1), options: options)
    }

    @Test("every field of every row, and each file set aside with its reason, read back", arguments: [
        PhotoSelection.Options(), PhotoSelection.Options(includeVideos: true, includeScreenshots: true),
    ])
    func roundTrip(options: PhotoSelection.Options) throws {
        let selection = Self.selection(options)
        let back = try #require(SelectionSnapshot.decode(SelectionSnapshot.encode(selection, options: options), options: options))
        #expect(back.photos == selection.photos)
        #expect(back.setAsideFiles == selection.setAsideFiles)
        #expect(back.setAside == selection.setAside)
        #expect(!selection.setAsideFiles.isEmpty)
        // The rows of one camera share one object (`CameraTally` counts by it).
        let pixels = back.photos.filter { $0.model == "Pixel 8" }.compactMap(\.camera).map(ObjectIdentifier.init)
        #expect(pixels.count > 1)
        #expect(Set(pixels).count == 1)
    }

    @Test("kept under other options, other counting rules or other enum cases, it is no snapshot")
    func otherOptionsOrRules() {
        let kept = SelectionSnapshot.encode(Self.selection(), options: .init())
        #expect(SelectionSnapshot.decode(kept, options: .init(includeVideos: true)) == nil)
        // The counting rules' version, after the magic, the format's version and the cases' digest.
        var otherRules = kept
        otherRules[16] ^= 1
        #expect(SelectionSnapshot.decode(otherRules, options: .init()) == nil)
        var otherCases = kept
        otherCases[8] ^= 1
        #expect(SelectionSnapshot.decode(otherCases, options: .init()) == nil)
    }

    @Test("cut short anywhere, lengthened, or with a code out of range, it reads as none")
    func damaged() {
        let kept = SelectionSnapshot.encode(Self.selection(), options: .init())
        for length in stride(from: 0, to: kept.count, by: 7) {
            #expect(SelectionSnapshot.decode(kept.prefix(length), options: .init()) == nil)
        }
        #expect(SelectionSnapshot.decode(kept + [0], options: .init()) == nil)
        // One row without a camera: its kind is the code after the 37 bytes of the header and
        // the row's 88 bytes of 8-byte numbers and 32 of 4-byte ones.
        var row = Self.library(1)[2]
        row.camera = nil
        let one = SelectionSnapshot.encode(PhotoSelection(photos: [row], setAsideFiles: []), options: .init())
        #expect(SelectionSnapshot.decode(one, options: .init())?.photos == [row])
        var badKind = one
        badKind[37 + 88 + 32] = UInt8(AssetKind.allCases.count)
        #expect(SelectionSnapshot.decode(badKind, options: .init()) == nil)
    }

    /// A library of one folder with the summary a scan leaves.
    static func scanned() throws -> (AppDatabase, FolderSet) {
        let database = try AppDatabase.inMemory()
        let id = try database.libraryID(root: RawPath("/photos"))
        try SampleRecords.save(SampleRecords.library(id), database, libraryID: id)
        _ = try database.inventory(libraryID: id, range: range)
        return (database, FolderSet(folders: [.init(root: RawPath("/photos"), libraryID: id)], id: id))
    }

    static func keep(_ database: AppDatabase, _ set: FolderSet) throws {
        let counted = try CountedPhotos.load(set, in: range, options: .init(), database: database)
        #expect(!counted.wasKept)
        try database.keep(try #require(counted.snapshot(of: set, options: .init())), libraryID: set.id, range: range)
    }

    @Test("kept by one run, taken whole by the next, the same photos as the rows give")
    func keptAndTaken() throws {
        let (database, set) = try Self.scanned()
        try Self.keep(database, set)
        let taken = try CountedPhotos.load(set, in: Self.range, options: .init(), database: database)
        #expect(taken.wasKept)
        let counted = PhotoSelection(from: try database.photos(of: set, in: Self.range), options: .init())
        #expect(taken.selection.photos == counted.photos)
        #expect(taken.selection.setAsideFiles == counted.setAsideFiles)
        #expect(try CountedPhotos.load(set, in: Self.range, options: .init(includeScreenshots: true), database: database).wasKept == false)
    }

    enum Write: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case saved = "a row saved", removed = "a row removed", hashed = "a hash taken", redated = "a time moved"
        var testDescription: String { rawValue }
    }

    @Test("any write to the folder's assets drops it", arguments: Write.allCases)
    func droppedByWrites(write: Write) throws {
        let (database, set) = try Self.scanned()
        try Self.keep(database, set)
        let id = set.id
        let someID = try #require(try database.writer.read { db in try Int64.fetchOne(db, sql: "SELECT min(id) FROM asset") })
        switch write {
        case .saved: try database.save([SampleRecords.file(id, "DCIM/IMG_8.JPG")], libraryID: id)
        case .removed: try database.save([], removing: [someID], libraryID: id)
        case .hashed: try database.setHeadHashes([(someID, "cc")])
        case .redated:
            let time = CaptureTime(time: LocalDateTime(year: 2025, month: 2, day: 3, hour: 4)!, source: .mtime)
            try database.saveClockDating([(someID, time)], libraryID: id, zoneKey: "Europe/London")
        }
        #expect(try CountedPhotos.load(set, in: Self.range, options: .init(), database: database).wasKept == false)
    }

    /// Every stage of `generate` but drawing, on `folders` as one library, with `hidden` hidden.
    static func generate(_ folders: [URL], _ database: AppDatabase, hidden: [HiddenArea] = []) throws -> GenerateContext {
        let namer = PlaceNamer(database: database) { ReverseGeocoder(table: GeoNamesTable(tsv: Array(SyntheticLibrary.towns.utf8))) }
        let request = GenerateRequest(scan: ScanRequest(folders: folders.map(\.path), range: range,
                                                        timeZone: TimeZone(identifier: "Europe/London")!),
                                      options: DeckOptions(), settings: UserSettings(hiddenAreas: hidden))
        var context = GenerateContext(request: request, database: database, scanner: LibraryScanner(database: database, namer: namer),
                                      cancellation: Cancellation(), scanProgress: { _ in })
        try GeneratePipeline.run(GeneratePipeline.stages, context: &context) { _, _, _ in }
        return context
    }

    static func keptCount(_ database: AppDatabase) throws -> Int? {
        try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(countedPhotos) FROM scanSummary") }
    }

    /// A hidden area far from the library's photos: the run after hiding it makes a new deck.
    static let elsewhere = HiddenArea(placeID: "x", label: "Elsewhere", centre: GeoPoint(latitude: 40, longitude: 3)!, radiusMeters: 500)

    @Test("a generate keeps what it counted from one folder's rows; the one after a hide takes it; a set of several folders keeps none")
    func generateKeeps() throws {
        let root = try TestFiles.threePhotoLibrary()
        let database = try AppDatabase.inMemory()
        let first = try Self.generate([root], database)
        #expect(try Self.keptCount(database) == 1)
        let second = try Self.generate([root], database, hidden: [Self.elsewhere])
        #expect(second.counted?.wasKept == true)
        #expect(second.insights?.selection.photos == first.insights?.selection.photos)
        #expect(second.document?.cards.map(\.type) == first.document?.cards.map(\.type))

        let set = try AppDatabase.inMemory()
        let folders = [root.appendingPathComponent("a"), root.appendingPathComponent("b")]
        _ = try Self.generate(folders, set)
        let again = try Self.generate(folders, set, hidden: [Self.elsewhere])
        #expect(again.counted?.wasKept == false)
        #expect(again.counted?.snapshot(of: again.scan!.folderSet, options: .init()) == nil)
        #expect(try Self.keptCount(set) == 0)
    }
}
