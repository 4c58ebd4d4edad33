import Foundation
import TestSupport
import Testing
@testable import Metadata
@testable import Model
@testable import Scan

@Suite("Metadata in HEIF, PNG, WebP and QuickTime files")
struct ContainerMetadataTests {
    static let tiff = TIFFFixture.phone(bigEndian: true).bytes()
    static let july14 = LocalDateTime(year: 2025, month: 7, day: 14, hour: 12)

    /// Reads a file as the scan does, counting the bytes read.
    static func read(_ bytes: [UInt8], kind: AssetKind) -> (header: HeaderReading?, details: PhotoDetails?, bytesRead: Int) {
        let file = MemoryFile(bytes)
        let result = file.withFileBytes { fileBytes -> (HeaderReading?, PhotoDetails?) in
            guard let header = try? MetadataReaders.header(kind: kind, file: fileBytes) else { return (nil, nil) }
            return (header, MetadataReaders.details(file: fileBytes, header: header))
        }
        return (result.0, result.1, file.reads.map(\.count).reduce(0, +))
    }

    struct HEIFCase: Sendable, CustomTestStringConvertible {
        let ilocVersion: UInt8
        let inIdat: Bool
        let headerOffset: Int
        let exifAtEnd: Bool
        var testDescription: String {
            "iloc v\(ilocVersion), \(inIdat ? "idat" : "mdat"), offset \(headerOffset)\(exifAtEnd ? ", EXIF at the end" : "")"
        }
    }

    @Test("HEIF: the Exif item is found through iinf and iloc", arguments: [
        HEIFCase(ilocVersion: 0, inIdat: false, headerOffset: 6, exifAtEnd: false),
        HEIFCase(ilocVersion: 1, inIdat: false, headerOffset: 6, exifAtEnd: true),
        HEIFCase(ilocVersion: 2, inIdat: false, headerOffset: 0, exifAtEnd: false),
        HEIFCase(ilocVersion: 1, inIdat: true, headerOffset: 6, exifAtEnd: false),
        HEIFCase(ilocVersion: 2, inIdat: true, headerOffset: 0, exifAtEnd: false),
    ])
    func heif(_ c: HEIFCase) throws {
        let file = ContainerFixtures.heif(tiff: Self.tiff, ilocVersion: c.ilocVersion, inIdat: c.inIdat, headerOffset: c.headerOffset,
                                          fill: 300_000, exifAtEnd: c.exifAtEnd)
        #expect(file.withMemoryBytes { FileSignature.kind(of: $0.view) } == .heif)
        let (header, details, bytesRead) = Self.read(file, kind: .heif)
        #expect(header?.capture?.time == Self.july14)
        #expect(details?.location != nil)
        #expect(details?.width == 4032 && details?.height == 3024)
        #expect(bytesRead < 80_000, "read \(bytesRead) of \(file.count) bytes")
    }

    @Test("PNG: eXIf, and raw profiles in tEXt, zTXt and iTXt")
    func png() throws {
        let chunks: [[UInt8]] = [
            ContainerFixtures.pngChunk("eXIf", Self.tiff),
            ContainerFixtures.pngChunk("tEXt", Array("Raw profile type exif".utf8) + [0] + ContainerFixtures.rawProfile(Self.tiff)),
            ContainerFixtures.pngChunk("zTXt", Array("Raw profile type exif".utf8) + [0, 0] + Self.zlib(ContainerFixtures.rawProfile(Self.tiff))),
            ContainerFixtures.pngChunk("iTXt", Array("Raw profile type exif".utf8) + [0, 0, 0, 0, 0] + ContainerFixtures.rawProfile(Self.tiff)),
        ]
        for chunk in chunks {
            let (header, details, _) = Self.read(ContainerFixtures.png([chunk]), kind: .png)
            #expect(header?.capture?.time == Self.july14, "\(String(decoding: chunk[4 ..< 8], as: UTF8.self))")
            #expect(details?.location != nil)
            #expect(details?.width == 1170 && details?.height == 2532)
        }
        #expect(ScreenSizes.matches(width: 1170, height: 2532) && !ScreenSizes.matches(width: 4000, height: 3000))
    }

