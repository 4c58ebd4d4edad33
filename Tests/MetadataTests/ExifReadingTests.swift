import Testing
@testable import Metadata
@testable import Model
import TestSupport

@Suite("EXIF reading: tier A's capture time and tier B's libexif details")
struct ExifReadingTests {
    private func capture(_ tiff: TIFFFixture) -> ExifCapture? {
        tiff.bytes().withMemoryBytes { ExifCaptureReader.read(tiffAt: 0, in: $0) }
    }

    private func details(_ tiff: TIFFFixture) -> PhotoDetails {
        tiff.bytes().withUnsafeBytes { LibexifReader.details(tiff: $0) }
    }

    @Test("capture time, offset and sub-second in either byte order", arguments: [false, true])
    func captureTime(bigEndian: Bool) {
        let c = capture(.phone(bigEndian: bigEndian))
        #expect(c == ExifCapture(time: LocalDateTime(year: 2025, month: 7, day: 14, hour: 12)!, utcOffset: 3600, subsecondMillis: 54))
    }

    @Test("DateTimeDigitized stands in when DateTimeOriginal is missing or blank")
    func digitizedFallback() {
        var tiff = TIFFFixture()
        tiff.exif = [(0x9003, .ascii("    :  :     :  :  ")), (0x9004, .ascii("2024:02:29 23:59:59"))]
        #expect(capture(tiff)?.time == LocalDateTime(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59))
    }

    @Test("GPS time and IFD0 DateTime are read beside the capture time, in either byte order", arguments: [false, true])
    func otherDates(bigEndian: Bool) {
        var tiff = TIFFFixture(bigEndian: bigEndian)
        tiff.ifd0 = [(0x0132, .ascii("2025:08:09 18:05:00"))]
        tiff.gps = [(0x0007, .rationals([(8, 1), (30, 1), (1250, 100)])), (0x001D, .ascii("2025:08:10"))]
        let dates = tiff.bytes().withMemoryBytes { ExifCaptureReader.dates(tiffAt: 0, in: $0) }
        #expect(dates.capture == nil)
        #expect(dates.gpsInstant == 1_754_814_612)  // 2025-08-10T08:30:12Z
        #expect(dates.lastEdit == LocalDateTime(year: 2025, month: 8, day: 9, hour: 18, minute: 5))
    }

    @Test("a GPS time without its date, or out of range, is no instant", arguments: [
        [(UInt16(0x0007), TIFFFixture.Value.rationals([(8, 1), (30, 1), (12, 1)]))],
        [(0x0007, .rationals([(25, 1), (0, 1), (0, 1)])), (0x001D, .ascii("2025:08:10"))],
        [(0x0007, .rationals([(8, 1), (30, 0), (0, 1)])), (0x001D, .ascii("2025:08:10"))],
        [(0x0007, .rationals([(8, 1), (30, 1), (0, 1)])), (0x001D, .ascii("2025:02:30"))],
    ])
    func badGPSTime(tags: [(UInt16, TIFFFixture.Value)]) {
        var tiff = TIFFFixture()
        tiff.gps = tags
        #expect(tiff.bytes().withMemoryBytes { ExifCaptureReader.dates(tiffAt: 0, in: $0) }.gpsInstant == nil)
    }

    @Test("an unset camera clock is no time at all")
    func zeroDate() {
        var tiff = TIFFFixture()
        tiff.exif = [(0x9003, .ascii("0000:00:00 00:00:00"))]
        #expect(capture(tiff) == nil)
    }

    @Test("date-time text", arguments: [
        ("2025:07:14 12:00:00", LocalDateTime(year: 2025, month: 7, day: 14, hour: 12)),
        ("2025-07-14T12:00:00", LocalDateTime(year: 2025, month: 7, day: 14, hour: 12)),
        ("2025:02:29 12:00:00", nil),
        ("2025:13:01 12:00:00", nil),
        ("2025:07:14 24:00:00", nil),
        ("2025:07:14", nil),
        ("", nil),
    ] as [(String, LocalDateTime?)])
    func dateTimeText(text: String, expected: LocalDateTime?) {
        #expect(ExifCaptureReader.parseDateTime(text) == expected)
    }

    @Test("offsets", arguments: [
        ("+01:00", 3600), ("-05:00", -18000), ("+05:45", 20700), ("Z", 0), ("+15:00", nil), ("0100", nil), ("+01:00 ", 3600),
        ("Z ", 0), ("ZZ", nil), ("+01:60", nil), ("+1:00", nil), ("", nil),
    ] as [(String, Int?)])
    func offsets(text: String, seconds: Int?) {
        #expect(ExifCaptureReader.parseOffset(text) == seconds)
        // A slice that does not start at 0, as a field read from a file is.
        #expect(ExifCaptureReader.parseOffset(Array(("x" + text).utf8).dropFirst()) == seconds)
    }

