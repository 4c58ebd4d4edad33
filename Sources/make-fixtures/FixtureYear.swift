import Foundation
import Model

/// The year the fixture library tells: someone in London in 2025, with a history in 2024.
///
/// Home in Islington most evenings, lunch near the office, a dozen London places, a
/// burst day at Kew Gardens in June (the peak day), a week in Tokyo and Kyoto in October
/// (another time zone, the peak month and the longest streak), a weekend in Lisbon, a day in
/// Paris; and the awkward files real libraries have: a camera without GPS, null-island and
/// half-present fixes, files dated only by name or by mtime, a screenshot, an upright-by-EXIF
/// photo, a zero-byte file, a truncated file, and files that are not photos.
struct FixtureYear {
    static let year = 2025
    var photos: [FixturePhoto] = []
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        script()
        photos.sort { ($0.instant, $0.time) < ($1.instant, $1.time) }
        name()
    }

    private mutating func script() {
        let tripDays = Set(dates(2025, 10, 4 ... 11) + dates(2025, 5, 2 ... 4) + [CivilDate(year: 2025, month: 3, day: 8)])

        // Home: evenings and nights, a few mornings; on Oct 3 and 12 to frame the Tokyo streak.
        var homeDays = Set([CivilDate(year: 2025, month: 10, day: 3), CivilDate(year: 2025, month: 10, day: 12)])
        while homeDays.count < 30 {
            let day = randomDay(in: 2025)
            if !tripDays.contains(day) { homeDays.insert(day) }
        }
        for (i, day) in homeDays.sorted().enumerated() {
            let count = i % 3 == 0 ? 2 : 1
            visit(.home, on: day, count: count + (i % 7 == 0 ? 1 : 0), hours: i % 5 == 0 ? 7 ... 8 : 18 ... 23)
        }
        // One home photo stored sideways, upright by EXIF orientation 6.
        visit(.home, on: CivilDate(year: 2025, month: 12, day: 24), count: 1, hours: 19 ... 19, orientation: 6)

        // Lunch and the odd view from the office: weekdays.
        var workDays: Set<CivilDate> = []
        while workDays.count < 12 {
            let day = randomDay(in: 2025)
            if day.isoWeekday <= 5, !tripDays.contains(day), !homeDays.contains(day) { workDays.insert(day) }
        }
        for (i, day) in workDays.sorted().enumerated() {
            visit(.work, on: day, count: i < 4 ? 2 : 1, hours: 12 ... 14)
        }

        // The burst day, and a quieter second visit.
        visit(.kew, on: CivilDate(year: 2025, month: 6, day: 14), count: 32, hours: 10 ... 17)
        visit(.kew, on: CivilDate(year: 2025, month: 9, day: 20), count: 2, hours: 14 ... 15)

        // Around London, weekends.
        let london: [(FixturePlace, [Int])] = [
            (.hydePark, [5, 4, 3]), (.britishMuseum, [4, 3]), (.camden, [3, 3]), (.greenwich, [3, 3]),
            (.towerBridge, [5]), (.southBank, [3, 2]), (.coventGarden, [4]), (.hampstead, [2, 2]),
            (.brickLane, [4]), (.portobello, [3]), (.richmond, [3]),
        ]
        for (place, visits) in london {
            for count in visits {
                visit(place, on: randomWeekend(avoiding: tripDays), count: count, hours: 10 ... 17)
            }
        }

        // A week in Japan: +09:00, and EXIF times on Tokyo's clock.
        let tokyo = 9 * 3600
        visit(.shibuya, on: CivilDate(year: 2025, month: 10, day: 4), count: 5, hours: 16 ... 21, utcOffset: tokyo)
        visit(.shibuya, on: CivilDate(year: 2025, month: 10, day: 5), count: 4, hours: 10 ... 13, utcOffset: tokyo)
        visit(.asakusa, on: CivilDate(year: 2025, month: 10, day: 6), count: 6, hours: 9 ... 12, utcOffset: tokyo)
        visit(.shinjukuGyoen, on: CivilDate(year: 2025, month: 10, day: 7), count: 5, hours: 11 ... 15, utcOffset: tokyo)
        visit(.fushimiInari, on: CivilDate(year: 2025, month: 10, day: 8), count: 9, hours: 8 ... 13, utcOffset: tokyo)
        visit(.asakusa, on: CivilDate(year: 2025, month: 10, day: 9), count: 4, hours: 18 ... 20, utcOffset: tokyo)
        visit(.shibuya, on: CivilDate(year: 2025, month: 10, day: 10), count: 5, hours: 19 ... 22, utcOffset: tokyo)
        visit(.shinjukuGyoen, on: CivilDate(year: 2025, month: 10, day: 11), count: 3, hours: 10 ... 12, utcOffset: tokyo)

        // A weekend in Lisbon and a day in Paris (both +01:00 then).
        visit(.alfama, on: CivilDate(year: 2025, month: 5, day: 2), count: 4, hours: 17 ... 20, utcOffset: 3600)
        visit(.alfama, on: CivilDate(year: 2025, month: 5, day: 3), count: 4, hours: 10 ... 13, utcOffset: 3600)
        visit(.belem, on: CivilDate(year: 2025, month: 5, day: 4), count: 6, hours: 11 ... 15, utcOffset: 3600)
        visit(.eiffel, on: CivilDate(year: 2025, month: 3, day: 8), count: 5, hours: 14 ... 18, utcOffset: 3600)

        // A camera with no GPS: EXIF times, no location.
        for _ in 0 ..< 18 {
            var photo = makePhoto(day: randomWeekend(avoiding: tripDays), hours: 9 ... 18, place: nil)
            photo.make = "FUJIFILM"
            photo.model = "X100V"
            photo.namePrefix = "DSCF"
            photo.writesOffset = false
            photos.append(photo)
        }
        // GPS that means "no fix": null island, and a latitude without a longitude.
        for gps in [FixturePhoto.GPS.nullIsland, .nullIsland, .latitudeOnly(51.5)] {
            var photo = makePhoto(day: randomDay(in: 2025), hours: 12 ... 18, place: nil)
            photo.gps = gps
            photos.append(photo)
        }
        // No EXIF at all: dated by the file name…
        for name in ["IMG_20250322_143000.jpg", "PXL_20250719_093015123.jpg", "2025-11-02 18.45.10.jpg"] {
            var photo = makePhoto(day: CivilDate(year: 2025, month: 1, day: 1), hours: 0 ... 0, place: nil)
            photo.time = FileNameTimeOfFixture.parse(name)
            photo.utcOffset = londonOffset(photo.time)
            photo.hasExif = false
            photo.timeInName = name
            photos.append(photo)
        }
        // …or only by the file's modification time.
        for minute in [0, 5] {
            var photo = makePhoto(day: CivilDate(year: 2025, month: 8, day: 15), hours: 14 ... 14, place: nil)
            photo.time = LocalDateTime(year: 2025, month: 8, day: 15, hour: 14, minute: minute)!
            photo.utcOffset = 3600
            photo.hasExif = false
            photo.namePrefix = "DSC"
            photos.append(photo)
        }
        // A phone screenshot.
        var shot = makePhoto(day: CivilDate(year: 2025, month: 4, day: 5), hours: 10 ... 10, place: nil)
        shot.time = LocalDateTime(year: 2025, month: 4, day: 5, hour: 10, minute: 15)!
        shot.container = .png
        shot.hasExif = false
        shot.isScreenshot = true
        shot.timeInName = "Screenshot_20250405-101500.png"
        photos.append(shot)

        // 2024: enough history before the range for "first time at" to be true.
        var days2024: Set<CivilDate> = []
        while days2024.count < 15 { days2024.insert(randomDay(in: 2024)) }
        for day in days2024.sorted() { visit(.home, on: day, count: day.day % 2 + 1, hours: 19 ... 22) }
        visit(.hydePark, on: CivilDate(year: 2024, month: 4, day: 13), count: 3, hours: 11 ... 15)
        visit(.hydePark, on: CivilDate(year: 2024, month: 8, day: 3), count: 2, hours: 11 ... 15)
        visit(.britishMuseum, on: CivilDate(year: 2024, month: 11, day: 16), count: 5, hours: 11 ... 15)

        // Added later in the script, so that the photos above keep their draws.
        takeout()
        pairsAndCopies()
    }

    // MARK: building blocks

    private mutating func visit(_ place: FixturePlace, on day: CivilDate, count: Int, hours: ClosedRange<Int>,
                                utcOffset: Int? = nil, orientation: Int? = nil) {
        for _ in 0 ..< count {
            var photo = makePhoto(day: day, hours: hours, place: place)
            if let utcOffset { photo.utcOffset = utcOffset }
            photo.orientation = orientation
            photos.append(photo)
        }
    }

    mutating func makePhoto(day: CivilDate, hours: ClosedRange<Int>, place: FixturePlace?) -> FixturePhoto {
        let time = LocalDateTime(year: day.year, month: day.month, day: day.day, hour: random.int(hours),
                                 minute: random.int(0 ... 59), second: random.int(0 ... 59))!
        var photo = FixturePhoto(time: time, utcOffset: londonOffset(time), place: place)
        if let place { photo.gps = scatter(around: place) }
        photo.portrait = random.int(0 ... 4) == 0
        return photo
    }

    /// A point within the place's radius, uniformly over the disc.
    private mutating func scatter(around place: FixturePlace) -> FixturePhoto.GPS {
        let r = place.radiusMeters * random.unit().squareRoot()
        let angle = random.double(0 ... 2 * Double.pi)
        let metersPerDegree = 111_320.0
        let dLat = r * sin(angle) / metersPerDegree
        let dLon = r * cos(angle) / (metersPerDegree * cos(place.latitude * Double.pi / 180))
        return .fix(latitude: place.latitude + dLat, longitude: place.longitude + dLon)
    }

    /// London's offset: BST (+01:00) from 30 March to 26 October 2025, GMT otherwise;
    /// 31 March to 27 October in 2024.
    private func londonOffset(_ time: LocalDateTime) -> Int {
        let (start, end) = time.date.year == 2024 ? ((3, 31), (10, 27)) : ((3, 30), (10, 26))
        let d = time.date
        let afterStart = (d.month, d.day) > start || ((d.month, d.day) == start && time.hour >= 2)
        let beforeEnd = (d.month, d.day) < end || ((d.month, d.day) == end && time.hour < 1)
        return afterStart && beforeEnd ? 3600 : 0
    }

    private mutating func randomDay(in year: Int) -> CivilDate {
        CivilDate(year: year, month: 1, day: 1).adding(days: random.int(0 ... (CivilDate.isLeap(year) ? 365 : 364)))
    }

    private mutating func randomWeekend(avoiding: Set<CivilDate>) -> CivilDate {
        while true {
            let day = randomDay(in: 2025)
            if day.isoWeekday >= 6, !avoiding.contains(day) { return day }
        }
    }

    private func dates(_ year: Int, _ month: Int, _ days: ClosedRange<Int>) -> [CivilDate] {
        days.map { CivilDate(year: year, month: month, day: $0) }
    }

    /// File names in time order, as a phone import would have them: one folder per month.
    private mutating func name() {
        var sequence: [String: Int] = [:]
        for i in photos.indices where photos[i].fixedPath == nil {
            let photo = photos[i]
            let d = photo.time.date
            let folder = photo.isScreenshot ? "Screenshots" : "DCIM/\(d.year)-\(d.month.padded2)"
            if let named = photo.timeInName {
                photos[i].path = "\(folder)/\(named)"
                continue
            }
            let n = sequence[photo.namePrefix, default: 1000] + 1
            sequence[photo.namePrefix] = n
            photos[i].path = "\(folder)/\(photo.namePrefix)_\(n).JPG"
        }
        for i in photos.indices {
            if let fixed = photos[i].fixedPath { photos[i].path = fixed }
        }
    }
}

/// The fixture's own reading of its three time-named files, written out so that the
/// generator does not lean on the parser it is there to test.
enum FileNameTimeOfFixture {
    static func parse(_ name: String) -> LocalDateTime {
        switch name {
        case "IMG_20250322_143000.jpg": LocalDateTime(year: 2025, month: 3, day: 22, hour: 14, minute: 30)!
        case "PXL_20250719_093015123.jpg": LocalDateTime(year: 2025, month: 7, day: 19, hour: 9, minute: 30, second: 15)!
        case "2025-11-02 18.45.10.jpg": LocalDateTime(year: 2025, month: 11, day: 2, hour: 18, minute: 45, second: 10)!
        default: fatalError("no fixture time for \(name)")
        }
    }
}

extension Int {
    var padded2: String { self < 10 ? "0\(self)" : "\(self)" }
}
