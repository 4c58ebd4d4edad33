/// A card fact's date, kept typed while deck.json writes it as it always has: `YYYY-MM-DD`.
@propertyWrapper
public struct ISODate: Sendable, Hashable, Codable {
    public var wrappedValue: CivilDate

    public init(wrappedValue: CivilDate) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CivilDate(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a YYYY-MM-DD date")
        }
        wrappedValue = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue.description)
    }
}
