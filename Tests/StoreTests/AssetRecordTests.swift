import Foundation
import Testing
@testable import Metadata
@testable import Model
@testable import Store

@Suite("a record keeps every value it is given, in 160 bytes a row")
struct AssetRecordTests {
    static func blank() -> AssetRecord {
        AssetRecord(libraryId: 1, path: RawPath("a.jpg"), size: 1, mtimeNs: 1, kind: .jpeg, extractorVersion: 1)
    }

    @Test("a new record has nothing but what it was made with")
    func blankRecord() {
        let record = Self.blank()
        #expect(record.id == nil && record.localTime == nil && record.lastEdit == nil && record.sidecarMtimeNs == nil)
        #expect(record.location == nil && record.altitudeMeters == nil && record.speedKmh == nil)
        #expect(record.utcOffset == nil && record.subsecondMillis == nil && record.width == nil && record.height == nil)
        #expect(record.orientation == nil && record.make == nil && record.model == nil && record.camera == nil)
        #expect(record.extractorVersion == 1 && record == Self.blank())
    }

    /// A value and what a 32-bit field holds of it: the values past either end are held at the
    /// nearest end, the lowest of which is one above the pattern that stands for none.
    static let smallNumbers: [(Int?, Int?)] = [
        (nil, nil), (0, 0), (-1, -1), (6, 6), (-43_200, -43_200), (Int(Int32.max), Int(Int32.max)),
        (Int(Int32.max) + 5, Int(Int32.max)), (Int(Int32.min), Int(Int32.min) + 1), (Int.min, Int(Int32.min) + 1),
    ]

    @Test("a 32-bit field holds its value, or the nearest it can hold", arguments: smallNumbers)
    func smallNumber(value: Int?, held: Int?) {
        let fields: [WritableKeyPath<AssetRecord, Int?>] = [\.utcOffset, \.subsecondMillis, \.width, \.height, \.orientation]
        for field in fields {
            var record = Self.blank()
            record[keyPath: field] = 7
            record[keyPath: field] = value
            #expect(record[keyPath: field] == held)
            for other in fields where other != field { #expect(record[keyPath: other] == nil) }
        }
    }

    @Test("a 64-bit field holds its value, nil included",
          arguments: [nil, 0, -1, 1_751_328_000_123_456_789, Int64.max, Int64.min + 1] as [Int64?])
    func wideNumber(value: Int64?) {
        var record = Self.blank()
        record.id = value
        record.sidecarMtimeNs = value
        record.localTime = value.map(LocalDateTime.init(secondsSinceEpoch:))
        record.lastEdit = value.map(LocalDateTime.init(secondsSinceEpoch:))
        #expect(record.id == value && record.sidecarMtimeNs == value)
        #expect(record.localTime?.secondsSinceEpoch == value && record.lastEdit?.secondsSinceEpoch == value)
    }

    @Test("an altitude or speed holds its bits, nil included",
          arguments: [nil, 0, -0.0, -431.5, 10_668.25, 1e300, .infinity, -.infinity] as [Double?])
    func reading(value: Double?) {
        var record = Self.blank()
        record.altitudeMeters = value
        record.speedKmh = value
        #expect(record.altitudeMeters?.bitPattern == value?.bitPattern && record.speedKmh?.bitPattern == value?.bitPattern)
    }

    @Test("a location on the equator or the prime meridian is kept; none is none")
    func locations() throws {
        for (latitude, longitude) in [(0.0, 5.0), (5.0, 0.0), (-90.0, -180.0), (51.4769, -0.0005)] {
            var record = Self.blank()
            let point = try #require(GeoPoint(latitude: latitude, longitude: longitude))
            record.location = point
            #expect(record.location == point)
            record.location = nil
            #expect(record.location == nil && record == Self.blank())
        }
    }

    @Test("make and model are set apart, compared by value, and none is no camera")
    func camera() {
        var a = Self.blank(), b = Self.blank()
        a.make = "Canon"
        #expect(a.make == "Canon" && a.model == nil)
        a.model = "EOS R5"
        b.model = "EOS R5"
        b.make = "Canon"
        #expect(a == b && a.camera !== b.camera)
        b.model = "EOS R6"
        #expect(a != b && b.make == "Canon")
        a.make = nil
        a.model = nil
        #expect(a.camera == nil && a == Self.blank())
    }

    @Test("a row takes at most 160 bytes")
    func rowSize() {
        #expect(MemoryLayout<AssetRecord>.stride <= 160)
    }

    @Test("rows read in one statement share one camera per make and model")
    func sharedCameras() throws {
        let database = try AppDatabase.inMemory()
        let libraryID = try database.libraryID(root: RawPath("/library"))
        let cameras: [(String?, String?)] = [("Canon", "EOS R5"), ("Apple", "iPhone 15 Pro Max with a long name"), (nil, "X100V"),
                                             ("Canon", nil), (nil, nil), ("Canon", "EOS R5 ")]
        let saved = (0 ..< 300).map { i in
            var record = AssetRecord(libraryId: libraryID, path: RawPath("p/\(i).jpg"), size: 1, mtimeNs: 1, kind: .jpeg,
                                     extractorVersion: MetadataReaders.extractorVersion)
            record.localTime = LocalDateTime(year: 2025, month: 1 + i % 12, day: 1 + i % 28)
            let camera = cameras[(i + i / cameras.count) % cameras.count]
            record.make = camera.0
            record.model = camera.1
            return record
        }
        try database.save(saved, libraryID: libraryID)
        let loaded = try database.writer.read { db in
            try AssetReader(db: db).rows(sql: "SELECT \(AssetRecord.Columns.selectList) FROM asset", arguments: [], make: RowShape.records.maker())
        }
        #expect(loaded.count == saved.count)
        var seen: [String: CameraMakeModel] = [:]
        for record in loaded {
            let key = "\(record.make ?? "-")|\(record.model ?? "-")"
            guard let camera = record.camera else {
                #expect(record.make == nil && record.model == nil)
                continue
            }
            if let first = seen[key] { #expect(first === camera, "\(key)") } else { seen[key] = camera }
        }
        #expect(seen.count == cameras.count - 1, "\(seen.keys.sorted())")
    }

    @Test("the named columns are the asset table's, and a write sets all but the id and the hash")
    func namedColumns() throws {
        let database = try AppDatabase.inMemory()
        let table = try database.writer.read { db in try db.columns(in: "asset").map(\.name) }
        #expect(Set(AssetRecord.Columns.allCases.map(\.sql)) == Set(table))
        #expect(AssetRecord.Columns.written.map(\.rawValue) == Array(1 ... Int32(AssetRecord.Columns.written.count)))
    }
}
