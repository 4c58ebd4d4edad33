/// The devices the range was shot on.
enum CameraCard: CardKind {
    static let type = CardType.camera
    static let name = "Camera"
    // An extra beside the range's story, weighed as the others are: on a tie the story order
    // puts it after them.
    static let rule = CardRule(decks: .both, weight: 0.6, look: .headline)
    static let pictures = PictureMotion.wipeRight

    static func strength(_ p: CardPayload.Camera, _: Insights) -> Double {
        guard let top = p.devices.first else { return 0 }
        return CardRule.scale(CardRule.share(top.photos, of: p.photos), full: DeckRules.cameraFullShare)
    }

    static func facts(_ payload: CardPayload) -> CardPayload.Camera? {
        if case let .camera(p) = payload { p } else { nil }
    }

    /// The top device in a viewfinder, the others listed, and the phone's share split off.
    static func layout(_ p: CardPayload.Camera, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .gap(24), .viewfinder(face.headline ?? "", preferred: FormatLength(story: 520, square: 340)),
         .detail(face.detail, accent: true)]
            + (face.labels.isEmpty ? [] : [.gap(48), .list(face.labels)])
            + (face.captions.isEmpty ? [] : [.gap(64), .split(face.captions, share: Double(p.phonePhotos) / Double(max(p.known, 1)))])
    }
}
