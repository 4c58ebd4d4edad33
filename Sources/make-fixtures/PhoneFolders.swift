import Foundation
import Model
import Moments

/// An iPhone's, a Pixel's and a Samsung's own folders under `Phone/`, laid out as each phone
/// writes its files ("Counting honestly"): a Live Photo's still and movie, edits, twins, RAW
/// and portrait companions, motion photos and their download copies, bursts, screenshots,
/// screen recordings and real videos. HEIC is encoded by libheif (`heif-enc`), movies by
/// FFmpeg (`ffmpeg`); the iPhone's maker note is built by `IPhoneMakerNote`.
///
/// Each file carries the truth the gallery shows: which files stand for a moment, and why the
/// others are set aside.
struct PhoneFolders {
    static let root = "Phone"
    static let iPhoneRoot = "\(root)/iPhone", pixelRoot = "\(root)/Pixel", samsungRoot = "\(root)/Samsung"
    static let iPhone = "\(iPhoneRoot)/DCIM/100APPLE"
    static let pixel = "\(pixelRoot)/DCIM/Camera"
    static let samsung = "\(samsungRoot)/DCIM/Camera"

    enum Format {
        case jpeg, heic
        /// A DNG: the TIFF IFDs with the EXIF, as the fixture's other RAW.
        case dng
        /// An iOS screenshot: a PNG whose XMP holds UserComment "Screenshot" and the date.
        case screenshotPNG
        /// A Pixel motion photo: a JPEG with its movie appended, located by its XMP.
        case motionPhoto
        /// A byte-for-byte copy of the still at `copyOf`.
        case copy
    }

    struct Still {
        var photo: FixturePhoto
        var format: Format
        var contentID: String?
        var burstID: String?
        var subsecond = "0"
    }

    /// A movie with the truth about it: a Live Photo's movie, a screen recording or a video.
    struct Movie {
        var path: String
        var time: LocalDateTime
        var utcOffset: Int
        var seconds: Int
        var contentID: String?
        /// iPhones write `com.apple.quicktime.creationdate` (local time and offset), make and model.
        var apple: Bool
        /// Why the deck (with its defaults) does not count it.
        var setAside: PhotoSelection.SetAside

        var instant: Int64 { time.secondsSinceEpoch - Int64(utcOffset) }
        var isScreenRecording: Bool { setAside == .screenshot }
    }

    private(set) var stills: [Still] = []
    private(set) var movies: [Movie] = []
    /// Photos' editing instructions (`IMG_1234.AAE`): a plist, not a photo.
    private(set) var editSidecars: [(path: String, instant: Int64)] = []

    init() {
        iPhoneShots()
        pixelShots()
        samsungShots()
    }

    /// The truth of each still, as the fixture's other photos give it.
    var photos: [FixturePhoto] { stills.map(\.photo) }

    // MARK: the phones

