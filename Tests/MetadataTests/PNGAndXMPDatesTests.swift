import Foundation
import TestSupport
import Testing
@testable import Metadata
@testable import Model

@Suite("dates and screenshots a PNG or XMP holds outside EXIF")
struct PNGAndXMPDatesTests {
    static let july14 = LocalDateTime(year: 2025, month: 7, day: 14, hour: 12)

    /// An iOS screenshot's XMP packet, its UserComment as iOS writes it, with `dates` beside it.
    static func screenshotXMP(comment: String = "<exif:UserComment>Screenshot</exif:UserComment>", dates: String) -> String {
        """
        <x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="XMP Core 6.0.0">
           <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
              <rdf:Description rdf:about=""
                    xmlns:exif="http://ns.adobe.com/exif/1.0/"
                    xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"
                    xmlns:xmp="http://ns.adobe.com/xap/1.0/">
                 <exif:PixelYDimension>1000</exif:PixelYDimension>
                 <exif:PixelXDimension>900</exif:PixelXDimension>
                 \(comment)
                 \(dates)
              </rdf:Description>
           </rdf:RDF>
        </x:xmpmeta>
        """
    }

    /// An uncompressed iTXt chunk: keyword, flag and method, empty language and translation.
    static func iTXt(_ keyword: String, _ text: String) -> [UInt8] {
        ContainerFixtures.pngChunk("iTXt", Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8))
    }

    /// A PNG of a size no screen has, so that only its metadata can call it a screenshot.
    static func png(_ chunks: [[UInt8]]) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + ContainerFixtures.pngChunk("IHDR", ContainerFixtures.u32(900) + ContainerFixtures.u32(1000) + [8, 6, 0, 0, 0])
            + chunks.joined() + ContainerFixtures.pngChunk("IDAT", [1, 2, 3]) + ContainerFixtures.pngChunk("IEND", [])
    }

    struct XMPCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let comment: String
        let dates: String
        let screenshot: Bool
        let time: LocalDateTime?
        var offset: Int?
    }

    @Test("an iPhone screenshot's PNG: its XMP UserComment marks it, its XMP date dates it", arguments: [
        XMPCase(testDescription: "photoshop:DateCreated", comment: "<exif:UserComment>Screenshot</exif:UserComment>",
                dates: "<photoshop:DateCreated>2025-07-14T12:00:00</photoshop:DateCreated>", screenshot: true, time: july14),
        XMPCase(testDescription: "xmp:CreateDate with its offset, the comment in rdf:Alt",
                comment: "<exif:UserComment><rdf:Alt><rdf:li xml:lang=\"x-default\">Screenshot</rdf:li></rdf:Alt></exif:UserComment>",
                dates: "<xmp:CreateDate>2025-07-14T12:00:00+01:00</xmp:CreateDate>", screenshot: true, time: july14, offset: 3600),
        XMPCase(testDescription: "exif:DateTimeOriginal before a date alone, the comment an attribute",
                comment: "", dates: "<exif:DateTimeOriginal>2025-07-14T12:00:00</exif:DateTimeOriginal><xmp:CreateDate>2025-07-13</xmp:CreateDate>",
                screenshot: false, time: july14),
        XMPCase(testDescription: "another comment, no date", comment: "<exif:UserComment>Holiday</exif:UserComment>", dates: "",
                screenshot: false, time: nil),
    ])
    func screenshot(_ c: XMPCase) {
        let packet = Self.screenshotXMP(comment: c.comment, dates: c.dates)
        let (header, details, _) = ContainerMetadataTests.read(Self.png([Self.iTXt("XML:com.adobe.xmp", packet)]), kind: .png)
        #expect(details?.isScreenshot == c.screenshot)
        #expect(header?.capture?.time == c.time)
        #expect(header?.capture?.utcOffset == c.offset)
    }

    @Test("a screenshot's comment as an attribute of its description")
    func commentAttribute() {
        let packet = #"<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:UserComment="Screenshot"/>"#
        #expect(ContainerMetadataTests.read(Self.png([Self.iTXt("XML:com.adobe.xmp", packet)]), kind: .png).details?.isScreenshot == true)
    }

    struct CreationCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let chunk: [UInt8]
        let time: LocalDateTime?
        var offset: Int?
    }

    static func tEXt(_ text: String) -> [UInt8] {
        ContainerFixtures.pngChunk("tEXt", Array("Creation Time".utf8) + [0] + Array(text.utf8))
    }

    @Test("a PNG's Creation Time text: RFC 1123 as the PNG specification has it, ISO 8601, or EXIF's form", arguments: [
        CreationCase(testDescription: "RFC 1123 with an offset", chunk: tEXt("Mon, 14 Jul 2025 12:00:00 +0100"), time: july14, offset: 3600),
        CreationCase(testDescription: "RFC 1123 in GMT, no weekday", chunk: tEXt("14 Jul 2025 12:00:00 GMT"), time: july14, offset: 0),
        CreationCase(testDescription: "ISO 8601 in iTXt", chunk: iTXt("Creation Time", "2025-07-14T12:00:00-04:00"), time: july14, offset: -14400),
        CreationCase(testDescription: "EXIF's form", chunk: tEXt("2025:07:14 12:00:00"), time: july14),
        CreationCase(testDescription: "words", chunk: tEXt("last summer"), time: nil),
        CreationCase(testDescription: "a month that is none", chunk: tEXt("Mon, 14 Jux 2025 12:00:00 GMT"), time: nil),
        CreationCase(testDescription: "an hour that is none", chunk: tEXt("Mon, 14 Jul 2025 25:00:00 GMT"), time: nil),
        CreationCase(testDescription: "cut after its keyword", chunk: ContainerFixtures.pngChunk("tEXt", Array("Creation Time".utf8) + [0]), time: nil),
    ])
    func creationTime(_ c: CreationCase) {
        let header = ContainerMetadataTests.read(Self.png([c.chunk]), kind: .png).header
        #expect(header?.capture?.time == c.time)
        #expect(header?.capture?.utcOffset == c.offset)
    }

    @Test("EXIF's own date comes before a Creation Time or XMP date")
    func exifFirst() {
        let chunks = [ContainerFixtures.pngChunk("eXIf", TIFFFixture.phone().bytes()), Self.tEXt("Mon, 01 Jan 2024 08:00:00 GMT"),
                      Self.iTXt("XML:com.adobe.xmp", Self.screenshotXMP(dates: "<photoshop:DateCreated>2024-01-01</photoshop:DateCreated>"))]
        #expect(ContainerMetadataTests.read(Self.png(chunks), kind: .png).header?.capture?.time == Self.july14)
    }

    /// A JPEG with EXIF (its GPS IFD as given) and an XMP segment.
    static func jpeg(gps: [(UInt16, TIFFFixture.Value)], xmp: String) -> [UInt8] {
        var tiff = TIFFFixture.phone()
        tiff.gps = gps
        return JPEGFixture(segments: [(0xE1, tiff.app1Payload()),
                                      (0xE1, JPEGMarkerWalk.xmpSignature + Array(xmp.utf8))]).bytes()
    }

    static let xmpGPS = #"<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSTimeStamp="2025-07-14T11:00:00Z"/>"#

    @Test("a GPS time only XMP holds is the GPS instant; EXIF's own comes first")
    func xmpGPSTime() {
        // 2025-07-14T11:00:00Z.
        #expect(ContainerMetadataTests.read(Self.jpeg(gps: TIFFFixture.london, xmp: Self.xmpGPS), kind: .jpeg).header?.gpsInstant == 1_752_490_800)
        let exifGPS = TIFFFixture.london + [(0x0007, .rationals([(10, 1), (0, 1), (0, 1)])), (0x001D, .ascii("2025:07:14"))]
        #expect(ContainerMetadataTests.read(Self.jpeg(gps: exifGPS, xmp: Self.xmpGPS), kind: .jpeg).header?.gpsInstant == 1_752_487_200)
        let offset = #"<x exif:GPSTimeStamp="2025-07-14T13:00:00+02:00"/>"#
        #expect(ContainerMetadataTests.read(Self.jpeg(gps: [], xmp: offset), kind: .jpeg).header?.gpsInstant == 1_752_490_800)
        let day = #"<x exif:GPSTimeStamp="2025-07-14"/>"#
        #expect(ContainerMetadataTests.read(Self.jpeg(gps: [], xmp: day), kind: .jpeg).header?.gpsInstant == nil)
    }
}
