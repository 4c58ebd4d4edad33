import Insights

/// A place as a card shows it.
public struct PlaceFace: Sendable, Equatable, Codable {
    public var rank: Int
    public var label: String
    /// The name in the place's own script, set beneath the label.
    public var nativeLabel: String?
    public var photoCount: Int
    public var distinctDays: Int
    public var isHome: Bool
    /// Photos that stand for it: paths relative to the library.
    public var photos: [String]
}

/// What a card's layout draws, beside its title and body: its kind's id and facts, the facts
/// defined in the kind's file under Cards/ and read typed through the kind
/// (`CardKind.facts(_:)`). Photos are paths relative to the library; dates are `YYYY-MM-DD` in
/// deck.json, and typed (`ISODate`) in the kinds that have moved to it.
public struct CardPayload: Sendable, Equatable {
    public let type: CardType
    package let facts: any CardFacts

    /// Made through the kind (`CardKind.payload(_:)`), which pairs its facts with its id.
    init(type: CardType, facts: any CardFacts) {
        self.type = type
        self.facts = facts
    }

    /// Every photo the card shows, in order.
    public var photos: [String] { facts.photoPaths }

    public static func == (a: CardPayload, b: CardPayload) -> Bool {
        a.type == b.type && a.facts.isEqual(b.facts)
    }
}

/// One card: its words and the data its layout draws.
public struct Card: Sendable, Equatable, Codable {
    public var type: CardType { payload.type }
    public var title: String
    public var body: String
    /// Everything the card says, for a screen reader.
    public var altText: String
    /// The words its poster sets.
    public var face: CardFace
    public var payload: CardPayload

    private enum Keys: String, CodingKey { case type, title, body, altText, face, payload }

    public init(title: String, body: String, altText: String, face: CardFace, payload: CardPayload) {
        self.title = title
        self.body = body
        self.altText = altText
        self.face = face
        self.payload = payload
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(type, forKey: .type)
        try c.encode(title, forKey: .title)
        try c.encode(body, forKey: .body)
        try c.encode(altText, forKey: .altText)
        try c.encode(face, forKey: .face)
        try c.encode(payload.facts, forKey: .payload)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        title = try c.decode(String.self, forKey: .title)
        body = try c.decode(String.self, forKey: .body)
        altText = try c.decode(String.self, forKey: .altText)
        face = try c.decode(CardFace.self, forKey: .face)
        let type = try c.decode(CardType.self, forKey: .type)
        guard let kind = CardKinds.kind(id: type) else {
            // Worded as the id's decoding worded it when the kinds were an enum.
            let unknown = "Cannot initialize CardType from invalid String value \(type)"
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: unknown)
        }
        payload = try kind.payload(decoding: c, forKey: .payload)
    }
}
