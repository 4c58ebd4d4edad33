/// A card kind's id, as deck.json names it ("peak-day"). Each kind declares its id in its own
/// file under Cards/, and `CardKinds.all` lists the kinds, so a new kind adds no case here.
public struct CardType: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Any id: deck.json is read by id, and an id no kind has is refused when its card is read
    /// (`Card.init(from:)`), not here.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    init(_ id: String) {
        rawValue = id
    }

    public var description: String { rawValue }

    /// Cards about places, left out when too few photos have a location.
    public var isAboutPlaces: Bool {
        CardKinds.kind(self).subject == .places
    }

    /// Cards about when photos were taken, which a deck with too few locations is about.
    public var isAboutTime: Bool {
        CardKinds.kind(self).subject == .time
    }
}
