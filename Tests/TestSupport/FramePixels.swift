import CCairo
import Foundation
@testable import Render

/// A frame's or a card's pixels, 0x00RRGGBB each (the unused byte cleared), for comparing the
/// video's frames with the cards' PNGs.
package struct FramePixels: Equatable {
    package let width: Int
    package let height: Int
    package let words: [UInt32]

    /// From Cairo's 32-bit pixels (B G R X in memory), `stride` bytes a row.
    package init(bgra: UnsafeRawPointer, stride: Int, width: Int, height: Int) {
        self.width = width
        self.height = height
        words = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            for y in 0 ..< height {
                let row = (bgra + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0 ..< width {
                    out[y * width + x] = row[x] & 0xFF_FFFF
                }
            }
            count = width * height
        }
    }

    package init(_ canvas: Canvas) {
        self.init(bgra: canvas.pixels, stride: canvas.stride, width: canvas.width, height: canvas.height)
    }

    /// A card's PNG decoded by Cairo's own reader, through a file as the viewer would load it.
    package init(png: Data) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("film-\(UUID().uuidString).png").path
        try png.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        self.init(bgra: cairo_image_surface_get_data(surface), stride: Int(cairo_image_surface_get_stride(surface)),
                  width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
    }

    /// Peak signal-to-noise ratio against `other` over the three channels, in dB; infinite
    /// when they are equal.
    package func psnr(_ other: FramePixels) -> Double {
        var squares = 0
        words.withUnsafeBufferPointer { a in
            other.words.withUnsafeBufferPointer { b in
                for i in 0 ..< min(a.count, b.count) where a[i] != b[i] {
                    for shift in [0, 8, 16] as [UInt32] {
                        let d = Int(a[i] >> shift & 0xFF) - Int(b[i] >> shift & 0xFF)
                        squares += d * d
                    }
                }
            }
        }
        return squares == 0 ? .infinity : 10 * log10(255 * 255 / (Double(squares) / Double(words.count * 3)))
    }

    /// The pixels of a rectangle, for comparing one region of two frames.
    package func region(x: Int, y: Int, width w: Int, height h: Int) -> [UInt32] {
        var out: [UInt32] = []
        for row in y ..< y + h {
            out += words[row * width + x ..< row * width + x + w]
        }
        return out
    }
}
