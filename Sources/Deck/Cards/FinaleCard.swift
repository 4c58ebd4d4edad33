/// The deck's last card: the range's photos in a collage.
enum FinaleCard: CardKind {
    package static let type = CardType.finale
    package static let name = "Finale"
    static let rule = CardRule(slot: .last, decks: .both, weight: 1, look: .photos)
    package static let pictures = PictureMotion.rise
    package static let subject = CardSubject.range

    static func facts(_ payload: CardPayload) -> CardPayload.Finale? {
        if case let .finale(p) = payload { p } else { nil }
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.Finale, in copy: Copy) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.Finale, in copy: Copy) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.Finale, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 104, lines: 2), .collage(p.photos, preferred: 888),
         .detail(face.detail, accent: true)]
    }
}

private extension DeckFacts {
    func payload(_: FinaleCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard insights.finale.count >= DeckRules.finaleMinPhotos else { return nil }
        return .finale(.init(photos: paths(insights.finale), photoCount: insights.total, placeCount: places.ranked.count))
    }
}

private extension Copy {
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
    public struct Finale: Sendable, Equatable, Codable {
        public var photos: [String]
        public var photoCount: Int
        public var placeCount: Int
    }
}
