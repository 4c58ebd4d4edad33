import Foundation
import Testing
@testable import Metadata
@testable import Model

@Suite("Which source dates a photo, and how precisely")
struct CaptureTimeTests {
    static let london = TimeZone(identifier: "Europe/London")!
    static func at(_ d: Int, _ h: Int, _ m: Int = 0, month: Int = 8) -> LocalDateTime { LocalDateTime(year: 2025, month: month, day: d, hour: h, minute: m)! }
    static let exif = ExifCapture(time: at(14, 9, month: 7), utcOffset: 3600, subsecondMillis: nil)
    /// 2025-08-15T13:00:00Z: 14:00 in London (BST).
    static let mtime: Int64 = 1_755_262_800
    /// 2025-08-10T08:30:00Z.
    static let gps: Int64 = 1_754_814_600
    static let now: Int64 = 1_790_000_000

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        var header = HeaderReading()
        var sidecar: Int64?
        var name = "DSC_0001.JPG"
        let source: TimeSource
        var precision = TimePrecision.exact
        let time: LocalDateTime
        var offset: Int?
    }

    static let cases: [Case] = [
        Case(testDescription: "EXIF beats GPS time and a time in the name",
             header: HeaderReading(capture: exif, gpsInstant: gps), name: "IMG_20250101_000000.jpg", source: .exif, time: exif.time, offset: 3600),
        Case(testDescription: "an offset-less EXIF time learns its offset from GPS time",
             header: HeaderReading(capture: ExifCapture(time: at(10, 10, 30), utcOffset: nil, subsecondMillis: nil), gpsInstant: gps + 40),
             source: .exif, time: at(10, 10, 30), offset: 7200),
        Case(testDescription: "GPS time, an instant, beats the sidecar", header: HeaderReading(gpsInstant: gps), sidecar: mtime,
             source: .gps, time: at(10, 9, 30), offset: 3600),
        Case(testDescription: "the sidecar beats a time in the name", sidecar: gps, name: "IMG_20250101_101112.jpg",
             source: .sidecar, time: at(10, 9, 30), offset: 3600),
        Case(testDescription: "a time in the name beats a date alone in the name and mtime", name: "IMG_20250101_101112.jpg",
             source: .filename, time: LocalDateTime(year: 2025, month: 1, day: 1, hour: 10, minute: 11, second: 12)!),
        Case(testDescription: "a WhatsApp name with the file time on its day takes the file time's hour", name: "IMG-20250815-WA0003.jpg",
             source: .filenameDay, time: at(15, 14), offset: 3600),
        Case(testDescription: "a WhatsApp name copied later keeps its day and loses the hour", name: "IMG-20250801-WA0000.jpg",
             source: .filenameDay, precision: .day, time: at(1, 0)),
        Case(testDescription: "a date-only IPTC value is a day, not midnight",
             header: HeaderReading(capture: ExifCapture(time: at(2, 0), utcOffset: nil, subsecondMillis: nil, dayOnly: true)),
             source: .metadataDay, precision: .day, time: at(2, 0)),
        Case(testDescription: "a date in the name beats a date-only IPTC value",
             header: HeaderReading(capture: ExifCapture(time: at(2, 0), utcOffset: nil, subsecondMillis: nil, dayOnly: true)),
             name: "VID-20250803-WA0001.mp4", source: .filenameDay, precision: .day, time: at(3, 0)),
        Case(testDescription: "IFD0 DateTime earlier than the file time bounds it", header: HeaderReading(lastEdit: at(9, 18, 5)),
             source: .exifModified, time: at(9, 18, 5)),
        Case(testDescription: "IFD0 DateTime later than the file time is no bound", header: HeaderReading(lastEdit: at(20, 18)),
             source: .mtime, time: at(15, 14), offset: 3600),
        Case(testDescription: "IFD0 DateTime on a camera's default day is ignored",
             header: HeaderReading(lastEdit: LocalDateTime(year: 2000, month: 1, day: 1, hour: 12)!), source: .mtime, time: at(15, 14), offset: 3600),
        Case(testDescription: "IFD0 DateTime in the future is ignored",
             header: HeaderReading(lastEdit: LocalDateTime(year: 2031, month: 1, day: 1)!), source: .mtime, time: at(15, 14), offset: 3600),
        Case(testDescription: "the file time last, on the zone's clock", source: .mtime, time: at(15, 14), offset: 3600),
    ]

    @Test("every source, in order of trust", arguments: cases)
    func precedence(_ c: Case) {
        let evidence = DatingEvidence(header: c.header, sidecarInstant: c.sidecar, fileName: Array(c.name.utf8), fileTime: Self.mtime, now: Self.now)
        let resolved = evidence.captureTime(zone: Self.london, zoneSource: .option)
        #expect(resolved.source == c.source)
        #expect(resolved.precision == c.precision)
        #expect(resolved.time == c.time)
        #expect(resolved.utcOffset == c.offset)
    }

    @Test("a GPS time that is not near a quarter hour from the clock teaches no offset")
    func staleGPS() {
        let header = HeaderReading(capture: ExifCapture(time: Self.at(10, 10, 30), utcOffset: nil, subsecondMillis: nil), gpsInstant: Self.gps + 22 * 60)
        let evidence = DatingEvidence(header: header, fileName: Array("a.jpg".utf8), fileTime: Self.mtime, now: Self.now)
        #expect(evidence.captureTime(zone: Self.london, zoneSource: .option).utcOffset == nil)
    }

    @Test("an instant in winter takes GMT, in summer BST")
    func daylightSaving() {
        let winter = ClockDating.instant(1_736_942_400, .mtime).resolve(on: Clock(zone: Self.london, at: 1_736_942_400, source: .option))
        #expect(winter.time == LocalDateTime(year: 2025, month: 1, day: 15, hour: 12) && winter.utcOffset == 0)
        let summer = ClockDating.instant(1_752_580_800, .mtime).resolve(on: Clock(zone: Self.london, at: 1_752_580_800, source: .option))
        #expect(summer.time == LocalDateTime(year: 2025, month: 7, day: 15, hour: 13) && summer.utcOffset == 3600)
    }
}
