/// A card kind's colours in each of the renderer's skins: the three stops of its background
/// gradient, top to bottom, and its accent, as 0xRRGGBB. Each kind has its own, so that a deck
/// has rhythm as it is swiped through.
public struct CardColours: Sendable {
    public struct Tint: Sendable {
        public let stops: [UInt32]
        /// Charts, highlights, the big numbers.
        public let accent: UInt32
    }

    /// Deep, saturated gradients under white type.
    public let poster: Tint
    /// Soft light gradients under dark type.
    public let pastel: Tint
}
