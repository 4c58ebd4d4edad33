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

/// The payload of each card type, when the insights support it; nil when the fact is weak
/// or unknown.
struct DeckFacts {
    package let insights: Insights
    package let options: DeckOptions
    private let copy: Copy
    /// The trip's name and photos, made once: `alone` and `payloads` both ask for them, and a
    /// long trip's photos are most of the year's.
    private let tripName: TripName?
    private let tripPhotos: [String]

    init(insights: Insights, options: DeckOptions) {
        self.insights = insights
        self.options = options
        copy = Copy(insights: insights, options: options)
        tripName = insights.trip.flatMap { TripName($0, insights: insights, language: options.language) }
        tripPhotos = insights.trip.map { trip in
            guard trip.run.days >= DeckRules.tripMinDays else { return [] }
            return Self.paths(insights.representatives(of: trip.photoIDs, count: DeckRules.placePhotos), insights)
        } ?? []
    }

    private var places: PlacesReport { insights.places }
    private var time: TimeStats { insights.time }

    package func paths(_ ids: some Sequence<Int64>) -> [String] {
        Self.paths(ids, insights)
    }

    private static func paths(_ ids: some Sequence<Int64>, _ insights: Insights) -> [String] {
        ids.compactMap { insights.assetPath($0)?.description }
    }

    /// A place as a card shows it. A listing's last-resort number ("Grzegórzki 2") tells two places
    /// apart in a table of ids; on a card it reads as a count, so cards leave it out.
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

    /// The order in which cards claim their places: the ranking first, then the trip (a story
    /// of its own), then the peak day's place label, and last the new place, the one card with
    /// other candidates to fall back on.
    static let claimOrder: [CardType] = [.topPlace, .topPlaces, .biggestTrip, .peakDay, .newPlace]

    /// The payloads of these cards, each featuring a place only while it is on fewer than
    /// `maxCardsPerPlace` cards: the peak day then leaves its place unnamed, the new place
    /// takes the next candidate (or is dropped), and the trip leaves that area out of its list.
    /// The top places never yield. A card that claims no place is as `alone` made it, when
    /// given there.
    func payloads(_ types: [CardType], alone: [CardType: CardPayload] = [:]) -> [CardType: CardPayload] {
        var mentions = PlaceMentions()
        var payloads: [CardType: CardPayload] = [:]
        for type in Self.claimOrder.filter(types.contains) {
            payloads[type] = payload(type, mentions: &mentions)
        }
        for type in types where !Self.claimOrder.contains(type) {
            payloads[type] = alone[type] ?? payload(type, mentions: &mentions)
        }
        return payloads
    }

