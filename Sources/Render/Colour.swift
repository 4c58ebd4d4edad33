import Foundation

/// An sRGB colour, 0…1 per channel.
public struct Colour: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From `0xRRGGBB`.
    public init(_ hex: UInt32, alpha: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func with(alpha: Double) -> Colour {
        Colour(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func mixed(with other: Colour, _ t: Double) -> Colour {
        Colour(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
               blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// WCAG 2 relative luminance.
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio, 1…21.
    public static func contrast(_ a: Colour, _ b: Colour) -> Double {
        let (l1, l2) = (max(a.luminance, b.luminance), min(a.luminance, b.luminance))
        return (l1 + 0.05) / (l2 + 0.05)
    }

    public static let white = Colour(0xFFFFFF)
    public static let black = Colour(0x000000)
}
