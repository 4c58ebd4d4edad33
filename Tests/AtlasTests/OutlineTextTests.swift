import Foundation
import Testing
@testable import Atlas
@testable import Metadata
@testable import Model

/// The outlines files read from their bytes in place (`OutlineText`), against the same files read
/// the plain way, and damaged ones.
@Suite("Map outline files")
struct OutlineTextTests {
    /// The files read as a string split into substrings, as they were before `OutlineText`.
    static func plainRead(_ url: URL, unitsPerDegree: Double) throws -> [(code: String, name: String, rings: [[MapPoint]])] {
        let text = String(decoding: try Gzip.decompress(Data(contentsOf: url)), as: UTF8.self)
        return text.split(separator: "\n").filter { $0.first != "#" }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let rings = fields[2].split(separator: ";").map { ring in
                let values = ring.split(separator: ",").map { Int($0)! }
                var (x, y) = (0, 0)
                return stride(from: 0, to: values.count, by: 2).map { i in
                    x += values[i]
                    y += values[i + 1]
                    return EqualEarth.project(longitude: Double(x) / unitsPerDegree, latitude: Double(y) / unitsPerDegree)
                }
            }
            return (String(fields[0]), String(fields[1]), rings)
        }
    }

    @Test("both outline files read to the very points the plain reading gives", arguments: [false, true])
    func samePoints(detailed: Bool) throws {
        let url = detailed ? try DataFolder.detailedOutlines() : try DataFolder.worldOutlines()
        let unitsPerDegree = detailed ? WorldOutlines.detailedUnitsPerDegree : WorldOutlines.worldUnitsPerDegree
        let plain = try Self.plainRead(url, unitsPerDegree: unitsPerDegree)
        let read = try WorldOutlines.load(from: url, unitsPerDegree: unitsPerDegree).countries
        #expect(read.count == plain.count)
        #expect(read.count > 150)
        for (country, expected) in zip(read, plain) {
            #expect(country.code == expected.code && country.name == expected.name)
            #expect(country.rings == expected.rings, "\(expected.code)")
        }
    }

    static func pairs(_ text: String) -> [[Int]]? {
        var found: [[Int]] = []
        let complete = ByteText.reading(Array(text.utf8)) { OutlineText.pairs($0) { found.append([$0, $1]) } }
        return complete ? found : nil
    }

    @Test("a ring's integers come in pairs; anything else in it is damage")
    func ringPairs() {
        #expect(Self.pairs("5158,2425,18,4,3,-27") == [[5158, 2425], [18, 4], [3, -27]])
        #expect(Self.pairs("1,,2,") == [[1, 2]], "empty parts are skipped")
        #expect(Self.pairs("1,2,3") == nil, "one left over")
        #expect(Self.pairs("1,x") == nil)
        #expect(Self.pairs("1,-") == nil)
        #expect(Self.pairs("1,--2") == nil)
        #expect(Self.pairs("1,2-3") == nil)
        #expect(Self.pairs("1,+2") == nil)
        #expect(Self.pairs("123456789012345678,1") == [[123_456_789_012_345_678, 1]])
        #expect(Self.pairs("1234567890123456789,1") == nil, "19 digits could overflow")
    }

    @Test("comments and empty lines are skipped; a line keeps its empty fields")
    func linesAndFields() {
        let text = Array("# from Natural Earth\n\nAA\t\t1,2,3,4,5,6\n\nBB\tB\t1,2;;3,4\n".utf8)
        ByteText.reading(text) { bytes in
            let lines = OutlineText.lines(bytes)
            #expect(lines.map(OutlineText.string) == ["AA\t\t1,2,3,4,5,6", "BB\tB\t1,2;;3,4"])
            #expect(OutlineText.fields(lines[0]).map(OutlineText.string) == ["AA", "", "1,2,3,4,5,6"])
            #expect(OutlineText.rings(OutlineText.fields(lines[1])[2]).map(OutlineText.string) == ["1,2", "3,4"])
        }
    }

    /// `text` gzipped into a file of its own.
    static func gzipped(_ text: String, name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outlines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plain = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: plain)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-n", plain.path]
        try gzip.run()
        gzip.waitUntilExit()
        return plain.appendingPathExtension("gz")
    }

    @Test("a damaged outlines file is one error naming the file and what is wrong", arguments: [
        ("AA\tA\t1,2,3,4,5,6\nBB\tB\n", "a line has 2 fields, not 3"),
        ("AA\tA\t1,2,3,4,5\n", "a ring of AA is malformed"),
        ("AA\tA\t1,2,3,4\n", "a ring of AA is malformed"),
        ("AA\tA\t1,2,3,x,5,6\n", "a ring of AA is malformed"),
        ("AA\tA\t\n", "AA has no ring"),
        ("# nothing else\n", "no country"),
    ])
    func damaged(text: String, reason: String) throws {
        let url = try Self.gzipped(text, name: "outlines.tsv")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect {
            _ = try WorldOutlines.load(from: url, unitsPerDegree: 100)
        } throws: { error in
            let failure = error as? PhotoWrappedError
            return failure?.subject == "outlines.tsv.gz" && failure?.reason == reason && failure?.kind == .badInput
        }
    }
}
