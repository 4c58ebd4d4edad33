import Testing
@testable import Metadata
@testable import Model
import TestSupport

@Suite("Capture dates outside EXIF")
struct OtherCaptureDatesTests {
    private func jpegCapture(_ segments: [(UInt8, [UInt8])]) -> ExifCapture? {
        let file = JPEGFixture(segments: segments.map { (marker: $0.0, body: $0.1) }).bytes()
        return file.withMemoryBytes { try? MetadataReaders.header(kind: .jpeg, file: $0).capture }
    }

    @Test("XMP DateTimeOriginal, as an attribute or an element", arguments: [
        "<rdf:Description exif:DateTimeOriginal=\"2013-07-05T03:18:27Z\"/>",
        "<rdf:Description><exif:DateTimeOriginal>2013-07-05T03:18:27+00:00</exif:DateTimeOriginal></rdf:Description>",
    ])
    func xmp(packet: String) {
        let capture = jpegCapture([(0xE1, JPEGMarkerWalk.xmpSignature + Array(packet.utf8))])
        #expect(capture == ExifCapture(time: LocalDateTime(year: 2013, month: 7, day: 5, hour: 3, minute: 18, second: 27)!,
                                       utcOffset: 0, subsecondMillis: nil))
    }

    @Test("EXIF wins over XMP")
    func exifFirst() {
        let xmp = JPEGMarkerWalk.xmpSignature + Array("exif:DateTimeOriginal=\"2013-07-05T03:18:27\"".utf8)
        let capture = jpegCapture([(0xE1, TIFFFixture.phone().app1Payload()), (0xE1, xmp)])
        #expect(capture?.time == LocalDateTime(year: 2025, month: 7, day: 14, hour: 12))
    }

    @Test("IPTC DateCreated and TimeCreated inside Photoshop resources")
    func iptc() {
        let iim: [UInt8] = [0x1C, 2, 55, 0, 8] + Array("20070419".utf8) + [0x1C, 2, 60, 0, 11] + Array("110315-0600".utf8)
        let resource = Array("8BIM".utf8) + [0x04, 0x04, 0, 0] + [0, 0, 0, UInt8(iim.count)] + iim
        let capture = jpegCapture([(0xED, IPTCDates.photoshopSignature + resource)])
        #expect(capture == ExifCapture(time: LocalDateTime(year: 2007, month: 4, day: 19, hour: 11, minute: 3, second: 15)!,
                                       utcOffset: -21600, subsecondMillis: nil))
    }

    @Test("a date-only IPTC DateCreated is a day, not midnight")
    func iptcDay() {
        let iim: [UInt8] = [0x1C, 2, 55, 0, 8] + Array("20070419".utf8)
        let resource = Array("8BIM".utf8) + [0x04, 0x04, 0, 0] + [0, 0, 0, UInt8(iim.count)] + iim
        let capture = jpegCapture([(0xED, IPTCDates.photoshopSignature + resource)])
        #expect(capture == ExifCapture(time: LocalDateTime(year: 2007, month: 4, day: 19)!, utcOffset: nil, subsecondMillis: nil, dayOnly: true))
    }

    @Test("an XMP date with a time beats an IPTC date alone; a date alone is taken when nothing better is there")
    func exactFirst() {
        let iim: [UInt8] = [0x1C, 2, 55, 0, 8] + Array("20070419".utf8)
        let iptc = IPTCDates.photoshopSignature + Array("8BIM".utf8) + [0x04, 0x04, 0, 0] + [0, 0, 0, UInt8(iim.count)] + iim
        let xmp = JPEGMarkerWalk.xmpSignature + Array("<x photoshop:DateCreated=\"2007-04-20T08:15:00\"/>".utf8)
        #expect(jpegCapture([(0xE1, xmp), (0xED, iptc)])?.time == LocalDateTime(year: 2007, month: 4, day: 20, hour: 8, minute: 15))
        let xmpDay = JPEGMarkerWalk.xmpSignature + Array("<x photoshop:DateCreated=\"2007-04-21\"/>".utf8)
        #expect(jpegCapture([(0xE1, xmpDay)]) == ExifCapture(time: LocalDateTime(year: 2007, month: 4, day: 21)!, utcOffset: nil,
                                                              subsecondMillis: nil, dayOnly: true))
    }

    @Test("Olympus picture info in APP12")
    func pictureInfo() {
        let text = Array("OLYMPUS OPTICAL CO.,LTD.\0 713\r\n[picture info]\r\nTimeDate=909698819\r\n".utf8)
        #expect(jpegCapture([(0xEC, text)])?.time == LocalDateTime(year: 1998, month: 10, day: 29, hour: 22, minute: 6, second: 59))
    }

    @Test("ISO 8601 shapes", arguments: [
        ("2003-08-30", LocalDateTime(year: 2003, month: 8, day: 30)),
        ("2003-09-05T16:30", LocalDateTime(year: 2003, month: 9, day: 5, hour: 16, minute: 30)),
        ("2003-09-05T16:30:00.12+02:00", LocalDateTime(year: 2003, month: 9, day: 5, hour: 16, minute: 30)),
        ("2003-13-05", nil),
        ("yesterday", nil),
    ] as [(String, LocalDateTime?)])
    func iso8601(text: String, time: LocalDateTime?) {
        #expect(XMPDates.parseISO8601(Array(text.utf8))?.time == time)
    }
}
