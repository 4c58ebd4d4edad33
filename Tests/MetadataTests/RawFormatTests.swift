import Foundation
import TestSupport
import Testing
@testable import Metadata
@testable import Model
@testable import Scan

@Suite("RAW containers, JPEG XL, AVI and Matroska")
struct RawFormatTests {
    typealias R = RawFormatFixtures
    /// Image and media data far past the 64 KiB head, which no reader may touch.
    static let bulk = 3 << 20
    /// What a reader may ask for beyond the head: a few directories and an EXIF block.
    static let extraBytes = 8 << 10

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let bytes: [UInt8]
        let kind: AssetKind
        let time: LocalDateTime?
        var utcOffset: Int?
        var instant: Int64?
        var source = TimeSource.exif
        var dayOnly = false
    }

    static func at(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int) -> LocalDateTime {
        LocalDateTime(year: y, month: m, day: d, hour: h, minute: mi, second: s)!
    }

    static let march3 = at(2025, 3, 3, 9, 44, 56)
    static let july14Instant: Int64 = 1_752_494_400

    static let cases: [Case] = [
        Case(testDescription: "CR3", bytes: R.cr3(fill: bulk), kind: .raw, time: march3, utcOffset: 9 * 3600),
        Case(testDescription: "CR3, moov after the media", bytes: R.cr3(fill: bulk, moovLast: true), kind: .raw, time: march3, utcOffset: 9 * 3600),
        Case(testDescription: "RAF", bytes: R.raf(fill: bulk), kind: .raw, time: march3, utcOffset: 9 * 3600),
        Case(testDescription: "MRW", bytes: R.mrw(fill: bulk), kind: .raw, time: at(2005, 3, 3, 9, 44, 56), utcOffset: 9 * 3600),
        Case(testDescription: "X3F, PROP TIME only", bytes: R.x3f(fill: bulk), kind: .raw, time: at(2008, 3, 3, 9, 44, 56)),
        Case(testDescription: "X3F, the JPEG's EXIF before PROP", bytes: R.x3f(jpegTime: "2008:03:03 09:44:57", fill: bulk), kind: .raw,
             time: at(2008, 3, 3, 9, 44, 57), utcOffset: 9 * 3600),
        Case(testDescription: "CRW", bytes: R.crw(fill: bulk), kind: .raw, time: at(2003, 3, 3, 9, 44, 56)),
        Case(testDescription: "JPEG XL container with Exif", bytes: R.jxl(tiff: TIFFFixture.phone().bytes(), fill: bulk), kind: .jxl,
             time: at(2025, 7, 14, 12, 0, 0), utcOffset: 3600),
        Case(testDescription: "JPEG XL codestream", bytes: [0xFF, 0x0A] + R.data(bulk), kind: .jxl, time: nil),
        Case(testDescription: "AVI, asctime in hdrl", bytes: R.avi(date: "Mon Mar 03 09:44:56 2008\n", fill: bulk), kind: .video,
             time: at(2008, 3, 3, 9, 44, 56), source: .video),
        Case(testDescription: "AVI, upper case, one-digit day", bytes: R.avi(date: "MON MAR  3 09:44:56 2008\n", fill: bulk), kind: .video,
             time: at(2008, 3, 3, 9, 44, 56), source: .video),
        Case(testDescription: "AVI, EXIF form after hdrl", bytes: R.avi(date: "2008:03:03 09:44:56", inHeaderList: false, fill: bulk),
             kind: .video, time: at(2008, 3, 3, 9, 44, 56), source: .video),
        Case(testDescription: "AVI, Casio's slashes", bytes: R.avi(date: "2008/ 3/ 3/ 9:44:56", fill: bulk), kind: .video,
             time: at(2008, 3, 3, 9, 44, 56), source: .video),
        Case(testDescription: "AVI, ICRD with a time", bytes: R.avi(date: nil, created: "2008-03-03 09:44:56", fill: bulk), kind: .video,
             time: at(2008, 3, 3, 9, 44, 56), source: .video),
        Case(testDescription: "AVI, ICRD a date alone", bytes: R.avi(date: nil, created: "2008-03-03", fill: bulk), kind: .video,
             time: at(2008, 3, 3, 0, 0, 0), source: .video, dayOnly: true),
        Case(testDescription: "AVI, IDIT a date alone", bytes: R.avi(date: "Mon Mar 03 2008\n", fill: bulk), kind: .video,
             time: at(2008, 3, 3, 0, 0, 0), source: .video, dayOnly: true),
        Case(testDescription: "AVI, IDIT before ICRD", bytes: R.avi(date: "2008:03:03 09:44:56", created: "2001-01-01", fill: bulk),
             kind: .video, time: at(2008, 3, 3, 9, 44, 56), source: .video),
        Case(testDescription: "MTS, 192-byte packets", bytes: R.transportStream(packets: 400, timecodes: true), kind: .video, time: nil,
             source: .video),
        Case(testDescription: "TS, 188-byte packets", bytes: R.transportStream(packets: 400, timecodes: false), kind: .video, time: nil,
             source: .video),
        Case(testDescription: "WebM DateUTC", bytes: R.matroska(nanoseconds: (july14Instant - 978_307_200) * 1_000_000_000, fill: bulk),
             kind: .video, time: nil, instant: july14Instant, source: .video),
        Case(testDescription: "WebM before 2001", bytes: R.matroska(nanoseconds: -86_400 * 1_000_000_000, fill: bulk),
             kind: .video, time: nil, instant: 978_307_200 - 86_400, source: .video),
    ]

    @Test("the date is read, and little besides the head", arguments: cases)
    func date(_ c: Case) throws {
        #expect(c.bytes.withMemoryBytes { FileSignature.kind(of: $0.view) } == c.kind)
        let read = ContainerMetadataTests.read(c.bytes, kind: c.kind)
        let header = try #require(read.header)
        #expect(header.capture?.time == c.time)
        #expect(header.capture.flatMap { $0.utcOffset } ?? read.details?.utcOffset == c.utcOffset)
        #expect(header.instant == c.instant)
        #expect(header.captureSource == c.source)
        #expect(header.capture?.dayOnly ?? false == c.dayOnly)
        #expect(read.bytesRead <= FileInspector.headLength + Self.extraBytes, "read \(read.bytesRead) of \(c.bytes.count)")
    }

    @Test("cut short anywhere, a file gives its own date or none, never another", arguments: cases)
    func truncated(_ c: Case) {
        let small = Array(c.bytes.prefix(200_000))
        for length in stride(from: 0, to: small.count, by: max(1, small.count / 300)) {
            guard let header = try? Array(small.prefix(length)).withMemoryBytes({ try MetadataReaders.header(kind: c.kind, file: $0) }) else { continue }
            if let time = header.capture?.time { #expect(time == c.time, "cut at \(length)") }
            if let instant = header.instant { #expect(instant == c.instant, "cut at \(length)") }
        }
    }

    @Test("corrupt headers throw or read nothing", arguments: [
        ("CR3 without moov", Array(R.cr3().prefix(24)), AssetKind.raw),
        ("RAF whose JPEG points past the end", Array(R.raf().prefix(100)), .raw),
        ("MRW whose block runs past its end", [0] + Array("MRM".utf8) + ContainerFixtures.u32(100) + [0] + Array("TTW".utf8) + ContainerFixtures.u32(1000), .raw),
        ("X3F without its directory", Array("FOVb".utf8) + R.zeros(200), .raw),
        ("CRW whose table offset is past the heap", [0x49, 0x49] + ContainerFixtures.u32le(26) + CanonCRWMetadata.signature + R.zeros(12) + ContainerFixtures.u32le(9999), .raw),
        ("JPEG XL container with a broken box", JPEGXLMetadata.containerSignature.prefix(8) + [0, 0, 0, 3, 0x0D, 0x0A, 0x87, 0x0A], .jxl),
    ] as [(String, [UInt8], AssetKind)])
    func corrupt(name: String, bytes: [UInt8], kind: AssetKind) {
        let header = try? bytes.withMemoryBytes { try MetadataReaders.header(kind: kind, file: $0) }
        #expect(header?.capture == nil, "\(name)")
    }

    @Test("CR3 details, last edit and GPS time come from CMT1, CMT2 and CMT4")
    func cr3Details() throws {
        let read = ContainerMetadataTests.read(R.cr3(fill: Self.bulk, moovLast: true), kind: .raw)
        let details = try #require(read.details)
        #expect(read.header?.lastEdit == Self.at(2025, 3, 4, 8, 0, 0))
        #expect(read.header?.gpsInstant == Self.at(2025, 3, 3, 0, 44, 56).secondsSinceEpoch)
        #expect(details.make == "Canon")
        #expect(details.model == "Canon EOS R5")
        #expect(details.width == 8192 && details.height == 5464)
        #expect(details.subsecondMillis == 250)
        #expect(details.location.map { abs($0.latitude - 51.5073) < 0.001 && abs($0.longitude + 0.1277) < 0.001 } == true)
        #expect(read.bytesRead <= FileInspector.headLength + Self.extraBytes)
    }

    @Test("RAF details come from the embedded JPEG's EXIF, not its preview size")
    func rafDetails() throws {
        let details = try #require(ContainerMetadataTests.read(R.raf(), kind: .raw).details)
        #expect(details.make == "FUJIFILM")
        #expect(details.width == 6000 && details.height == 4000)
        #expect(details.location != nil)
    }

    @Test("CRW details: make, model and size from their records")
    func crwDetails() throws {
        let details = try #require(ContainerMetadataTests.read(R.crw(), kind: .raw).details)
        #expect(details.make == "Canon")
        #expect(details.model == "Canon EOS D60")
        #expect(details.width == 3072 && details.height == 2048)
    }

    @Test("JPEG XL: Brotli-compressed EXIF is noted, not read")
    func brotli() throws {
        let header = try #require(ContainerMetadataTests.read(R.jxl(tiff: TIFFFixture.phone().bytes(), brotli: true), kind: .jxl).header)
        #expect(header.exifCompressed)
        #expect(header.capture == nil)
        let plain = try #require(ContainerMetadataTests.read(R.jxl(tiff: TIFFFixture.phone().bytes()), kind: .jxl).header)
        #expect(!plain.exifCompressed)
    }

    @Test("a transport stream is told by a sync byte at every packet, not at the first alone", arguments: [
        ("GIF", Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 2000), AssetKind.other),
        ("sync bytes at three packets of 188", Array(R.transportStream(packets: 3, timecodes: false)) + [0, 0], .other),
        ("a stream whose third packet lost its sync", {
            var stream = R.transportStream(packets: 10, timecodes: true)
            stream[4 + 2 * 192] = 0
            return stream
        }(), .other),
        ("four packets of 192", R.transportStream(packets: 4, timecodes: true), .video),
    ] as [(String, [UInt8], AssetKind)])
    func transportStream(name: String, bytes: [UInt8], kind: AssetKind) {
        #expect(bytes.withMemoryBytes { FileSignature.kind(of: $0.view) } == kind, "\(name)")
    }

    @Test("sound without pictures is audio", arguments: [
        ("M4A brand", R.mp4(major: "M4A ", handlers: ["soun"]), AssetKind.audio, false),
        ("MP4 with a sound track only", R.mp4(major: "mp42", handlers: ["soun"]), .video, true),
        ("MP4 with sound and a timecode", R.mp4(major: "isom", handlers: ["soun", "tmcd"]), .video, true),
        ("MP4 with video and sound", R.mp4(major: "mp42", handlers: ["vide", "soun"]), .video, false),
        ("MP4 with no tracks", R.mp4(major: "mp42", handlers: []), .video, false),
        ("MP4 with sound and a track without a handler", R.mp4(major: "mp42", handlers: ["soun", ""]), .video, false),
        ("WebM with an audio track only", R.matroska(nanoseconds: nil, trackTypes: [2]), .video, true),
        ("WebM with video", R.matroska(nanoseconds: nil, trackTypes: [2, 1]), .video, false),
        ("WAV", Array("RIFF".utf8) + ContainerFixtures.u32le(4) + Array("WAVE".utf8), .audio, false),
    ] as [(String, [UInt8], AssetKind, Bool)])
    func audio(name: String, bytes: [UInt8], kind: AssetKind, audioOnly: Bool) throws {
        #expect(bytes.withMemoryBytes { FileSignature.kind(of: $0.view) } == kind, "\(name)")
        #expect(!kind.isPhoto)
        let header = try bytes.withMemoryBytes { try MetadataReaders.header(kind: kind, file: $0) }
        #expect(header.audioOnly == audioOnly, "\(name)")
    }

    @Test("the new RAW kinds are RAW photos; JPEG XL a photo; audio neither photo nor video")
    func kinds() {
        #expect(AssetKind.raw.isPhoto && AssetKind.raw.isRaw)
        #expect(AssetKind.jxl.isPhoto && !AssetKind.jxl.isRaw)
        #expect(!AssetKind.audio.isPhoto && !AssetKind.audio.isRaw)
        #expect(MetadataReaders.embeddedMetadataKinds.isSuperset(of: [.raw, .jxl]))
    }
}
