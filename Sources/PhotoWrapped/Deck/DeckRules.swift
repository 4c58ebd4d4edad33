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
    public static let finaleMinPhotos = 4
    public static let yearInPixelsMinRangeDays = 60
    public static let yearInPixelsMinPhotoDays = 20
    public static let tripMinDays = 2
    public static let streakMinDays = 3
    public static let busiestWeekMinPhotos = 10
    public static let weekdayMinPhotos = 30
    /// The top weekday must beat an even spread by this factor to be a finding.
    public static let weekdayMinLift = 1.25
    public static let photosPerWeekMinRangeDays = 28
    public static let photosPerWeekMinPhotos = 10
    /// …and a rate of at least this many a week: below one, "about 0 photos a week" is no
    /// finding, and a year with a photo every few weeks has better cards to tell.
    public static let photosPerWeekMinRate = 1.0
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

    public init(language: Language = .en, revealHome: Bool = false, selection: PhotoSelection.Options = .init()) {
        self.language = language
        self.revealHome = revealHome
        self.selection = selection
    }
}
