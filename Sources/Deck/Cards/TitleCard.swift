import Model

/// The deck's first card: the range, its photo count and a photo of the year.
enum TitleCard: CardKind {
    package static let type = CardType.title
    package static let name = "Title"
    static let rule = CardRule(slot: .first, decks: .both, weight: 1, look: .headline)
    package static let pictures = PictureMotion.rise
    package static let subject = CardSubject.range
    package static let colours = CardColours(poster: .init(stops: [0x1B0942, 0x4A148C, 0x8E1B5E], accent: 0xFFD54A),
                                             pastel: .init(stops: [0xFFF1E6, 0xFFE1EC, 0xF1E4FF], accent: 0xA3245B))

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.Title, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.Title, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.Title, face: CardFace) -> [LayoutBlock] {
        // The date line under the headline: its dates carry no-break spaces, so a line breaks
        // only between them; with one, the photo count beneath steps back.
        let dated = face.labels.first
        return [.hero(p.photos, preferred: 720), .headline(face.headline, size: 132, lines: 2), .detail(dated, accent: true),
                .detail(face.detail, accent: dated == nil)]
    }
}

private extension DeckFacts {
    func payload(_: TitleCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        let range = insights.range
        return .title(.init(rangeLabel: copy.titleDateLine(range) ?? String(range.start.year), start: range.start, end: range.end,
                            photoCount: insights.total, photos: hero(mentions: &mentions)))
    }
}

private extension Words {
    func words(_ p: CardPayload.Title) -> CardWords {
        let (from, to) = (fullDate(p.start), fullDate(p.end))
        return (titled(p).titleHeadline,
                pick("\(photos(p.photoCount)). Let's look back.", "\(photos(p.photoCount)). Echemos la vista atrás."),
                pick("From \(from) to \(to).", "Del \(from) al \(to)."))
    }

    func face(_ p: CardPayload.Title) -> CardFace {
        let copy = titled(p)
        return CardFace(headline: copy.titleHeadline,
                        detail: pick("\(photos(p.photoCount)). Let's look back.", "\(photos(p.photoCount)). Echemos la vista atrás."),
                        labels: copy.rangeDates.flatMap(copy.titleDateLine).map { [$0] } ?? [])
    }
}

extension CardPayload {
    package static func title(_ facts: Title) -> CardPayload { TitleCard.payload(facts) }

    public struct Title: Sendable, Equatable, Codable {
        /// The range as the title's date line says it ("1 January – 22 November 2026", its
        /// dates unbroken by no-break spaces), or the year alone for a calendar year.
        public var rangeLabel: String
        @ISODate public var start: CivilDate
        @ISODate public var end: CivilDate
        public var photoCount: Int
        public var photos: [String]
    }
}

extension CardType {
    public static let title = CardType("title")
}

extension CardPayload.Title: CardFacts {
    package var photoPaths: [String] { photos }

    package var withoutPhotos: Self {
        var facts = self
        facts.photos = []
        return facts
    }
}
