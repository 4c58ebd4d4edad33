import Foundation
import Testing
@testable import PhotoWrapped

@Suite("Which source dates a photo")
struct CaptureTimeTests {
    static let london = TimeZone(identifier: "Europe/London")!
    static let exif = ExifCapture(time: LocalDateTime(year: 2025, month: 7, day: 14, hour: 9)!, utcOffset: 3600, subsecondMillis: nil)
    /// 2025-08-15T13:00:00Z, 14:00 in London (BST).
    static let mtime: Int64 = 1_755_262_800

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let exif: ExifCapture?
        let name: String
        let source: TimeSource
        let time: LocalDateTime
    }

    @Test("EXIF, then the file name, then mtime", arguments: [
        Case(testDescription: "EXIF beats a time in the name", exif: exif, name: "IMG_20250101_000000.jpg", source: .exif, time: exif.time),
        Case(testDescription: "the name beats mtime", exif: nil, name: "IMG_20250101_101112.jpg", source: .filename,
             time: LocalDateTime(year: 2025, month: 1, day: 1, hour: 10, minute: 11, second: 12)!),
        Case(testDescription: "mtime, on London's clock", exif: nil, name: "DSC_0001.JPG", source: .mtime,
             time: LocalDateTime(year: 2025, month: 8, day: 15, hour: 14)!),
    ])
    func precedence(_ c: Case) {
        let resolved = CaptureTime.resolve(header: HeaderReading(capture: c.exif), takeout: nil, fileName: Array(c.name.utf8),
                                           mtime: Self.mtime, zone: Self.london)
        #expect(resolved.source == c.source)
        #expect(resolved.time == c.time)
    }

    @Test("an instant in winter takes GMT, in summer BST")
    func daylightSaving() {
        let winter = CaptureTime.localised(instant: 1_736_942_400, zone: Self.london, source: .mtime)  // 2025-01-15T12:00Z
        #expect(winter.time == LocalDateTime(year: 2025, month: 1, day: 15, hour: 12) && winter.utcOffset == 0)
        let summer = CaptureTime.localised(instant: 1_752_580_800, zone: Self.london, source: .mtime)  // 2025-07-15T12:00Z
        #expect(summer.time == LocalDateTime(year: 2025, month: 7, day: 15, hour: 13) && summer.utcOffset == 3600)
    }
}

@Suite("File kinds by signature")
struct FileSignatureTests {
    static func ftyp(_ major: String, _ compatible: [String]) -> [UInt8] {
        let body = Array(major.utf8) + [0, 0, 0, 0] + compatible.flatMap { Array($0.utf8) }
        let size = body.count + 8
        return [0, 0, 0, UInt8(size)] + Array("ftyp".utf8) + body
    }

    @Test("kinds", arguments: [
        ([0xFF, 0xD8, 0xFF, 0xE1], AssetKind.jpeg),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
        ([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0], .rawTIFF),
        ([0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8], .rawTIFF),
        (Array("IIRO".utf8) + [8, 0, 0, 0], .rawTIFF),
        ([0x49, 0x49, 0x55, 0x00, 0x18, 0, 0, 0], .rawTIFF),
        (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8), .webp),
        (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("AVI LIST".utf8), .video),
        (ftyp("heic", ["mif1", "heic"]), .heif),
        (ftyp("mif1", ["heic"]), .heif),
        (ftyp("avif", ["avif", "mif1"]), .heif),
        (ftyp("isom", ["isom", "mp41"]), .video),
        (ftyp("qt  ", ["qt  "]), .video),
        ([0, 0, 0, 8] + Array("wide".utf8), .video),
        (Array("GIF89a".utf8), .other),
        (Array("%PDF-1.4".utf8), .other),
        ([], .other),
    ] as [([UInt8], AssetKind)])
    func kinds(bytes: [UInt8], kind: AssetKind) {
        #expect(bytes.withUnsafeBytes { FileSignature.kind(of: ByteView($0)) } == kind)
    }
}