    private mutating func iPhoneShots() {
        func still(_ number: Int, _ ext: String, _ time: LocalDateTime, _ place: FixturePlace?, _ format: Format,
                   prefix: String = "IMG_") -> Still {
            var s = Still(photo: Self.photo("\(Self.iPhone)/\(prefix)\(number).\(ext)", time, place, make: "Apple", model: "iPhone 15"),
                          format: format)
            s.photo.writesOffset = true
            return s
        }
        stills.append(still(1201, "HEIC", at(1, 18, 13, 10, 12), .hydePark, .heic))

        // A Live Photo: the still and its movie share a content identifier; the movie starts
        // a moment before the shutter.
        let live = at(2, 22, 11, 20, 5)
        var liveStill = still(1202, "HEIC", live, .greenwich, .heic)
        liveStill.contentID = Self.uuid(1202)
        stills.append(liveStill)
        movies.append(Movie(path: "\(Self.iPhone)/IMG_1202.MOV", time: live, utcOffset: Self.londonOffset(live), seconds: 3,
                            contentID: Self.uuid(1202), apple: true, setAside: .livePhotoMovie))

        // A Live Photo whose identifiers a transfer stripped: the same stem, a movie of three
        // seconds, one capture time.
        let stripped = at(7, 19, 15, 40, 21)
        stills.append(still(1203, "JPG", stripped, .southBank, .jpeg))
        movies.append(Movie(path: "\(Self.iPhone)/IMG_1203.MOV", time: stripped, utcOffset: Self.londonOffset(stripped), seconds: 3,
                            contentID: nil, apple: true, setAside: .livePhotoMovie))

        // An edit: IMG_E1204.JPG stands for the moment; the original and its AAE are set aside.
        let edited = at(4, 12, 16, 5, 44)
        var original = still(1204, "HEIC", edited, .coventGarden, .heic)
        original.photo.setAside = .edit
        stills.append(original)
        stills.append(still(1204, "JPG", edited, .coventGarden, .jpeg, prefix: "IMG_E"))
        editSidecars.append(("\(Self.iPhone)/IMG_1204.AAE", edited.secondsSinceEpoch - Int64(Self.londonOffset(edited)) + 600))

        // A HEIC and its JPEG export beside it: twins of one shot.
        let twin = at(5, 17, 12, 30, 2)
        stills.append(still(1205, "HEIC", twin, .camden, .heic))
        var export = still(1205, "JPG", twin, .camden, .jpeg)
        export.photo.setAside = .twin
        stills.append(export)

        // A burst: four frames in the same second, sharing a BurstUUID.
        let burst = at(8, 9, 10, 15, 30)
        for frame in 0 ..< 4 {
            var s = still(1206 + frame, "HEIC", burst, .richmond, .heic)
            s.burstID = Self.uuid(1206)
            s.subsecond = String(100 + frame * 200)
            if frame > 0 { s.photo.setAside = .burstFrame }
            stills.append(s)
        }

        // A screenshot: a PNG with no EXIF, dated and marked by its XMP.
        var shot = still(1210, "PNG", at(9, 3, 21, 40, 12), nil, .screenshotPNG)
        shot.photo.hasExif = false
        shot.photo.container = .png
        shot.photo.xmpDated = true
        shot.photo.isScreenshot = true
        stills.append(shot)

        // A screen recording, named by its instant, and a real video.
        let recording = at(11, 15, 20, 5, 0)
        let epoch = recording.secondsSinceEpoch - Int64(Self.londonOffset(recording))
        movies.append(Movie(path: "\(Self.iPhone)/RPReplay_Final\(epoch).MP4", time: recording, utcOffset: Self.londonOffset(recording),
                            seconds: 5, contentID: nil, apple: true, setAside: .screenshot))
        let video = at(12, 6, 14, 0, 31)
        movies.append(Movie(path: "\(Self.iPhone)/IMG_1211.MOV", time: video, utcOffset: Self.londonOffset(video), seconds: 8,
                            contentID: nil, apple: true, setAside: .video))

        stills.append(still(1212, "HEIC", at(3, 15, 19, 30, 9), .home, .heic))
        stills.append(still(1213, "HEIC", at(6, 21, 14, 20, 48), .kew, .heic))
    }

    private mutating func pixelShots() {
        /// Pixel names carry the shot's instant on UTC's clock, to the millisecond.
        func name(_ time: LocalDateTime, millis: Int) -> String {
            let utc = LocalDateTime(secondsSinceEpoch: time.secondsSinceEpoch - Int64(Self.londonOffset(time)))
            let d = utc.date
            let digits = "\(d.year)\(d.month.padded2)\(d.day.padded2)_\(utc.hour.padded2)\(utc.minute.padded2)\(utc.second.padded2)"
            return "\(Self.pixel)/PXL_\(digits)\(String(1000 + millis).dropFirst())"
        }
        func still(_ path: String, _ time: LocalDateTime, _ place: FixturePlace?, _ format: Format = .jpeg,
                   setAside: PhotoSelection.SetAside? = nil) -> Still {
            var s = Still(photo: Self.photo(path, time, place, make: "Google", model: "Pixel 8"), format: format)
            s.photo.setAside = setAside
            return s
        }

        // RAW+JPEG: the COVER is what the gallery shows, the DNG is its RAW.
        let raw = at(3, 29, 15, 0, 7)
        stills.append(still(name(raw, millis: 412) + ".RAW-01.MP.COVER.jpg", raw, .towerBridge))
        stills.append(still(name(raw, millis: 412) + ".RAW-02.ORIGINAL.dng", raw, .towerBridge, .dng, setAside: .rawPair))

        // Portrait mode: the blurred COVER and the ORIGINAL behind it.
        let portrait = at(5, 24, 11, 45, 33)
        stills.append(still(name(portrait, millis: 87) + ".PORTRAIT-01.COVER.jpg", portrait, .hydePark))
        stills.append(still(name(portrait, millis: 87) + ".PORTRAIT-02.ORIGINAL.jpg", portrait, .hydePark, setAside: .edit))

        // A motion photo, and the copy Google Photos downloads of it (`~2`).
        let motion = at(6, 28, 16, 12, 50)
        let motionPath = name(motion, millis: 905) + ".MP.jpg"
        stills.append(still(motionPath, motion, .greenwich, .motionPhoto))
        var copy = still(name(motion, millis: 905) + ".MP~2.jpg", motion, .greenwich, .copy, setAside: .duplicate)
        copy.photo.copyOf = motionPath
        stills.append(copy)

        for (time, millis, place) in [(at(1, 25, 12, 3, 14), 220, FixturePlace.brickLane), (at(4, 5, 10, 48, 0), 511, .portobello),
                                      (at(7, 26, 20, 15, 41), 3, .home), (at(11, 22, 13, 30, 26), 640, .britishMuseum),
                                      (at(12, 20, 18, 2, 55), 178, .home)] {
            stills.append(still(name(time, millis: millis) + ".jpg", time, place))
        }

        // The screen recorder names its files on the local clock and keeps them in Movies.
        let recording = at(8, 2, 21, 15, 0)
        movies.append(Movie(path: "\(Self.pixelRoot)/Movies/screen-20250802-211500.mp4", time: recording,
                            utcOffset: Self.londonOffset(recording), seconds: 4, contentID: nil, apple: false, setAside: .screenshot))
        let video = at(9, 13, 17, 20, 12)
        movies.append(Movie(path: name(video, millis: 330) + ".mp4", time: video, utcOffset: Self.londonOffset(video), seconds: 8,
                            contentID: nil, apple: false, setAside: .video))
    }

