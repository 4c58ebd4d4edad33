import Foundation
import Testing
@testable import Model
@testable import Store
import TestSupport

@Suite("Home for dating: the 0.1° square where located photos span the most days")
struct HomeSquaresTests {
    static func photo(_ id: Int64, _ name: String, _ latitude: Double, _ longitude: Double, day: Int,
                      hour: Int = 12, copied: Bool = false) -> AssetRecord {
        var record = SampleRecords.file(id, name, at: LocalDateTime(year: 2025, month: 3, day: day, hour: hour)!)
        record.location = GeoPoint(latitude: latitude, longitude: longitude)
        if copied { record.precision = .copied }
        return record
    }

    /// Berlin on 3 days, 3 photos; Potsdam on 2 days, 6 photos; Leipzig on 3 days, 4 photos,
    /// and a copy on a fourth day; Hamburg on 5 days, every photo a copy.
    static func library(_ id: Int64) -> [AssetRecord] {
        (1 ... 3).map { photo(id, "berlin\($0).jpg", 52.52, 13.40, day: $0) }
            + (1 ... 6).map { photo(id, "potsdam\($0).jpg", 52.39, 13.06, day: 1 + $0 % 2) }
            + (1 ... 3).map { photo(id, "leipzig\($0).jpg", 51.34, 12.37, day: $0, hour: 9) }
            + [photo(id, "leipzig4.jpg", 51.34, 12.37, day: 2), photo(id, "leipzig5.jpg", 51.34, 12.37, day: 4, copied: true)]
            + (1 ... 5).map { photo(id, "hamburg\($0).jpg", 53.55, 9.99, day: $0 + 10, copied: true) }
    }

    static func home(of records: [AssetRecord]) -> GeoPoint? {
        var squares = HomeSquares()
        squares.add(records)
        return squares.home
    }

    @Test("more days win over more photos; a copy's day is left out; between equals, the lower latitude")
    func rule() throws {
        let records = Self.library(1)
        // Hamburg's days are all copies'. Berlin and Leipzig both span 3 days: Leipzig has more
        // photos. Without Leipzig, Berlin's days beat Potsdam's photos.
        #expect(Self.home(of: records) == GeoPoint(latitude: 51.3, longitude: 12.4))
        #expect(Self.home(of: records.filter { !$0.path.description.hasPrefix("leipzig") })
                == GeoPoint(latitude: 52.5, longitude: 13.4))
        // Two squares alike in days and photos: the lower latitude.
        let twins = [Self.photo(1, "north.jpg", 48.21, 16.37, day: 1), Self.photo(1, "south.jpg", 47.07, 15.44, day: 1)]
        #expect(Self.home(of: twins) == GeoPoint(latitude: 47.1, longitude: 15.4))
        #expect(Self.home(of: twins.reversed()) == GeoPoint(latitude: 47.1, longitude: 15.4))
        #expect(Self.home(of: [SampleRecords.file(1, "nowhere.jpg")]) == nil)
    }

    @Test("a square is rounded half away from zero, south and west of Greenwich too")
    func rounding() {
        #expect(Self.home(of: [Self.photo(1, "a.jpg", -33.87, -70.65, day: 1)]) == GeoPoint(latitude: -33.9, longitude: -70.7))
        #expect(Self.home(of: [Self.photo(1, "a.jpg", 51.5, -0.25, day: 1)]) == GeoPoint(latitude: 51.5, longitude: -0.3))
    }

    @Test("gathered from a first scan's records, home is the one read from their rows")
    func sameAsRows() throws {
        let database = try AppDatabase.inMemory()
        let id = try database.libraryID(root: RawPath("/photos"))
        var records = Self.library(id)
        records[0].problem = .corrupt
        records[4].localTime = nil
        try database.save(records, libraryID: id)
        #expect(try database.homePoint(libraryID: id) == Self.home(of: records))
        #expect(try database.homePoint(libraryID: id) == GeoPoint(latitude: 51.3, longitude: 12.4))
    }
}
