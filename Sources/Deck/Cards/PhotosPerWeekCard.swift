import Insights

/// The range's photos a week: a time deck's card.
enum PhotosPerWeekCard: CardKind {
    package static let type = CardType.photosPerWeek
    package static let name = "Photos per week"
    static let rule = CardRule(decks: .time, weight: 0.8, look: .number)
    package static let pictures = PictureMotion.rise
    package static let subject = CardSubject.time
    package static let colours = CardColours(poster: .init(stops: [0x073B2A, 0x094C30, 0x1E4B12], accent: 0xD4FF5C),
                                             pastel: .init(stops: [0xEDF8E4, 0xF4F8DC, 0xE4F5EC], accent: 0x3F6B10))

    static func strength(_ p: CardPayload.PhotosPerWeek, _: Insights) -> Double {
        CardRule.scale(p.perWeek, full: DeckRules.photosPerWeekFull)
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.PhotosPerWeek, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.PhotosPerWeek, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_: CardPayload.PhotosPerWeek, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 124), .number(face.number, unit: face.unit, size: 340), .detail(face.detail)]
    }
}

private extension DeckFacts {
    func payload(_: PhotosPerWeekCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        let range = insights.range
        let weeks = TimeStats.weeksPassed(range, today: options.today)
        let perWeek = time.photosPerWeek(range, today: options.today)
        guard weeks * 7 >= Double(DeckRules.photosPerWeekMinRangeDays), time.total >= DeckRules.photosPerWeekMinPhotos,
              perWeek >= DeckRules.photosPerWeekMinRate
        else { return nil }
        return .photosPerWeek(.init(perWeek: perWeek, weeks: Int(weeks.rounded()), total: time.total))
    }
}

private extension Words {
    func words(_ p: CardPayload.PhotosPerWeek) -> CardWords {
        let weeks = counted(p.weeks, ("week", "weeks"), ("semana", "semanas"))
        return (weeklyRate(p.perWeek), pick("\(photos(p.total)) over \(weeks).", "\(photos(p.total)) en \(weeks)."),
                pick("A steady eye.", "Una mirada constante."))
    }

    func face(_ p: CardPayload.PhotosPerWeek) -> CardFace {
        let n = Int(p.perWeek.rounded())
        return CardFace(kicker: pick("Week after week", "Semana tras semana"), number: number(n),
                        unit: unit(n, ("photo a week", "photos a week"), ("foto por semana", "fotos por semana")), detail: words(p).body)
    }
}

extension CardPayload {
    package static func photosPerWeek(_ facts: PhotosPerWeek) -> CardPayload { PhotosPerWeekCard.payload(facts) }

    public struct PhotosPerWeek: Sendable, Equatable, Codable {
        public var perWeek: Double
        public var weeks: Int
        public var total: Int
    }
}

extension CardType {
    public static let photosPerWeek = CardType("photos-per-week")
}

extension CardPayload.PhotosPerWeek: CardFacts {}
