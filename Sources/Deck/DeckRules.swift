import Model
import Moments

/// Every threshold of the deck, named once; docs/ALGORITHMS.md quotes them. A card is only made
/// when its fact is strong enough to be worth a card.
public enum DeckRules {
    public static let minCards = 8
    public static let maxCards = 12
    /// Below this share of photos with a location, the deck is about time, not places (spec §7.2).
    public static let placeDeckMinCoveragePct = 20.0
    public static let peakDayMinPhotos = 8
    public static let peakMonthMinPhotos = 10
    public static let timeOfDayMinPhotos = 20
    public static let distinctPlacesMin = 3
    public static let topPlacesMin = 3
    /// The finale closes any deck with two photos to show: its collage has a balanced layout
    /// for every count from one to nine, but a single photo would only repeat the title's.
    public static let finaleMinPhotos = 2
    public static let yearInPixelsMinRangeDays = 60
    public static let yearInPixelsMinPhotoDays = 20
    public static let tripMinDays = 2
    public static let streakMinDays = 3
    public static let busiestWeekMinPhotos = 10
    public static let weekdayMinPhotos = 30
    /// A favourite weekday needs every weekday to have come round at least four times: in a
    /// two-day range, "Saturdays were for photos" is only the day it was.
    public static let weekdayMinRangeDays = 28
    /// A busiest week stands out only among other weeks: in a range of a week or two it is
    /// just the range.
    public static let busiestWeekMinRangeDays = 15
    /// The top weekday must beat an even spread by this factor to be a finding.
    public static let weekdayMinLift = 1.25
    public static let photosPerWeekMinRangeDays = 28
    public static let photosPerWeekMinPhotos = 10
    /// The weekly-rate card needs a few photos a week on average: "About 2 photos a week" or "a
    /// photo every few weeks" tells a person their year was thin, a card no one would post.
    public static let photosPerWeekMinRate = 3.0

    // Full strength of each card's fact (`CardRule`): the value at which the fact is as strong
    // as it gets, so that a card's score stops rising there.

    /// The top place holding a fifth of the located photos is a clear favourite (the #2 and
    /// #3 places, together, likewise).
    public static let topPlaceFullShare = 0.2
    /// A peak day ten times the median day with photos is a day that stands out.
    public static let peakDayFullLift = 10.0
    /// A month with three times the mean month's photos is a month that stands out.
    public static let peakMonthFullLift = 3.0
    /// The best three hours holding three times an even share (a quarter of the day's photos
    /// for an eighth of its hours) are the person's hours.
    public static let timeOfDayFullLift = 3.0
    /// Fifteen places make a year that went places.
    public static let distinctPlacesFull = 15
    /// A new place with fifteen photos was a real discovery, not a stop on the way.
    public static let newPlaceFullPhotos = 15
    /// A week away is a trip worth a card of its own.
    public static let tripFullDays = 7
    /// Photos on half the days fill the year-in-pixels grid.
    public static let yearInPixelsFullShare = 0.5
    /// Two weeks in a row is a streak to be proud of (a quarter of the range, on a short one).
    public static let streakFullDays = 14
    /// A week with six times the mean week's photos stands out.
    public static let busiestWeekFullLift = 6.0
    /// A weekday with twice an even seventh is a habit.
    public static let weekdayFullLift = 2.0
    /// Ten photos a week is a steady habit.
    public static let photosPerWeekFull = 10.0
    /// Six cities beyond home make a map worth looking at.
    public static let mapFullCities = 6
    /// … and one country beyond home's: a year that went abroad wants its map.
    public static let mapFullCountriesAbroad = 1
    /// Half as many again as the period before (photos, days, places or countries) is a year
    /// that grew…
    public static let yearOverYearFullLift = 1.5
    /// … as are two countries new since then.
    public static let yearOverYearFullNewCountries = 2
    /// One device taking three photos in five is the device the year was shot on.
    public static let cameraFullShare = 0.6

    /// A figure of the year-over-year card grew when it is at least this much above the period
    /// before's: 10%, so that 1,810 photos against 1,800 is not told as a busier year.
    public static let yearOverYearMinLift = 1.1
    /// New countries a year-over-year card leading with them names: four lines of the card's
    /// large type at most; the rest become "+N more".
    public static let yearOverYearCountriesShown = 5
    /// The camera card needs this share of the counted photos to carry a make and a model:
    /// half, so that the device named is the one most of the year was shot on, not a guess from
    /// a few files that kept their EXIF.
    public static let cameraMinKnownShare = 0.5
    /// … and at least this many photos with a device: a handful of photos name no habit.
    public static let cameraMinPhotos = 20
    /// Devices the camera card names: the top one, big, and two runners-up.
    public static let cameraDevicesShown = 3
    /// Photos shown on a place card.
    public static let placePhotos = 3
    /// A place is featured on at most this many cards (the distinct-places chips and the
    /// finale's collage aside): the #2 place that was also the peak day's is not the deck's
    /// "first" too.
    public static let maxCardsPerPlace = 2
    /// Areas named beneath a trip ("Shibuya · Asakusa · Shinjuku · Kyoto"): two lines of the
    /// card's detail; more become "+N more".
    public static let tripAreasShown = 4
    /// Chips on the distinct-places card: the top ten places, as the spec's ranking has ten…
    public static let distinctPlacesChips = 10
    /// … while their labels, together, stay within this many characters: about seven rows of
    /// chips at a readable size on a square card. The rest become "+N more".
    public static let distinctPlacesChipCharacters = 160
}

/// The choices that shape a deck: they are part of the run cache's key.
public struct DeckOptions: Sendable, Hashable, Codable {
    public var language: Language
    public var revealHome: Bool
    public var selection: PhotoSelection.Options
    /// The day the deck is made, in the person's zone: a range reaching past it ("--year" of this
    /// year) has weeks that have not happened yet, and one ending on it is "so far" or "the last N
    /// days". The CLI passes it; the library never reads the clock. Nil: the range is all past.
    public var today: CivilDate?

    public init(language: Language = .en, revealHome: Bool = false, selection: PhotoSelection.Options = .init(),
                today: CivilDate? = nil) {
        self.language = language
        self.revealHome = revealHome
        self.selection = selection
        self.today = today
    }
}
