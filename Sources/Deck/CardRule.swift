import Insights

/// How a card type competes for a place in the deck and where it goes: one row per type.
/// A card's score is `weight × strength`: how much its kind of fact is worth telling, times how
/// strong this year's fact is. The deck keeps the title and the finale, and the best-scoring
/// others up to `DeckRules.maxCards`.
struct CardRule {
    /// Where a card stands in the deck.
    enum Slot { case first, ranked, last }

    /// What a card looks like when it shows no photo: two cards of one look in a row read as
    /// one card twice, so the deck's order keeps them apart. Cards with photos never clash.
    enum Look { case headline, number, bars, ring, grid, panels, map, photos }

    /// Which decks may hold the card: a place deck (spec §7.1, with its extras), a time deck
    /// (spec §7.2, when too few photos have a location), or both.
    struct Decks: OptionSet {
        package let rawValue: Int
        package static let places = Decks(rawValue: 1)
        package static let time = Decks(rawValue: 2)
        package static let both: Decks = [.places, .time]
    }

    package var slot: Slot = .ranked
    package var decks: Decks
    /// How much this kind of fact is worth telling, 0…1: the spec's own cards weigh 0.7 to 1,
    /// the extras 0.5 to 0.6 (a trip, a story of its own, 0.8), so that an extra displaces a
    /// spec card only when the spec card's fact is weak.
    package var weight: Double
    var look: Look
    /// How strong this year's fact is, 0…1, from the card's payload and the insights.
    var strength: (CardPayload, Insights) -> Double = { _, _ in 1 }

    /// A ratio's strength: 0 at `none`, 1 at `full` and beyond.
    package static func scale(_ value: Double, none: Double = 0, full: Double) -> Double {
        guard full > none, value.isFinite else { return 0 }
        return min(1, max(0, (value - none) / (full - none)))
    }

