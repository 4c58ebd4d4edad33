import Foundation
import Model

/// The messy library's script: someone living in Berlin in 2025, with a week in New York in
/// June and a summer holiday at home in the second half of August, whose library holds what
/// real ones do: messenger images named by day and copied weeks later, edited exports with only
/// the edit time, a folder copied in one evening, photos whose only time is an instant (read on a
/// machine set to UTC), GPS-time-only files, date-only IPTC and XMP, and one camera's whole day
/// in 2024. The tricky files decide the peak day, peak month, streak and busiest week: read
/// naively (file times on UTC, messenger images on their copy day, the copy as a day) they give
/// others.
struct MessyYear {
    static let year = 2025
    static let home = MessyClock.berlin
    /// The New York week, and the holiday at home that is the year's longest streak.
    static let trip = dates(6, 14 ... 21)
    static let holiday = dates(8, 16 ... 31)
    /// Unlocated files whose only time is an instant, with nothing else within 12 h of them.
    static let lonelyInstants = [at(2, 11, 0, 40, 12), at(4, 2, 0, 20, 5), at(9, 24, 13, 2, 9), at(11, 5, 0, 50, 31), at(12, 3, 18, 0, 44)]
    /// When a phone backup copied the messenger folders, two weeks after the holiday.
    static let phoneBackup = at(9, 13, 21, 5, 0)
    /// When an old laptop's folder of undated photos was copied in.
    static let folderCopy = at(10, 12, 20, 14, 3)
    /// When the edited exports were written out, months after the photos.
    static let exportSession = at(11, 29, 19, 2, 0)
    /// When the action camera's card was copied.
    static let cardCopy = at(12, 6, 10, 30, 0)
    /// When a friend's photos (IPTC and XMP dates only) arrived.
    static let friendsPhotos = at(12, 12, 18, 30, 0)

