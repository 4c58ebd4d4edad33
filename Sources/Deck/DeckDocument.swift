import Foundation
import Insights
import Model
import Moments
import Places

/// `export --format json`, and deck.json as `shared()` trims it: the derived data of one run,
/// and its cards. The names of the export contract (docs/EXPORT.md) are stable; others may be
/// added beside them.
public struct DeckDocument: Sendable, Equatable, Codable {
    public struct Range: Sendable, Equatable, Codable {
        public var start: String
        public var end: String
    }

    public struct Totals: Sendable, Equatable, Codable {
        public var photos: Int
        public var withLocation: Int
        public var locationCoveragePct: Double
        /// Files the scan could not use, by reason.
        public var skipped: [String: Int]
        /// Photos not counted ("counting honestly"), by reason.
        public var setAside: [String: Int]
    }

    public struct Centroid: Sendable, Equatable, Codable {
        public var lat: Double
        public var lon: Double
    }

    public struct PlaceEntry: Sendable, Equatable, Codable {
        public var id: String
        public var rank: Int?
        public var label: String
        public var nativeLabel: String?
        public var photoCount: Int
        public var distinctDays: Int
        public var firstVisit: String
        public var lastVisit: String
        /// The home place's is its city's centre, or its own where no city is named, rounded to
        /// `MapRules.coordinateStep`, unless --reveal-home; in deck.json every place's is
        /// rounded to `sharedCentroidDecimals`.
        public var centroid: Centroid
        public var isHome: Bool
        public var hidden: Bool
        public var timeZone: String?
    }

    public struct PeakDay: Sendable, Equatable, Codable {
        public var date: String
        public var count: Int
        public var place: String?
    }

    public struct PeakMonth: Sendable, Equatable, Codable {
        public var month: String
        public var count: Int
    }

    public struct DaySpan: Sendable, Equatable, Codable {
        public var days: Int
        public var start: String
        public var end: String
    }

    public struct Week: Sendable, Equatable, Codable {
        public var week: String
        public var count: Int
    }

    public struct Window: Sendable, Equatable, Codable {
        public var start: Int
        public var hours: Int
        public var count: Int
    }

    public struct Time: Sendable, Equatable, Codable {
        public var peakDay: PeakDay?
        public var peakMonth: PeakMonth?
        public var hourHistogram: [Int]
        public var bestWindow: Window?
        /// 1 = Monday … 7 = Sunday.
        public var topWeekday: Int?
        public var weekdayCounts: [Int]
        public var longestStreak: DaySpan?
        public var longestGap: DaySpan?
        public var busiestWeek: Week?
        public var photosPerWeek: Double
        public var photoDays: Int
    }

    public struct NewPlace: Sendable, Equatable, Codable {
        /// "found", "none", or "unknown-history" (located photos in too few of the 12 months before the range).
        public var status: String
        public var placeId: String?
        public var label: String?
        public var firstVisit: String?
    }

    public struct Trip: Sendable, Equatable, Codable {
        public var placeId: String?
        public var label: String?
        public var start: String
        public var end: String
        public var days: Int
        public var photoCount: Int
        public var distanceKm: Int
    }

    public var generator = "photo-wrapped"
    public var version = InsightRules.algorithmVersion
    public var range: Range
    public var language: Language
    public var totals: Totals
    public var places: [PlaceEntry]
    public var cities: Int
    public var countries: Int
    public var time: Time
    public var newPlace: NewPlace
    public var biggestTrip: Trip?
    public var aboutPlaces: Bool
    public var cards: [Card]
    /// How the cards were drawn, set by whoever draws them.
    public var rendering: Rendering?
    /// The story video beside the cards, when one was made (`generate --video`).
    public var video: DeckVideo?
    /// The photos the cards passed over, and why (`Deck.passedOver`); never in deck.json.
    public var passedOver: [PassedOverPhoto]?

    public struct Rendering: Sendable, Equatable, Codable {
        public var skin: String
        public var format: String
        /// In deck.json, which lists no photos: a hash (FNV-1a, 64 bits) of the paths of every
        /// photo drawn, so that a deck whose photos changed, and nothing else, is drawn again.
        public var photos: String?

        public init(skin: String, format: String) {
            self.skin = skin
            self.format = format
        }
    }

    /// Decimals a shared centre keeps: 0.01° is about 1.1 km north–south, a district rather
    /// than a street or a house. The home place has always been blurred this far.
    public static let sharedCentroidDecimals = 2

    /// deck.json, which sits beside the cards in the folder people share: no file paths (every
    /// card's `photos` is empty) and every place's centre rounded to
    /// `sharedCentroidDecimals`. Whoever draws the cards keeps the document it came from.
    public func shared() -> DeckDocument {
        var copy = self
        let drawn = cards.flatMap(\.payload.photos)
        copy.cards = cards.map { card in
            var card = card
            card.payload = card.payload.withoutPhotos
            return card
        }
        copy.places = places.map { place in
            var place = place
            place.centroid = Centroid(lat: Self.blurred(place.centroid.lat), lon: Self.blurred(place.centroid.lon))
            return place
        }
        copy.rendering?.photos = StableHash.fnv1a64(drawn.joined(separator: "\n"))
        copy.passedOver = nil
        return copy
    }

