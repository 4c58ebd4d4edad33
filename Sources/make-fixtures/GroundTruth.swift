import Foundation
import Model
import Places

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

    /// One phone's folder (`PhoneFolders`), as its own gallery counts it for the year.
    struct Phone: Encodable {
        var folder: String
        var files: Int
        /// Photos counted by default: one for each moment.
        var photos: Int
        /// Real videos, which count with `--include-videos`: not Live Photo movies, not
        /// screen recordings.
        var videos: Int
        /// Screenshots and screen recordings, which count with `--include-screenshots`.
        var screenshots: Int
        /// Files set aside by default, by reason (screenshots and videos among them).
        var setAside: [String: Int]

        init(folder: String, photos: [FixturePhoto], movies: [PhoneFolders.Movie], otherFiles: Int) {
            self.folder = folder
            let stills = photos.filter { $0.path.hasPrefix(folder + "/") }, films = movies.filter { $0.path.hasPrefix(folder + "/") }
            files = stills.count + films.count + otherFiles
            self.photos = stills.filter { $0.setAside == nil && !$0.isScreenshot }.count
            videos = films.filter { $0.setAside == .video }.count
            screenshots = stills.filter(\.isScreenshot).count + films.filter(\.isScreenRecording).count
            let reasons = stills.map { $0.isScreenshot ? .screenshot : $0.setAside } + films.map(\.setAside)
            setAside = Dictionary(grouping: reasons.compactMap { $0 }, by: \.rawValue).mapValues(\.count)
        }
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
    /// The phones' folders under `Phone/`, each as a library of its own.
    var phones: [Phone] = []

    /// `movies`: each with why the deck, with its defaults, does not count it (a Live Photo's
    /// movie, a screen recording counted with screenshots, or a video).
    init(year: Int, seed: UInt64, photos: [FixturePhoto], movies: [PhoneFolders.Movie], otherFiles: [SkipReason], outOfRangePhotos: Int,
         sidecars: Int) {
        self.year = year
        self.seed = seed
        let range = try! DateRange.year(year)
        scan.filesSeen = photos.count + movies.count + otherFiles.count + outOfRangePhotos + sidecars
        scan.sidecars = sidecars
        scan.videos = movies.count
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
        let inRangeMovies = movies.filter { range.contains($0.time) }
        time = Self.time(counted, screenshots: inRange.filter(\.isScreenshot).count + inRangeMovies.filter(\.isScreenRecording).count)
        let reasons = inRange.compactMap(\.setAside) + inRangeMovies.filter { !$0.isScreenRecording }.map(\.setAside)
        setAside = Dictionary(grouping: reasons, by: \.rawValue).mapValues(\.count)
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
        let days = TruthCalendar(days: photos.map(\.time.date))
        var hours = [Int](repeating: 0, count: 24)
        for photo in photos { hours[photo.time.hour] += 1 }
        return Time(photos: photos.count, withLocation: photos.filter(\.hasLocation).count, peakDay: days.peakDay, peakMonth: days.peakMonth,
                    hourHistogram: hours, longestStreak: days.longestStreak, busiestWeek: days.busiestWeek,
                    topWeekday: days.topWeekday, setAsideScreenshots: screenshots)
    }
}
