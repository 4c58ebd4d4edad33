/// What a deck's range is called, so that the copy says "your July" or "these two days" and
/// says "year" only of a year. The kind is decided once per deck from the range, today (a range
/// that ends today is "so far" or "the last N days") and the home's hemisphere (a season is
/// named only where it is known which one it is).
public enum RangeKind: Sendable, Equatable {
    /// January 1 to December 31 of one year, or of a year that is still going on.
    case year(Int)
    /// January 1 to today, before December 31: the default range.
    case yearSoFar(Int)
    /// One whole calendar month.
    case month(year: Int, month: Int)
    /// A whole meteorological season, named for the home's hemisphere.
    case season(Season)
    /// The `days` days ending today (`--last-30-days`).
    case lastDays(Int)
    /// Monday to Sunday, or any seven days.
    case week
    /// A Saturday and the Sunday after it.
    case weekend
    case twoDays
    case day
    /// Any other range: named by its first and last days.
    case span

    public enum Season: String, Sendable, Equatable {
        case spring, summer, autumn, winter
    }

    /// Without a home, a season is named when at least this share of the photos at the range's
    /// places are in one hemisphere: a trip across the equator leaves "summer" unsaid.
    public static let seasonHemisphereMinShare = 0.9

    /// Ranges of the last N days end today and are at most this long: longer ones ("the last
    /// 400 days") read better as their dates.
    public static let lastDaysMax = 90

    public init(_ range: DateRange, today: CivilDate?, southernHome: Bool?) {
        let (start, end) = (range.start, range.end)
        let days = range.dayCount
        let wholeMonths = start.day == 1 && end.day == CivilDate.daysIn(month: end.month, year: end.year)
        let fromJanuary = start.month == 1 && start.day == 1 && start.year == end.year
        let wholeYear = fromJanuary && end.month == 12 && end.day == 31
        // A year still going on (`--year` of this year, or the default range) has photos up to today.
        if fromJanuary, let today, (wholeYear && start <= today && today < end) || end == today {
            self = .yearSoFar(start.year)
        } else if wholeYear {
            self = .year(start.year)
        } else if days == 1 {
            self = .day
        } else if days == 2 {
            self = start.isoWeekday == 6 ? .weekend : .twoDays
        } else if days == 7 {
            self = .week
        } else if wholeMonths, start.year == end.year, start.month == end.month {
            self = .month(year: start.year, month: start.month)
        } else if wholeMonths, let southern = southernHome, let season = Self.season(start, end, southern: southern) {
            self = .season(season)
        } else if end == today, days <= Self.lastDaysMax {
            self = .lastDays(days)
        } else {
            self = .span
        }
    }

    /// The meteorological season that runs exactly from `start`'s month to `end`'s: three
    /// months, starting in March, June, September or December.
    private static func season(_ start: CivilDate, _ end: CivilDate, southern: Bool) -> Season? {
        let months = (end.year * 12 + end.month) - (start.year * 12 + start.month) + 1
        guard months == 3 else { return nil }
        let north: Season? = switch start.month {
        case 3: .spring
        case 6: .summer
        case 9: .autumn
        case 12: .winter
        default: nil
        }
        guard let north, southern else { return north }
        return switch north {
        case .spring: .autumn
        case .summer: .winter
        case .autumn: .spring
        case .winter: .summer
        }
    }
}
