import Foundation
import TestScratch
import Testing

@Suite("What is shared: no paths in the deck folder, no positions of hidden photos", .serialized)
struct SharedDeckPrivacyTests {
    /// Extensions of the files a library holds; a string ending in one is a file name.
    static let mediaExtensions: Set<String> = [
        "jpg", "jpeg", "heic", "heif", "png", "webp", "tif", "tiff", "dng", "cr2", "cr3", "crw", "nef", "arw", "raf",
        "orf", "rw2", "mrw", "x3f", "jxl", "avif", "gif", "mov", "mp4", "m4v", "avi", "mkv", "json",
    ]

    /// Every string anywhere in a JSON value.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let s as String: [s]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.keys.map { $0 } + object.values.flatMap(strings)
        default: []
        }
    }

    /// Paths of the library's files, relative to its root, and the root itself. (Names of six
    /// characters or more: shorter ones could turn up by chance in a PNG's compressed pixels.)
    static func libraryPaths(_ root: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: root.path)
        var paths = [root.path]
        while let next = walker?.nextObject() as? String {
            if next.utf8.count >= 6, next.contains("/") || next.contains(".") { paths.append(next) }
        }
        return paths
    }

    @Test("deck.json lists no path and no centre finer than 0.01°; no file of the deck names a photo; export keeps both")
    func deckFolder() throws {
        let library = try PlacesCommandTests.Library()
        let out = try Scratch.folder("deck").appendingPathComponent("deck")
        let generate = try library.run(["generate", library.folder.path, "--year", "2025", "--out", out.path,
                                        "--tz", library.truth.timeZone, "--quiet"])
        #expect(generate.status == 0, "\(generate.stderr)")
        let paths = Self.libraryPaths(library.folder)
        #expect(paths.count > 100)

        let text = try String(contentsOf: out.appendingPathComponent("deck.json"), encoding: .utf8)
        let strings = Self.strings(in: try JSONSerialization.jsonObject(with: Data(text.utf8)))
        let pathLike = strings.filter { s in
            s.hasPrefix("/") || (s.contains(".") && s.split(separator: ".").last.map { Self.mediaExtensions.contains($0.lowercased()) } == true)
        }
        #expect(pathLike.isEmpty, "\(pathLike.prefix(5))")

        let centres = try NSRegularExpression(pattern: #""(lat|lon)" : (-?[0-9.eE+-]+)"#)
        let numbers = centres.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            String(text[Range(match.range(at: 2), in: text)!])
        }
        #expect(numbers.count >= 2 * library.truth.places.count)
        let fine = numbers.filter { ($0.split(separator: ".").dropFirst().first?.count ?? 0) > 2 }
        #expect(fine.isEmpty, "\(fine.prefix(5))")

        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            let bytes = try Data(contentsOf: out.appendingPathComponent(name))
            let named = paths.filter { bytes.range(of: Data($0.utf8)) != nil }
            #expect(named.isEmpty, "\(name) names \(named.prefix(3))")
        }

        // The export is not for sharing: it keeps every photo path and every centre.
        let export = try library.run(["export", library.folder.path, "--year", "2025", "--format", "json",
                                      "--tz", library.truth.timeZone, "--quiet"])
        let full = Self.strings(in: try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)))
        #expect(full.filter { paths.contains($0) }.count >= 10)
    }

    @Test("the CSV export marks a hidden place's photos `hidden` and gives no position for them")
    func csvHidden() throws {
        let library = try PlacesCommandTests.Library()
        let second = try #require(try library.places().visible.dropFirst().first)
        let hide = try library.run(["hide", second.id])
        #expect(hide.status == 0, "\(hide.stderr)")

        let lines = try library.csvLines()
        #expect(lines.first == "path,localTime,timeSource,placeId,lat,lon,precision")
        // placeId, latitude, longitude, precision: the last four fields (paths may hold commas, quoted).
        let tails = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).suffix(4).map(String.init) }
        let hidden = tails.filter { $0[0] == "hidden" }
        #expect(hidden.count >= second.photoCount)
        #expect(hidden.allSatisfy { $0[1].isEmpty && $0[2].isEmpty })
        // A hidden area reaches at least its margin beyond the centre: nothing that close is shown.
        let near = tails.filter { row in
            guard let lat = Double(row[1]), let lon = Double(row[2]) else { return false }
            return metres(lat, lon, second.centroid.lat, second.centroid.lon) < 60
        }
        #expect(near.isEmpty, "\(near.prefix(3))")
        #expect(tails.filter { !$0[1].isEmpty }.count + hidden.count == library.truth.time.withLocation)
    }
}
