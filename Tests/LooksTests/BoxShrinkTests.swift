import CCairo
import Foundation
import Testing
@testable import Looks

@Suite("Boxing a whole decode down to the size a tile needs")
struct BoxShrinkTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the largest power of two that leaves both sides at least the minimum", arguments: [
        (4000, 3000, 296.0, 8), (4000, 3000, 160, 16), (4032, 3024, 1080, 2), (4000, 3000, 3001, 1), (320, 240, 100, 2),
        (320, 240, 121, 1), (5, 4, 2, 2), (100_000, 100_000, 0, BoxShrink.maxFactor),
    ])
    func factor(width: Int, height: Int, minimum: Double, expected: Int) {
        let factor = BoxShrink.factor(width: width, height: height, minimum: minimum)
        #expect(factor == expected)
        #expect(Double(min(BoxShrink.shrunk(width, factor), BoxShrink.shrunk(height, factor))) >= minimum || factor == 1)
    }

    /// The surface's pixels as 0xRRGGBB, row by row.
    static func pixels(_ surface: OpaquePointer) -> [[UInt32]] {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return (0 ..< height).map { y in
            (0 ..< width).map { x in UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x] & 0xFF_FFFF }
        }
    }

    @Test("each pixel is its box's rounded mean, a partial box at the edges of fewer pixels; a factor of 1 copies")
    func means() {
        // 5 × 3 pixels, 16 bytes a row; red counts up, green is 10 times the row, blue is 255.
        let (width, height, stride) = (5, 3, 16)
        var rgb = [UInt8](repeating: 0, count: stride * height)
        for y in 0 ..< height {
            for x in 0 ..< width { (rgb[y * stride + x * 3], rgb[y * stride + x * 3 + 1], rgb[y * stride + x * 3 + 2]) = (UInt8(y * width + x), UInt8(10 * y), 255) }
        }
        let halved = rgb.withUnsafeBufferPointer { BoxShrink.surface(rgb: $0.baseAddress!, stride: stride, width: width, height: height, factor: 2) }
        defer { cairo_surface_destroy(halved) }
        func pixel(_ red: UInt32, _ green: UInt32) -> UInt32 { red << 16 | green << 8 | 255 }
        // Red: (0+1+5+6)/4 = 3, (2+3+7+8)/4 = 5, (4+9)/2 = 6.5 → 7; (10+11)/2 = 10.5 → 11, (12+13)/2 = 12.5 → 13, 14.
        let expected: [[UInt32]] = [[pixel(3, 5), pixel(5, 5), pixel(7, 5)], [pixel(11, 20), pixel(13, 20), pixel(14, 20)]]
        #expect(Self.pixels(halved) == expected)
        let copied = rgb.withUnsafeBufferPointer { BoxShrink.surface(rgb: $0.baseAddress!, stride: stride, width: width, height: height, factor: 1) }
        defer { cairo_surface_destroy(copied) }
        let whole: [[UInt32]] = (0 ..< height).map { y in (0 ..< width).map { x in pixel(UInt32(y * width + x), UInt32(10 * y)) } }
        #expect(Self.pixels(copied) == whole)
    }

    @Test("a HEIC decodes no larger than its tile needs: boxed down while both sides stay at least the minimum",
          arguments: [(100.0, 160, 120), (64.0, 160, 120), (60.0, 80, 60), (200.0, 320, 240)] as [(Double, Int, Int)])
    func heic(minimum: Double, width: Int, height: Int) throws {
        let file = Self.repository.appendingPathComponent("fixtures/Phone/iPhone/DCIM/100APPLE/IMG_1204.HEIC")
        let photo = try #require(DecodedPhoto.load(path: file.path, kind: .heif, orientation: 1, minimum: minimum))
        #expect((photo.width, photo.height) == (width, height))
    }
}
