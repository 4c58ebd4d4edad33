import Insights

/// The devices the range was shot on.
enum CameraCard: CardKind {
    package static let type = CardType.camera
    package static let name = "Camera"
    // An extra beside the range's story, weighed as the others are: on a tie the story order
    // puts it after them.
    static let rule = CardRule(decks: .both, weight: 0.6, look: .headline)
    package static let pictures = PictureMotion.wipeRight
    package static let subject = CardSubject.range
    package static let colours = CardColours(poster: .init(stops: [0x121212, 0x2A2420, 0x3B2A18], accent: 0xFFB25C),
                                             pastel: .init(stops: [0xF6F0E8, 0xF1ECE4, 0xFBEFE0], accent: 0x8A4A10))

    static func strength(_ p: CardPayload.Camera, _: Insights) -> Double {
        guard let top = p.devices.first else { return 0 }
        return CardRule.scale(CardRule.share(top.photos, of: p.photos), full: DeckRules.cameraFullShare)
    }

    package static func payload(from deck: DeckFacts, mentions _: inout PlaceMentions) -> CardPayload? {
        CameraFacts.payload(CameraTally(deck.insights.selection.photos)).map(CardPayload.camera)
    }

    package static func words(_ facts: CardPayload.Camera, in copy: Words) -> CardWords { copy.cameraWords(facts) }

    package static func face(_ facts: CardPayload.Camera, in copy: Words) -> CardFace { copy.cameraFace(facts) }

    /// The top device in a viewfinder, the others listed, and the phone's share split off.
    package static func layout(_ p: CardPayload.Camera, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .gap(24), .viewfinder(face.headline ?? "", preferred: FormatLength(story: 520, square: 340)),
         .detail(face.detail, accent: true)]
            + (face.labels.isEmpty ? [] : [.gap(48), .list(face.labels)])
            + (face.captions.isEmpty ? [] : [.gap(64), .split(face.captions, share: Double(p.phonePhotos) / Double(max(p.known, 1)))])
    }
}

extension CardPayload {
    package static func camera(_ facts: Camera) -> CardPayload { CameraCard.payload(facts) }

    /// The devices the range was shot on (`CameraName`).
    public struct Camera: Sendable, Equatable, Codable {
        public struct Device: Sendable, Equatable, Codable {
            public var name: String
            public var photos: Int
            public var isPhone: Bool
        }

        /// The most used first; at most `DeckRules.cameraDevicesShown`.
        public var devices: [Device]
        /// Counted photos, and those of them that carry a make and a model…
        public var photos: Int
        public var known: Int
        /// … and those of `known` taken on a phone.
        public var phonePhotos: Int
    }
}

extension CardType {
    public static let camera = CardType("camera")
}

extension CardPayload.Camera: CardFacts {}