    @Test("subsecond digits are a decimal fraction", arguments: [
        ("054", 54), ("64", 640), ("5", 500), ("1234", 123), ("64 ", 640), ("", nil), ("12a", nil), (" 5", nil),
    ] as [(String, Int?)])
    func subseconds(text: String, millis: Int?) {
        #expect(ExifCaptureReader.parseSubsecond(text) == millis)
    }

    @Test("libexif reads location, size, orientation and camera", arguments: [false, true])
    func libexifDetails(bigEndian: Bool) throws {
        let d = details(.phone(bigEndian: bigEndian))
        let location = try #require(d.location)
        #expect(abs(location.latitude - 51.507333) < 1e-6)
        #expect(abs(location.longitude - -0.127667) < 1e-6)
        #expect(d.width == 4000 && d.height == 3000)
        #expect(d.orientation == 6)
        #expect(d.make == "Google" && d.model == "Pixel 8")
        #expect(d.utcOffset == 3600 && d.subsecondMillis == 54)
    }

    @Test("EXIF text loses the spaces and NULs that pad its end, and only those", arguments: [
        ("Canon   ", "Canon"), ("NIKON CORPORATION\0\0", "NIKON CORPORATION"), ("  Pixel 8 \0 ", "  Pixel 8"),
        ("   ", ""), ("", ""), ("Fujifilm X-T5\t", "Fujifilm X-T5\t"), ("Łódź ", "Łódź"),
    ] as [(String, String)])
    func trimmedText(_ given: String, _ expected: String) {
        #expect(String(trimmingTrailingSpaces: Array(given.utf8)) == expected)
    }

    struct GPSCase: Sendable, CustomTestStringConvertible {
        let name: String
        let gps: [(UInt16, TIFFFixture.Value)]
        var testDescription: String { name }
    }

    @Test("GPS that is not a real position is no location", arguments: [
        GPSCase(name: "latitude ref missing", gps: TIFFFixture.london.filter { $0.0 != 0x0001 }),
        GPSCase(name: "longitude missing", gps: TIFFFixture.london.filter { $0.0 != 0x0004 }),
        GPSCase(name: "null island", gps: [(0x0001, .ascii("N")), (0x0002, .rationals([(0, 1), (0, 1), (0, 1)])),
                                            (0x0003, .ascii("E")), (0x0004, .rationals([(0, 1), (0, 1), (0, 1)]))]),
        GPSCase(name: "latitude past the pole", gps: [(0x0001, .ascii("N")), (0x0002, .rationals([(91, 1), (0, 1), (0, 1)])),
                                                      (0x0003, .ascii("E")), (0x0004, .rationals([(1, 1), (0, 1), (0, 1)]))]),
        GPSCase(name: "zero denominator", gps: [(0x0001, .ascii("N")), (0x0002, .rationals([(51, 0), (0, 1), (0, 1)])),
                                                (0x0003, .ascii("E")), (0x0004, .rationals([(1, 1), (0, 1), (0, 1)]))]),
        GPSCase(name: "reference not N or S", gps: [(0x0001, .ascii("X")), (0x0002, .rationals([(51, 1), (0, 1), (0, 1)])),
                                                    (0x0003, .ascii("E")), (0x0004, .rationals([(1, 1), (0, 1), (0, 1)]))]),
    ])
    func noLocation(_ c: GPSCase) {
        var tiff = TIFFFixture.phone()
        tiff.gps = c.gps
        #expect(details(tiff).location == nil)
    }

    @Test("southern and western hemispheres are negative")
    func hemispheres() {
        var tiff = TIFFFixture(bigEndian: true)
        tiff.gps = [(0x0001, .ascii("S")), (0x0002, .rationals([(33, 1), (52, 1), (0, 1)])),
                    (0x0003, .ascii("W")), (0x0004, .rationals([(70, 1), (30, 1), (0, 1)]))]
        let location = details(tiff).location
        #expect(location == GeoPoint(latitude: -(33 + 52.0 / 60), longitude: -70.5))
    }

    @Test("garbage is read without a crash and gives nothing")
    func garbage() {
        let junk: [[UInt8]] = [[], [0x49, 0x49, 0x2A, 0x00, 0xFF, 0xFF, 0xFF, 0xFF], [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0xFF, 0xFF]]
        for bytes in junk {
            #expect(bytes.withMemoryBytes { ExifCaptureReader.read(tiffAt: 0, in: $0) } == nil)
            #expect(bytes.withUnsafeBytes { LibexifReader.details(tiff: $0) } == PhotoDetails())
        }
    }
}
