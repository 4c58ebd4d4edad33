import Foundation

/// What is true of the messy library, from the generator's own script (never by running
/// photo-wrapped): each file's real capture and what the dating rules can know of it, and the
/// deck's time statistics for the year with default options.
///
/// Aggregates: photos of the year that are counted (screenshots are not); exact and day-precision
/// photos count in days, weeks, months, the streak and the peak day; only exact ones in the hour
/// histogram; copy-burst photos only in the total (in the year by their copy's day at home). Ties
/// go to the earlier day, month, week or run. Dates come from Foundation's ISO 8601 calendar, not
/// the program's own.
struct MessyTruth: Encodable {
    struct File: Encodable {
        var path: String
        var phenomenon: String
        /// The true capture, on the clock where it was taken: `2025-08-23T14:10:33`.
        var localTime: String
        var zone: String
        var utcOffset: Int
        /// `exact`, `day` or `copied`: what the rules can know.
        var precision: String
        var dayKnown: Bool
        var hourKnown: Bool
        var copyBurst: Bool
        /// False for screenshots, which the deck sets aside by default.
        var counted: Bool
    }

    struct Time: Encodable {
        var photos: Int
        var exact: Int
        var dayPrecision: Int
        var copied: Int
        var peakDay: GroundTruth.Time.Day
        var peakMonth: GroundTruth.Time.Month
        var longestStreak: GroundTruth.Time.Streak
        var busiestWeek: GroundTruth.Time.Week
        var hourHistogram: [Int]
    }

    var year: Int
    var seed: UInt64
    /// The person's home zone, where most located photos are.
    var homeZone: String
    var phenomena: [String: Int]
    var time: Time
    var files: [File]
    /// Every file's modification time to restore (git does not keep them), in seconds since
    /// 1970 with milliseconds: the copy bursts are sub-second apart.
    var mtimes: [String: Double]

    init(_ script: MessyYear, seed: UInt64) {
        year = MessyYear.year
        self.seed = seed
        homeZone = MessyYear.home.identifier
        phenomena = Dictionary(grouping: script.files, by: \.phenomenon.rawValue).mapValues(\.count)
        files = script.files.map { file in
            File(path: file.path, phenomenon: file.phenomenon.rawValue, localTime: file.time.description, zone: file.zone.identifier,
                 utcOffset: file.utcOffset, precision: file.precision.rawValue, dayKnown: file.precision != .copied,
                 hourKnown: file.precision == .exact, copyBurst: file.precision == .copied, counted: file.counted)
        }
        mtimes = Dictionary(uniqueKeysWithValues: script.files.map { ($0.path, $0.mtime) })
        let inYear = script.files.filter { file in
            guard file.counted else { return false }
            let day = file.precision == .copied ? MessyClock.local(file.mtime, in: MessyYear.home).date : file.time.date
            return day.year == MessyYear.year
        }
        time = Self.time(inYear)
    }

    private static func time(_ photos: [MessyFile]) -> Time {
        let dated = photos.filter { $0.precision != .copied }
        let days = TruthCalendar(days: dated.map(\.time.date))
        var hours = [Int](repeating: 0, count: 24)
        for photo in dated where photo.precision == .exact { hours[photo.time.hour] += 1 }
        return Time(photos: photos.count, exact: dated.count { $0.precision == .exact }, dayPrecision: dated.count { $0.precision == .day },
                    copied: photos.count { $0.precision == .copied }, peakDay: days.peakDay, peakMonth: days.peakMonth,
                    longestStreak: days.longestStreak, busiestWeek: days.busiestWeek, hourHistogram: hours)
    }
}
