/// What a card of one kind says, as its layout draws it and deck.json holds it under `payload`:
/// each kind's facts are a struct nested in `CardPayload`, in the kind's own file.
package protocol CardFacts: Sendable, Equatable, Codable {
    /// Every photo the card shows, in order: paths relative to the library. Named apart from
    /// `photos`, which several kinds' facts use for a count.
    var photoPaths: [String] { get }
    /// The same facts with no photo listed, for a deck shared without its photos.
    var withoutPhotos: Self { get }
}

extension CardFacts {
    package var photoPaths: [String] { [] }

    package var withoutPhotos: Self { self }

    /// Whether `other` holds the same facts: payloads compare their facts through this, as
    /// they hold them as `any CardFacts`.
    func isEqual(_ other: any CardFacts) -> Bool {
        (other as? Self) == self
    }
}