    /// The table: every card type's row. A new card type adds one case here.
    static func rule(_ type: CardType) -> CardRule {
        switch type {
        case .title:
            CardRule(slot: .first, decks: .both, weight: 1, look: .headline)
        case .coverage:
            // It frames the deck (how much of it can be about places), so it always counts fully.
            CardRule(decks: .both, weight: 0.9, look: .ring)
        case .topPlace:
            CardRule(decks: .places, weight: 1, look: .headline) { payload, insights in
                guard case let .topPlace(p) = payload else { return 0 }
                return scale(share(p.photoCount, of: insights.withLocation), full: DeckRules.topPlaceFullShare)
            }
        case .topPlaces:
            // "Close behind" follows the #1: never stronger than the top place's own fact, so it is
            // never chosen without it.
            CardRule(decks: .places, weight: 0.8, look: .panels) { payload, insights in
                guard case let .topPlaces(p) = payload else { return 0 }
                let top = scale(share(insights.places.ranked.first?.cluster.photoCount ?? 0, of: insights.withLocation),
                                full: DeckRules.topPlaceFullShare)
                return min(top, scale(share(p.places.reduce(0) { $0 + $1.photoCount }, of: insights.withLocation), full: DeckRules.topPlaceFullShare))
            }
        case .peakDay:
            CardRule(decks: .both, weight: 0.9, look: .number) { payload, insights in
                guard case let .peakDay(p) = payload else { return 0 }
                let days = insights.time.dailyCounts.filter { $0 > 0 }.sorted()
                let median = days.isEmpty ? 1 : Double(days[days.count / 2])
                return scale(Double(p.count) / median, none: 1, full: DeckRules.peakDayFullLift)
            }
        case .peakMonth:
            CardRule(decks: .both, weight: 0.7, look: .bars) { payload, _ in
                guard case let .peakMonth(p) = payload, !p.months.isEmpty else { return 0 }
                let mean = Double(p.months.reduce(0) { $0 + $1.count }) / Double(p.months.count)
                return scale(Double(p.count) / max(mean, 1), none: 1, full: DeckRules.peakMonthFullLift)
            }
        case .timeOfDay:
            CardRule(decks: .both, weight: 0.7, look: .bars) { payload, _ in
                guard case let .timeOfDay(p) = payload else { return 0 }
                let even = Double(p.windowHours) / 24
                return scale(share(p.windowCount, of: p.hourHistogram.reduce(0, +)) / even, none: 1, full: DeckRules.timeOfDayFullLift)
            }
        case .distinctPlaces:
            CardRule(decks: .places, weight: 0.8, look: .number) { payload, _ in
                guard case let .distinctPlaces(p) = payload else { return 0 }
                return scale(Double(p.places), full: Double(DeckRules.distinctPlacesFull))
            }
        case .newPlace:
            CardRule(decks: .places, weight: 0.7, look: .headline) { payload, _ in
                guard case let .newPlace(p) = payload else { return 0 }
                return scale(Double(p.place.photoCount), full: Double(DeckRules.newPlaceFullPhotos))
            }
        case .biggestTrip:
            CardRule(decks: .places, weight: 0.8, look: .headline) { payload, _ in
                guard case let .biggestTrip(p) = payload else { return 0 }
                return scale(Double(p.days), full: Double(DeckRules.tripFullDays))
            }
        case .yearInPixels:
            CardRule(decks: .both, weight: 0.6, look: .grid) { payload, _ in
                guard case let .yearInPixels(p) = payload else { return 0 }
                return scale(share(p.photoDays, of: p.dailyCounts.count), full: DeckRules.yearInPixelsFullShare)
            }
        case .streak:
            CardRule(decks: .both, weight: 0.6, look: .number) { payload, insights in
                guard case let .streak(p) = payload else { return 0 }
                let full = min(Double(DeckRules.streakFullDays), Double(insights.range.dayCount) / 4)
                return scale(Double(p.days), full: full)
            }
        case .busiestWeek:
            CardRule(decks: .both, weight: 0.6, look: .bars) { payload, insights in
                guard case let .busiestWeek(p) = payload else { return 0 }
                let mean = Double(insights.time.total) / max(1, Double(insights.range.dayCount) / 7)
                return scale(Double(p.count) / max(mean, 1), none: 1, full: DeckRules.busiestWeekFullLift)
            }
        case .weekday:
            CardRule(decks: .both, weight: 0.5, look: .bars) { payload, _ in
                guard case let .weekday(p) = payload else { return 0 }
                let mean = Double(p.counts.reduce(0, +)) / 7
                return scale(Double(p.counts[p.weekday - 1]) / max(mean, 1), none: 1, full: DeckRules.weekdayFullLift)
            }
        case .photosPerWeek:
            CardRule(decks: .time, weight: 0.8, look: .number) { payload, _ in
                guard case let .photosPerWeek(p) = payload else { return 0 }
                return scale(p.perWeek, full: DeckRules.photosPerWeekFull)
            }
        case .map:
            // The spec's Phase 2 card: where the year went, told near the end of the story.
            // A year that crossed a border is a map worth a seat; within one country, its cities make it.
            CardRule(decks: .places, weight: 0.8, look: .map) { payload, _ in
                guard case let .map(p) = payload else { return 0 }
                let homeCountry = p.dots.first(where: \.isHome)?.country
                let abroad = Set(p.countries).subtracting(homeCountry.map { [$0] } ?? []).count
                return max(scale(Double(p.dots.filter { !$0.isHome }.count), full: Double(DeckRules.mapFullCities)),
                           homeCountry == nil ? 0 : scale(Double(abroad), full: Double(DeckRules.mapFullCountriesAbroad)))
            }
        case .yearOverYear:
            // Rare (the period before must be well covered) and the story a second year most
            // wants: weighed as a trip is.
            CardRule(decks: .both, weight: 0.8, look: .bars) { payload, _ in
                guard case let .yearOverYear(p) = payload else { return 0 }
                let lift = p.measures.map { scale(Double($0.current) / Double(max($0.previous, 1)), none: 1, full: DeckRules.yearOverYearFullLift) }
                return max(lift.max() ?? 0, scale(Double(p.newCountries.count), full: Double(DeckRules.yearOverYearFullNewCountries)))
            }
        case .camera:
            // An extra beside the year's story, weighed as the others are: on a tie the story
            // order puts it after them.
            CardRule(decks: .both, weight: 0.6, look: .headline) { payload, _ in
                guard case let .camera(p) = payload, let top = p.devices.first else { return 0 }
                return scale(share(top.photos, of: p.photos), full: DeckRules.cameraFullShare)
            }
        case .finale:
            CardRule(slot: .last, decks: .both, weight: 1, look: .photos)
        }
    }

    private static func share(_ part: Int, of whole: Int) -> Double {
        whole > 0 ? Double(part) / Double(whole) : 0
    }
}
