import CCairo
import CPangoCairo
import Foundation

/// Text laid out by Pango at the size that fits its box: the largest size from the style's
/// range at which it wraps into its lines without breaking a word; at the smallest size, what
/// still does not fit is ellipsized. Never clipped, and measured, so layouts stack by real
/// extents (CJK lines are taller than Latin ones). Wrapped lines are balanced: the box is
/// narrowed as far as it goes without adding a line, so no line is left with one word.
package final class SetText {
    package let layout: OpaquePointer
    package let style: TextStyle
    package let size: Double
    /// How much narrower than its box the balanced text is set, to centre it.
    private let inset: Double
    /// Pixel extents of the laid-out text relative to its origin.
    let logical: PangoRectangle
    /// The width of the box it was set in: what centred text is centred in.
    let boxWidth: Double

    package var width: Double { Double(logical.width) }
    package var height: Double { Double(logical.height) }
    var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }
    var ellipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    package init(_ text: String, style: TextStyle, width: Double, on canvas: Canvas) {
        let shown = style.uppercase ? text.uppercased() : text
        var size = style.maxSize
        var made: OpaquePointer
        while true {
            made = Self.make(shown, style: style, size: size, width: width, canvas: canvas, ellipsize: false)
            let fits = Int(pango_layout_get_line_count(made)) <= style.maxLines
                && Self.longestWord(shown, style: style, size: size, canvas: canvas) <= width
            if fits { break }
            pw_pango_layout_free(made)
            if size <= style.minSize {
                made = Self.make(shown, style: style, size: size, width: width, canvas: canvas, ellipsize: true)
                break
            }
            size = max(style.minSize, size * 0.94)
        }
        let lines = Int(pango_layout_get_line_count(made))
        var balanced = width
        let widest = lines > 1 ? Self.longestWord(shown, style: style, size: size, canvas: canvas) : 0
        // A word wider than the box is already broken inside: narrowing would only widen the box.
        if lines > 1, pango_layout_is_ellipsized(made) == 0, widest < width {
            var (low, high) = (max(widest, width * 0.5), width)
            for _ in 0 ..< 8 {
                let middle = (low + high) / 2
                pango_layout_set_width(made, Int32(middle * Double(pw_pango_scale())))
                if Int(pango_layout_get_line_count(made)) == lines { high = middle } else { low = middle }
            }
            balanced = high
            pango_layout_set_width(made, Int32(balanced * Double(pw_pango_scale())))
        }
        inset = style.align == .centre ? (width - balanced) / 2 : 0
        layout = made
        self.style = style
        self.size = size
        boxWidth = width
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(made, &ink, &logical)
        self.logical = logical
    }

    deinit {
        pw_pango_layout_free(layout)
    }

    /// Draws with the layout box's top-left at (x, y); returns the rectangle the text covers.
    @discardableResult
    package func draw(at x: Double, _ y: Double, on canvas: Canvas) -> Rect {
        canvas.setColour(style.colour)
        cairo_move_to(canvas.context, x + inset, y)
        pango_cairo_show_layout(canvas.context, layout)
        return Rect(x: x + inset + Double(logical.x), y: y + Double(logical.y), width: width, height: height)
    }

    private static func make(_ text: String, style: TextStyle, size: Double, width: Double, canvas: Canvas,
                             ellipsize: Bool) -> OpaquePointer {
        let layout = pango_cairo_create_layout(canvas.context)!
        let font = pango_font_description_new()
        pango_font_description_set_family(font, style.family + "," + TextStyle.fallbacks)
        pango_font_description_set_weight(font, style.weight)
        pango_font_description_set_absolute_size(font, size * Double(pw_pango_scale()))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, Int32(width * Double(pw_pango_scale())))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        // The card's lines run left to right: an Arabic or Hebrew name is set right to left
        // within its line, but a leading-aligned one starts at the left like its neighbours.
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_alignment(layout, style.align == .centre ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
        if let spacing = style.lineSpacing { pango_layout_set_line_spacing(layout, Float(spacing)) }
        if style.tracking != 0 {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32(style.tracking * size * Double(pw_pango_scale()))))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if ellipsize {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(-style.maxLines))
        }
        return layout
    }

    /// The widest word: a word wider than the box would have to break mid-word.
    private static func longestWord(_ text: String, style: TextStyle, size: Double, canvas: Canvas) -> Double {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard words.count > 1 || text.unicodeScalars.contains(where: { $0.properties.isAlphabetic && $0.value < 0x2E80 }) else {
            return 0  // CJK text breaks between characters by rule, not mid-word
        }
        var widest = 0.0
        for word in words {
            let layout = make(String(word), style: style, size: size, width: 1_000_000, canvas: canvas, ellipsize: false)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, &ink, &logical)
            widest = max(widest, Double(logical.width))
            pw_pango_layout_free(layout)
        }
        return widest
    }
}
