import Model
import Places
import Insights

/// How many cards of a deck feature each place, as the deck is resolved: a card that would
/// feature a place already on `maxCardsPerPlace` cards yields.
struct PlaceMentions {
    private var counts: [String: Int] = [:]

    func allows(_ id: String) -> Bool { counts[id, default: 0] < DeckRules.maxCardsPerPlace }

    package mutating func record(_ ids: some Sequence<String>) {
        for id in Set(ids) { counts[id, default: 0] += 1 }
    }
}

/// The payload of each card kind (`CardKind.payload(from:mentions:)`), when the insights
/// support it; nil when the fact is weak or unknown.
struct DeckFacts {
    package let insights: Insights
    package let options: DeckOptions
    package let copy: Words
    /// The trip's name and photos, made once: `alone` and `payloads` both ask for them, and a
    /// long trip's photos are most of the year's.
    let tripName: TripName?
    let tripPhotos: [String]

    init(insights: Insights, options: DeckOptions) {
        self.insights = insights
        self.options = options
        copy = Words(insights: insights, options: options)
        tripName = insights.trip.flatMap { TripName($0, insights: insights, language: options.language) }
        tripPhotos = insights.trip.map { trip in
            guard trip.run.days >= DeckRules.tripMinDays else { return [] }
            return Self.paths(insights.representatives(of: trip.photoIDs, count: DeckRules.placePhotos), insights)
        } ?? []
    }

    package var places: PlacesReport { insights.places }
    package var time: TimeStats { insights.time }

    package func paths(_ ids: some Sequence<Int64>) -> [String] {
        Self.paths(ids, insights)
    }

    private static func paths(_ ids: some Sequence<Int64>, _ insights: Insights) -> [String] {
        ids.compactMap { insights.assetPath($0)?.description }
    }

    /// A place as a card shows it. A listing's last resort ("Second spot in Grzegórzki") tells two
    /// places apart in a table of ids; on a card it reads as a count, so cards leave it out.
    package func face(_ place: Place) -> PlaceFace {
        var place = place
        place.labelForm.number = nil
        return PlaceFace(rank: place.rank ?? 0, label: places.label(of: place, language: options.language, revealHome: options.revealHome),
                         nativeLabel: places.nativeLabel(of: place, revealHome: options.revealHome),
                         photoCount: place.cluster.photoCount, distinctDays: place.cluster.distinctDays, isHome: place.isHome,
                         photos: paths(place.representatives.prefix(DeckRules.placePhotos)))
    }

    /// The card's payload as if it were the deck's only card: nil when the insights do not
    /// support it at all.
    func alone(_ type: CardType) -> CardPayload? {
        var mentions = PlaceMentions()
        return payload(type, mentions: &mentions)
    }

    /// The payloads of these cards, each featuring a place only while it is on fewer than
    /// `maxCardsPerPlace` cards. The kinds that feature places claim them in their turns
    /// (`CardKind.claimTurn`): the ranking first, then the trip (a story of its own), then the
    /// peak day's place label, and last the new place, the one card with other candidates to
    /// fall back on. So the peak day leaves its place unnamed, the new place takes the next
    /// candidate (or is dropped), and the trip leaves that area out of its list; the top places
    /// never yield. A card that claims no place is as `alone` made it, when given there.
    func payloads(_ types: [CardType], alone: [CardType: CardPayload] = [:]) -> [CardType: CardPayload] {
        var mentions = PlaceMentions()
        var payloads: [CardType: CardPayload] = [:]
        let claiming = types.compactMap { type in CardKinds.kind(type).claimTurn.map { (type, $0) } }
        for (type, _) in claiming.sorted(by: { $0.1 < $1.1 }) {
            payloads[type] = payload(type, mentions: &mentions)
        }
        for type in types where CardKinds.kind(type).claimTurn == nil {
            payloads[type] = alone[type] ?? payload(type, mentions: &mentions)
        }
        return payloads
    }

    private func payload(_ type: CardType, mentions: inout PlaceMentions) -> CardPayload? {
        CardKinds.kind(type).payload(from: self, mentions: &mentions)
    }
}

extension Words {
    /// The copy of a deck: its language, and its range's own words, a season named for the
    /// home's hemisphere, or, with no home, for the hemisphere nearly all its places are in
    /// (`RangeKind.seasonHemisphereMinShare`); no season words when neither is known.
    init(insights: Insights, options: DeckOptions) {
        let places = insights.places.ranked
        let south = places.filter { $0.cluster.centroid.latitude < 0 }.reduce(0) { $0 + $1.cluster.photoCount }
        let all = places.reduce(0) { $0 + $1.cluster.photoCount }
        let share = RangeKind.seasonHemisphereMinShare
        let byPlaces: Bool? = all == 0 ? nil : Double(south) >= share * Double(all) ? true
            : Double(all - south) >= share * Double(all) ? false : nil
        let southern = insights.places.home.map { $0.cluster.centroid.latitude < 0 } ?? byPlaces
        let kind = RangeKind(insights.range, today: options.today, southernHome: southern)
        // A year still going on is dated to today: "1 January – 22 November", not "– 31 December".
        let dated = switch (kind, options.today) {
        case let (.yearSoFar, today?): (try? DateRange(start: insights.range.start, end: min(today, insights.range.end))) ?? insights.range
        default: insights.range
        }
        self.init(language: options.language, range: dated, kind: kind)
    }
}

extension Insights {
    /// Where the counted photos of one day are, outside hidden areas.
    func shownPositions(on date: CivilDate) -> [Int] {
        var positions: [Int] = []
        selection.photos.forEachRow { i, photo in
            if photo.precision.knowsDay, photo.localTime?.date == date, !places.hiddenPhotoIDs.contains(photo.id ?? -1) {
                positions.append(i)
            }
        }
        return positions
    }
}
