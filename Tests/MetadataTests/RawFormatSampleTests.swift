import Foundation
import Testing
@testable import Metadata
@testable import Model
import TestSupport

/// ExifTool's own test files (Tests/Samples/exiftool, see PROVENANCE.md): real layouts, and
/// what ExifTool 12.57 reads from them.
@Suite("RAW, JPEG XL, AVI and Matroska samples agree with ExifTool")
struct RawFormatSampleTests {
    static let folder = TestFiles.repository.appendingPathComponent("Tests/Samples/exiftool")

    struct Sample: Sendable, CustomTestStringConvertible {
        let file: String
        let kind: AssetKind
        /// ExifTool's DateTimeOriginal, as `YYYY-MM-DDTHH:MM:SS` wall-clock time.
        var time: String?
        /// ExifTool's Matroska DateTimeOriginal, in seconds since 1970 (it is UTC).
        var instant: Int64?
        var model: String?
        var testDescription: String { file }
    }

    static let samples: [Sample] = [
        Sample(file: "CanonRaw.cr3", kind: .raw, time: "2018-02-21T12:08:56", model: "Canon EOS M50"),
        Sample(file: "CanonRaw.crw", kind: .raw, time: "2003-11-10T17:39:26", model: "Canon EOS DIGITAL REBEL"),
        Sample(file: "FujiFilm.raf", kind: .raw, time: "2007-05-22T13:58:30", model: "FinePix S5Pro"),
        Sample(file: "Minolta.mrw", kind: .raw, time: "2004-11-18T23:14:58", model: "DiMAGE A2"),
        Sample(file: "Sigma.x3f", kind: .raw, time: "2001-01-01T00:36:35"),
        Sample(file: "SigmaDP2.x3f", kind: .raw, time: "2009-11-28T13:05:20", model: "SIGMA DP2"),
        Sample(file: "JXL.jxl", kind: .jxl),
        Sample(file: "RIFF.avi", kind: .video, time: "2003-03-10T15:04:43"),
        // The IDIT says `2009/10/27 12:14:34`; ExifTool's pattern for Casio's `2005/ 3/ 9/ 9:44:30` drops the seconds.
        Sample(file: "Pentax.avi", kind: .video, time: "2009-10-27T12:14:34"),
        Sample(file: "Matroska.mkv", kind: .video, instant: 1_265_231_868),
        Sample(file: "QuickTime.m4a", kind: .audio),
    ]

    @Test("kind, date and model", arguments: samples)
    func sample(_ s: Sample) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(s.file)))
        #expect(bytes.withMemoryBytes { FileSignature.kind(of: $0.view) } == s.kind)
        let read = ContainerMetadataTests.read(bytes, kind: s.kind)
        let header = try #require(read.header)
        #expect(header.capture.map { "\($0.time)" } == s.time)
        #expect(header.instant == s.instant)
        if let model = s.model { #expect(read.details?.model == model) }
    }
}
