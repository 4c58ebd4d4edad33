import CCairo
import Foundation

/// A Cairo image surface and its drawing context: one per card, so cards render in parallel.
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
}
