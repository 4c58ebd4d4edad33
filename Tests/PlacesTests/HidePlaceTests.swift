import Foundation
import Synchronization
import TestScratch
import Testing
@testable import Atlas
@testable import Model
@testable import Pipeline
@testable import Places
@testable import Scan
@testable import Store
import TestSupport

@Suite("Hiding a place")
struct HidePlaceTests {
    /// Two towns, enough for labels, without loading the bundled table.
    static let towns = """
        1\t51.5\t-0.12\t9000000\tGB\tENG\tEurope/London\tLondon\t\t\t
        2\t48.85\t2.35\t2100000\tFR\t11\tEurope/Paris\tParis\t\t\t
        """

    static func namer(_ database: AppDatabase) -> PlaceNamer {
        PlaceNamer(database: database) { ReverseGeocoder(table: GeoNamesTable(tsv: Array(towns.utf8))) }
    }

    /// Six photos in London and four in Paris, with EXIF GPS.
    static func makeLibrary() throws -> URL {
        let root = try Scratch.folder()
        func photo(_ lat: Double, _ lon: Double, day: Int) -> [UInt8] {
            var tiff = TIFFFixture.phone()
            tiff.exif = [(0x9003, .ascii("2025:05:\(10 + day) 12:00:00"))]
            tiff.gps = TIFFFixture.position(lat, lon)
            return JPEGFixture.withExif(tiff).bytes()
        }
        for i in 0 ..< 6 { try TestFiles.write(photo(51.5001, -0.1201, day: i), to: root.appendingPathComponent("london/\(i).jpg")) }
        for i in 0 ..< 4 { try TestFiles.write(photo(48.8501, 2.3501, day: i), to: root.appendingPathComponent("paris/\(i).jpg")) }
        return root
    }

    @Test("hide, rescan and recompute: the place is gone, and no photo file is opened")
    func hideReadsNothing() throws {
        let root = try Self.makeLibrary()
        let fs = CountingFileSystem()
        let database = try AppDatabase.inMemory()
        let scanner = LibraryScanner(database: database, fileSystem: fs)
        let request = ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "UTC")!)
        let scan = try scanner.scan(request)
        let before = try BestPlaces.compute(photos: try database.photos(libraryID: scan.libraryID, in: scan.range),
                                            hidden: [], renamed: [], namer: Self.namer(database))
        #expect(before.ranked.map(\.cluster.photoCount) == [6, 4])
        try database.recordPlaces(before, libraryID: scan.libraryID, range: scan.range, language: .en)

        var settings = UserSettings()
        #expect(try settings.hide("London", all: false, places: try database.recordedPlaces()).map(\.outcome) == [.hidden])
        fs.reset()
        let rescan = try scanner.scan(request)
        let after = try BestPlaces.compute(photos: try database.photos(libraryID: rescan.libraryID, in: rescan.range),
                                           hidden: settings.hiddenAreas, renamed: [], namer: Self.namer(database))
        #expect(fs.opens == 0)
        #expect(after.ranked.map(\.cluster.photoCount) == [4])
        #expect(after.hidden.map(\.cluster.photoCount) == [6])
        #expect(after.hiddenPhotos == 6 && after.locatedPhotos == 10)
        #expect(after.ranked.flatMap(\.representatives).allSatisfy { !before.ranked[0].representatives.contains($0) })
    }

    @Test("labels are cached by rounded position, so the table loads once")
    func geocodeCache() throws {
        let database = try AppDatabase.inMemory()
        let loads = Mutex(0)
        func namer() -> PlaceNamer {
            PlaceNamer(database: database) {
                loads.withLock { $0 += 1 }
                return ReverseGeocoder(table: GeoNamesTable(tsv: Array(Self.towns.utf8)))
            }
        }
        let london = GeoPoint(latitude: 51.50012, longitude: -0.12004)!
        #expect(try namer().names(at: [london]).map(\.city?.local) == ["London"])
        #expect(loads.withLock { $0 } == 1)
        #expect(try namer().names(at: [GeoPoint(latitude: 51.50009, longitude: -0.11996)!]).map(\.city?.local) == ["London"])
        #expect(loads.withLock { $0 } == 1)
    }

    @Test("a name of one's own labels the place in both languages, wherever it is clustered next; home stays Home")
    func renamed() throws {
        let root = try Self.makeLibrary()
        let database = try AppDatabase.inMemory()
        let scan = try LibraryScanner(database: database)
            .scan(ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "UTC")!))
        let photos = try database.photos(libraryID: scan.libraryID, in: scan.range)
        let before = try BestPlaces.compute(photos: photos, hidden: [], renamed: [], namer: Self.namer(database))
        try database.recordPlaces(before, libraryID: scan.libraryID, range: scan.range, language: .en)
        var settings = UserSettings()
        #expect(try settings.rename("paris", to: "  Chez Marie ", places: try database.recordedPlaces()).outcome == .renamed)

        // A shorter range: other clusters of fewer photos, the same name.
        let may = photos.filter { $0.localTime.map { $0.date.day <= 12 } ?? false }
        let after = try BestPlaces.compute(photos: may, hidden: [], renamed: settings.renamedPlaces, namer: Self.namer(database))
        let paris = try #require(after.ranked.first { $0.name.city?.local == "Paris" })
        #expect(paris.customLabel == "Chez Marie")
        for language in Language.allCases {
            #expect(after.label(of: paris, language: language, revealHome: false) == "Chez Marie")
        }
        #expect(after.nativeLabel(of: paris, revealHome: false) == nil)
        let london = try #require(after.ranked.first { $0.name.city?.local == "London" })
        let unnamed = try BestPlaces.compute(photos: may, hidden: [], renamed: [], namer: Self.namer(database))
        #expect(london.customLabel == nil)
        let unnamedLondon = try #require(unnamed.ranked.first { $0.name.city?.local == "London" })
        #expect(after.label(of: london, language: .en, revealHome: false) == unnamed.label(of: unnamedLondon, language: .en, revealHome: false))

        var home = paris
        home.isHome = true
        #expect(after.label(of: home, language: .en, revealHome: false) == "Home")
        #expect(after.label(of: home, language: .es, revealHome: false) == "Casa")
        #expect(after.label(of: home, language: .es, revealHome: true) == "Chez Marie")
    }
}
