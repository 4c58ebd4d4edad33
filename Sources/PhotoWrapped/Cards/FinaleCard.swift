/// The deck's last card: the range's photos in a collage.
enum FinaleCard: CardKind {
    static let type = CardType.finale
    static let name = "Finale"
    static let rule = CardRule(slot: .last, decks: .both, weight: 1, look: .photos)
    static let pictures = PictureMotion.rise

    static func facts(_ payload: CardPayload) -> CardPayload.Finale? {
        if case let .finale(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.Finale, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 104, lines: 2), .collage(p.photos, preferred: 888),
         .detail(face.detail, accent: true)]
    }
}
