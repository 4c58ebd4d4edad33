/// The deck's first card: the range, its photo count and a photo of the year.
enum TitleCard: CardKind {
    static let type = CardType.title
    static let name = "Title"
    static let rule = CardRule(slot: .first, decks: .both, weight: 1, look: .headline)
    static let pictures = PictureMotion.rise

    static func facts(_ payload: CardPayload) -> CardPayload.Title? {
        if case let .title(p) = payload { p } else { nil }
    }

    static func layout(_ p: CardPayload.Title, face: CardFace) -> [LayoutBlock] {
        // The date line under the headline: its dates carry no-break spaces, so a line breaks
        // only between them; with one, the photo count beneath steps back.
        let dated = face.labels.first
        return [.hero(p.photos, preferred: 720), .headline(face.headline, size: 132, lines: 2), .detail(dated, accent: true),
                .detail(face.detail, accent: dated == nil)]
    }
}
