import Places

/// The deck's last card: the range's photos in a collage.
enum FinaleCard: CardKind {
    package static let type = CardType.finale
    package static let name = "Finale"
    static let rule = CardRule(slot: .last, decks: .both, weight: 1, look: .photos)
    package static let pictures = PictureMotion.rise
    package static let subject = CardSubject.range
    package static let colours = CardColours(poster: .init(stops: [0x07060F, 0x1D0B36, 0x3A0B3F], accent: 0xFFD54A),
                                             pastel: .init(stops: [0xFFF4EA, 0xFBE9F1, 0xEFEAFB], accent: 0x8C2A63))

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.Finale, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.Finale, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.Finale, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 104, lines: 2), .collage(p.photos, preferred: 888),
         .detail(face.detail, accent: true)]
    }
}

private extension DeckFacts {
    func payload(_: FinaleCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        let photos = photos(in: rangePool, count: PlaceRules.representativeCount, mentions: &mentions)
        guard photos.count >= DeckRules.finaleMinPhotos else { return nil }
        return .finale(.init(photos: photos, photoCount: insights.total, placeCount: places.ranked.count))
    }
}

private extension Words {
    func words(_ p: CardPayload.Finale) -> CardWords {
        return (yourRange(in: ("moments", "momentos")),
                pick("\(photosAndPlaces(p.photoCount, p.placeCount, separator: ", ")). Here's to the next one.",
                     "\(photosAndPlaces(p.photoCount, p.placeCount, separator: ", ")). Por el siguiente."),
                pick("A collage of \(number(p.photos.count)) of your photos, spread across \(acrossRange).",
                     "Un collage de \(number(p.photos.count)) de tus fotos, repartidas por \(acrossRange)."))
    }

    func face(_ p: CardPayload.Finale) -> CardFace {
        return CardFace(kicker: thatWasYourRange, headline: yourRange(in: ("moments", "momentos")),
                        detail: photosAndPlaces(p.photoCount, p.placeCount, separator: CardFace.listSeparator))
    }
}

extension CardPayload {
    package static func finale(_ facts: Finale) -> CardPayload { FinaleCard.payload(facts) }

    public struct Finale: Sendable, Equatable, Codable {
        public var photos: [String]
        public var photoCount: Int
        public var placeCount: Int
    }
}

extension CardType {
    public static let finale = CardType("finale")
}

extension CardPayload.Finale: CardFacts {
    package var photoPaths: [String] { photos }

    package var withoutPhotos: Self {
        var facts = self
        facts.photos = []
        return facts
    }
}
