import Model
import Places
import Insights

/// How many cards of a deck feature each place, as the deck is resolved: a card that would
/// feature a place already on `maxCardsPerPlace` cards yields. And how many show each photo
/// (`PhotoUses`), when the photos are judged.
struct PlaceMentions {
    private var counts: [String: Int] = [:]
    var photos = PhotoUses()

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
    /// Judges the photos the cards might show; without one (a deck made in a test), they are
    /// chosen by metadata alone (`Representatives.pick`).
    let judge: (any PhotoJudge)?
    /// The trip's name, made once: `alone` and `payloads` both ask for it.
    let tripName: TripName?
    /// The range's photos outside hidden areas, ordered for picking once: on a large library
    /// the sort costs more than every pick.
    let rangePool: PickPool

    init(insights: Insights, options: DeckOptions, judge: (any PhotoJudge)? = nil) {
        self.insights = insights
        self.options = options
        self.judge = judge
        copy = Words(insights: insights, options: options)
        tripName = insights.trip.flatMap { TripName($0, insights: insights, language: options.language) }
        rangePool = PickPool(insights.shown, of: insights.selection.photos, leavingOut: insights.leftOut)
    }

    /// The photos at these positions that a card may choose among.
    package func pool(_ positions: [Int]) -> PickPool {
        PickPool(positions, of: insights.selection.photos, leavingOut: insights.leftOut)
    }

    /// Up to `count` photos from `pool` for a card, judged when the deck has a judge.
    package func photos(in pool: PickPool, count: Int, mentions: inout PlaceMentions) -> [String] {
        let rows = insights.selection.photos
        guard let judge else { return paths(Representatives.pick(in: pool, of: rows, count: count)) }
        return paths(Representatives.pick(in: pool, of: rows, count: count, judge: judge, uses: &mentions.photos))
    }

    /// The photo that best stands for the range: the title's.
    package func hero(mentions: inout PlaceMentions) -> [String] {
        let rows = insights.selection.photos
        guard let judge else { return paths(Representatives.pick(in: rangePool, of: rows).prefix(1)) }
        return paths(Representatives.hero(in: rangePool, of: rows, judge: judge, uses: &mentions.photos).map { [$0] } ?? [])
    }

    /// A place's photos for a card: the place's representatives, or when judged, its best.
    package func photos(of place: Place, mentions: inout PlaceMentions) -> [String] {
        guard judge != nil else { return paths(place.representatives.prefix(DeckRules.placePhotos)) }
        return photos(in: pool(insights.positions(of: place.cluster.photoIDs)), count: DeckRules.placePhotos, mentions: &mentions)
    }

    package var places: PlacesReport { insights.places }
    package var time: TimeStats { insights.time }

    package func paths(_ ids: some Sequence<Int64>) -> [String] {
        Self.paths(ids, insights)
    }

    private static func paths(_ ids: some Sequence<Int64>, _ insights: Insights) -> [String] {
        ids.compactMap { insights.assetPath($0)?.description }
    }

    /// A place as a card shows it, with its photos.
    package func face(_ place: Place, mentions: inout PlaceMentions) -> PlaceFace {
        var face = face(place)
        face.photos = photos(of: place, mentions: &mentions)
        return face
    }

    /// A place as a card names it, without photos. A listing's last resort ("Second spot in
    /// Grzegórzki") tells two places apart in a table of ids; on a card it reads as a count, so
    /// cards leave it out.
    package func face(_ place: Place) -> PlaceFace {
        var place = place
        place.labelForm.number = nil
        return PlaceFace(rank: place.rank ?? 0, label: places.label(of: place, language: options.language, revealHome: options.revealHome),
                         nativeLabel: places.nativeLabel(of: place, revealHome: options.revealHome),
                         photoCount: place.cluster.photoCount, distinctDays: place.cluster.distinctDays, isHome: place.isHome,
                         photos: [])
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
    /// never yield. A card that claims no place is as `alone` made it, when given there and it
    /// shows no photo. The title chooses its photo first: the best of the range is its.
    func payloads(_ types: [CardType], alone: [CardType: CardPayload] = [:]) -> [CardType: CardPayload] {
        var mentions = PlaceMentions()
        var payloads: [CardType: CardPayload] = [:]
        if types.contains(.title) { payloads[.title] = payload(.title, mentions: &mentions) }
        let claiming = types.compactMap { type in CardKinds.kind(type).claimTurn.map { (type, $0) } }
        for (type, _) in claiming.sorted(by: { $0.1 < $1.1 }) {
            payloads[type] = payload(type, mentions: &mentions)
        }
        for type in types where CardKinds.kind(type).claimTurn == nil && type != .title {
            let kept = alone[type].flatMap { $0.photos.isEmpty ? $0 : nil }
            payloads[type] = kept ?? payload(type, mentions: &mentions)
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
