import CCairo

/// A stored image's EXIF orientation (1–8), undone: what cards and previews draw photos upright by.
package enum PhotoOrientation {
    /// The transform that shows a stored image upright, about its centre. Cairo applies the
    /// calls in reverse, so a flip is called before the rotation it follows.
    package static func apply(_ orientation: Int, _ cr: OpaquePointer) {
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
