import CCairo
import CTurboJPEG
import Looks
import Render

/// A photo as the page shows it: upright, at most `maxSide` pixels a side, re-encoded as a new
/// JPEG. The new file carries no EXIF, no GPS and nothing else of the original but its pixels;
/// the original file is never sent.
enum PhotoPreview {
    static let maxSide = 480.0
    static let quality: Int32 = 80

    static func jpeg(_ photo: DecodedPhoto) -> [UInt8]? {
        let upright = photo.uprightSize
        let scale = min(1, maxSide / max(upright.width, upright.height))
        let (width, height) = (max(1, Int32((upright.width * scale).rounded())), max(1, Int32((upright.height * scale).rounded())))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_translate(cr, Double(width) / 2, Double(height) / 2)
        cairo_scale(cr, scale, scale)
        PhotoOrientation.apply(photo.orientation, cr)
        cairo_set_source_surface(cr, photo.surface, -Double(photo.width) / 2, -Double(photo.height) / 2)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { if let buffer { tjFree(buffer) } }
        guard tjCompress2(handle, cairo_image_surface_get_data(surface), width, cairo_image_surface_get_stride(surface), height,
                          Int32(TJPF_BGRX.rawValue), &buffer, &size, Int32(TJSAMP_420.rawValue), quality, 0) == 0,
              let buffer
        else { return nil }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }
}