    @Test("WebP: the EXIF chunk and the VP8X canvas")
    func webp() {
        let (header, details, _) = Self.read(ContainerFixtures.webp(exif: Self.tiff), kind: .webp)
        #expect(header?.capture?.time == Self.july14)
        #expect(details?.width == 4000 && details?.height == 3040)
    }

    @Test("MP4 with moov at the end: mvhd's creation time and ©xyz, without reading the media")
    func mp4() throws {
        // 2025-07-14T11:00:00Z, in QuickTime's seconds since 1904.
        let created = 1_752_490_800 + Int(QuickTimeMetadata.epochOffset)
        let file = ContainerFixtures.mp4(created: created, iso6709: "+51.5074-000.1278+011.000/", mediaBytes: 2_000_000)
        #expect(file.withMemoryBytes { FileSignature.kind(of: $0.view) } == .video)
        let (header, details, bytesRead) = Self.read(file, kind: .video)
        #expect(header?.instant == 1_752_490_800)
        #expect(header?.captureSource == .video)
        #expect(details?.location == GeoPoint(latitude: 51.5074, longitude: -0.1278))
        #expect(bytesRead < 70_000, "read \(bytesRead) of \(file.count) bytes")
        let resolved = DatingEvidence(header: header!, fileName: Array("clip.mp4".utf8), fileTime: 0, now: 0)
            .captureTime(zone: TimeZone(identifier: "Europe/London")!, zoneSource: .option)
        #expect(resolved.time == Self.july14 && resolved.source == .video)
    }

    @Test("MOV from an iPhone: Apple's location and creation-date keys")
    func appleKeys() throws {
        let file = ContainerFixtures.mp4(created: 0, iso6709: nil, keys: [
            ("com.apple.quicktime.make", "Apple"),
            ("com.apple.quicktime.location.ISO6709", "+35.6595+139.7005+040.000/"),
            ("com.apple.quicktime.creationdate", "2025-10-04T18:30:00+0900"),
        ])
        let (header, details, _) = Self.read(file, kind: .video)
        #expect(header?.capture?.time == LocalDateTime(year: 2025, month: 10, day: 4, hour: 18, minute: 30))
        #expect(header?.capture?.utcOffset == 9 * 3600)
        #expect(details?.location == GeoPoint(latitude: 35.6595, longitude: 139.7005))
    }

    @Test("damaged containers give nothing and do not crash", arguments: [
        [UInt8](), Array(ContainerFixtures.heif(tiff: tiff, ilocVersion: 1, inIdat: false, headerOffset: 6).prefix(120)),
        Array(ContainerFixtures.png([ContainerFixtures.pngChunk("eXIf", tiff)]).prefix(40)),
        Array(ContainerFixtures.mp4(created: 5, iso6709: "+1+2/").prefix(60)), [0, 0, 0, 8] + Array("moov".utf8),
    ])
    func damaged(bytes: [UInt8]) {
        for kind in [AssetKind.heif, .png, .webp, .video] {
            _ = Self.read(bytes, kind: kind)
        }
    }

    @Test("a box's type reads as its four bytes, © as @, bytes that are not UTF-8 repaired", arguments: [
        ([0x6D, 0x65, 0x74, 0x61], "meta"), ([0xA9, 0x78, 0x79, 0x7A], "@xyz"), ([0x4A, 0x58, 0x4C, 0x20], "JXL "),
        ([0xFF, 0x61, 0x62, 0x63], "\u{FFFD}abc"), ([0x00, 0x00, 0x00, 0x00], "\0\0\0\0"),
    ])
    func fourCC(bytes: [UInt8], text: String) {
        bytes.withUnsafeBytes { #expect(BoxWalk.fourCC(ByteView($0)) == text) }
    }

    @Test("a box's type cut short by the file's end keeps the bytes there are")
    func fourCCCutShort() {
        [UInt8]([0x6D, 0x6F]).withUnsafeBytes { #expect(BoxWalk.fourCC(ByteView($0)) == "mo") }
    }

    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        // A stored (uncompressed) zlib stream: header, one final stored block, Adler-32.
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        let n = bytes.count
        return [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)] + bytes
            + ContainerFixtures.u32(Int(b << 16 | a))
    }
}
