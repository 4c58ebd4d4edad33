import CCairo
import CPNGWriter
import CTurboJPEG
import Foundation
import TestScratch
import Testing
@testable import Deck
@testable import Looks
@testable import Metadata
@testable import Model
@testable import Render
import TestSupport

@Suite("Photos and files of a deck")
struct PhotoAndFileTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// (path from the repository, kind, the size it decodes to).
    @Test("JPEG, PNG and HEIC decode from bytes read without touching access times", arguments: [
        ("fixtures/Screenshots/Screenshot_20250405-101500.png", AssetKind.png, 270, 600),
        ("fixtures/Camera/issue-exifr-13.jpg", AssetKind.jpeg, 0, 0),
        ("../shared/corpora/exifr/fixtures/heic-single.heic", AssetKind.heif, 0, 0),
    ])
    func decodes(path: String, kind: AssetKind, width: Int, height: Int) throws {
        let url = Self.repository.appendingPathComponent(path)
        try #require(FileManager.default.fileExists(atPath: url.path) || path.hasPrefix("../"))
        guard FileManager.default.fileExists(atPath: url.path) else { return }  // the corpora are not on every machine
        let photo = try #require(DecodedPhoto.load(path: url.path, kind: kind, orientation: 1, minimum: 64))
        #expect(photo.width >= 64 && photo.height >= 64)
        if width > 0 { #expect(photo.width == width && photo.height == height) }
        let broken = try Scratch.folder().appendingPathComponent("broken.\(kind.rawValue)")
        try Data(try Data(contentsOf: url).prefix(200)).write(to: broken)
        #expect(DecodedPhoto.load(path: broken.path, kind: kind, orientation: 1, minimum: 64) == nil)
    }

    /// The chunks of a PNG file, in order, with their data.
    static func chunks(_ png: Data) -> [(type: String, data: Data)] {
        var out: [(String, Data)] = []
        var at = 8
        let bytes = [UInt8](png)
        while at + 8 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let type = String(decoding: bytes[at + 4 ..< at + 8], as: UTF8.self)
            out.append((type, Data(bytes[at + 8 ..< min(bytes.count, at + 8 + length)])))
            at += 12 + length
        }
        return out
    }

    @Test("a card's PNG carries Software and the alt text as Description, and no EXIF or GPS")
    func pngChunks() throws {
        let card = SampleCards.all[4]
        let rendered = try CardRenderer(skin: .poster, format: .story, photos: SampleCards.source, yearLabel: "2025").render(card)
        let chunks = Self.chunks(rendered.png)
        let types = chunks.map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(!types.contains("eXIf") && !types.contains("zTXt") && !types.contains("tIME"))
        let text = try #require(chunks.first { $0.type == "tEXt" })
        #expect(String(decoding: text.data, as: UTF8.self) == "Software\0photo-wrapped")
        let itxt = try #require(chunks.first { $0.type == "iTXt" })
        // keyword \0 compression-flag compression-method language \0 translated-keyword \0 text
        let bytes = [UInt8](itxt.data)
        let keywordEnd = try #require(bytes.firstIndex(of: 0))
        #expect(String(decoding: bytes[..<keywordEnd], as: UTF8.self) == "Description")
        #expect(bytes[keywordEnd + 1] == 0, "uncompressed")
        let rest = bytes[(keywordEnd + 3)...].split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
        #expect(String(decoding: rest.last!, as: UTF8.self) == card.altText)
        #expect(Set(types).isSubset(of: ["IHDR", "tEXt", "iTXt", "IDAT", "IEND"]))
    }

    /// One pixel; a few rows; and enough noise for many IDAT chunks, the deflater's output
    /// full many times over.
    @Test("every row of a PNG is Paeth-filtered, and the rows inflate back to the pixels given",
          arguments: [(1, 1), (97, 61), (300, 400)])
    func pngRows(width: Int, height: Int) throws {
        // A gradient, a flat band and noise: each filter would win somewhere if chosen per row.
        // Written into a canvas's 32-bit pixels with its unused byte set, which the PNG must drop.
        let canvas = Canvas(width: width, height: height)
        var rgb: [UInt8] = []
        for y in 0 ..< height {
            let row = UnsafeMutableRawPointer(canvas.pixels + y * canvas.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0 ..< width {
                let channels = (0 ..< 3).map { c in
                    y < 20 ? UInt8((x * 3 + c + y) % 256) : y < 40 ? 200 : UInt8.random(in: 0 ... 255)
                }
                rgb += channels
                row[x] = 0xA5 << 24 | UInt32(channels[0]) << 16 | UInt32(channels[1]) << 8 | UInt32(channels[2])
            }
        }
        cairo_surface_mark_dirty(canvas.surface)
        let png = try PNGEncoder.encode(canvas, description: "rows")
        let chunks = Self.chunks(png)
        let header = [UInt8](try #require(chunks.first { $0.type == "IHDR" }).data)
        let size = [header[0 ..< 4], header[4 ..< 8]].map { $0.reduce(0) { $0 << 8 | Int($1) } }
        #expect(size == [width, height] && header[8] == 8 && header[9] == 2, "\(width)×\(height), 8-bit RGB")
        let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
        #expect(data.dropLast().allSatisfy { $0.count == 8192 } && (1 ... 8192).contains(data.last?.count ?? 0),
                "IDAT chunks of 8,192 bytes, the last shorter: \(data.map(\.count))")
        let rows = try Gzip.inflateZlib(data.reduce(Data(), +))
        let stride = 1 + width * 3
        #expect(rows.count == height * stride)
        #expect((0 ..< height).allSatisfy { rows[$0 * stride] == 4 }, "filter type 4 (Paeth) on every row")
        var previous = [UInt8](repeating: 0, count: width * 3)
        var pixels: [UInt8] = []
        for y in 0 ..< height {
            var row = Array(rows[(y * stride + 1) ..< ((y + 1) * stride)])
            for x in row.indices {
                row[x] &+= Self.paeth(left: x >= 3 ? row[x - 3] : 0, up: previous[x], upLeft: x >= 3 ? previous[x - 3] : 0)
            }
            pixels += row
            previous = row
        }
        #expect(pixels.elementsEqual(rgb), "the rows decode to the pixels given")
    }

    @Test("the Paeth filter gives each byte less its predictor, for every left, up and up-left")
    func paethEveryTriple() {
        // A pixel of one byte: at odd positions the triple is (left, k, upLeft), at even ones
        // (left, upLeft, k), so each (left, upLeft) row pair covers every up with either order.
        let size = 512
        var row = [UInt8](repeating: 0, count: size), above = row, out = [UInt8](repeating: 0, count: size + 1)
        var wrong: [(left: Int, up: Int, upLeft: Int)] = []
        for left in 0 ..< 256 {
            for upLeft in 0 ..< 256 {
                for i in 0 ..< size {
                    row[i] = UInt8(truncatingIfNeeded: left &+ i * 7)
                    above[i] = i % 2 == 0 ? UInt8(upLeft) : UInt8(i / 2)
                }
                pw_png_paeth_row(row, above, size, 1, &out)
                for i in 1 ..< size where out[i + 1] != row[i] &- Self.paeth(left: row[i - 1], up: above[i], upLeft: above[i - 1]) {
                    wrong.append((Int(row[i - 1]), Int(above[i]), Int(above[i - 1])))
                }
            }
        }
        #expect(out[0] == 4)
        #expect(wrong.count == 0, "first wrong: \(wrong.prefix(3))")
    }

    /// PNG's Paeth predictor: of left, up and up-left, the one nearest left + up − up-left.
    static func paeth(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(upLeft)
        let toLeft = abs(estimate - Int(left)), toUp = abs(estimate - Int(up)), toUpLeft = abs(estimate - Int(upLeft))
        if toLeft <= toUp, toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }

    @Test("a photo that cannot be decoded is replaced by the card's next one, and by no other")
    func collageFallback() throws {
        let folder = try Scratch.folder()
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 1, 2, 3]).write(to: folder.appendingPathComponent("broken.jpg"))
        for (i, photo) in SampleCards.photos.prefix(10).enumerated() {
            try FileManager.default.copyItem(at: SampleCards.fixtures.appendingPathComponent(photo), to: folder.appendingPathComponent("\(i).jpg"))
        }
        let source = PhotoSource(root: folder.path, info: [:])
        #expect(source.decode(["broken.jpg", "missing.jpg"] + (0 ..< 10).map { "\($0).jpg" }, count: 9, minimum: 100).count == 9)
        #expect(source.decode(["broken.jpg", "missing.jpg"] + (0 ..< 7).map { "\($0).jpg" }, count: 9, minimum: 100).count == 7)
        // Each photo told by the orientation the cache gives it: the card's own order, the
        // failures skipped, a photo listed twice drawn once.
        let told = PhotoSource(root: folder.path, info: Dictionary(uniqueKeysWithValues: (0 ..< 8).map {
            ("\($0).jpg", PhotoInfo(kind: .jpeg, orientation: $0 + 1))
        }))
        let wanted = ["3.jpg", "broken.jpg", "0.jpg", "3.jpg", "missing.jpg", "7.jpg", "5.jpg", "1.jpg", "2.jpg"]
        #expect(told.decode(wanted, count: 5, minimum: 100).map(\.photo.orientation) == [4, 1, 8, 6, 2])
        #expect(told.decode(wanted, count: 9, minimum: 100).map(\.photo.orientation) == [4, 1, 8, 6, 2, 3])
    }

    @Test("EXIF orientation 6 comes out upright")
    func orientation() throws {
        // Upright: red top half, blue bottom half, 64×48. Stored turned a quarter back, as a
        // camera held sideways writes it, with orientation 6 to turn it upright again.
        let (w, h) = (64, 48)
        var stored = [UInt8](repeating: 0, count: w * h * 3)
        for y in 0 ..< h {
            for x in 0 ..< w {
                let red = y < h / 2
                let i = ((w - 1 - x) * h + y) * 3  // the stored image is h wide and w tall
                stored[i] = red ? 230 : 20
                stored[i + 2] = red ? 20 : 230
            }
        }
        let handle = tjInitCompress()!
        defer { tjDestroy(handle) }
        var jpeg: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        #expect(tjCompress2(handle, stored, Int32(h), 0, Int32(w), Int32(TJPF_RGB.rawValue), &jpeg, &size, Int32(TJSAMP_444.rawValue), 95, 0) == 0)
        let file = try Scratch.folder().appendingPathComponent("sideways.jpg")
        try Data(bytes: jpeg!, count: Int(size)).write(to: file)
        tjFree(jpeg)

        let photo = try #require(DecodedPhoto.load(path: file.path, kind: .jpeg, orientation: 6, minimum: 48))
        #expect(photo.uprightSize.width == Double(w) && photo.uprightSize.height == Double(h), "\(photo.uprightSize)")
        let canvas = Canvas(width: 64, height: 48)
        PhotoTile.draw(FramedPhoto(photo: photo, focus: .centre), in: Rect(x: 0, y: 0, width: 64, height: 48), finish: .init(radius: 0, shadow: false), on: canvas)
        let rgb = canvas.rgbRows()
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * 64 + x) * 3
            return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
        }
        #expect(pixel(32, 6).0 > 180 && pixel(32, 6).2 < 80, "top should be red: \(pixel(32, 6))")
        #expect(pixel(32, 42).2 > 180 && pixel(32, 42).0 < 80, "bottom should be blue: \(pixel(32, 42))")
    }

    @Test("a deck renders to numbered files and an index.html that names each with its alt text")
    func deckFiles() throws {
        let cards = Array(SampleCards.all.prefix(3))
        var document = try JSONDecoder().decode(DeckDocument.self, from: Self.minimalDocument)
        document.cards = cards
        let output = try DeckRenderer(renderer: CardRenderer(skin: .pastel, format: .square, photos: SampleCards.source, yearLabel: "2025"))
            .render(document)
        #expect(output.files.map(\.name) == ["01-title.png", "02-coverage.png", "03-top-place.png", "index.html"])
        let html = String(decoding: output.files.last!.data, as: UTF8.self)
        #expect(html.contains("\"src\":\"02-coverage.png\""))
        #expect(cards.allSatisfy { html.contains($0.altText) })
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    static let minimalDocument = Data("""
        {"generator":"photo-wrapped","version":1,"range":{"start":"2025-01-01","end":"2025-12-31"},"language":"en",
         "totals":{"photos":1,"withLocation":0,"locationCoveragePct":0,"skipped":{},"setAside":{}},"places":[],"cities":0,"countries":0,
         "time":{"hourHistogram":[],"weekdayCounts":[],"photosPerWeek":0,"photoDays":1},"newPlace":{"status":"none"},
         "aboutPlaces":false,"cards":[]}
        """.utf8)
}

@Suite("Crops that keep the subject")
struct PhotoCropTests {
    @Test("a tile moves the photo to bring its subject near the middle, never uncovering an edge", arguments: [
        // A photo 300 long in a tile 200 long: 50 of slack either way.
        (0.5, 0.5, 0.0), (0.3, 0.5, 50.0), (0.0, 0.5, 50.0), (0.9, 0.5, -50.0), (0.6, 0.5, -30.0),
        // With headroom, a subject in the middle sits lower: more of what is above it shows.
        (0.5, 0.58, 16.0),
    ])
    func shift(focus: Double, at: Double, expected: Double) {
        #expect(abs(PhotoTile.shift(focus, shown: 300, room: 200, at: at) - expected) < 1e-9)
    }

    @Test("a photo no longer than its tile does not move")
    func fits() {
        #expect(PhotoTile.shift(0.1, shown: 200, room: 200, at: PhotoTile.headroom) == 0)
    }
}
