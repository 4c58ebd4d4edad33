import Deck


/// The look of a deck. Each card type has its own colours within a skin (`CardType.colours`),
/// so that a deck has rhythm as it is swiped through. Every text colour meets WCAG contrast
/// 4.5:1 against every stop of its background (a test computes it).
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
        case .poster: posterPalette(type.colours.poster)
        case .pastel: pastelPalette(type.colours.pastel)
        }
    }

    private func posterPalette(_ tint: CardColours.Tint) -> CardPalette {
        CardPalette(background: tint.stops.map { Colour($0) }, glow: Colour(tint.accent, alpha: 0.16), ink: .white, muted: Colour(0xE4E0F0),
                    accent: Colour(tint.accent), track: Colour.white.with(alpha: 0.22),
                    tile: PhotoTile.Finish(radius: 28, shadow: true, frame: nil))
    }

    private func pastelPalette(_ tint: CardColours.Tint) -> CardPalette {
        CardPalette(background: tint.stops.map { Colour($0) }, glow: Colour(tint.accent, alpha: 0.10), ink: Colour(0x2A2238),
                    muted: Colour(0x55496A), accent: Colour(tint.accent), track: Colour(0x2A2238, alpha: 0.12),
                    tile: PhotoTile.Finish(radius: 36, shadow: false, frame: .white, frameWidth: 10))
    }
}
