import Foundation
import TestScratch
import Testing

/// File names that are not UTF-8 (Latin-1 from an old camera or a Windows share) come out so
/// that a script can find the file: `\xNN` in the CSV and the text listing, and the exact bytes
/// in base64 beside an escaped path in JSON. Never U+FFFD.
@Suite("file names that are not UTF-8, end to end", .serialized)
struct NonUTF8NamesTests {
    /// Writes `data` to a file in `folder` whose name is `name`'s bytes, which need not be UTF-8.
    static func write(_ data: Data, named name: [UInt8], in folder: URL) throws {
        let path = Array(folder.path.utf8) + [0x2F] + name + [0]
        let fd = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        #expect(fd >= 0)
        defer { close(fd) }
        _ = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
    }

    @Test("a Latin-1 photo name in the CSV, and a Latin-1 empty file in --list-skipped and its JSON")
    func escaped() throws {
        let library = try Scratch.folder("latin-1")
        let dcim = PhotoWrappedBinary.fixtures.appendingPathComponent("DCIM")
        let month = try #require(try FileManager.default.contentsOfDirectory(atPath: dcim.path).sorted().first { $0.hasPrefix("2025-") })
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: dcim.appendingPathComponent(month).path).sorted()
            .first { $0.uppercased().hasSuffix(".JPG") })
        let photo = try Data(contentsOf: dcim.appendingPathComponent(month).appendingPathComponent(name))
        let latin1 = Array("caf".utf8) + [0xE9]  // "café" in Latin-1
        try Self.write(photo, named: latin1 + Array(".JPG".utf8), in: library)
        try Self.write(Data(), named: latin1 + Array("-empty.jpg".utf8), in: library)
        let cache = try Scratch.folder("cache").path
        let common = [library.path, "--year", "2025", "--tz", "Europe/London", "--quiet", "--cache", cache]

        let csv = try PhotoWrappedBinary.run(["export"] + common + ["--format", "csv"])
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout.split(separator: "\n").dropFirst().first?.hasPrefix(#"caf\xe9.JPG,"#) == true, "\(csv.stdout)")

        let text = try PhotoWrappedBinary.run(["scan"] + common + ["--list-skipped"])
        #expect(text.stdout.contains(#"caf\xe9-empty.jpg"#), "\(text.stdout)")
        #expect(!text.stdout.contains("\u{FFFD}"))

        let json = try PhotoWrappedBinary.run(["scan"] + common + ["--list-skipped", "--json"])
        let summary = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let skipped = try #require((summary?["skippedFiles"] as? [[String: Any]])?.first)
        #expect(skipped["path"] as? String == #"caf\xe9-empty.jpg"#)
        #expect((skipped["pathBytes"] as? String).flatMap { Data(base64Encoded: $0) } == Data(latin1 + Array("-empty.jpg".utf8)))
    }
}
