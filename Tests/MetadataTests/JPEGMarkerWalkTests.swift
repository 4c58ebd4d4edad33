import Testing
@testable import Metadata
@testable import Model
@testable import Scan
import TestSupport

@Suite("JPEG marker walk")
struct JPEGMarkerWalkTests {
    @Test("finds the EXIF block and frame size", arguments: [false, true])
    func findsExif(bigEndian: Bool) throws {
        let tiff = TIFFFixture.phone(bigEndian: bigEndian)
        let file = JPEGFixture.withExif(tiff).bytes()
        let layout = try file.withMemoryBytes { try JPEGMarkerWalk.walk($0) }
        let exif = try #require(layout.exif)
        #expect(Array(file[exif.offset ..< exif.offset + exif.count]) == tiff.bytes())
        #expect(layout.width == 640 && layout.height == 480)
    }

    @Test("a JPEG without EXIF has none, and is not corrupt")
    func noExif() throws {
        let file = JPEGFixture(segments: [(0xE0, Array("JFIF".utf8) + [0])]).bytes(width: 33, height: 17)
        let layout = try file.withMemoryBytes { try JPEGMarkerWalk.walk($0) }
        #expect(layout == JPEGLayout(exif: nil, width: 33, height: 17))
    }

    @Test("an APP1 that ends beyond the first 64 KiB is found, and only its bytes are read")
    func app1Beyond64KiB() throws {
        let icc = [UInt8](repeating: 0xAB, count: 65_000)
        var jpeg = JPEGFixture(segments: [(0xE2, icc), (0xE2, icc)])
        jpeg.segments.append((0xE1, TIFFFixture.phone().app1Payload()))
        let file = MemoryFile(jpeg.bytes())
        let capture = file.withFileBytes { bytes -> ExifCapture? in
            guard let layout = try? JPEGMarkerWalk.walk(bytes), let exif = layout.exif else { return nil }
            #expect(exif.offset > FileInspector.headLength)
            return ExifCaptureReader.read(tiffAt: exif.offset, in: bytes)
        }
        #expect(capture?.time == LocalDateTime(year: 2025, month: 7, day: 14, hour: 12))
        let total = file.reads.map(\.count).reduce(0, +)
        #expect(total < 64 * 1024 + 4 * 1024, "read \(total) bytes of \(file.bytes.count)")
    }

    @Test("a segment that runs past the end of the file is corruption")
    func truncatedSegment() {
        let file = Array(JPEGFixture.withExif(.phone()).bytes().prefix(60))
        #expect(throws: JPEGMarkerWalk.Failure.self) { try file.withMemoryBytes { try JPEGMarkerWalk.walk($0) } }
    }

    @Test("a break after the EXIF block keeps the EXIF")
    func breakAfterExif() throws {
        var file = [UInt8]([0xFF, 0xD8]) + JPEGFixture.segment(0xE1, TIFFFixture.phone().app1Payload())
        file += [0x00, 0x11, 0x22]
        let layout = try file.withMemoryBytes { try JPEGMarkerWalk.walk($0) }
        #expect(layout.exif != nil)
    }

    @Test("fill bytes before a marker are skipped")
    func fillBytes() throws {
        var file = [UInt8]([0xFF, 0xD8, 0xFF, 0xFF, 0xFF])
        file += JPEGFixture.segment(0xE1, TIFFFixture.phone().app1Payload()).dropFirst()
        let layout = try file.withMemoryBytes { try JPEGMarkerWalk.walk($0) }
        #expect(layout.exif != nil)
    }

    @Test("files that are not JPEGs are refused", arguments: [[UInt8](), [0xFF], [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD9, 0xFF]])
    func notJPEG(bytes: [UInt8]) {
        #expect(throws: JPEGMarkerWalk.Failure.notJPEG) { try bytes.withMemoryBytes { try JPEGMarkerWalk.walk($0) } }
    }
}
