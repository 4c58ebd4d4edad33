/// The two shapes a card is drawn in.
public enum CardFormat: String, Sendable, CaseIterable {
    /// 1080×1920, for stories.
    case story
    /// 1080×1080, for feeds.
    case square

    public var width: Int { 1080 }
    public var height: Int { self == .story ? 1920 : 1080 }

    /// Phone apps cover the top and bottom of a story with their own buttons: key text stays
    /// out of these bands.
    public static let storyTopBand = 250.0
    public static let storyBottomBand = 270.0
    public static let sideMargin = 96.0
    public static let squareMargin = 84.0

    /// Where key text and pictures may go.
    public var safeArea: Rect {
        switch self {
        case .story:
            Rect(x: Self.sideMargin, y: Self.storyTopBand, width: Double(width) - 2 * Self.sideMargin,
                 height: Double(height) - Self.storyTopBand - Self.storyBottomBand)
        case .square:
            Rect(x: Self.squareMargin, y: Self.squareMargin + 40, width: Double(width) - 2 * Self.squareMargin,
                 height: Double(height) - 2 * Self.squareMargin - 100)
        }
    }

    /// Type scales with the card: square cards have less room.
    public var typeScale: Double { self == .story ? 1 : 0.78 }
}

/// A rectangle in card pixels.
public struct Rect: Sendable, Equatable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// True when `other` lies wholly inside, allowing half a pixel for rounding.
    public func contains(_ other: Rect) -> Bool {
        other.x >= x - 0.5 && other.y >= y - 0.5 && other.maxX <= maxX + 0.5 && other.maxY <= maxY + 0.5
    }

    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX - 0.5 && other.x < maxX - 0.5 && y < other.maxY - 0.5 && other.y < maxY - 0.5
    }

    public func inset(by d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }

    public var description: String { "(\(Int(x)), \(Int(y)), \(Int(width))×\(Int(height)))" }
}
