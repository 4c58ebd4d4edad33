/// The payload of each card type, when the insights support it; nil when the fact is weak
/// or unknown.
struct DeckFacts {
    let insights: Insights
    let options: DeckOptions
    private let copy: Copy

    init(insights: Insights, options: DeckOptions) {
        self.insights = insights
        self.options = options
        copy = Copy(language: options.language)
    }

    private var places: PlacesReport { insights.places }
    private var time: TimeStats { insights.time }

    func paths(_ ids: some Sequence<Int64>) -> [String] {
        ids.compactMap { insights.asset($0)?.path.description }
    }

    func face(_ place: Place) -> PlaceFace {
        PlaceFace(rank: place.rank ?? 0, label: places.label(of: place, language: options.language, revealHome: options.revealHome),
                  nativeLabel: places.nativeLabel(of: place, revealHome: options.revealHome),
                  photoCount: place.cluster.photoCount, distinctDays: place.cluster.distinctDays, isHome: place.isHome,
                  photos: paths(place.representatives.prefix(DeckRules.placePhotos)))
    }

    func payload(_ type: CardType) -> CardPayload? {
        let range = insights.range
        switch type {
        case .title:
            return .title(.init(rangeLabel: copy.range(range), start: range.start.description, end: range.end.description,
                                photoCount: insights.total, photos: paths(insights.finale.prefix(1))))
        case .coverage:
            return .coverage(.init(photos: insights.total, withLocation: insights.withLocation,
                                   coveragePct: Int(insights.coveragePct.rounded())))
        case .topPlace:
            return places.ranked.first.map { .topPlace(face($0)) }
        case .topPlaces:
            guard places.ranked.count >= DeckRules.topPlacesMin else { return nil }
            return .topPlaces(.init(places: places.ranked[1 ... 2].map(face)))
        case .peakDay:
            guard let peak = time.peakDay, peak.count >= DeckRules.peakDayMinPhotos else { return nil }
            let onDay = insights.finaleCandidates(on: peak.date)
            return .peakDay(.init(date: peak.date.description, count: peak.count,
                                  placeLabel: insights.place(id: insights.peakDayPlaceID).map { face($0).label },
                                  photos: paths(Representatives.pick(from: onDay, count: DeckRules.placePhotos))))
        case .peakMonth:
            guard let peak = time.peakMonth, peak.count >= DeckRules.peakMonthMinPhotos, time.months.count >= 2 else { return nil }
            return .peakMonth(.init(month: peak.key, count: peak.count, months: time.months.map { .init(month: $0.key, count: $0.count) }))
        case .timeOfDay:
            guard time.photosWithHour >= DeckRules.timeOfDayMinPhotos, let start = time.bestWindowStart else { return nil }
            return .timeOfDay(.init(hourHistogram: time.hourHistogram, windowStart: start, windowHours: TimeStats.windowHours,
                                    windowCount: time.bestWindowCount, mood: Copy.mood(windowStart: start)))
        case .distinctPlaces:
            guard places.ranked.count >= DeckRules.distinctPlacesMin else { return nil }
            return .distinctPlaces(.init(places: places.ranked.count, cities: insights.cities, countries: insights.countries,
                                         labels: places.ranked.prefix(PlaceRules.topPlaces).map { face($0).label }))
        case .newPlace:
            guard case let .found(id, firstVisit) = insights.newPlace, let place = insights.place(id: id) else { return nil }
            return .newPlace(.init(place: face(place), firstVisit: firstVisit.date.description))
        case .biggestTrip:
            guard let trip = insights.trip, trip.run.days >= DeckRules.tripMinDays, let place = insights.place(id: trip.placeID) else {
                return nil
            }
            let face = face(place)
            let candidates = trip.photoIDs.compactMap { insights.asset($0).map(RepresentativeCandidate.init) }
            return .biggestTrip(.init(label: face.label, nativeLabel: face.nativeLabel, start: trip.run.start.description,
                                      end: trip.run.end.description, days: trip.run.days, photoCount: trip.photoCount,
                                      distanceKm: Int((trip.distanceMeters / 1000).rounded()),
                                      photos: paths(Representatives.pick(from: candidates, count: DeckRules.placePhotos))))
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
            guard let week = time.busiestWeek, time.busiestWeekCount >= DeckRules.busiestWeekMinPhotos else { return nil }
            let monday = week.monday
            let daily = (0 ..< 7).map { offset -> Int in
                let day = monday.adding(days: offset).dayNumber - range.start.dayNumber
                return time.dailyCounts.indices.contains(day) ? time.dailyCounts[day] : 0
            }
            return .busiestWeek(.init(week: week.description, monday: monday.description, count: time.busiestWeekCount, dailyCounts: daily))
        case .weekday:
            guard time.total >= DeckRules.weekdayMinPhotos, let top = time.topWeekday,
                  Double(time.weekdayCounts[top - 1]) >= DeckRules.weekdayMinLift * Double(time.total) / 7
            else { return nil }
            return .weekday(.init(weekday: top, counts: time.weekdayCounts))
        case .photosPerWeek:
            guard range.dayCount >= DeckRules.photosPerWeekMinRangeDays, time.total >= DeckRules.photosPerWeekMinPhotos else { return nil }
            return .photosPerWeek(.init(perWeek: time.photosPerWeek, weeks: range.dayCount / 7, total: time.total))
        case .finale:
            guard insights.finale.count >= DeckRules.finaleMinPhotos else { return nil }
            return .finale(.init(photos: paths(insights.finale), photoCount: insights.total, placeCount: places.ranked.count))
        }
    }
}

extension Insights {
    /// The counted photos of one day, outside hidden areas, as representative candidates.
    func finaleCandidates(on date: CivilDate) -> [RepresentativeCandidate] {
        selection.photos
            .filter { $0.precision.knowsDay && $0.localTime?.date == date && !places.hiddenPhotoIDs.contains($0.id ?? -1) }
            .map(RepresentativeCandidate.init)
    }
}
