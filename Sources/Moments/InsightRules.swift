/// Every number the insights use, named once; docs/ALGORITHMS.md quotes them.
public enum InsightRules {
    /// "First time at" looks back this many months before the range: a year, so that a place
    /// visited every summer or every Christmas is not new.
    public static let newPlaceHistoryMonths = 12
    /// ... and is only claimed when located photos fall in at least this many of those months:
    /// half of them, so that a library that starts in December (or a phone that kept location
    /// off most of the year) says nothing rather than something false.
    public static let newPlaceMinHistoryMonths = 6
    /// A new place is new as a city or region, a first trip there, when no located photo of
    /// the history is within this distance of it: about a city's reach, so that a new corner of
    /// a city photographed before is not a first trip, and the next town over is.
    public static let newRegionMinDistanceMeters = 25_000.0
    /// A day is away from home when most of its located photos are further than this.
    public static let tripMinDistanceMeters = 100_000.0
    /// The period before is only set against a range of at least this many days: four weeks,
    /// so that a month has a month before it, and two days against the two before is no story.
    public static let previousMinRangeDays = 28
    /// … and only when it holds at least this many photos (after the same setting aside as the
    /// range): enough that the library plainly covers it, not a handful imported from elsewhere.
    public static let previousMinPhotos = 100
    /// … on at least this many days: a year photographed across a month of days, not a year
    /// whose photos are one wedding.
    public static let previousMinDays = 30
    /// … or, for a period shorter than 120 days, on this share of its days (a quarter: 8 of 30
    /// days), since a month has no 30 days with photos to give.
    public static let previousMinDayShare = 0.25
    /// Bumped whenever an insight or the deck changes meaning; stored runs from other
    /// versions are not reused.
    /// 2: time statistics by precision; copy bursts kept out of days and hours.
    /// 3: a new place needs a year of located history and prefers a new city; a trip is named
    /// after its city or country; cards list only photos of their own.
    /// 4: copy in the range's words; weekly rates over the weeks passed; golden hour from sunset.
    /// 5: the year-over-year and camera cards.
    /// 6: lists with a no-break space before each dot; countries with their article after a
    /// preposition; the locale's weekday initials; bar figures in the card's face; a season and
    /// a year still going on set against the same months or days last year.
    /// 7: a phone's moments counted once (`Moments`): Live Photo movies, edits, twins, bursts,
    /// companion files; screen recordings with screenshots.
    /// 8: collages chosen by how the photos look, one moment once; a neighbourhood names only
    /// places inside it, and no label ends in a number.
    /// 9: a Pixel's `-edited` copy is the edit of its shot, not its twin.
    public static let algorithmVersion = 9
}
