import PhotoWrapped

/// What is true of the fixture library, computed from the generator's own script (never by
/// running photo-wrapped), committed beside the photos for the tests to compare against.
struct GroundTruth: Encodable {
    struct Scan: Encodable {
        var filesSeen = 0
        var photos = 0
        var videos = 0
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

    init(year: Int, seed: UInt64, photos: [FixturePhoto], otherFiles: [SkipReason], outOfRangePhotos: Int) {
        self.year = year
        self.seed = seed
        let range = try! DateRange.year(year)
        scan.filesSeen = photos.count + otherFiles.count + outOfRangePhotos
        scan.photos = photos.count + outOfRangePhotos
        for reason in otherFiles { scan.skipped[reason.rawValue, default: 0] += 1 }

        let inRange = photos.filter { range.contains($0.time) }
        scan.inRange = inRange.count
        for photo in inRange {
            scan.timeSources[photo.expectedSource.rawValue, default: 0] += 1
            if photo.hasLocation { scan.withLocation += 1 }
            if photo.container == .png { scan.noExifReaderYet["png", default: 0] += 1 }
        }
        for photo in photos where photo.expectedSource == .mtime {
            mtimes[photo.path] = photo.instant
        }

        let located = inRange.filter(\.hasLocation)
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
}
