import Foundation
import TestScratch
import Testing
@testable import Model
@testable import Scan
import TestSupport

@Suite("Reading metadata, not photos")
struct BytesReadTests {
    /// Every HEIF, AVIF, PNG and TIFF file in the corpora over 128 KiB (up to 3 MB), and the
    /// fixtures' DNG. The head plus a few small reads past it must do.
    static let files: [String] = {
        var found: [String] = []
        if let corpora = TestFiles.corpora {
            let kinds: Set<String> = ["heic", "heif", "avif", "png", "tif", "tiff"]
            for case let url as URL in FileManager.default.enumerator(at: corpora, includingPropertiesForKeys: nil)!
            where kinds.contains(url.pathExtension.lowercased()) && (Self.size(url) ?? 0) > 128 << 10 {
                found.append(url.path)
            }
        }
        found.append(TestFiles.fixtures.appendingPathComponent("DCIM/2025-07/DSCF_2001.DNG").path)
        return found.sorted()
    }()

    static let everything = try! DateRange(start: CivilDate(year: 1900, month: 1, day: 1), end: CivilDate(year: 2100, month: 12, day: 31))

    static func size(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
    }

    @Test("a scan reads the head, three reads ahead and at most 4 KiB more of each container", arguments: files)
    func readsLittle(path: String) throws {
        let source = URL(fileURLWithPath: path)
        let root = try Scratch.folder()
        try FileManager.default.copyItem(at: source, to: root.appendingPathComponent(source.lastPathComponent))
        let fs = CountingFileSystem()
        let report = try LibraryScanner(database: try .inMemory(), fileSystem: fs)
            .scan(ScanRequest(folder: root.path, range: Self.everything, timeZone: TimeZone(identifier: "UTC")!))
        let size = try #require(Self.size(source))
        #expect(report.inventory.photos == 1)
        #expect(fs.bytesRead <= FileInspector.headLength + ReadAhead.most * ReadAhead.span + 4096, "read \(fs.bytesRead) of \(size) bytes")
    }
}
