import CCairo
import Foundation

/// Draws a photo into a tile: upright (EXIF orientation 1–8 applied), scaled to cover, and
/// cropped to bring its subject (`PhotoInfo.focus`) as near the tile's centre as the photo
/// allows, a little below it across (`headroom`), with rounded corners, and the skin's shadow
/// or frame.
enum PhotoTile {
    struct Finish {
        package var radius: Double
        var shadow: Bool
        package var frame: Colour?
        var frameWidth = 0.0
    }

    /// Where across the tile the subject goes, from the top: a little below the middle, so that
    /// a crop keeps what stands above the subject. A subject's detail is mostly a body, whose
    /// head is above it; a crop centred on a team's shirts cut their heads off.
    static let headroom = 0.58

    package static func draw(_ framed: FramedPhoto, in rect: Rect, finish: Finish, on canvas: Canvas) {
        let photo = framed.photo
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
            let shift = (x: shift(framed.focus.x, shown: uprightWidth * scale, room: rect.width, at: 0.5),
                         y: shift(framed.focus.y, shown: uprightHeight * scale, room: rect.height, at: headroom))
            cairo_translate(cr, rect.midX + shift.x, rect.midY + shift.y)
            cairo_scale(cr, scale, scale)
            PhotoOrientation.apply(photo.orientation, cr)
            cairo_set_source_surface(cr, photo.surface, -Double(photo.width) / 2, -Double(photo.height) / 2)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
    }

    /// How far to move a photo `shown` long, centred in a tile `room` long, so that the point
    /// at `focus` (a fraction of it) comes to `at` (a fraction of the tile), never so far as to
    /// uncover an edge.
    static func shift(_ focus: Double, shown: Double, room: Double, at: Double) -> Double {
        let slack = max(0, shown - room) / 2
        return min(slack, max(-slack, shown * (0.5 - focus) + room * (at - 0.5)))
    }
}
