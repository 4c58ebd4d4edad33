import Model
import Insights

/// A place the range went to for the first time.
enum NewPlaceCard: CardKind {
    package static let type = CardType.newPlace
    package static let name = "A first"
    static let rule = CardRule(decks: .places, weight: 0.7, look: .headline)
    /// Last: the one card with other candidates to fall back on.
    static let claimTurn: Int? = 4
    package static let pictures = PictureMotion.rise
    package static let subject = CardSubject.places
    package static let colours = CardColours(poster: .init(stops: [0x5A0B36, 0x8E1D5C, 0x3D1478], accent: 0x8CF5FF),
                                             pastel: .init(stops: [0xFFE9F1, 0xF6E6FF, 0xE6F0FF], accent: 0xA0246A))

    static func strength(_ p: CardPayload.NewPlace, _: Insights) -> Double {
        CardRule.scale(Double(p.place.photoCount), full: Double(DeckRules.newPlaceFullPhotos))
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.NewPlace, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.NewPlace, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.NewPlace, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 120), .native(p.place.nativeLabel),
         .photoRow(p.place.photos, count: 2, preferred: 420), .detail(face.detail)]
    }
}

private extension DeckFacts {
    func payload(_: NewPlaceCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard case let .found(candidates) = insights.newPlace,
              let new = candidates.first(where: { mentions.allows($0.placeID) }), let place = insights.place(id: new.placeID)
        else { return nil }
        mentions.record([new.placeID])
        return .newPlace(.init(place: face(place, mentions: &mentions), firstVisit: new.firstVisit.date))
    }
}

private extension Words {
    func words(_ p: CardPayload.NewPlace) -> CardWords {
        let date = dayMonth(p.firstVisit)
        return (pick("A first: \(p.place.label)", "Por primera vez: \(p.place.label)"),
                pick("You first photographed it on \(date).", "La fotografiaste por primera vez el \(date)."),
                pick("\(photos(p.place.photoCount)) there \(duringRange).", "\(photos(p.place.photoCount)) allí \(duringRange)."))
    }

    func face(_ p: CardPayload.NewPlace) -> CardFace {
        let date = dayMonth(p.firstVisit)
        return CardFace(kicker: pick("A first", "Por primera vez"), headline: p.place.label,
                        detail: pick("First photographed on \(date)", "Fotografiado por primera vez el \(date)"))
    }
}

extension CardPayload {
    package static func newPlace(_ facts: NewPlace) -> CardPayload { NewPlaceCard.payload(facts) }

    public struct NewPlace: Sendable, Equatable, Codable {
        public var place: PlaceFace
        @ISODate public var firstVisit: CivilDate
    }
}

extension CardType {
    public static let newPlace = CardType("new-place")
}

extension CardPayload.NewPlace: CardFacts {
    package var photoPaths: [String] { place.photos }

    package var withoutPhotos: Self {
        var facts = self
        facts.place.photos = []
        return facts
    }
}
