import Foundation
import Testing
@testable import Metadata
@testable import Model
@testable import Scan
import TestSupport

/// Our readers against exiftool's readings of real camera and phone files.
///
/// exiftool's DateTimeOriginal column is not always EXIF's: it also reports XMP, IPTC
/// (as a Composite), Olympus APP12 picture info and Canon CIFF dates. We read those too, when
/// EXIF has no date, and agree with it on every file but one:
/// - `exif-samples/jpg/Reconyx_HC500_Hyperfire.jpg`: a trail camera that keeps its date
///   only in its maker note, as six binary fields. Maker notes are vendor formats we do not
///   parse; the photo is dated by its file time instead.
/// Each disagreement is printed with its file, and the test holds agreement to at least 98%.
@Suite("Agreement with exiftool on ../shared/corpora", .enabled(if: TestFiles.corpora != nil, "../shared/corpora is not on this machine"))
struct CorporaAgreementTests {
    struct Reading {
        var kind: AssetKind
        var capture: ExifCapture?
        var details: PhotoDetails
    }

    static func read(_ url: URL) -> Reading? {
        guard let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else { return nil }
        return MemoryFile([UInt8](data)).withFileBytes { bytes in
            let kind = FileSignature.kind(of: bytes.head)
            guard let header = try? MetadataReaders.header(kind: kind, file: bytes) else {
                return Reading(kind: kind, capture: nil, details: PhotoDetails())
            }
            return Reading(kind: kind, capture: header.capture, details: MetadataReaders.details(file: bytes, header: header))
        }
    }

    static func exifText(_ time: LocalDateTime) -> String {
        let d = time.date
        return "\(d.year.zeroPadded(4)):\(d.month.zeroPadded(2)):\(d.day.zeroPadded(2)) \(time.hour.zeroPadded(2)):\(time.minute.zeroPadded(2)):\(time.second.zeroPadded(2))"
    }

    @Test("DateTimeOriginal and GPS agree on at least 98% of JPEG and TIFF files", arguments: ["exif-samples.exiftool.csv", "exifr.exiftool.csv"])
    func agreement(csv: String) throws {
        try check(csv: csv, types: ["JPEG", "TIFF"], minimum: 0.98)
    }

    @Test("HEIC, HEIF, AVIF and PNG files agree on every date and position exiftool found",
          arguments: ["exif-samples.exiftool.csv", "exifr.exiftool.csv"])
    func containers(csv: String) throws {
        try check(csv: csv, types: ["HEIC", "HEIF", "AVIF", "PNG"], minimum: 1)
    }

    private func check(csv: String, types: Set<String>, minimum: Double) throws {
        let corpora = try #require(TestFiles.corpora)
        let table = try CSVTable(contentsOf: corpora.appendingPathComponent(csv))
        var compared = 0
        var disagreements: [String] = []
        for row in table.rows where types.contains(row["FileType"] ?? "") {
            let path = row["SourceFile"] ?? ""
            let expectedTime = row["DateTimeOriginal"] ?? ""
            let lat = Double(row["GPSLatitude"] ?? ""), lon = Double(row["GPSLongitude"] ?? "")
            guard !expectedTime.isEmpty || (lat != nil && lon != nil) else { continue }
            guard let reading = Self.read(corpora.appendingPathComponent(path)) else { continue }  // missing from the snapshot
            compared += 1
            if !expectedTime.isEmpty, Self.exifText(reading.capture?.time ?? LocalDateTime(secondsSinceEpoch: 0)) != String(expectedTime.prefix(19)) {
                disagreements.append("\(path): time \(reading.capture.map { Self.exifText($0.time) } ?? "none") vs \(expectedTime)")
                continue
            }
            if let lat, let lon, !(lat == 0 && lon == 0) {
                guard let location = reading.details.location,
                      abs(location.latitude - lat) < 1e-5, abs(location.longitude - lon) < 1e-5
                else {
                    disagreements.append("\(path): GPS \(String(describing: reading.details.location)) vs \(lat),\(lon)")
                    continue
                }
            }
        }
        let agreement = Double(compared - disagreements.count) / Double(max(compared, 1))
        print("\(csv): \(compared - disagreements.count) of \(compared) agree (\(Int(agreement * 1000) / 10)%)")
        for line in disagreements { print("  disagrees: \(line)") }
        #expect(compared > 3)
        #expect(agreement >= minimum, "\(disagreements)")
    }

    @Test("every file in the corpora is read without a crash")
    func sweep() throws {
        let corpora = try #require(TestFiles.corpora)
        let files = FileManager.default.enumerator(at: corpora, includingPropertiesForKeys: [.isRegularFileKey])!
        var count = 0
        for case let url as URL in files where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            _ = Self.read(url)
            count += 1
        }
        #expect(count > 200)
    }
}
