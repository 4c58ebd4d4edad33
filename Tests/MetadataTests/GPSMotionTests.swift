import Foundation
import TestSupport
import Testing
@testable import Metadata
@testable import Model

@Suite("GPS altitude and speed: read wherever the position is read")
struct GPSMotionTests {
    /// A GPS IFD in London, with the given altitude and speed tags beside the position.
    static func tiff(bigEndian: Bool = false, _ extra: [(UInt16, TIFFFixture.Value)]) -> TIFFFixture {
        var tiff = TIFFFixture.phone(bigEndian: bigEndian)
        tiff.gps = TIFFFixture.london + extra
        return tiff
    }

    /// Both tier B readers: libexif on a block, and the small IFD reader on a TIFF-structured file.
    static func bothReaders(_ tiff: TIFFFixture) -> [PhotoDetails] {
        let bytes = tiff.bytes()
        return [bytes.withUnsafeBytes { LibexifReader.details(tiff: $0) },
                bytes.withMemoryBytes { TIFFDetailsReader.details(tiffAt: 0, in: $0) }]
    }

    /// 10,668 m (35,000 ft) above sea level at 850 km/h: an airliner cruising.
    static let cruising: [(UInt16, TIFFFixture.Value)] = [
        (0x0005, .bytes([0])), (0x0006, .rationals([(10_668_000, 1000)])),
        (0x000C, .ascii("K")), (0x000D, .rationals([(850, 1)])),
    ]

    @Test("altitude and speed from a JPEG's EXIF GPS IFD, in either byte order", arguments: [false, true])
    func jpeg(bigEndian: Bool) throws {
        let file = JPEGFixture.withExif(Self.tiff(bigEndian: bigEndian, Self.cruising)).bytes()
        let (_, details, _) = ContainerMetadataTests.read(file, kind: .jpeg)
        let read = try #require(details)
        #expect(read.location != nil)
        #expect(read.altitudeMeters == 10_668)
        #expect(read.speedKmh == 850)
    }

    @Test("the same from a TIFF-structured file (TIFF, DNG and most RAW)", arguments: [false, true])
    func tiffFile(bigEndian: Bool) throws {
        let (_, details, _) = ContainerMetadataTests.read(Self.tiff(bigEndian: bigEndian, Self.cruising).bytes(), kind: .rawTIFF)
        #expect(details?.altitudeMeters == 10_668 && details?.speedKmh == 850)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let tags: [(UInt16, TIFFFixture.Value)]
        let altitude: Double?
        let speed: Double?
        var testDescription: String { name }
    }

    @Test("units and references", arguments: [
        Case(name: "miles per hour", tags: [(0x000C, .ascii("M")), (0x000D, .rationals([(500, 1)]))], altitude: nil, speed: 804.672),
        Case(name: "knots", tags: [(0x000C, .ascii("N")), (0x000D, .rationals([(460, 1)]))], altitude: nil, speed: 851.92),
        Case(name: "no speed reference means km/h", tags: [(0x000D, .rationals([(120, 1)]))], altitude: nil, speed: 120),
        Case(name: "an unknown speed unit is no speed", tags: [(0x000C, .ascii("X")), (0x000D, .rationals([(120, 1)]))],
             altitude: nil, speed: nil),
        Case(name: "below sea level", tags: [(0x0005, .bytes([1])), (0x0006, .rationals([(28, 1)]))], altitude: -28, speed: nil),
        Case(name: "no altitude reference means above", tags: [(0x0006, .rationals([(3_640, 1)]))], altitude: 3_640, speed: nil),
        Case(name: "an unknown altitude reference is no altitude", tags: [(0x0005, .bytes([2])), (0x0006, .rationals([(300, 1)]))],
             altitude: nil, speed: nil),
        Case(name: "a zero denominator is no value", tags: [(0x0006, .rationals([(300, 0)])), (0x000D, .rationals([(9, 0)]))],
             altitude: nil, speed: nil),
        Case(name: "a negative height written unsigned is no height", tags: [(0x0006, .rationals([(4_294_967_294, 1)]))],
             altitude: nil, speed: nil),
    ])
    func references(_ c: Case) {
        for details in Self.bothReaders(Self.tiff(c.tags)) {
            #expect(details.altitudeMeters.map { abs($0 - (c.altitude ?? .nan)) < 1e-9 } ?? (c.altitude == nil), "\(details)")
            #expect(details.speedKmh.map { abs($0 - (c.speed ?? .nan)) < 1e-9 } ?? (c.speed == nil), "\(details)")
        }
    }

    @Test("without a position there is no altitude or speed to speak of")
    func noPosition() {
        var tiff = TIFFFixture.phone()
        tiff.gps = Self.cruising
        for details in Self.bothReaders(tiff) {
            #expect(details.location == nil && details.altitudeMeters == nil && details.speedKmh == nil)
        }
    }

    @Test("a video's ISO 6709 position carries its height, from ©xyz and from Apple's key")
    func iso6709() {
        let xyz = ContainerFixtures.mp4(created: 0, iso6709: "+48.8584+002.2945+10972.800/")
        #expect(ContainerMetadataTests.read(xyz, kind: .video).details?.altitudeMeters == 10_972.8)
        let keyed = ContainerFixtures.mp4(created: 0, iso6709: nil, keys: [("com.apple.quicktime.location.ISO6709", "+35.6595+139.7005-012.5/")])
        let details = ContainerMetadataTests.read(keyed, kind: .video).details
        #expect(details?.location == GeoPoint(latitude: 35.6595, longitude: 139.7005))
        #expect(details?.altitudeMeters == -12.5 && details?.speedKmh == nil)
        let flat = ContainerFixtures.mp4(created: 0, iso6709: "+51.5074-000.1278/")
        #expect(ContainerMetadataTests.read(flat, kind: .video).details?.altitudeMeters == nil)
    }

    @Test("a Takeout sidecar's altitude comes with the location it is given with")
    func takeout() throws {
        let json = #"{"geoData":{"latitude":0.0,"longitude":0.0,"altitude":5.0},"#
            + #""geoDataExif":{"latitude":47.45,"longitude":8.56,"altitude":10500.0}}"#
        let sidecar = try #require(TakeoutSidecar(json: Data(json.utf8)))
        #expect(sidecar.location == GeoPoint(latitude: 47.45, longitude: 8.56))
        #expect(sidecar.altitudeMeters == 10_500)
    }
}
