import Foundation
import Model
import Store

/// Where the library's photos are, when a range holds few of them. A first run with no range
/// on a library of last year's photos would otherwise make a near-empty deck without a word;
/// an empty range points to a year the library has.
///
/// A range holds few when it has fewer than `fewPhotos`, or less than `fewShare` of the
/// library, and also less than `fewShare` of what its days would hold at the pace of the
/// library's busiest year: a weekend asked for, or a month, as full as the person's days
/// usually are, is what they meant, not a mistake to point out. The year named is the library's busiest (the later of a tie), and only when it
/// holds more photos than the range and the range does not already cover it whole: the
/// current year, partly covered by the default range, is named only when it has photos the
/// range leaves out; a span of days inside a busy year names that year.
public struct RangeHint: Sendable, Equatable {
    /// Fewer photos than this in the range is worth a hint, whatever their share.
    public static let fewPhotos = 50
    /// So is less than this share of the library's photos.
    public static let fewShare = 0.2
    /// A year's days, for the pace of the busiest year.
    static let daysInYear = 365
    /// Years before this one are what a clock that was never set or was reset gives (the Unix
    /// epoch, 1970; FAT's, 1980), not when a photo was taken: the hint names and spans none of
    /// them, nor a year yet to come.
    public static let firstTrustedYear = 1990

    /// Photo files in the range.
    public let inRange: Int
    /// Photo files in the library, in any year.
    public let total: Int
    /// The year to try, and its photos.
    public let year: Int
    public let photosThatYear: Int
    /// The first and last years the library has photos from.
    public let years: ClosedRange<Int>

    /// True when the year named holds more than half of the library.
    public var yearHoldsMost: Bool { photosThatYear * 2 > total }

    /// - Parameters:
    ///   - photosByYear: the library's photos per capture year.
    ///   - inRange: its photos in `range`.
    ///   - currentYear: the year it is now; later years are not trusted.
    public init?(photosByYear: [Int: Int], inRange: Int, range: DateRange,
                 currentYear: Int = Calendar(identifier: .gregorian).component(.year, from: Date())) {
        // A whole calendar year with photos in it was asked for on purpose (the default range
        // ends today); an empty one is still worth a year to try.
        if inRange > 0, range.start.month == 1, range.start.day == 1, range.end == CivilDate(year: range.start.year, month: 12, day: 31) {
            return nil
        }
        // Zone differences put a photo at most a day into next year.
        let total = photosByYear.values.reduce(0, +)
        let years = photosByYear.filter { $0.value > 0 && (Self.firstTrustedYear ... currentYear + 1).contains($0.key) }
        guard total > 0, let first = years.keys.min(), let last = years.keys.max(),
              inRange < Self.fewPhotos || Double(inRange) < Self.fewShare * Double(total)
        else { return nil }
        let busiest = Double(years.values.max() ?? 0)
        let pace = busiest * Double(min(range.dayCount, Self.daysInYear)) / Double(Self.daysInYear)
        guard Double(inRange) < Self.fewShare * pace else { return nil }
        let candidates = years.filter { !range.covers(year: $0.key) }
        guard let best = candidates.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }), best.value > inRange else { return nil }
        self.inRange = inRange
        self.total = total
        year = best.key
        photosThatYear = best.value
        self.years = first ... last
    }

    /// From a scan's counts: photo files, every one, as the scan summary counts them before
    /// the deck sets any aside (`LibraryInventory.photosByYear` says why).
    public init?(_ inventory: LibraryInventory, range: DateRange) {
        self.init(photosByYear: inventory.photosByYear, inRange: inventory.inRange, range: range)
    }
}

extension DateRange {
    /// True when every day of `year` is in the range.
    func covers(year: Int) -> Bool {
        start <= CivilDate(year: year, month: 1, day: 1) && CivilDate(year: year, month: 12, day: 31) <= end
    }
}
