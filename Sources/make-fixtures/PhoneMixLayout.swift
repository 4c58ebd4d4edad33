import Foundation
import Model

/// One file of the phone mix, as `PhoneMixLayout` plans it.
struct PhoneMixFile {
    enum Content {
        /// An iPhone HEIC, from a template with a GPS fix when `gps` is set.
        case heic(gps: (Double, Double)?, contentID: String)
        /// A JPEG with EXIF from a maker (nil: a messenger's, with none).
        case jpeg(make: (String, String)?, gps: (Double, Double)?)
        /// A PNG screenshot; `xmp` when it carries iOS's XMP, else its name dates it.
        case png(xmp: Bool)
        case movie(apple: Bool, contentID: String?)
        case adjustments
        case takeoutSidecar(photoName: String, gps: (Double, Double)?)
        case copy(of: String)
        case corrupt
        case empty
    }

    var path: String
    var kind: String
    var content: Content
    var time: LocalDateTime
    var utcOffset: Int
    var instant: Int64 { time.secondsSinceEpoch - Int64(utcOffset) }
}

/// What a correct scan of the mix counts for its year, as the generator knows it.
struct PhoneMixCounts: Codable {
    var filesSeen = 0
    var counted = 0
    var outsideRange = 0
    var setAside: [String: Int] = [:]
    var skipped: [String: Int] = [:]
}

/// Plans the files of a phone's mix at any count: shots drawn by proportion (after one of
/// each kind, so that a small mix has them all), each shot's time from a year of uneven days
/// (events, trips, quiet weeks, few photos at night), and its files laid out as an iPhone
/// import, a Pixel's storage, a Google Takeout export, a NAS share and a backup folder lay
/// them out.
struct PhoneMixLayout {
    enum Shot: CaseIterable {
        case iphone, iphoneLive, iphoneEdit, iphoneTwin, iphoneMovie, iphoneScreenshot
        case pixel, pixelEdit, pixelVideo, pixelScreenshot, pixelRecording
        case samsung, camera, whatsapp, signal, telegram, takeout, takeoutAlbum, backup, corrupt, empty
        case iphone2024, takeout2024

        /// Shares of shots, in thousandths.
        var weight: Int {
            switch self {
            case .iphone: 120
            case .iphoneLive: 110
            case .iphoneEdit: 20
            case .iphoneTwin: 15
            case .iphoneMovie: 15
            case .iphoneScreenshot: 20
            case .pixel: 140
            case .pixelEdit: 10
            case .pixelVideo: 15
            case .pixelScreenshot: 20
            case .pixelRecording: 5
            case .samsung: 110
            case .camera: 110
            case .whatsapp: 60
            case .signal: 15
            case .telegram: 15
            case .takeout: 80
            case .takeoutAlbum: 15
            case .backup: 15
            case .corrupt, .empty: 1
            case .iphone2024, .takeout2024: 30
            }
        }
    }

    struct Place {
        let latitude: Double, longitude: Double
        let winterOffset: Int, summerOffset: Int
    }

    static let year = 2025
    static let timeZone = "Europe/Berlin"
    static let home = Place(latitude: 52.52, longitude: 13.405, winterOffset: 3600, summerOffset: 7200)
    /// Home is Berlin; the trips go to London, Lisbon, Tokyo, New York and Rome.
    static let trips = [
        Place(latitude: 51.5072, longitude: -0.1276, winterOffset: 0, summerOffset: 3600),
        Place(latitude: 38.7223, longitude: -9.1393, winterOffset: 0, summerOffset: 3600),
        Place(latitude: 35.6762, longitude: 139.6503, winterOffset: 32_400, summerOffset: 32_400),
        Place(latitude: 40.7128, longitude: -74.006, winterOffset: -18_000, summerOffset: -14_400),
        Place(latitude: 41.9028, longitude: 12.4964, winterOffset: 3600, summerOffset: 7200),
    ]
    static let events = ["Birthday", "Lake day", "Market", "Hike", "Concert", "Garden", "Visit", "Dinner", "Museum", "Beach"]
    static let albums = ["Summer", "Family", "Favourites", "Trip"]

    let count: Int
    var random: SeededRandom
    private(set) var files: [PhoneMixFile] = []
    private(set) var counts = PhoneMixCounts()

