import Foundation
import TestScratch
import Testing
@testable import Atlas
@testable import Insights
@testable import Scan
@testable import Store
import TestSupport

@Suite("A Google Takeout export")
struct TakeoutLibraryTests {
    /// One photo of the year: its wall-clock time where it was taken, and where.
    struct Moment {
        var exifTime: String
        var instant: Int64
        var gps: (lat: [(UInt32, UInt32)], lon: [(UInt32, UInt32)], latDegrees: Double, lonDegrees: Double)?
    }

    static let london = ([(51, 1), (30, 1), (0, 1)] as [(UInt32, UInt32)], [(0, 1), (7, 1), (12, 1)] as [(UInt32, UInt32)], 51.5, -0.12)
    static let tokyo = ([(35, 1), (41, 1), (24, 1)] as [(UInt32, UInt32)], [(139, 1), (41, 1), (24, 1)] as [(UInt32, UInt32)], 35.69, 139.69)

    /// Summer and winter in London, spring in Tokyo, a photo with no place, New Year's Eve.
    static let moments = [
        Moment(exifTime: "2025:07:01 14:00:00", instant: 1_751_374_800, gps: london),
        Moment(exifTime: "2025:01:10 09:00:00", instant: 1_736_499_600, gps: london),
        Moment(exifTime: "2025:04:05 10:00:00", instant: 1_743_814_800, gps: tokyo),
        Moment(exifTime: "2025:03:01 08:00:00", instant: 1_740_816_000, gps: nil),
        Moment(exifTime: "2025:12:31 23:30:00", instant: 1_767_223_800, gps: london),
    ]

    static func exifPhoto(_ moment: Moment) -> [UInt8] {
        var tiff = TIFFFixture()
        tiff.exif = [(0x9003, .ascii(moment.exifTime))]
        if let gps = moment.gps {
            tiff.gps = [(0x0001, .ascii("N")), (0x0002, .rationals(gps.lat)), (0x0003, .ascii(gps.lonDegrees < 0 ? "W" : "E")),
                        (0x0004, .rationals(gps.lon))]
        }
        return JPEGFixture.withExif(tiff).bytes()
    }

    static func sidecar(_ moment: Moment, instant: Int64? = nil) -> [UInt8] {
        let geo = moment.gps.map { #"{"latitude": \#($0.latDegrees), "longitude": \#($0.lonDegrees), "altitude": 0.0}"# }
            ?? #"{"latitude": 0.0, "longitude": 0.0, "altitude": 0.0}"#
        return Array(#"""
            {"title": "photo", "photoTakenTime": {"timestamp": "\#(instant ?? moment.instant)", "formatted": "…"},
             "creationTime": {"timestamp": "1768435200"}, "geoData": \#(geo), "geoDataExif": \#(geo)}
            """#.utf8)
    }

    /// The export day, which every file of the export carries as its mtime.
    static let exportDay = Date(timeIntervalSince1970: 1_768_435_200)

    /// The same five photos as a camera folder with EXIF intact.
    static func cameraFolder() throws -> URL {
        let root = try Scratch.folder()
        for (i, moment) in moments.enumerated() {
            try TestFiles.write(exifPhoto(moment), to: root.appendingPathComponent("DCIM/IMG_000\(i + 1).jpg"))
        }
        return root
    }

    /// The five as Google exports them: EXIF stripped from all but one, dates and places in
    /// sidecars of every name variant, an edited copy, an album copy and album metadata.
    static func takeoutFolder() throws -> URL {
        let root = try Scratch.folder()
        let year = root.appendingPathComponent("Takeout/Google Photos/Photos from 2025")
        let album = root.appendingPathComponent("Takeout/Google Photos/Weekend")
        let bare = JPEGFixture().bytes()
        func put(_ bytes: [UInt8], _ folder: URL, _ name: String) throws {
            try TestFiles.write(bytes, to: folder.appendingPathComponent(name), mtime: exportDay)
        }
        let first = bare + Array("first".utf8)
        try put(first, year, "IMG_0001.jpg")
        try put(sidecar(moments[0]), year, "IMG_0001.jpg.json")
        try put(bare + Array("first, edited".utf8), year, "IMG_0001-edited.jpg")
        try put(first, album, "IMG_0001.jpg")
        try put(sidecar(moments[0]), album, "IMG_0001.jpg.supplemental-metadata.json")
        try put(Array(#"{"title": "Weekend"}"#.utf8), album, "metadata.json")
        // EXIF kept, and the sidecar an hour out: EXIF's DateTimeOriginal wins.
        try put(exifPhoto(moments[1]), year, "IMG_0002.jpg")
        try put(sidecar(moments[1], instant: moments[1].instant + 3600), year, "IMG_0002.jpg.supplemental-metadata.json")
        try put(bare + Array("third".utf8), year, "PXL_20250405_010000000_a_long_name_here.jpg")
        try put(sidecar(moments[2]), year, "PXL_20250405_010000000_a_long_name_here.jpg.supplemen.json")
        try put(bare + Array("fourth".utf8), year, "image(1).jpg")
        try put(sidecar(moments[3]), year, "image.jpg(1).json")
        try put(bare + Array("fifth".utf8), year, "IMG_0005.jpg")
        try put(sidecar(moments[4]), year, "IMG_0005.jpg.suppl.json")
        return root
    }

    static func insights(of root: URL) throws -> (Insights, [AssetRecord]) {
        let database = try AppDatabase.inMemory()
        let namer = PlaceNamer(database: database) { ReverseGeocoder(table: GeoNamesTable(tsv: Array(SyntheticLibrary.towns.utf8))) }
        let scan = try LibraryScanner(database: database, fileSystem: CountingFileSystem(), namer: namer)
            .scan(ScanRequest(folder: root.path, range: try .year(2025), timeZone: TimeZone(identifier: "Europe/London")!))
        let insights = try InsightsStage.compute(scan: scan, database: database, namer: namer, options: .init(), hidden: [])
        return (insights, try database.photos(libraryID: scan.libraryID, in: scan.range))
    }

    static func summary(_ photos: [AssetRecord]) -> [String] {
        photos.map { photo in
            let place = photo.location.map { String(format: "%.4f,%.4f", $0.latitude, $0.longitude) } ?? "nowhere"
            return "\(photo.localTime.map { "\($0)" } ?? "undated") \(place)"
        }.sorted()
    }

    @Test("gives the same totals, times and places as the same photos with their EXIF intact")
    func sameAsCamera() throws {
        let (camera, _) = try Self.insights(of: Self.cameraFolder())
        let (takeout, rows) = try Self.insights(of: Self.takeoutFolder())
        #expect(takeout.total == 5)
        #expect(takeout.total == camera.total)
        #expect(takeout.withLocation == camera.withLocation)
        #expect(takeout.time == camera.time)
        #expect(takeout.cities == camera.cities)
        #expect(takeout.countries == camera.countries)
        #expect(takeout.places.ranked.map(\.cluster.photoIDs.count) == camera.places.ranked.map(\.cluster.photoIDs.count))
        #expect(Self.summary(takeout.selection.photos) == Self.summary(camera.selection.photos))
        #expect(takeout.selection.setAside == [.edit: 1, .duplicate: 1])
        #expect(rows.count == 7)
        #expect(Dictionary(grouping: rows, by: \.timeSource).mapValues(\.count) == [.sidecar: 6, .exif: 1])
    }
}