    private mutating func samsungShots() {
        func path(_ time: LocalDateTime, folder: String = PhoneFolders.samsung) -> String {
            let d = time.date
            return "\(folder)/\(d.year)\(d.month.padded2)\(d.day.padded2)_\(time.hour.padded2)\(time.minute.padded2)\(time.second.padded2)"
        }
        func still(_ path: String, _ time: LocalDateTime, _ place: FixturePlace?) -> Still {
            Still(photo: Self.photo(path, time, place, make: "samsung", model: "SM-S921B"), format: .jpeg)
        }

        // A burst: the frames share the second and are numbered.
        let burst = at(4, 19, 14, 20, 10)
        for frame in 1 ... 4 {
            var s = still(path(burst) + "_00\(frame).jpg", burst, .richmond)
            s.subsecond = String(frame * 150)
            if frame > 1 { s.photo.setAside = .burstFrame }
            stills.append(s)
        }
        for (time, place) in [(at(2, 8, 11, 5, 12), FixturePlace.southBank), (at(3, 1, 15, 22, 40), .coventGarden),
                              (at(7, 5, 16, 2, 3), .towerBridge), (at(10, 18, 17, 30, 0), .home), (at(12, 13, 12, 44, 18), .hampstead)] {
            stills.append(still(path(time) + ".jpg", time, place))
        }

        // A screenshot carries no EXIF: its name dates it.
        let shot = at(6, 11, 18, 15, 0)
        var screenshot = still("\(Self.samsungRoot)/DCIM/Screenshots/Screenshot_20250611-181500_Chrome.jpg", shot, nil)
        screenshot.photo.hasExif = false
        screenshot.photo.isScreenshot = true
        screenshot.photo.timeInName = "Screenshot_20250611-181500_Chrome.jpg"
        stills.append(screenshot)

        let recording = at(5, 10, 9, 30, 0)
        movies.append(Movie(path: "\(Self.samsungRoot)/DCIM/Screen recordings/Screen_Recording_20250510-093000_Chrome.mp4",
                            time: recording, utcOffset: Self.londonOffset(recording), seconds: 4, contentID: nil, apple: false,
                            setAside: .screenshot))
        let video = at(8, 16, 12, 0, 4)
        movies.append(Movie(path: path(video) + ".mp4", time: video, utcOffset: Self.londonOffset(video), seconds: 8, contentID: nil,
                            apple: false, setAside: .video))
    }

    // MARK: building blocks

    private func at(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> LocalDateTime {
        LocalDateTime(year: 2025, month: month, day: day, hour: hour, minute: minute, second: second)!
    }

    private static func photo(_ path: String, _ time: LocalDateTime, _ place: FixturePlace?, make: String, model: String) -> FixturePhoto {
        var photo = FixturePhoto(time: time, utcOffset: londonOffset(time), place: place)
        photo.fixedPath = path
        photo.path = path
        photo.make = make
        photo.model = model
        if let place {
            // A few metres from the centre, by the path: the phone's fix is never exact.
            let spread = Double(path.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF } % 9) - 4
            photo.gps = .fix(latitude: place.latitude + spread * 0.00004, longitude: place.longitude - spread * 0.00005)
        }
        return photo
    }

    /// A UUID as Apple writes it, upper case, made from a number so that the files stay the same.
    static func uuid(_ n: Int) -> String {
        let tail = String(1_000_000_000_000 + n).dropFirst()
        return "6F1C2A9E-4B7D-4C3A-9E21-\(tail)"
    }

    /// London's offset in 2025: BST from 30 March to 26 October. The phones' days here keep
    /// clear of the changes.
    static func londonOffset(_ time: LocalDateTime) -> Int {
        let d = time.date
        return (d.month, d.day) > (3, 30) && (d.month, d.day) < (10, 26) ? 3600 : 0
    }
}