    private var dayWeights: [Int: [Double]] = [:]
    private var usedSeconds: Set<Int64> = []
    private var iphoneNumber = 0
    private var iphoneFolder = 99
    private var iphoneFolderLeft = 0
    private var cameraNumber = 0
    private var whatsappOfDay: [Int: Int] = [:]
    /// Files a backup may copy: plain JPEGs of one file each, by index.
    private var copyable: [Int] = []

    init(count: Int, seed: UInt64) {
        self.count = count
        random = SeededRandom(seed: seed ^ 0x5048_4F4E_45)
        for year in [Self.year - 1, Self.year] {
            // Most days have a few photos, some none, a few (events, trips) very many.
            dayWeights[year] = (0 ..< 365).map { _ in random.unit() < 0.25 ? 0 : pow(random.unit(), 4) * 40 + 0.2 }
        }
        var shots = Shot.allCases
        while files.count < count {
            // The last few files are single-file shots, so that the count comes out exact.
            if shots.isEmpty { shots = [count - files.count < 4 ? .samsung : pick()] }
            add(shots.removeFirst())
        }
    }

    private mutating func pick() -> Shot {
        var draw = random.int(0 ... Shot.allCases.reduce(0) { $0 + $1.weight } - 1)
        for shot in Shot.allCases {
            if draw < shot.weight { return shot }
            draw -= shot.weight
        }
        return .iphone
    }

    // MARK: times and places

    private mutating func moment(year: Int = year) -> (time: LocalDateTime, offset: Int, place: Place) {
        let weights = dayWeights[year]!
        var draw = random.double(0 ... weights.reduce(0, +))
        // The first and last days are left out, so that no time zone moves a photo across the year.
        var day = 1
        while day < 363, draw > weights[day] {
            draw -= weights[day]
            day += 1
        }
        let date = CivilDate(dayNumber: CivilDate(year: year, month: 1, day: 1).dayNumber + day)
        let place = day % 53 < 6 ? Self.trips[day / 53 % Self.trips.count] : Self.home
        let offset = (4 ... 10).contains(date.month) ? place.summerOffset : place.winterOffset
        // Days cluster around an event's hour; a few photos are taken at night.
        let centre = 9 + (day * 7919) % 12
        let hour = random.unit() < 0.03 ? random.int(0 ... 5) : min(23, max(6, centre + random.int(-3 ... 3)))
        var seconds = date.startOfDay.secondsSinceEpoch + Int64(hour * 3600 + random.int(0 ... 3599))
        // Every shot has its own second, so that two shots never pass for one.
        while usedSeconds.contains(seconds) { seconds += 1 }
        usedSeconds.insert(seconds)
        return (LocalDateTime(secondsSinceEpoch: seconds), offset, place)
    }

    private mutating func scatter(_ place: Place) -> (Double, Double) {
        (place.latitude + random.double(-0.06 ... 0.06), place.longitude + random.double(-0.09 ... 0.09))
    }

    private mutating func uuid() -> String {
        let hex = (0 ..< 2).map { _ in String(random.next(), radix: 16, uppercase: true) }.map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
        let c = Array(hex)
        return [c[0 ..< 8], c[8 ..< 12], c[12 ..< 16], c[16 ..< 20], c[20 ..< 32]].map { String($0) }.joined(separator: "-")
    }

    // MARK: names