    static func blurred(_ degrees: Double) -> Double {
        let scale = pow(10, Double(sharedCentroidDecimals))
        return (degrees * scale).rounded() / scale
    }
}

extension CardPayload {
    /// The same card with no photo listed.
    var withoutPhotos: CardPayload {
        CardPayload(type: type, facts: facts.withoutPhotos)
    }
}

extension DeckDocument {
    /// Hidden places are listed (flagged) only with `includeHidden`: exports list them so the
    /// person can see what is hidden; a deck never does.
    public init(insights: Insights, deck: Deck, options: DeckOptions, includeHidden: Bool) {
        self.init(insights: insights, deck: deck, options: options,
                  places: Self.places(insights.places, options: options, includeHidden: includeHidden))
    }

    /// The document's list of places: made apart from the rest, as it needs no deck, so that
    /// `generate` makes it while the deck is built.
    public static func places(_ report: PlacesReport, options: DeckOptions, includeHidden: Bool) -> [PlaceEntry] {
        func entry(_ place: Place) -> PlaceEntry {
            let c = place.cluster
            // Home, unless revealed, is where its city is: the city's centre, as the map card's
            // dot gives it, or where no city is named, its own centre, to the map's step.
            let blur = place.isHome && !options.revealHome
            let centre = blur ? place.name.city?.centre ?? c.centroid : c.centroid
            func round(_ v: Double) -> Double { blur ? MapFacts.rounded(v) : v }
            return PlaceEntry(id: c.id, rank: place.rank, label: report.label(of: place, language: options.language, revealHome: options.revealHome),
                              nativeLabel: report.nativeLabel(of: place, revealHome: options.revealHome),
                              photoCount: c.photoCount, distinctDays: c.distinctDays,
                              firstVisit: c.firstCapture.date.description, lastVisit: c.lastCapture.date.description,
                              centroid: Centroid(lat: round(centre.latitude), lon: round(centre.longitude)),
                              isHome: place.isHome, hidden: place.isHidden, timeZone: place.name.timeZone)
        }
        return report.ranked.map(entry) + (includeHidden ? report.hidden.map(entry) : [])
    }

    /// The same, with the list of places made beforehand (`places(_:options:includeHidden:)`).
    public init(insights: Insights, deck: Deck, options: DeckOptions, places: [PlaceEntry]) {
        let report = insights.places
        let language = options.language
        func label(_ id: String?) -> String? {
            insights.place(id: id).map { report.label(of: $0, language: language, revealHome: options.revealHome) }
        }
        let t = insights.time
        range = Range(start: insights.range.start.description, end: insights.range.end.description)
        self.language = language
        totals = Totals(
            photos: insights.total, withLocation: insights.withLocation,
            locationCoveragePct: (insights.coveragePct * 10).rounded() / 10,
            skipped: Dictionary(uniqueKeysWithValues: SkipReason.allCases.map { ($0.rawValue, insights.inventory.skipped[$0] ?? 0) }),
            setAside: Dictionary(uniqueKeysWithValues: PhotoSelection.SetAside.allCases.map { ($0.rawValue, insights.selection.setAside[$0] ?? 0) }))
        self.places = places
        cities = insights.cities
        countries = insights.countries
        time = Time(
            peakDay: t.peakDay.map { PeakDay(date: $0.date.description, count: $0.count, place: label(insights.peakDayPlaceID)) },
            peakMonth: t.peakMonth.map { PeakMonth(month: $0.key, count: $0.count) },
            hourHistogram: t.hourHistogram,
            bestWindow: t.bestWindowStart.map { Window(start: $0, hours: TimeStats.windowHours, count: t.bestWindowCount) },
            topWeekday: t.topWeekday, weekdayCounts: t.weekdayCounts,
            longestStreak: t.longestStreak.map { DaySpan(days: $0.days, start: $0.start.description, end: $0.end.description) },
            longestGap: t.longestGap.map { DaySpan(days: $0.days, start: $0.start.description, end: $0.end.description) },
            busiestWeek: t.busiestWeek.map { Week(week: $0.description, count: t.busiestWeekCount) },
            photosPerWeek: (t.photosPerWeek(insights.range, today: options.today) * 10).rounded() / 10, photoDays: t.photoDays)
        newPlace = switch insights.newPlace {
        case .unknownHistory: NewPlace(status: "unknown-history")
        case .none: NewPlace(status: "none")
        case let .found(places):
            NewPlace(status: "found", placeId: places.first?.placeID, label: label(places.first?.placeID),
                     firstVisit: places.first?.firstVisit.date.description)
        }
        biggestTrip = insights.trip.map {
            Trip(placeId: $0.placeID, label: TripName($0, insights: insights, language: language)?.text ?? label($0.placeID),
                 start: $0.run.start.description, end: $0.run.end.description, days: $0.run.days, photoCount: $0.photoCount, distanceKm: Int(($0.distanceMeters / 1000).rounded()))
        }
        aboutPlaces = deck.aboutPlaces
        passedOver = deck.passedOver
        cards = deck.cards
    }
}
