import Model

/// A length in story points that a card kind may choose per shape: a story card has room that
/// a square one lacks. The renderer scales it by the shape's type scale like any other size.
public struct FormatLength: Sendable, Equatable, Encodable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var story: Double
    public var square: Double

    public init(story: Double, square: Double) {
        self.story = story
        self.square = square
    }

    public init(floatLiteral value: Double) { self.init(story: value, square: value) }
    public init(integerLiteral value: Int) { self.init(story: Double(value), square: Double(value)) }
}

/// One piece of a card's layout, as a card kind states it: what to draw, in story points,
/// top to bottom in the safe area. The deck layer says what a card shows; the renderer alone
/// knows how to set it, and shrinks what does not fit. A block whose text is nil, or whose
/// photos do not decode, draws nothing.
public enum LayoutBlock: Sendable, Equatable, Encodable {
    /// The face's small line over the headline, in the accent, with its gap beneath.
    case kicker(String?)
    case headline(String?, size: Double = 118, lines: Int = 3)
    /// A name in its own script, under the headline.
    case native(String?)
    /// The hero figure in the accent, and its unit beneath.
    case number(String?, unit: String?, size: Double)
    /// A line of body text after a gap: muted, or bold in the accent.
    case detail(String?, accent: Bool = false, lines: Int = 3)
    /// Body text in ink, with no gap before it.
    case note(String?, size: Double, lines: Int)
    /// Display text in the accent that stands in for a picture.
    case bigText(String, size: Double, minimum: Double, lines: Int)
    case gap(Double)
    /// A row of up to `count` photos filling the width.
    case photoRow([String], count: Int, preferred: Double)
    /// One photo, large, in a portrait frame.
    case hero([String], preferred: Double)
    /// The finale's photos, up to nine, in the arrangement for their count.
    case collage([String], preferred: Double)
    /// A place's photo beside its rank, name and counts, in a panel.
    case panel(PlaceFace, caption: String?, preferred: Double)
    /// Vertical bars, a label under each; the highlighted one carries `value` above it.
    case bars([Int], labels: [String], highlight: Int?, value: String?, preferred: Double)
    /// Photos per hour of the day, the best window lit.
    case hours([Int], windowStart: Int, windowHours: Int, axis: [String], preferred: Double)
    /// A ring filled to `percent`, the figure inside.
    case ring(percent: Int, figure: String, preferred: Double)
    /// Every day of the range from `start`, in `columns` columns of months.
    case year([Int], start: CivilDate, months: [String], weekdays: [String], preferred: FormatLength, columns: Int)
    case chips([String], preferred: FormatLength)
    /// One dot a day.
    case dots(Int, preferred: Double)
    case map(CardPayload.Map, labels: [String], maxHeight: FormatLength)
    /// Each measure's figure against the period before's.
    case pairs(names: [String], figures: [String], values: [ComparedValue], previousName: String)
    /// A camera's name in a viewfinder's frame.
    case viewfinder(String, preferred: FormatLength)
    case list([String])
    /// Two labels over a bar split at `share`.
    case split([String], share: Double)
}

/// A figure of this period and of the one before, as the pairs block compares them.
public struct ComparedValue: Sendable, Equatable, Encodable {
    public var current: Int
    public var previous: Int
}