    private static func digits(_ v: Int, _ width: Int) -> String {
        let text = String(v)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// `20250312`, `101502`, and milliseconds.
    private static func parts(_ t: LocalDateTime) -> (day: String, time: String) {
        let d = t.date
        return (digits(d.year, 4) + digits(d.month, 2) + digits(d.day, 2), digits(t.hour, 2) + digits(t.minute, 2) + digits(t.second, 2))
    }

    private static func dashed(_ t: LocalDateTime) -> String {
        let d = t.date
        return "\(digits(d.year, 4))-\(digits(d.month, 2))-\(digits(d.day, 2))"
    }

    /// The next `IMG_nnnn` of an iPhone import, in `DCIM/1nnAPPLE` folders of uneven fill.
    private mutating func iphoneStem() -> String {
        if iphoneFolderLeft == 0 {
            iphoneFolder += 1
            iphoneFolderLeft = Int(exp(random.double(log(20) ... log(999))))
        }
        iphoneFolderLeft -= 1
        iphoneNumber = iphoneNumber % 9999 + 1
        return "iPhone/DCIM/\(iphoneFolder)APPLE/IMG_" + Self.digits(iphoneNumber, 4)
    }

    /// A NAS share's day folder: `Photos/2025/2025-03-12 Hike`, its camera's files a level deeper.
    private func nasFolder(_ t: LocalDateTime, deeper: Bool) -> String {
        let event = Self.events[(t.date.dayNumber * 31) % Self.events.count]
        let folder = "NAS/Photos/\(t.date.year)/\(Self.dashed(t)) \(event)"
        return deeper && t.date.dayNumber % 3 == 0 ? folder + "/Camera" : folder
    }

    // MARK: shots

    private mutating func file(_ path: String, _ kind: String, _ content: PhoneMixFile.Content, _ m: (time: LocalDateTime, offset: Int, place: Place)) {
        files.append(PhoneMixFile(path: path, kind: kind, content: content, time: m.time, utcOffset: m.offset))
        counts.filesSeen += 1
    }

    private mutating func aside(_ reason: String) { counts.setAside[reason, default: 0] += 1 }
    private mutating func skipped(_ reason: String) { counts.skipped[reason, default: 0] += 1 }

    private mutating func add(_ shot: Shot) {
        switch shot {
        case .iphone, .iphoneLive, .iphoneEdit, .iphoneTwin, .iphone2024:
            let m = moment(year: shot == .iphone2024 ? Self.year - 1 : Self.year)
            let stem = iphoneStem()
            let gps = random.unit() < 0.7 ? scatter(m.place) : nil
            let id = uuid()
            file(stem + ".HEIC", "heic", .heic(gps: gps, contentID: id), m)
            if shot == .iphone2024 {
                counts.outsideRange += 1
                return
            }
            counts.counted += 1
            switch shot {
            case .iphoneLive:
                file(stem + ".MOV", "live-photo-movie", .movie(apple: true, contentID: id), m)
                aside("live-photo-movie")
            case .iphoneEdit:
                let edited = stem.replacingOccurrences(of: "/IMG_", with: "/IMG_E")
                file(edited + ".JPG", "iphone-edit-jpeg", .jpeg(make: ("Apple", "iPhone 15"), gps: gps), m)
                file(stem + ".AAE", "aae", .adjustments, m)
                aside("edit")
                skipped("not-a-photo")
            case .iphoneTwin:
                file(stem + ".JPG", "twin-jpeg", .jpeg(make: ("Apple", "iPhone 15"), gps: gps), m)
                aside("twin")
            default:
                break
            }
        case .iphoneMovie:
            let m = moment()
            file(iphoneStem() + ".MOV", "video", .movie(apple: true, contentID: nil), m)
            aside("video")
        case .iphoneScreenshot:
            let m = moment()
            file(iphoneStem() + ".PNG", "png-screenshot", .png(xmp: true), m)
            aside("screenshot")
        case .pixel, .pixelEdit:
            let m = moment()
            let (day, time) = Self.parts(m.time)
            let stem = "Pixel 8/DCIM/Camera/PXL_\(day)_\(time)\(Self.digits(random.int(0 ... 999), 3))"
            file(stem + ".jpg", "pixel-jpeg", .jpeg(make: ("Google", "Pixel 8"), gps: random.unit() < 0.7 ? scatter(m.place) : nil), m)
            counts.counted += 1
            if shot == .pixelEdit {
                file(stem + "-edited.jpg", "pixel-edit-jpeg", .jpeg(make: ("Google", "Pixel 8"), gps: nil), m)
                aside("edit")
            } else {
                copyable.append(files.count - 1)
            }
        case .pixelVideo:
            let m = moment()
            let (day, time) = Self.parts(m.time)
            file("Pixel 8/DCIM/Camera/PXL_\(day)_\(time)\(Self.digits(random.int(0 ... 999), 3)).mp4", "video", .movie(apple: false, contentID: nil), m)
            aside("video")
        case .pixelScreenshot:
            let m = moment()
            let (day, time) = Self.parts(m.time)
            file("Pixel 8/Pictures/Screenshots/Screenshot_\(day)-\(time).png", "png-screenshot", .png(xmp: false), m)
            aside("screenshot")
        case .pixelRecording:
            let m = moment()
            let (day, time) = Self.parts(m.time)
            file("Pixel 8/Movies/screen-\(day)-\(time).mp4", "screen-recording", .movie(apple: false, contentID: nil), m)
            aside("screenshot")
        case .samsung:
            let m = moment()
            let (day, time) = Self.parts(m.time)
            let path = nasFolder(m.time, deeper: false) + "/\(day)_\(time).jpg"
            file(path, "samsung-jpeg", .jpeg(make: ("samsung", "SM-S921B"), gps: random.unit() < 0.7 ? scatter(m.place) : nil), m)
            counts.counted += 1
            copyable.append(files.count - 1)
        case .camera:
            let m = moment()
            cameraNumber = cameraNumber % 9999 + 1
            let path = nasFolder(m.time, deeper: true) + "/DSC" + Self.digits(cameraNumber, 5) + ".JPG"
            file(path, "camera-jpeg", .jpeg(make: ("SONY", "ILCE-7M4"), gps: nil), m)
            counts.counted += 1
            copyable.append(files.count - 1)
        case .whatsapp:
            let m = moment()
            let number = whatsappOfDay[m.time.date.dayNumber, default: 0] + 1
            whatsappOfDay[m.time.date.dayNumber] = number
            file("Pixel 8/WhatsApp/Media/WhatsApp Images/IMG-\(Self.parts(m.time).day)-WA\(Self.digits(number, 4)).jpg", "whatsapp",
                 .jpeg(make: nil, gps: nil), m)
            counts.counted += 1
        case .signal:
            let m = moment()
            let time = Self.parts(m.time).time
            file("Pixel 8/Pictures/Signal/signal-\(Self.dashed(m.time))-\(time).jpg", "signal", .jpeg(make: nil, gps: nil), m)
            counts.counted += 1
        case .telegram:
            let m = moment()
            let t = Self.digits(m.time.hour, 2) + "-" + Self.digits(m.time.minute, 2) + "-" + Self.digits(m.time.second, 2)
            file("Pixel 8/Telegram/Telegram Images/photo_\(Self.dashed(m.time))_\(t).jpg", "telegram", .jpeg(make: nil, gps: nil), m)
            counts.counted += 1
        case .takeout, .takeoutAlbum, .takeout2024:
            let m = moment(year: shot == .takeout2024 ? Self.year - 1 : Self.year)
            let (day, time) = Self.parts(m.time)
            let name = "PXL_\(day)_\(time)\(Self.digits(random.int(0 ... 999), 3)).jpg"
            let folder = "Takeout/Google Photos/Photos from \(m.time.date.year)"
            let gps = random.unit() < 0.7 ? scatter(m.place) : nil
            // Takeout keeps a photo's EXIF; half the sidecars have the newer, longer name.
            let sidecar = name + (random.unit() < 0.5 ? ".json" : ".supplemental-metadata.json")
            file("\(folder)/\(name)", "takeout-jpeg", .jpeg(make: ("Google", "Pixel 7"), gps: gps), m)
            file("\(folder)/\(sidecar)", "takeout-json", .takeoutSidecar(photoName: name, gps: gps), m)
            if shot == .takeout2024 {
                counts.outsideRange += 1
                return
            }
            counts.counted += 1
            if shot == .takeoutAlbum {
                let album = "Takeout/Google Photos/\(Self.albums[random.int(0 ... Self.albums.count - 1)])"
                file("\(album)/\(name)", "album-copy", .copy(of: "\(folder)/\(name)"), m)
                file("\(album)/\(sidecar)", "takeout-json", .copy(of: "\(folder)/\(sidecar)"), m)
                aside("duplicate")
            }
        case .backup:
            guard !copyable.isEmpty else { return add(.samsung) }
            copyable.swapAt(random.int(0 ... copyable.count - 1), copyable.count - 1)
            let source = files[copyable.removeLast()]
            files.append(PhoneMixFile(path: "Backup/" + source.path, kind: "backup-copy",
                                      content: .copy(of: source.path), time: source.time, utcOffset: source.utcOffset))
            counts.filesSeen += 1
            aside("duplicate")
        case .corrupt, .empty:
            let m = moment()
            cameraNumber = cameraNumber % 9999 + 1
            let path = nasFolder(m.time, deeper: true) + "/DSC" + Self.digits(cameraNumber, 5) + ".JPG"
            file(path, shot == .corrupt ? "corrupt" : "empty", shot == .corrupt ? .corrupt : .empty, m)
            skipped(shot == .corrupt ? "corrupt" : "zero-byte")
        }
    }
}
