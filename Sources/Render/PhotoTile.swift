import CCairo
import Foundation

/// Draws a photo into a tile: upright (EXIF orientation 1–8 applied), scaled to cover and
/// centre-cropped, with rounded corners, and the skin's shadow or frame.
enum PhotoTile {
    struct Finish {
        package var radius: Double
        var shadow: Bool
        package var frame: Colour?
        var frameWidth = 0.0
    }

    package static func draw(_ photo: DecodedPhoto, in rect: Rect, finish: Finish, on canvas: Canvas) {
        let cr = canvas.context
        if finish.shadow {
            for step in 1 ... 6 {
                let spread = Double(step) * 4
                canvas.fillRoundedRect(Rect(x: rect.x - spread / 2, y: rect.y + spread, width: rect.width + spread, height: rect.height + spread / 2),
                                       radius: finish.radius + spread, colour: Colour.black.with(alpha: 0.035))
            }
        }
        if let frame = finish.frame {
            canvas.fillRoundedRect(rect.inset(by: -finish.frameWidth), radius: finish.radius + finish.frameWidth, colour: frame)
        }
        canvas.saved {
            canvas.roundedRectPath(rect, radius: finish.radius)
            cairo_clip(cr)
            let (uprightWidth, uprightHeight) = photo.uprightSize
            let scale = max(rect.width / uprightWidth, rect.height / uprightHeight)
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, scale, scale)
            orient(photo.orientation, cr)
            cairo_set_source_surface(cr, photo.surface, -Double(photo.width) / 2, -Double(photo.height) / 2)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
    }

    /// The transform that shows a stored image upright, about its centre. Cairo applies the
    /// calls in reverse, so a flip is called before the rotation it follows.
    private static func orient(_ orientation: Int, _ cr: OpaquePointer) {
        switch orientation {
        case 2: cairo_scale(cr, -1, 1)
        case 3: cairo_rotate(cr, .pi)
        case 4: cairo_scale(cr, 1, -1)
        case 5: cairo_scale(cr, -1, 1); cairo_rotate(cr, .pi / 2)
        case 6: cairo_rotate(cr, .pi / 2)
        case 7: cairo_scale(cr, -1, 1); cairo_rotate(cr, -.pi / 2)
        case 8: cairo_rotate(cr, -.pi / 2)
        default: break
        }
    }
}
