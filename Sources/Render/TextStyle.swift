import CPangoCairo

/// How a piece of text is set: family, weight, the sizes it may shrink between, colour, lines.
package struct TextStyle {
    enum Align { case leading, centre }

    var family: String
    package var weight: PangoWeight
    /// Pixel sizes: the text starts at `maxSize` and shrinks towards `minSize` until it fits.
    var maxSize: Double
    var minSize: Double
    var colour: Colour
    var maxLines: Int
    var align: Align = .centre
    /// Extra space between letters, as a fraction of the size.
    var tracking: Double = 0
    var uppercase = false
    /// Line height as a multiple of the size (Pango's own when nil).
    var lineSpacing: Double? = 0.95

    /// Inter for Latin, Greek and Cyrillic; Noto for every other script (Japanese forms
    /// first for Han), so that 東京, Москва, मुंबई and القاهرة all have glyphs.
    static let fallbacks = "Noto Sans,Noto Sans CJK JP,Noto Sans Devanagari,Noto Sans Arabic,Noto Sans Hebrew,Noto Sans Thai,"
        + "Noto Sans Georgian,Noto Sans Armenian,Noto Sans Bengali,Noto Sans Tamil,Noto Sans Ethiopic,Noto Sans CJK KR,Noto Sans CJK SC"

    package static func display(_ size: Double, min: Double? = nil, colour: Colour, lines: Int = 2) -> TextStyle {
        TextStyle(family: "Inter Display", weight: PANGO_WEIGHT_HEAVY, maxSize: size, minSize: min ?? size * 0.45, colour: colour, maxLines: lines)
    }

    package static func kicker(_ size: Double, colour: Colour) -> TextStyle {
        TextStyle(family: "Inter", weight: PANGO_WEIGHT_BOLD, maxSize: size, minSize: size * 0.7, colour: colour, maxLines: 1,
                  tracking: 0.12, uppercase: true, lineSpacing: nil)
    }

    package static func body(_ size: Double, colour: Colour, lines: Int = 3) -> TextStyle {
        TextStyle(family: "Inter", weight: PANGO_WEIGHT_MEDIUM, maxSize: size, minSize: size * 0.7, colour: colour, maxLines: lines,
                  lineSpacing: 1.15)
    }

    package static func number(_ size: Double, colour: Colour) -> TextStyle {
        TextStyle(family: "Inter Display", weight: PANGO_WEIGHT_HEAVY, maxSize: size, minSize: size * 0.4, colour: colour, maxLines: 1,
                  tracking: -0.02, lineSpacing: nil)
    }

    package func scaled(_ k: Double) -> TextStyle {
        var s = self
        s.maxSize *= k
        s.minSize *= k
        return s
    }

    func aligned(_ a: Align) -> TextStyle {
        var s = self
        s.align = a
        return s
    }
}
