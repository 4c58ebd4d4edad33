import Foundation
import TestScratch
import Testing

/// The scan summary is a table: every value starts in one column, clear of the longest label.
@Suite("scan summary columns, end to end")
struct ScanSummaryColumnsTests {
    /// A JPEG whose only date is IFD0 DateTime, the last edit, which dates it as "exif-modified",
    /// the longest source name.
    static func lastEditedJPEG(_ time: String) -> [UInt8] {
        let value = Array(time.utf8) + [0]
        var tiff: [UInt8] = Array("II*\0".utf8) + [8, 0, 0, 0]
        tiff += [1, 0]  // one entry
        tiff += [0x32, 0x01, 2, 0] + [UInt8(value.count), 0, 0, 0] + [26, 0, 0, 0]  // DateTime, ASCII, at offset 26
        tiff += [0, 0, 0, 0]  // no next IFD
        tiff += value
        let app1 = Array("Exif\0\0".utf8) + tiff
        let length = app1.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + app1 + [0xFF, 0xD9]
    }

    @Test("a long label ('dated by exif-modified') keeps two spaces before its value, and every value starts in one column")
    func longLabel() throws {
        let library = try Scratch.folder("columns-library")
        for (i, day) in ["2025:03:04 05:06:07", "2025:03:05 05:06:07"].enumerated() {
            try Data(Self.lastEditedJPEG(day)).write(to: library.appendingPathComponent("edited-\(i).jpg"))
        }
        let cache = try Scratch.folder("columns-cache")
        let outcome = try PhotoWrappedBinary.run(["scan", library.path, "--year", "2025", "--tz", "UTC", "--cache", cache.path, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(rows.contains { $0.contains(try! Regex(#"dated by exif-modified {2,}2$"#)) }, "\(outcome.stdout)")
        let columns = Set(rows.compactMap { row in row.firstMatch(of: try! Regex(#"^ +\S.*?\S {2,}"#)).map { row.distance(from: row.startIndex, to: $0.range.upperBound) } })
        #expect(columns.count == 1, "\(outcome.stdout)")
    }
}
