import CCairo
import Foundation
import TestScratch
import Testing
@testable import PhotoWrapped
@testable import PhotoWrappedRender

/// index.html in a real browser: headless Chromium (Debian's `chromium`) loads it from disk.
@Suite("The story viewer in Chromium", .serialized)
struct StoryViewerBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Writes a three-card deck (distinct colours) and returns its folder.
    static func deck() throws -> URL {
        let folder = try Scratch.folder("viewer")
        var document = try JSONDecoder().decode(DeckDocument.self, from: PhotoAndFileTests.minimalDocument)
        document.cards = Array(SampleCards.all.prefix(3))
        let output = try DeckRenderer(renderer: CardRenderer(skin: .poster, format: .story, photos: SampleCards.source, yearLabel: "2025"))
            .render(document)
        try DeckFolder(path: folder.path).write(output.files)
        return folder
    }

    static func run(_ arguments: [String]) throws -> String {
        let scratch = try Scratch.folder("chromium")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromium))
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage",
                             "--user-data-dir=\(scratch.path)/profile"] + arguments
        let out = scratch.appendingPathComponent("stdout.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try String(contentsOf: out, encoding: .utf8)
    }

    /// Mean colour of the middle tenth of a PNG.
    static func centreColour(_ path: String) -> (Double, Double, Double) {
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        let (w, h) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var sum = (0.0, 0.0, 0.0), n = 0.0
        for y in (h * 9 / 20) ..< (h * 11 / 20) {
            for x in (w * 9 / 20) ..< (w * 11 / 20) {
                let p = UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self)
                sum = (sum.0 + Double(p >> 16 & 0xFF), sum.1 + Double(p >> 8 & 0xFF), sum.2 + Double(p & 0xFF))
                n += 1
            }
        }
        return (sum.0 / n, sum.1 / n, sum.2 / n)
    }

    @Test("the page shows the first card", .enabled(if: chromium != nil, "chromium is not installed"))
    func firstCard() throws {
        let folder = try Self.deck()
        let shot = folder.appendingPathComponent("shot.png")
        _ = try Self.run(["--screenshot=\(shot.path)", "--window-size=540,960", "--virtual-time-budget=2000",
                          "file://\(folder.path)/index.html"])
        #expect(FileManager.default.fileExists(atPath: shot.path))
        let page = Self.centreColour(shot.path)
        let first = Self.centreColour(folder.appendingPathComponent("01-title.png").path)
        let second = Self.centreColour(folder.appendingPathComponent("02-coverage.png").path)
        func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
            abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2)
        }
        #expect(distance(page, first) < 40, "page \(page), first card \(first)")
        #expect(distance(page, first) < distance(page, second))
    }

    @Test("a key press moves to the next card, with its alt text", .enabled(if: chromium != nil, "chromium is not installed"))
    func keyPress() throws {
        let folder = try Self.deck()
        let before = try Self.run(["--dump-dom", "--virtual-time-budget=2000", "file://\(folder.path)/index.html"])
        #expect(before.contains("data-current=\"0\""))
        #expect(before.contains("src=\"01-title.png\""))
        let after = try Self.run(["--dump-dom", "--virtual-time-budget=2000", "file://\(folder.path)/index.html#press-next"])
        #expect(after.contains("data-current=\"1\""), "\(after.prefix(600))")
        #expect(after.contains("src=\"02-coverage.png\""))
        #expect(after.contains("alt=\"\(SampleCards.all[1].altText)\""))
    }
}