    var files: [MessyFile] = []
    private var random: SeededRandom
    private var whatsappCounter: [CivilDate: Int] = [:]

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        holidayAtHome()
        newYorkWeek()
        instantsInBerlin()
        messengers()
        editedExports()
        friendsDateOnlyPhotos()
        copiedFolder()
        screenshots()
        backbone()
        cameraDay()
        namePhonePhotos()
        files.sort { $0.path < $1.path }
        checkKnowable()
    }

    static func at(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, year: Int = year) -> LocalDateTime {
        LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)!
    }

    static func dates(_ month: Int, _ days: ClosedRange<Int>) -> [CivilDate] {
        days.map { CivilDate(year: year, month: month, day: $0) }
    }

    // MARK: - The script

    /// 16–31 August at home in Berlin: phone photos most days, and on some days only what
    /// friends sent, an edit, a friend's export or an action-camera frame.
    private mutating func holidayAtHome() {
        let cameraPerDay = [3, 2, 3, 0, 2, 3, 4, 9, 3, 0, 2, 3, 2, 0, 4, 2]
        let whatsappPerDay = [1, 2, 1, 3, 1, 1, 2, 5, 1, 2, 1, 1, 0, 2, 1, 0]
        for (i, day) in Self.holiday.enumerated() {
            for _ in 0 ..< cameraPerDay[i] {
                let place = random.int(0 ... 2) == 0 ? FixturePlace.berlinHome : FixturePlace.berlinOutings[random.int(0 ... 5)]
                phonePhoto(randomTime(day, place.key == FixturePlace.berlinHome.key ? 18 ... 22 : 10 ... 19), place: place, zone: MessyClock.berlin)
            }
            for _ in 0 ..< whatsappPerDay[i] { whatsappCopied(randomTime(day, 8 ... 23)) }
        }
        for day in [5, 12, 19, 26] { whatsappCopied(randomTime(CivilDate(year: Self.year, month: 7, day: day), 9 ... 22)) }
        for time in [Self.at(1, 18, 15, 20, 11), Self.at(3, 2, 0, 20, 37), Self.at(4, 12, 11, 5, 2), Self.at(5, 24, 23, 50, 18),
                     Self.at(7, 5, 18, 30, 45), Self.at(8, 17, 0, 45, 9), Self.at(8, 23, 14, 10, 33), Self.at(8, 23, 16, 45, 1),
                     Self.at(9, 6, 20, 15, 27)] {
            whatsappReceived(time, zone: MessyClock.berlin)
        }
    }

    /// 14–21 June: flights out and back, sights every day, a hotel every evening, a compact
    /// camera without offsets, and unlocated files whose only time is an instant.
    private mutating func newYorkWeek() {
        let ny = MessyClock.newYork
        phonePhoto(Self.at(6, 14, 7, 10, 22), place: .berlinHome, zone: MessyClock.berlin)
        for time in [Self.at(6, 14, 17, 32, 5), Self.at(6, 14, 19, 4, 40), Self.at(6, 14, 21, 12, 19)] {
            phonePhoto(time, place: .chelseaHotel, zone: ny)
        }
        for day in Self.trip.dropFirst().dropLast() {
            for _ in 0 ..< 5 { phonePhoto(randomTime(day, 9 ... 19), place: FixturePlace.newYorkSights[random.int(0 ... 4)], zone: ny) }
            phonePhoto(randomTime(day, 21 ... 22), place: .chelseaHotel, zone: ny)
        }
        for _ in 0 ..< 4 { phonePhoto(randomTime(Self.trip.last!, 9 ... 15), place: .centralPark, zone: ny) }
        phonePhoto(Self.at(6, 22, 12, 3, 51), place: .berlinHome, zone: MessyClock.berlin)

        for time in [Self.at(6, 16, 23, 40, 12), Self.at(6, 18, 21, 15, 40), Self.at(6, 20, 13, 0, 8)] {
            gpsTimeOnly(time, place: .brooklynBridge, zone: ny, copiedAt: nil)
        }
        for time in [Self.at(6, 15, 22, 30, 3), Self.at(6, 17, 20, 45, 31), Self.at(6, 18, 23, 55, 2), Self.at(6, 19, 9, 10, 56),
                     Self.at(6, 20, 19, 30, 17)] {
            instant(time, zone: ny, phenomenon: .instantNearNeighbour)
        }
        for time in [Self.at(6, 17, 15, 0, 4), Self.at(6, 19, 16, 30, 27)] {
            var fields = ExifFields(dateTimeOriginal: time, make: "Panasonic", model: "DMC-TZ101")
            let place = FixturePlace.moma
            (fields.latitude, fields.longitude) = scatter(place)
            fields.gpsTime = MessyClock.utc(time, in: ny)
            add("Compact/P10\(String(format: "%05d", files.count)).JPG", .offsetlessWithGPS, time, ny, mtime: MessyClock.instant(time, in: ny),
                content: .exif(fields), style: place.style)
        }
        for time in [Self.at(6, 16, 19, 5, 48), Self.at(6, 18, 22, 40, 13)] { whatsappReceived(time, zone: ny) }
    }

    /// Berlin: action-camera frames dated only by GPS, and unlocated instants, some near midnight.
    private mutating func instantsInBerlin() {
        let berlin = MessyClock.berlin
        for (time, copied) in [(Self.at(3, 8, 0, 35, 44), false), (Self.at(5, 3, 14, 20, 5), true), (Self.at(7, 12, 1, 10, 29), false),
                               (Self.at(8, 25, 14, 30, 52), true)] {
            gpsTimeOnly(time, place: .tempelhof, zone: berlin, copiedAt: copied ? Self.cardCopy : nil)
        }
        // Each beside a phone photo a few hours before or after it.
        for (time, neighbour) in [(Self.at(1, 25, 0, 10, 40), Self.at(1, 24, 22, 31, 5)), (Self.at(5, 17, 1, 30, 12), Self.at(5, 16, 23, 5, 40)),
                                  (Self.at(8, 21, 0, 20, 34), Self.at(8, 20, 22, 48, 3)), (Self.at(10, 4, 21, 0, 15), Self.at(10, 4, 19, 12, 50))] {
            instant(time, zone: berlin, phenomenon: .instantNearNeighbour)
            phonePhoto(neighbour, place: .berlinHome, zone: berlin)
        }
        for time in Self.lonelyInstants { instant(time, zone: berlin, phenomenon: .instantHomeZone) }
    }

    /// Signal and Telegram names carry the time; the backup copied them with the WhatsApp images.
    private mutating func messengers() {
        for time in [Self.at(8, 24, 21, 14, 3), Self.at(8, 28, 19, 40, 55), Self.at(7, 30, 12, 3, 44)] {
            let d = time.date
            let name = "signal-\(d.description)-\(time.hour.padded2)-\(time.minute.padded2)-\(time.second.padded2)-\(random.int(100 ... 999)).jpg"
            add("Phone backup 2025-09-13/Signal/\(name)", .messengerNamed, time, MessyClock.berlin, mtime: 0, content: .bare, style: .city)
        }
        for time in [Self.at(8, 27, 18, 2, 11), Self.at(8, 31, 10, 15, 30), Self.at(6, 2, 20, 44, 9)] {
            let name = "photo_\(time.date.description)_\(time.hour.padded2)-\(time.minute.padded2)-\(time.second.padded2).jpg"
            add("Phone backup 2025-09-13/Telegram/\(name)", .messengerNamed, time, MessyClock.berlin, mtime: 0, content: .bare, style: .city)
        }
        copy(paths: { $0.path.hasPrefix("Phone backup 2025-09-13/") }, at: Self.phoneBackup, gaps: 0.05 ... 0.8)
    }

    /// Exports that kept only IFD0 DateTime: the edit, minutes after the capture, in the same hour.
    private mutating func editedExports() {
        let captures = [Self.at(3, 15, 16, 4, 10), Self.at(5, 10, 11, 12, 51), Self.at(7, 19, 19, 20, 3), Self.at(8, 19, 13, 2, 44),
                        Self.at(8, 23, 17, 9, 30), Self.at(8, 23, 20, 25, 12), Self.at(8, 27, 12, 30, 5), Self.at(10, 4, 15, 0, 36)]
        for (i, capture) in captures.enumerated() {
            let edit = LocalDateTime(secondsSinceEpoch: capture.secondsSinceEpoch + Int64(random.int(120 ... 1500)))
            precondition(edit.hour == capture.hour && edit.date == capture.date, "an edit leaves the capture's hour")
            let fields = ExifFields(make: "Apple", model: "iPhone 13", dateTime: edit, software: "Snapseed 2.0")
            add("Edited/IMG_E\(4100 + i * 37).JPG", .editedExport, capture, MessyClock.berlin, mtime: 0, content: .exif(fields), style: .city)
        }
        copy(paths: { $0.phenomenon == .editedExport }, at: Self.exportSession, gaps: 20 ... 90)
    }

    /// A friend's camera exports: the date kept, the time lost.
    private mutating func friendsDateOnlyPhotos() {
        for (i, day) in [CivilDate(year: 2025, month: 8, day: 23), CivilDate(year: 2025, month: 8, day: 26), CivilDate(year: 2025, month: 2, day: 22)].enumerated() {
            let text = day.description.replacingOccurrences(of: "-", with: "")
            add("From Anna/DSCF\(4412 + i).jpg", .iptcDateOnly, randomTime(day, 11 ... 20), MessyClock.berlin, mtime: 0,
                content: .iptc(dateCreated: text), style: .park)
        }
        for (i, day) in [CivilDate(year: 2025, month: 8, day: 24), CivilDate(year: 2025, month: 8, day: 30), CivilDate(year: 2025, month: 7, day: 12)].enumerated() {
            add("From Anna/DSCF\(4420 + i).jpg", .xmpDateOnly, randomTime(day, 11 ... 20), MessyClock.berlin, mtime: 0,
                content: .xmp(dateCreated: day.description), style: .water)
        }
        copy(paths: { $0.path.hasPrefix("From Anna/") }, at: Self.friendsPhotos, gaps: 0.5 ... 3)
    }

    /// An old laptop's folder, copied in one evening: no date anywhere but the copy's.
    private mutating func copiedFolder() {
        for i in 0 ..< 52 {
            let taken = randomTime(CivilDate(year: 2025, month: 4, day: 18 + i % 4), 10 ... 18)
            add("From old laptop/DSC_\(String(format: "%04d", 401 + i)).JPG", .copyBurst, taken, MessyClock.berlin, mtime: 0, content: .bare, style: .park)
        }
        var t = MessyClock.instant(Self.folderCopy, in: Self.home) + 0.12
        for i in files.indices where files[i].phenomenon == .copyBurst {
            files[i].mtime = (t * 1000).rounded() / 1000
            let roll = random.unit()
            t += roll < 0.8 ? random.double(0.05 ... 1.5) : roll < 0.95 ? random.double(1.5 ... 6) : random.double(6 ... 40)
        }
    }

    private mutating func screenshots() {
        for time in [Self.at(6, 12, 8, 30, 40), Self.at(8, 23, 10, 15, 12)] {
            let name = "Screenshot_\(time.date.description.replacingOccurrences(of: "-", with: ""))-\(time.hour.padded2)\(time.minute.padded2)\(time.second.padded2).png"
            add("Screenshots/\(name)", .screenshot, time, MessyClock.berlin, mtime: MessyClock.instant(time, in: MessyClock.berlin), content: .png, style: .office)
        }
    }

    /// Phone photos over the rest of the year: evenings at home, weekend outings. Never on a day
    /// whose number is a multiple of 4, so that no run of them outlasts the trip or the holiday.
    private mutating func backbone() {
        var reserved = Set(Self.dates(6, 12 ... 23) + Self.dates(8, 14 ... 31) + [CivilDate(year: 2025, month: 9, day: 1)]
            + Self.dates(10, 11 ... 13) + Self.dates(1, 1 ... 2) + Self.dates(12, 29 ... 31))
        for lonely in Self.lonelyInstants { reserved.formUnion((-1 ... 1).map { lonely.date.adding(days: $0) }) }
        var days: Set<CivilDate> = []
        while days.count < 44 {
            let day = CivilDate(year: Self.year, month: 1, day: 1).adding(days: random.int(0 ... 364))
            if day.dayNumber % 4 != 0, !reserved.contains(day) { days.insert(day) }
        }
        for day in days.sorted() {
            if random.unit() < 0.4 {
                for _ in 0 ..< random.int(2 ... 3) {
                    phonePhoto(randomTime(day, 10 ... 17), place: FixturePlace.berlinOutings[random.int(0 ... 5)], zone: MessyClock.berlin)
                }
            }
            for _ in 0 ..< random.int(1 ... 2) { phonePhoto(randomTime(day, 18 ... 22), place: .berlinHome, zone: MessyClock.berlin) }
        }
    }

    /// 21 September 2024, a wedding: 300 frames from one camera over twelve hours, natural gaps
    /// and a few bursts of 3 to 6 frames, with file times equal to capture. Never a copy.
    private mutating func cameraDay() {
        var t = MessyClock.instant(Self.at(9, 21, 10, 0, 0, year: 2024), in: MessyClock.berlin) + 0.35
        var burstLeft = 0
        for i in 1 ... 300 {
            let local = MessyClock.local(t, in: MessyClock.berlin)
            var fields = ExifFields(dateTimeOriginal: local, make: "SONY", model: "ILCE-7M4")
            fields.offsetTimeOriginal = FixtureLibraryWriter.offsetText(MessyClock.offset(at: local, in: MessyClock.berlin))
            fields.subsecond = String(format: "%03d", Int((t - t.rounded(.down)) * 1000))
            add("Camera/2024-09-21 Wedding/DSC\(String(format: "%05d", 7000 + i)).JPG", .cameraDay, local, MessyClock.berlin,
                mtime: (t * 1000).rounded() / 1000, content: .exif(fields), style: i % 3 == 0 ? .park : .city)
            if burstLeft == 0, i % 50 == 17 { burstLeft = random.int(2 ... 5) }
            if burstLeft > 0 {
                burstLeft -= 1
                t += random.double(0.5 ... 1.0)
            } else {
                t += min(900, max(3, -log(1 - random.unit()) * 140))
            }
        }
    }

    // MARK: - Kinds of file

    private mutating func phonePhoto(_ time: LocalDateTime, place: FixturePlace, zone: TimeZone) {
        var fields = ExifFields(dateTimeOriginal: time, make: "Google", model: "Pixel 8")
        fields.offsetTimeOriginal = FixtureLibraryWriter.offsetText(MessyClock.offset(at: time, in: zone))
        if random.unit() < 0.9 { (fields.latitude, fields.longitude) = scatter(place) }
        add("", .camera, time, zone, mtime: MessyClock.instant(time, in: zone) + Double(random.int(1 ... 30)), content: .exif(fields), style: place.style)
    }

    private mutating func whatsappReceived(_ time: LocalDateTime, zone: TimeZone) {
        add("WhatsApp/Media/WhatsApp Images/\(whatsappName(time.date))", .whatsappReceived, time, zone,
            mtime: MessyClock.instant(time, in: zone), content: .bare, style: .city)
    }

    private mutating func whatsappCopied(_ time: LocalDateTime) {
        add("Phone backup 2025-09-13/WhatsApp Images/\(whatsappName(time.date))", .whatsappCopied, time, MessyClock.berlin,
            mtime: 0, content: .bare, style: .city)
    }

    private mutating func whatsappName(_ day: CivilDate) -> String {
        let n = whatsappCounter[day, default: 0]
        whatsappCounter[day] = n + 1
        return "IMG-\(day.description.replacingOccurrences(of: "-", with: ""))-WA\(String(format: "%04d", n)).jpg"
    }

    private mutating func gpsTimeOnly(_ time: LocalDateTime, place: FixturePlace, zone: TimeZone, copiedAt: LocalDateTime?) {
        var fields = ExifFields(make: "GoPro", model: "HERO12 Black")
        (fields.latitude, fields.longitude) = scatter(place)
        fields.gpsTime = MessyClock.utc(time, in: zone)
        let count = files.filter { $0.phenomenon == .gpsTimeOnly }.count
        let mtime = copiedAt.map { MessyClock.instant($0, in: Self.home) + Double(count) * 2.5 } ?? MessyClock.instant(time, in: zone) + 1
        add("Action cam/GOPR\(String(format: "%04d", 310 + count)).JPG", .gpsTimeOnly, time, zone, mtime: mtime, content: .exif(fields), style: place.style)
    }

    private mutating func instant(_ time: LocalDateTime, zone: TimeZone, phenomenon: MessyFile.Phenomenon) {
        let count = files.filter { $0.phenomenon == .instantNearNeighbour || $0.phenomenon == .instantHomeZone }.count
        add("Phone export/IMG_\(7001 + count * 3).JPG", phenomenon, time, zone, mtime: MessyClock.instant(time, in: zone), content: .bare,
            style: zone == MessyClock.newYork ? .city : .home)
    }

    private mutating func add(_ path: String, _ phenomenon: MessyFile.Phenomenon, _ time: LocalDateTime, _ zone: TimeZone, mtime: Double,
                              content: MessyFile.Content, style: Scenery.Style) {
        files.append(MessyFile(path: path, phenomenon: phenomenon, time: time, zone: zone, mtime: mtime, content: content, style: style))
    }

    /// Gives the chosen files, in path order, file times from a copy starting at `start` (home clock).
    private mutating func copy(paths chosen: (MessyFile) -> Bool, at start: LocalDateTime, gaps: ClosedRange<Double>) {
        var t = MessyClock.instant(start, in: Self.home) + 0.4
        for i in files.indices.sorted(by: { files[$0].path < files[$1].path }) where chosen(files[i]) {
            files[i].mtime = (t * 1000).rounded() / 1000
            t += random.double(gaps)
        }
    }

    private mutating func randomTime(_ day: CivilDate, _ hours: ClosedRange<Int>) -> LocalDateTime {
        LocalDateTime(year: day.year, month: day.month, day: day.day, hour: random.int(hours), minute: random.int(0 ... 59), second: random.int(0 ... 59))!
    }

    /// A point within the place's radius, uniformly over the disc.
    private mutating func scatter(_ place: FixturePlace) -> (Double, Double) {
        let r = place.radiusMeters * random.unit().squareRoot()
        let angle = random.double(0 ... 2 * Double.pi)
        let metersPerDegree = 111_320.0
        return (place.latitude + r * sin(angle) / metersPerDegree, place.longitude + r * cos(angle) / (metersPerDegree * cos(place.latitude * Double.pi / 180)))
    }

    /// Phone photos named in time order, one folder per month, as a phone import names them.
    private mutating func namePhonePhotos() {
        let phone = files.indices.filter { files[$0].phenomenon == .camera }.sorted { files[$0].instant < files[$1].instant }
        for (n, i) in phone.enumerated() {
            files[i].path = "Phone/2025-\(files[i].time.date.month.padded2)/IMG_\(String(format: "%04d", 1001 + n)).JPG"
        }
    }

    // MARK: - What the rules can know

    /// The script is built so that what the dating rules may know is true: an instant-only file's
    /// zone (from a zone-bearing photo within 12 h, else home) is the one it was taken in, a
    /// received WhatsApp image's file time falls on its name's day there, a copied one's does not.
    private func checkKnowable() {
        let bearing = files.filter { [.camera, .cameraDay, .offsetlessWithGPS, .gpsTimeOnly].contains($0.phenomenon) }
        func ruleZone(_ instant: Double) -> (TimeZone, neighbour: Bool) {
            let nearest = bearing.min { abs(Double($0.instant) - instant) < abs(Double($1.instant) - instant) }
            guard let nearest, abs(Double(nearest.instant) - instant) <= 12 * 3600 else { return (Self.home, false) }
            return (nearest.zone, true)
        }
        for file in files {
            let (zone, neighbour) = ruleZone(file.mtime)
            let onClock = MessyClock.local(file.mtime, in: zone)
            switch file.phenomenon {
            case .instantNearNeighbour:
                precondition(neighbour && onClock == file.time, "\(file.path): its neighbour does not give its clock")
            case .instantHomeZone:
                precondition(!neighbour && onClock == file.time, "\(file.path): not alone, or not at home")
            case .whatsappReceived:
                precondition(onClock == file.time, "\(file.path): the receive time is not on the name's day")
            case .whatsappCopied:
                precondition(onClock.date != file.time.date, "\(file.path): the copy falls on the name's day")
            default:
                break
            }
        }
    }
}
