import Testing
@testable import Metadata
@testable import Model

@Suite("Capture times in file names")
struct FileNameTimeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let expected: LocalDateTime?
        var testDescription: String { name }

        init(_ name: String, _ expected: (Int, Int, Int, Int, Int, Int)?) {
            self.name = name
            self.expected = expected.flatMap { LocalDateTime(year: $0.0, month: $0.1, day: $0.2, hour: $0.3, minute: $0.4, second: $0.5) }
        }
    }

    @Test("recognised shapes", arguments: [
        Case("IMG_20250714_120000.jpg", (2025, 7, 14, 12, 0, 0)),
        Case("VID_20250714_235959.mp4", (2025, 7, 14, 23, 59, 59)),
        Case("PXL_20250714_120000123.jpg", (2025, 7, 14, 12, 0, 0)),
        Case("PXL_20250714_120000123.MP.jpg", (2025, 7, 14, 12, 0, 0)),
        Case("20250714_120000.jpg", (2025, 7, 14, 12, 0, 0)),
        Case("IMG20250714120000.jpg", (2025, 7, 14, 12, 0, 0)),
        Case("2025-07-14 12.00.00.jpg", (2025, 7, 14, 12, 0, 0)),
        Case("2025-07-14_12-30-05.heic", (2025, 7, 14, 12, 30, 5)),
        Case("Screenshot_20250714-120000.png", (2025, 7, 14, 12, 0, 0)),
        Case("Screenshot_2025-07-14-12-00-00-123_com.android.chrome.png", (2025, 7, 14, 12, 0, 0)),
        Case("Screenshot 2025-07-14 at 12.00.00.png", (2025, 7, 14, 12, 0, 0)),
        Case("Screen Shot 2025-07-14 at 1.05.09 PM.png", (2025, 7, 14, 13, 5, 9)),
        Case("Screen Shot 2025-07-14 at 12.05.09 AM.png", (2025, 7, 14, 0, 5, 9)),
        Case("Screenshot 2025-07-14 at 9.41.17\u{202F}PM.png", (2025, 7, 14, 21, 41, 17)),
        Case("signal-2025-07-14-120000.jpg", (2025, 7, 14, 12, 0, 0)),
        Case("2025-07-14T12:00:00.jpg", (2025, 7, 14, 12, 0, 0)),
        Case("trip_IMG_20240229_101010.jpg", (2024, 2, 29, 10, 10, 10)),
    ])
    func recognised(_ c: Case) {
        #expect(FileNameTime.parse(c.name) == c.expected)
    }

    @Test("not a capture time", arguments: [
        Case("IMG_1234.JPG", nil),
        Case("IMG-20250714-WA0001.jpg", nil),  // WhatsApp: a date with no time of day
        Case("DSC_0001.JPG", nil),
        Case("IMG_20250230_120000.jpg", nil),  // 30 February
        Case("IMG_20251314_120000.jpg", nil),
        Case("IMG_20250714_250000.jpg", nil),
        Case("1720958400000.jpg", nil),
        Case("18990101_120000.jpg", nil),
        Case("2025-07-14.jpg", nil),
        Case("", nil),
    ])
    func refused(_ c: Case) {
        #expect(FileNameTime.parse(c.name) == nil)
    }

    @Test("a date alone is a day", arguments: [
        ("IMG-20250628-WA0000.jpg", CivilDate(year: 2025, month: 6, day: 28)),
        ("VID-20250628-WA0012.mp4", CivilDate(year: 2025, month: 6, day: 28)),
        ("IMG-20250628.jpg", CivilDate(year: 2025, month: 6, day: 28)),
        ("IMG_20250628_WA0003.jpeg", CivilDate(year: 2025, month: 6, day: 28)),
        ("2025-06-28.jpg", CivilDate(year: 2025, month: 6, day: 28)),
        ("photo_2025_06_28.jpg", CivilDate(year: 2025, month: 6, day: 28)),
        ("party 2024.02.29 (2).jpg", CivilDate(year: 2024, month: 2, day: 29)),
        ("IMG_12345678.JPG", nil),  // a counter, not a date
        ("P1020345.JPG", nil),
        ("DSC_202506281.JPG", nil),  // nine digits
        ("IMG-20250230-WA0000.jpg", nil),  // 30 February
        ("IMG-19890628-WA0000.jpg", nil),  // before digital photos
        ("2025-06_28.jpg", nil),  // mixed separators
        ("IMG_1234.JPG", nil),
    ] as [(String, CivilDate?)])
    func days(name: String, day: CivilDate?) {
        #expect(FileNameTime.parseDay(name) == day)
    }
}
