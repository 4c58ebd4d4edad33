import Foundation
import PhotoWrapped

/// What is true of the fixture library, computed from the generator's own script (never by
/// running photo-wrapped), committed beside the photos for the tests to compare against.
struct GroundTruth: Encodable {
    struct Scan: Encodable {
        var filesSeen = 0
        var photos = 0
        var videos = 0
        var sidecars = 0
        var inRange = 0
        var timeSources: [String: Int] = Dictionary(uniqueKeysWithValues: TimeSource.allCases.map { ($0.rawValue, 0) })
        var withLocation = 0
        var skipped: [String: Int] = Dictionary(uniqueKeysWithValues: SkipReason.allCases.map { ($0.rawValue, 0) })
        var noExifReaderYet: [String: Int] = [:]
    }

    struct Place: Encodable {
        var key: String
        var name: String
        var latitude: Double
        var longitude: Double
        var photoCount: Int
        var distinctDays: Int
        var firstVisit: String
        var lastVisit: String
        var isHome: Bool
    }

    /// The deck's time statistics over counted photos (in range, screenshots left out),
    /// computed here with Foundation's ISO 8601 calendar rather than the program's own dates.
    struct Time: Encodable {
        struct Day: Encodable {
            var date: String
            var count: Int
        }

        struct Month: Encodable {
            var month: String
            var count: Int
        }

        struct Streak: Encodable {
            var days: Int
            var start: String
            var end: String
        }

        struct Week: Encodable {
            var week: String
            var count: Int
        }

        var photos: Int
        var withLocation: Int
        var peakDay: Day
        var peakMonth: Month
        var hourHistogram: [Int]
        var longestStreak: Streak
        var busiestWeek: Week
        /// 1 = Monday … 7 = Sunday.
        var topWeekday: Int
        var setAsideScreenshots: Int
    }

    var year: Int
    /// The zone to pass as --tz so that mtime-dated files land on the days given here.
    var timeZone = "Europe/London"
    var seed: UInt64
    var scan = Scan()
    /// Files dated only by modification time, with the instant to restore before scanning:
    /// git does not keep mtimes, so a fresh checkout dates them by the clone.
    var mtimes: [String: Int64] = [:]
    var places: [Place] = []
    var home = FixturePlace.home.key
    var time: Time?
    /// Photos the deck sets aside, by reason (screenshots are in `time`).
    var setAside: [String: Int] = [:]
    /// The biggest trip: the Tokyo week.
    var biggestTripDays: Int?

    init(year: Int, seed: UInt64, photos: [FixturePhoto], otherFiles: [SkipReason], outOfRangePhotos: Int, sidecars: Int) {
        self.year = year
        self.seed = seed
        let range = try! DateRange.year(year)
        scan.filesSeen = photos.count + otherFiles.count + outOfRangePhotos + sidecars
        scan.sidecars = sidecars
        scan.photos = photos.count + outOfRangePhotos
        for reason in otherFiles { scan.skipped[reason.rawValue, default: 0] += 1 }

        let inRange = photos.filter { range.contains($0.time) }
        scan.inRange = inRange.count
        for photo in inRange {
            scan.timeSources[photo.expectedSource.rawValue, default: 0] += 1
            if photo.hasLocation { scan.withLocation += 1 }
        }
        for photo in photos where photo.expectedSource == .mtime {
            mtimes[photo.path] = photo.instant
        }

        // What the deck counts: no screenshots, one of each pair, copy and edit.
        let counted = inRange.filter { !$0.isScreenshot && $0.setAside == nil }
        time = Self.time(counted, screenshots: inRange.filter(\.isScreenshot).count)
        setAside = Dictionary(grouping: inRange.compactMap(\.setAside), by: \.rawValue).mapValues(\.count)
        biggestTripDays = Set(inRange.filter { ["shibuya", "asakusa", "shinjuku-gyoen", "fushimi-inari"].contains($0.place?.key ?? "") }
            .map(\.time.date)).count

        let located = counted.filter(\.hasLocation)
        let byPlace = Dictionary(grouping: located) { $0.place!.key }
        places = byPlace.map { key, visits in
            let place = visits[0].place!
            let days = Set(visits.map(\.time.date))
            return Place(key: key, name: place.name, latitude: place.latitude, longitude: place.longitude,
                         photoCount: visits.count, distinctDays: days.count,
                         firstVisit: days.min()!.description, lastVisit: days.max()!.description,
                         isHome: key == FixturePlace.home.key)
        }.sorted { ($0.photoCount, $0.distinctDays, $1.key) > ($1.photoCount, $1.distinctDays, $0.key) }
    }

    private static func time(_ photos: [FixturePhoto], screenshots: Int) -> Time {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let dates = photos.map { photo -> Date in
            let d = photo.time.date
            return calendar.date(from: DateComponents(year: d.year, month: d.month, day: d.day, hour: photo.time.hour))!
        }
        func dayKey(_ date: Date) -> String {
            let c = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
        }
        func best(_ counts: [String: Int]) -> (String, Int) {
            counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!
        }
        let byDay = Dictionary(grouping: dates, by: dayKey).mapValues(\.count)
        let byMonth = Dictionary(grouping: dates) { String(dayKey($0).prefix(7)) }.mapValues(\.count)
        let byWeek = Dictionary(grouping: dates) { date -> String in
            let c = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
            return String(format: "%04d-W%02d", c.yearForWeekOfYear!, c.weekOfYear!)
        }.mapValues(\.count)
        var hours = [Int](repeating: 0, count: 24)
        var weekdays = [Int](repeating: 0, count: 7)
        for date in dates {
            hours[calendar.component(.hour, from: date)] += 1
            weekdays[(calendar.component(.weekday, from: date) + 5) % 7] += 1  // Sunday = 1 → index 6
        }
        // The longest run of consecutive days, the earliest among equals.
        let days = Set(dates.map { calendar.startOfDay(for: $0) }).sorted()
        var streak = (days: 1, start: days[0], end: days[0]), current = streak
        for (previous, day) in zip(days, days.dropFirst()) {
            current = calendar.date(byAdding: .day, value: 1, to: previous) == day ? (current.days + 1, current.start, day) : (1, day, day)
            if current.days > streak.days { streak = current }
        }
        let (peakDay, peakDayCount) = best(byDay)
        let (peakMonth, peakMonthCount) = best(byMonth)
        let (week, weekCount) = best(byWeek)
        return Time(photos: photos.count, withLocation: photos.filter(\.hasLocation).count,
                    peakDay: .init(date: peakDay, count: peakDayCount), peakMonth: .init(month: peakMonth, count: peakMonthCount),
                    hourHistogram: hours,
                    longestStreak: .init(days: streak.days, start: dayKey(streak.start), end: dayKey(streak.end)),
                    busiestWeek: .init(week: week, count: weekCount),
                    topWeekday: weekdays.enumerated().max { ($0.element, $1.offset) < ($1.element, $0.offset) }!.offset + 1,
                    setAsideScreenshots: screenshots)
    }
}
