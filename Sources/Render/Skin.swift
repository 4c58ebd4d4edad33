import Deck


/// The look of a deck. Each card type has its own colours within a skin, so that a deck has
/// rhythm as it is swiped through. Every text colour meets WCAG contrast 4.5:1 against every
/// stop of its background (a test computes it).
public enum Skin: String, Sendable, CaseIterable {
    /// For sharing: deep, saturated gradients under white type, with a bright accent.
    case poster
    /// Warm and friendly: soft light backgrounds under dark type.
    case pastel
}

/// The colours and finishes of one card type in one skin.
struct CardPalette {
    package var background: [Colour]
    /// Soft light behind the content, for depth.
    var glow: Colour
    var ink: Colour
    var muted: Colour
    /// Charts, highlights, the big numbers.
    package var accent: Colour
    /// The quieter bars of a chart.
    var track: Colour
    package var tile: PhotoTile.Finish

    /// Every text colour a card may set on its background.
    var textColours: [Colour] { [ink, muted, accent] }
}

extension Skin {
    func palette(for type: CardType) -> CardPalette {
        switch self {
        case .poster: posterPalette(type)
        case .pastel: pastelPalette(type)
        }
    }

    private func posterPalette(_ type: CardType) -> CardPalette {
        let (stops, accent): ([UInt32], UInt32) = switch type {
        case .title: ([0x1B0942, 0x4A148C, 0x8E1B5E], 0xFFD54A)
        case .coverage: ([0x061A4A, 0x0D3B8C, 0x1A237E], 0x7CF2C8)
        case .topPlace: ([0x3D0A24, 0x6E0E33, 0x761F10], 0xFFC857)
        case .topPlaces: ([0x04302B, 0x094A40, 0x123F63], 0xB4F461)
        case .peakDay: ([0x4A1005, 0x86240A, 0x7A0F3A], 0xFFE066)
        case .peakMonth: ([0x1A1050, 0x3A1C8C, 0x5B1480], 0xC6FF3D)
        case .timeOfDay: ([0x0A0F2E, 0x26155E, 0x5A1A6E], 0xFFB347)
        case .distinctPlaces: ([0x06331F, 0x0B4E36, 0x0A4A5C], 0xFFE45C)
        case .newPlace: ([0x5A0B36, 0x8E1D5C, 0x3D1478], 0x8CF5FF)
        case .biggestTrip: ([0x03234F, 0x0A3F78, 0x0E3066], 0xFFB4A2)
        case .yearInPixels: ([0x0B0F14, 0x13202B, 0x0B1A12], 0x39E07A)
        case .streak: ([0x5C1A00, 0x7A2600, 0x6B0F1A], 0xFFD166)
        case .busiestWeek: ([0x2A0E5C, 0x3B2B9C, 0x113A7A], 0x7DF9FF)
        case .weekday: ([0x5E0A1F, 0x8C1038, 0x4A0E5A], 0xFFD6E7)
        case .photosPerWeek: ([0x073B2A, 0x094C30, 0x1E4B12], 0xD4FF5C)
        case .map: ([0x041C32, 0x06304F, 0x0B2545], 0xFFC94A)
        case .yearOverYear: ([0x10163F, 0x1F2A78, 0x0B2F4A], 0xFF9ECF)
        case .camera: ([0x121212, 0x2A2420, 0x3B2A18], 0xFFB25C)
        case .finale: ([0x07060F, 0x1D0B36, 0x3A0B3F], 0xFFD54A)
        }
        let background = stops.map { Colour($0) }
        return CardPalette(background: background, glow: Colour(accent, alpha: 0.16), ink: .white, muted: Colour(0xE4E0F0),
                           accent: Colour(accent), track: Colour.white.with(alpha: 0.22),
                           tile: PhotoTile.Finish(radius: 28, shadow: true, frame: nil))
    }

    private func pastelPalette(_ type: CardType) -> CardPalette {
        let (stops, accent): ([UInt32], UInt32) = switch type {
        case .title: ([0xFFF1E6, 0xFFE1EC, 0xF1E4FF], 0xA3245B)
        case .coverage: ([0xE8F4FF, 0xE6EEFF, 0xF3EBFF], 0x1F4FA8)
        case .topPlace: ([0xFFEFE5, 0xFFE4D6, 0xFFF3D9], 0xA5341A)
        case .topPlaces: ([0xE9F8EF, 0xE3F4F1, 0xEDF7E2], 0x146B45)
        case .peakDay: ([0xFFF6DA, 0xFFEBD3, 0xFFE3E3], 0xA23A12)
        case .peakMonth: ([0xF0EBFF, 0xE9E6FF, 0xF8E8F6], 0x5B2DB3)
        case .timeOfDay: ([0xFFF0E0, 0xF7E6F5, 0xE8E8FF], 0x7A3596)
        case .distinctPlaces: ([0xEAF7E8, 0xF2F7DF, 0xE2F3F0], 0x2E6B17)
        case .newPlace: ([0xFFE9F1, 0xF6E6FF, 0xE6F0FF], 0xA0246A)
        case .biggestTrip: ([0xE5F2FF, 0xE8F7FA, 0xF2EEFF], 0x1A5794)
        case .yearInPixels: ([0xF6F3EE, 0xEEF4EC, 0xF3F0F8], 0x1B6A3E)
        case .streak: ([0xFFF3D6, 0xFFE9CC, 0xFFF0E0], 0x9C4A00)
        case .busiestWeek: ([0xEEEBFF, 0xE5F0FF, 0xF0E8FF], 0x3A3DB0)
        case .weekday: ([0xFFE8EE, 0xFFEFE3, 0xF9E6FF], 0xA1224A)
        case .photosPerWeek: ([0xEDF8E4, 0xF4F8DC, 0xE4F5EC], 0x3F6B10)
        case .map: ([0xE6F1F8, 0xEAF4F2, 0xF1EEF8], 0x963220)
        case .yearOverYear: ([0xE8EEFF, 0xF3E8FF, 0xFFE8F3], 0x2C3A9E)
        case .camera: ([0xF6F0E8, 0xF1ECE4, 0xFBEFE0], 0x8A4A10)
        case .finale: ([0xFFF4EA, 0xFBE9F1, 0xEFEAFB], 0x8C2A63)
        }
        return CardPalette(background: stops.map { Colour($0) }, glow: Colour(accent, alpha: 0.10), ink: Colour(0x2A2238),
                           muted: Colour(0x55496A), accent: Colour(accent), track: Colour(0x2A2238, alpha: 0.12),
                           tile: PhotoTile.Finish(radius: 36, shadow: false, frame: .white, frameWidth: 10))
    }
}