    private func payload(_ type: CardType, mentions: inout PlaceMentions) -> CardPayload? {
        let range = insights.range
        switch type {
        case .title:
            return .title(.init(rangeLabel: copy.titleDateLine(range) ?? String(range.start.year), start: range.start.description, end: range.end.description,
                                photoCount: insights.total, photos: paths(insights.finale.prefix(1))))
        case .coverage:
            return .coverage(.init(photos: insights.total, withLocation: insights.withLocation,
                                   coveragePct: Int(insights.coveragePct.rounded())))
        case .topPlace:
            guard let top = places.ranked.first else { return nil }
            mentions.record([top.cluster.id])
            return .topPlace(face(top))
        case .topPlaces:
            guard places.ranked.count >= DeckRules.topPlacesMin else { return nil }
            let shown = places.ranked[1 ... 2]
            mentions.record(shown.map(\.cluster.id))
            return .topPlaces(.init(places: shown.map(face)))
        case .peakDay:
            guard let peak = time.peakDay, peak.count >= DeckRules.peakDayMinPhotos else { return nil }
            let place = insights.place(id: insights.peakDayPlaceID).flatMap { mentions.allows($0.cluster.id) ? $0 : nil }
            if let place { mentions.record([place.cluster.id]) }
            // Only that day's photos, outside hidden areas: when none is left, the card has no photo row.
            let onDay = Representatives.pick(among: insights.shownPositions(on: peak.date), of: insights.selection.photos,
                                             count: DeckRules.placePhotos)
            return .peakDay(.init(date: peak.date.description, count: peak.count, placeLabel: place.map { face($0).label },
                                  photos: paths(onDay)))
        case .peakMonth:
            guard let peak = time.peakMonth, peak.count >= DeckRules.peakMonthMinPhotos, time.months.count >= 2 else { return nil }
            return .peakMonth(.init(month: peak.key, count: peak.count, months: time.months.map { .init(month: $0.key, count: $0.count) }))
        case .timeOfDay:
            guard time.photosWithHour >= DeckRules.timeOfDayMinPhotos, let start = time.bestWindowStart else { return nil }
            return .timeOfDay(.init(hourHistogram: time.hourHistogram, windowStart: start, windowHours: TimeStats.windowHours,
                                    windowCount: time.bestWindowCount,
                                    mood: HourMood.of(windowStart: start, windowHours: TimeStats.windowHours, photos: insights.selection.photos).rawValue))
        case .distinctPlaces:
            guard places.ranked.count >= DeckRules.distinctPlacesMin else { return nil }
            var labels: [String] = [], characters = 0
            for place in places.ranked.prefix(DeckRules.distinctPlacesChips) {
                let label = face(place).label
                // Two places that a number alone told apart are one chip.
                guard !labels.contains(label) else { continue }
                guard characters + label.count <= DeckRules.distinctPlacesChipCharacters || labels.isEmpty else { break }
                labels.append(label)
                characters += label.count
            }
            return .distinctPlaces(.init(places: places.ranked.count, cities: insights.cities, countries: insights.countries,
                                         labels: labels, more: places.ranked.count - labels.count))
        case .newPlace:
            guard case let .found(candidates) = insights.newPlace,
                  let new = candidates.first(where: { mentions.allows($0.placeID) }), let place = insights.place(id: new.placeID)
            else { return nil }
            mentions.record([new.placeID])
            return .newPlace(.init(place: face(place), firstVisit: new.firstVisit.date.description))
        case .biggestTrip:
            guard let trip = insights.trip, trip.run.days >= DeckRules.tripMinDays else { return nil }
            let fallback = insights.place(id: trip.placeID).map(face)
            guard let label = tripName?.text ?? fallback?.label else { return nil }
            let shown = tripName?.shown(limit: DeckRules.tripAreasShown, allowed: mentions.allows) ?? (stops: [], placeIDs: [], more: 0)
            mentions.record(shown.placeIDs)
            return .biggestTrip(.init(label: label, nativeLabel: tripName.map(\.native) ?? fallback?.nativeLabel,
                                      areas: shown.stops, moreAreas: shown.more,
                                      start: trip.run.start.description,
                                      end: trip.run.end.description, days: trip.run.days, photoCount: trip.photoCount,
                                      distanceKm: Int((trip.distanceMeters / 1000).rounded()),
                                      photos: tripPhotos, countries: tripName?.countries))
        case .yearInPixels:
            guard range.dayCount >= DeckRules.yearInPixelsMinRangeDays, time.photoDays >= DeckRules.yearInPixelsMinPhotoDays else {
                return nil
            }
            return .yearInPixels(.init(start: range.start.description, dailyCounts: time.dailyCounts, photoDays: time.photoDays,
                                       maxPerDay: time.dailyCounts.max() ?? 0))
        case .streak:
            guard let run = time.longestStreak, run.days >= DeckRules.streakMinDays else { return nil }
            return .streak(.init(days: run.days, start: run.start.description, end: run.end.description))
        case .busiestWeek:
            guard let week = time.busiestWeek, time.busiestWeekCount >= DeckRules.busiestWeekMinPhotos,
                  range.dayCount >= DeckRules.busiestWeekMinRangeDays
            else { return nil }
            let monday = week.monday
            let daily = (0 ..< 7).map { offset -> Int in
                let day = monday.adding(days: offset).dayNumber - range.start.dayNumber
                return time.dailyCounts.indices.contains(day) ? time.dailyCounts[day] : 0
            }
            return .busiestWeek(.init(week: week.description, monday: monday.description, count: time.busiestWeekCount, dailyCounts: daily))
        case .weekday:
            guard time.total >= DeckRules.weekdayMinPhotos, range.dayCount >= DeckRules.weekdayMinRangeDays, let top = time.topWeekday,
                  Double(time.weekdayCounts[top - 1]) >= DeckRules.weekdayMinLift * Double(time.total) / 7
            else { return nil }
            return .weekday(.init(weekday: top, counts: time.weekdayCounts))
        case .photosPerWeek:
            let weeks = TimeStats.weeksPassed(range, today: options.today)
            let perWeek = time.photosPerWeek(range, today: options.today)
            guard weeks * 7 >= Double(DeckRules.photosPerWeekMinRangeDays), time.total >= DeckRules.photosPerWeekMinPhotos,
                  perWeek >= DeckRules.photosPerWeekMinRate
            else { return nil }
            return .photosPerWeek(.init(perWeek: perWeek, weeks: Int(weeks.rounded()), total: time.total))
        case .map:
            return map()
        case .yearOverYear:
            return YearOverYearFacts.payload(insights, language: options.language).map(CardPayload.yearOverYear)
        case .camera:
            return CameraFacts.payload(CameraTally(insights.selection.photos)).map(CardPayload.camera)
        case .finale:
            guard insights.finale.count >= DeckRules.finaleMinPhotos else { return nil }
            return .finale(.init(photos: paths(insights.finale), photoCount: insights.total, placeCount: places.ranked.count))
        }
    }
}

extension Copy {
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
            if photo.pointee.precision.knowsDay, photo.pointee.localTime?.date == date, !places.hiddenPhotoIDs.contains(photo.pointee.id ?? -1) {
                positions.append(i)
            }
        }
        return positions
    }
}
