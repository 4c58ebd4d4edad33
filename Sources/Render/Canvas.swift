import CCairo
import Foundation

/// A Cairo image surface and its drawing context: one per card, so cards render in parallel.
/// The one Render type that lends its pixels out: as `pixels` to the encoders (`PNGEncoder`,
/// the video's), and row by row as `PixelRow`s to the background painted in Swift.
package final class Canvas {
    package let surface: OpaquePointer
    package let context: OpaquePointer
    package let width: Int
    package let height: Int

    /// An opaque canvas (RGB24) for a card or a frame; `transparent` makes it ARGB32 and clear,
    /// for a layer drawn alone.
    package init(width: Int, height: Int, transparent: Bool = false) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(transparent ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        context = cairo_create(surface)
    }

    /// A transparent canvas holding `other`'s pixels from (`x`, `y`), `width` × `height` of them.
    convenience init(cropping other: Canvas, x: Int, y: Int, width: Int, height: Int) {
        self.init(width: width, height: height, transparent: true)
        let from = other.pixels, to = pixels
        for row in 0 ..< height {
            (to + row * stride).update(from: from + (y + row) * other.stride + x * 4, count: width * 4)
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    func setColour(_ c: Colour) {
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
    }

    func roundedRectPath(_ r: Rect, radius: Double) {
        let radius = min(radius, r.width / 2, r.height / 2)
        cairo_new_sub_path(context)
        cairo_arc(context, r.maxX - radius, r.y + radius, radius, -.pi / 2, 0)
        cairo_arc(context, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(context, r.x + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(context, r.x + radius, r.y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }

    func fillRoundedRect(_ r: Rect, radius: Double, colour: Colour) {
        setColour(colour)
        roundedRectPath(r, radius: radius)
        cairo_fill(context)
    }

    func fillCircle(x: Double, y: Double, radius: Double, colour: Colour) {
        setColour(colour)
        cairo_new_sub_path(context)
        cairo_arc(context, x, y, radius, 0, 2 * .pi)
        cairo_fill(context)
    }

    func strokeArc(x: Double, y: Double, radius: Double, from start: Double, to end: Double, width: Double, colour: Colour) {
        setColour(colour)
        cairo_set_line_width(context, width)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_new_sub_path(context)
        cairo_arc(context, x, y, radius, start, end)
        cairo_stroke(context)
    }

    /// Runs `body` with the state saved and restored around it.
    package func saved(_ body: () -> Void) {
        cairo_save(context)
        body()
        cairo_restore(context)
    }

    package var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixels, 32 bits each, `stride` bytes a row, once drawing is flushed to them.
    package var pixels: UnsafeMutablePointer<UInt8> {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface)
    }

    /// Becomes a copy of `other`, a canvas of the same size and format.
    package func copy(from other: Canvas) {
        pixels.update(from: other.pixels, count: stride * height)
        cairo_surface_mark_dirty(surface)
    }

    /// Every pixel transparent (black on an opaque canvas).
    func clear() {
        pixels.update(repeating: 0, count: stride * height)
        cairo_surface_mark_dirty(surface)
    }

    /// Calls `body` with each row of `rows` (every row by default) between Cairo's flush and
    /// its being told the pixels changed. Only an opaque canvas is written this way.
    func writeOpaqueRows(_ rows: Range<Int>? = nil, _ body: (Int, PixelRow) -> Void) {
        precondition(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24, "backgrounds are painted on opaque canvases")
        let data = pixels
        for y in rows ?? 0 ..< height {
            body(y, PixelRow(start: UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)))
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The smallest rectangle holding every pixel that is not fully transparent; nil when none.
    func covered() -> (x: Int, y: Int, width: Int, height: Int)? {
        let words = stride / 4
        let pixels = UnsafeRawPointer(pixels).assumingMemoryBound(to: UInt32.self)
        let blank = [UInt8](repeating: 0, count: width * 4)
        var (minX, maxX, minY, maxY) = (width, -1, height, -1)
        for y in 0 ..< height {
            let row = pixels + y * words
            guard memcmp(row, blank, blank.count) != 0 else { continue }
            var first = 0
            while row[first] == 0 { first += 1 }
            var last = width - 1
            while row[last] == 0 { last -= 1 }
            (minX, maxX) = (min(minX, first), max(maxX, last))
            (minY, maxY) = (min(minY, y), y)
        }
        guard maxY >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}

/// One row of an opaque canvas's pixels, 32 bits each (0xXXRRGGBB), lent by
/// `Canvas.writeOpaqueRows` for one call of its body. Reads and writes are not bounds-checked:
/// the background's loops stay within the canvas's width.
struct PixelRow {
    fileprivate let start: UnsafeMutablePointer<UInt32>

    subscript(x: Int) -> UInt32 {
        @inline(__always) get { start[x] }
        @inline(__always) nonmutating set { start[x] = newValue }
    }
}
