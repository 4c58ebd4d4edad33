import Model
import Insights
import Places

/// The longest run of days away from home.
enum BiggestTripCard: CardKind {
    package static let type = CardType.biggestTrip
    package static let name = "Biggest trip"
    static let rule = CardRule(decks: .places, weight: 0.8, look: .headline)
    /// After the ranking: a trip is a story of its own.
    static let claimTurn: Int? = 2
    package static let pictures = PictureMotion.rise
    package static let subject = CardSubject.places
    package static let colours = CardColours(poster: .init(stops: [0x03234F, 0x0A3F78, 0x0E3066], accent: 0xFFB4A2),
                                             pastel: .init(stops: [0xE5F2FF, 0xE8F7FA, 0xF2EEFF], accent: 0x1A5794))

    static func strength(_ p: CardPayload.Trip, _: Insights) -> Double {
        CardRule.scale(Double(p.days), full: Double(DeckRules.tripFullDays))
    }

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.Trip, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.Trip, in copy: Words) -> CardFace { copy.face(facts) }

    /// The areas it went through, in the accent, under the name.
    package static func layout(_ p: CardPayload.Trip, face: CardFace) -> [LayoutBlock] {
        [.kicker(face.kicker), .headline(face.headline, size: 112, lines: 3), .native(p.nativeLabel),
         .detail(face.labels.first, accent: true, lines: 4), .detail(face.detail), .photoRow(p.photos, count: 3, preferred: 480)]
    }
}

private extension DeckFacts {
    func payload(_: BiggestTripCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        guard let trip = insights.trip, trip.run.days >= DeckRules.tripMinDays else { return nil }
        let fallback = insights.place(id: trip.placeID).map(face)
        guard let label = tripName?.text ?? fallback?.label else { return nil }
        let shown = tripName?.shown(limit: DeckRules.tripAreasShown, allowed: mentions.allows) ?? (stops: [], placeIDs: [], more: 0)
        mentions.record(shown.placeIDs)
        return .biggestTrip(.init(label: label, nativeLabel: tripName.map(\.native) ?? fallback?.nativeLabel,
                                  areas: shown.stops, moreAreas: shown.more,
                                  start: trip.run.start,
                                  end: trip.run.end, days: trip.run.days, photoCount: trip.photoCount,
                                  distanceKm: Int((trip.distanceMeters / 1000).rounded()),
                                  photos: photos(in: pool(insights.positions(of: trip.photoIDs)), count: DeckRules.placePhotos,
                                                 mentions: &mentions),
                                  countries: tripName?.countries))
    }
}

private extension Words {
    func words(_ p: CardPayload.Trip) -> CardWords {
        let (from, to) = (dayMonth(p.start), dayMonth(p.end))
        let areas = tripAreas(p).map { pick(" Through \($0).", " Por \($0).") } ?? ""
        return (pick("Your biggest trip", "Tu gran viaje"),
                pick("\(tripHeadline(p)), \(number(p.distanceKm)) km from home.", "\(tripHeadline(p)), a \(number(p.distanceKm)) km de casa."),
                pick("From \(from) to \(to): \(photos(p.photoCount)).",
                     "Del \(from) al \(to): \(photos(p.photoCount)).") + areas)
    }

    func face(_ p: CardPayload.Trip) -> CardFace {
        return CardFace(kicker: pick("Your biggest trip", "Tu gran viaje"), headline: tripHeadline(p),
                        detail: dotted([pick("\(number(p.distanceKm)) km from home", "a \(number(p.distanceKm)) km de casa"), photos(p.photoCount)]),
                        labels: tripAreas(p).map { [$0] } ?? [])
    }
}

extension CardPayload {
    package static func biggestTrip(_ facts: Trip) -> CardPayload { BiggestTripCard.payload(facts) }

    public struct Trip: Sendable, Equatable, Codable {
        /// Where the trip went: its city, its country, or its countries.
        public var label: String
        public var nativeLabel: String?
        /// The areas or cities it went through, in order…
        public var areas: [String]
        /// … and how many more: shown as "+N more".
        public var moreAreas: Int
        @ISODate public var start: CivilDate
        @ISODate public var end: CivilDate
        public var days: Int
        public var photoCount: Int
        public var distanceKm: Int
        public var photos: [String]
        /// ISO codes of the countries `label` names, most photos first, when it names one or
        /// two countries (not a city, not "3 countries"): the headline says them with their article.
        public var countries: [String]? = nil
    }
}

extension CardType {
    public static let biggestTrip = CardType("biggest-trip")
}

extension CardPayload.Trip: CardFacts {
    package var photoPaths: [String] { photos }

    package var withoutPhotos: Self {
        var facts = self
        facts.photos = []
        return facts
    }
}
