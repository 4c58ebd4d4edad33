import Model
import Moments


/// One file the generator writes, with the truth about it that the scan should recover.
struct FixturePhoto {
    enum Container { case jpeg, png, dng }

    /// A Google Takeout JSON sidecar written beside the file.
    struct Sidecar {
        var name: String
        var takenInstant: Int64
        var geoData: (Double, Double)
        var geoDataExif: (Double, Double) = (0, 0)
    }

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
    /// Dated by its XMP, as iOS dates a screenshot's PNG: read like EXIF.
    var xmpDated = false
    /// A path chosen by the script (Takeout files); otherwise one is made from the time.
    var fixedPath: String?
    var sidecar: Sidecar?
    /// False where the sidecar is another file's (an edited copy's is its original's), so
    /// that only its owner writes it.
    var ownsSidecar = true
    /// Written as a byte-for-byte copy of the file at this path.
    var copyOf: String?
    /// Why the deck does not count it, when it does not.
    var setAside: PhotoSelection.SetAside?

    var instant: Int64 { time.secondsSinceEpoch - Int64(utcOffset) }

    var expectedSource: TimeSource {
        if hasExif && container != .png || xmpDated { return .exif }
        if sidecar != nil { return .sidecar }
        return timeInName != nil ? .filename : .mtime
    }

    var hasLocation: Bool {
        if case .fix = gps { return true }
        guard let sidecar else { return false }
        return sidecar.geoData != (0, 0) || sidecar.geoDataExif != (0, 0)
    }
}
