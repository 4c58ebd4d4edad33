import Foundation

/// Paints the stand-in "photos" of the fixture library: a sky that follows the hour, and a
/// scene for the kind of place. They only have to look like photos from across a room,
/// because the deck's collage shows them.
enum Scenery {
    enum Style: String, Codable {
        case home, office, park, city, water, temple, market
    }

    struct Colour {
        var r, g, b: Double

        func mixed(with other: Colour, _ t: Double) -> Colour {
            Colour(r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t)
        }

        func scaled(_ k: Double) -> Colour { Colour(r: r * k, g: g * k, b: b * k) }
    }

    static func paint(width: Int, height: Int, style: Style, hour: Int, random: inout SeededRandom) -> RGBImage {
        var image = RGBImage(width: width, height: height)
        let (zenith, horizon) = sky(hour: hour)
        let night = hour < 6 || hour >= 21
        let horizonY = Double(height) * random.double(0.55 ... 0.7)
        let sun = (x: Double(width) * random.double(0.15 ... 0.85), y: horizonY * random.double(0.25 ... 0.7),
                   r: Double(min(width, height)) * random.double(0.05 ... 0.09))
        let sunColour = night ? Colour(r: 235, g: 235, b: 220) : Colour(r: 255, g: 236, b: 170)
        let ground = groundColour(style, random: &random)
        let skyline = (0 ..< 9).map { _ in (x: random.double(0 ... 1), w: random.double(0.05 ... 0.16), h: random.double(0.1 ... 0.45)) }
        let hills = (random.double(2 ... 5), random.double(0 ... 6.28), random.double(0.03 ... 0.08))
        let accent = accentColour(style)

        for y in 0 ..< height {
            for x in 0 ..< width {
                let fx = Double(x), fy = Double(y)
                var c: Colour
                if fy < horizonY {
                    c = zenith.mixed(with: horizon, fy / horizonY)
                    let d = hypot(fx - sun.x, fy - sun.y)
                    if d < sun.r { c = sunColour } else if d < sun.r * 3 { c = c.mixed(with: sunColour, 0.25 * (1 - (d - sun.r) / (sun.r * 2))) }
                } else {
                    let depth = (fy - horizonY) / (Double(height) - horizonY)
                    c = ground.mixed(with: ground.scaled(0.55), depth)
                }
                c = feature(style, c, x: fx / Double(width), y: fy / Double(height), horizon: horizonY / Double(height),
                            skyline: skyline, hills: hills, accent: accent, night: night)
                let i = (y * width + x) * 3
                image.pixels[i] = UInt8(clamping: Int(c.r))
                image.pixels[i + 1] = UInt8(clamping: Int(c.g))
                image.pixels[i + 2] = UInt8(clamping: Int(c.b))
            }
        }
        return image
    }

    private static func sky(hour: Int) -> (Colour, Colour) {
        switch hour {
        case 0 ..< 6, 21 ..< 24: (Colour(r: 12, g: 16, b: 46), Colour(r: 48, g: 42, b: 96))
        case 6 ..< 9: (Colour(r: 120, g: 170, b: 225), Colour(r: 250, g: 196, b: 160))
        case 9 ..< 17: (Colour(r: 52, g: 120, b: 215), Colour(r: 176, g: 214, b: 245))
        case 17 ..< 20: (Colour(r: 96, g: 84, b: 170), Colour(r: 252, g: 150, b: 92))
        default: (Colour(r: 40, g: 36, b: 96), Colour(r: 200, g: 110, b: 130))
        }
    }

    private static func groundColour(_ style: Style, random: inout SeededRandom) -> Colour {
        let base: Colour = switch style {
        case .park, .temple: Colour(r: 70, g: 140, b: 70)
        case .water: Colour(r: 40, g: 90, b: 150)
        case .city, .office, .market: Colour(r: 120, g: 116, b: 112)
        case .home: Colour(r: 170, g: 130, b: 96)
        }
        return base.scaled(random.double(0.85 ... 1.1))
    }

    private static func accentColour(_ style: Style) -> Colour {
        switch style {
        case .temple: Colour(r: 214, g: 52, b: 40)
        case .market: Colour(r: 240, g: 180, b: 40)
        case .home: Colour(r: 255, g: 210, b: 140)
        case .office: Colour(r: 150, g: 200, b: 230)
        default: Colour(r: 250, g: 230, b: 120)
        }
    }

    private static func feature(_ style: Style, _ c: Colour, x: Double, y: Double, horizon: Double,
                                skyline: [(x: Double, w: Double, h: Double)], hills: (Double, Double, Double),
                                accent: Colour, night: Bool) -> Colour {
        switch style {
        case .park:
            let hill = horizon - hills.2 * (1 + sin(x * hills.0 * 6.28 + hills.1))
            return y > hill && y < horizon + 0.02 ? Colour(r: 50, g: 110, b: 60) : c
        case .water:
            let ripple = sin(y * 180 + x * 12)
            return y > horizon && ripple > 0.7 ? c.mixed(with: Colour(r: 230, g: 240, b: 255), 0.35) : c
        case .city, .office, .market:
            for b in skyline where abs(x - b.x) < b.w / 2 && y > horizon - b.h && y < horizon {
                let window = (Int(x * 120) % 3 == 0) && (Int(y * 160) % 4 == 0)
                let wall = Colour(r: 60, g: 62, b: 78)
                return window ? (night ? accent : wall.mixed(with: accent, 0.4)) : wall
            }
            if style == .market, y > horizon, Int(x * 14) % 2 == 0, y < horizon + 0.08 { return accent }
            return c
        case .temple:
            let post = abs(x - 0.35) < 0.025 || abs(x - 0.65) < 0.025
            let beam = abs(y - (horizon - 0.3)) < 0.025 && abs(x - 0.5) < 0.22
            return (post && y > horizon - 0.3 && y < horizon + 0.05) || beam ? accent : c
        case .home:
            let frame = abs(x - 0.3) < 0.16 && abs(y - 0.38) < 0.2
            let lamp = hypot(x - 0.75, y - 0.45) < 0.06
            if lamp { return accent }
            return frame ? c : Colour(r: 196, g: 170, b: 140).mixed(with: accent, y * 0.2).scaled(night ? 0.7 : 1)
        }
    }
}
