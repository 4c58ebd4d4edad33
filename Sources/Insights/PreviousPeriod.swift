import Model
import Store
import Atlas
import Moments
import Places

/// The period a range is set against, as a person would pick it, and what the library holds
/// for it: photos, days with photos, places and countries. Counted by the same rules as the
/// range (`PhotoSelection`), with the same hidden areas and names (`BestPlaces`), from the
/// cache alone: no file is read.
///
/// - A calendar year is set against the year before (2025 against 2024).
/// - A year so far (January 1 to a day of the same year, the default range, or `--year` of
///   the year still going on: `RangeKind.yearSoFar`) against the same days of the year before,
///   up to today: November is not yet over, and last November was.
/// - A calendar month against the month before (July against June): the month a person
///   remembers next to it.
/// - A season (three whole months from March, June, September or December) against the same
///   months a year before: summer against last summer, not against spring.
/// - Any other range against as many days just before it (30 days against the 30 before).
///
/// There is none when the range is shorter than `previousMinRangeDays`, or when the period
/// before lies outside the months whose details the scan reads (`ScanRequest.detailRange`):
/// without their positions its places are unknown.
public struct PreviousPeriod: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable {
        case year
        case yearSoFar = "year-so-far"
        case month
        case season
        case days
    }

    public var kind: Kind
    public var range: DateRange
    public var photos: Int
    /// Days with at least one photo.
    public var days: Int
    /// Visible places, as the ranking counts them.
    public var places: Int
    /// ISO codes of the visible places' countries.
    public var countries: Set<String>

    /// The period `range` is set against, and how a person names it; nil when there is none.
    /// `today` (none in tests of a past range) tells a year still going on from a year.
    public static func period(before range: DateRange, today: CivilDate?) -> (kind: Kind, range: DateRange)? {
        guard range.dayCount >= InsightRules.previousMinRangeDays else { return nil }
        let (start, end) = (range.start, range.end)
        // The same day a year before; February 29 becomes the 28th.
        func yearBefore(_ day: CivilDate) -> CivilDate {
            CivilDate(year: day.year - 1, month: day.month, day: min(day.day, CivilDate.daysIn(month: day.month, year: day.year - 1)))
        }
        // Any hemisphere: a season is set against the same months, whatever they are called.
        let kind = RangeKind(range, today: today, southernHome: false)
        let found: (Kind, DateRange)?
        if case .yearSoFar = kind, let today {
            found = (try? DateRange(start: yearBefore(start), end: yearBefore(min(today, end)))).map { (.yearSoFar, $0) }
        } else if start.month == 1, start.day == 1, end.month == 12, end.day == 31, start.year == end.year {
            found = (try? DateRange.year(start.year - 1)).map { (.year, $0) }
        } else if start.month == 1, start.day == 1, start.year == end.year {
            found = (try? DateRange(start: yearBefore(start), end: yearBefore(end))).map { (.yearSoFar, $0) }
        } else if case .season = kind {
            let last = yearBefore(end)
            found = (try? DateRange(start: yearBefore(start), end: CivilDate(year: last.year, month: last.month, day: CivilDate.daysIn(month: last.month, year: last.year))))
                .map { (.season, $0) }
        } else if start.day == 1, start.year == end.year, start.month == end.month, end.day == CivilDate.daysIn(month: end.month, year: end.year) {
            let before = start.adding(days: -1)
            found = (try? DateRange(start: CivilDate(year: before.year, month: before.month, day: 1), end: before)).map { (.month, $0) }
        } else {
            found = (try? DateRange(start: start.adding(days: -range.dayCount), end: start.adding(days: -1))).map { (.days, $0) }
        }
        // The scan reads positions for the range and the months before it, no further.
        guard let (kind, previous) = found, previous.start >= range.extended(backByMonths: InsightRules.newPlaceHistoryMonths).start
        else { return nil }
        return (kind, previous)
    }

    /// Days with photos a period needs to be set against: `previousMinDays`, or a quarter of a
    /// shorter period's days (a month cannot have 30 days with photos and a life in it).
    public static func minDays(_ period: DateRange) -> Int {
        min(InsightRules.previousMinDays, Int((Double(period.dayCount) * InsightRules.previousMinDayShare).rounded(.up)))
    }

    /// What the library holds for the period before `range`; nil when there is no such period
    /// or it holds too little to be a fair measure (`previousMinPhotos`, `minDays`).
    package static func compute(before range: DateRange, today: CivilDate?, folders: FolderSet, database: AppDatabase, namer: PlaceNamer,
                        options: PhotoSelection.Options, hidden: [HiddenArea], renamed: [RenamedPlace]) throws -> PreviousPeriod? {
        guard let (kind, previous) = period(before: range, today: today) else { return nil }
        let selection = PhotoSelection(from: try database.photos(of: folders, in: previous), options: options)
        guard selection.photos.count >= InsightRules.previousMinPhotos else { return nil }
        var dated = TimeStats.Tally()
        selection.photos.forEachRow { _, row in dated.add(row) }
        let time = TimeStats(dated, range: previous)
        guard time.photoDays >= minDays(previous) else { return nil }
        let places = try BestPlaces.compute(photos: selection.photos, hidden: hidden, renamed: renamed, namer: namer)
        return PreviousPeriod(kind: kind, range: previous, photos: selection.photos.count, days: time.photoDays,
                              places: places.ranked.count, countries: Set(places.ranked.compactMap(\.name.countryCode)))
    }
}
