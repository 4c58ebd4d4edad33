/// What a card put where: the measured rectangles the layout tests check.
public struct LayoutRecord: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Text that carries the card's message: it must stay in the safe area.
        case keyText
        /// The brand mark and year: small, allowed in the bands phone apps cover.
        case brand
        case photo
        case chart
    }

    public var kind: Kind
    public var rect: Rect
    public var text: String?
    /// Glyphs no font could draw (shown as boxes); 0 for every card we make.
    public var unknownGlyphs: Int = 0
    /// Text that did not fit at its smallest size and was cut with "…": the layout tests hold
    /// every card's words to fitting whole.
    public var ellipsized = false
}
