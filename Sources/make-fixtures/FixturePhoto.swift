import PhotoWrapped

/// One file the generator writes, with the truth about it that the scan should recover.
struct FixturePhoto {
    enum Container { case jpeg, png }

    /// What GPS the EXIF carries.
    enum GPS {
        case fix(latitude: Double, longitude: Double)
        case none
        /// Exactly (0, 0): what some cameras write without a fix.
        case nullIsland
        /// A latitude with no longitude.
        case latitudeOnly(Double)
    }

    var path = ""
    /// Wall-clock time where it was taken.
    var time: LocalDateTime
    /// Seconds east of UTC at that moment and place.
    var utcOffset: Int
    var writesOffset = true
    /// Where it was really taken; nil when the photo carries no usable location.
    var place: FixturePlace?
    var gps: GPS = .none
    var hasExif = true
    var container = Container.jpeg
    var orientation: Int?
    var portrait = false
    var make = "Google"
    var model = "Pixel 8"
    var namePrefix = "IMG"
    /// A file name that carries the time; otherwise names are sequence numbers.
    var timeInName: String?
    var isScreenshot = false

    var instant: Int64 { time.secondsSinceEpoch - Int64(utcOffset) }

    var expectedSource: TimeSource {
        if hasExif, container == .jpeg { return .exif }
        return timeInName != nil ? .filename : .mtime
    }

    var hasLocation: Bool {
        if case .fix = gps { return true }
        return false
    }
}
