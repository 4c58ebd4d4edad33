import Model

/// Tier B's reading of one photo: everything beyond the capture time that later stages use.
public struct PhotoDetails: Sendable, Equatable {
    public var location: GeoPoint?
    /// Metres above sea level (negative below it), from GPSAltitude; read with the location.
    public var altitudeMeters: Double?
    /// Kilometres per hour, from GPSSpeed; read with the location.
    public var speedKmh: Double?
    /// Seconds east of UTC, from OffsetTimeOriginal.
    public var utcOffset: Int?
    public var subsecondMillis: Int?
    public var width: Int?
    public var height: Int?
    /// EXIF orientation 1–8; nil when absent or out of range.
    public var orientation: Int?
    public var make: String?
    public var model: String?
    /// True when EXIF calls the image a screenshot (iOS writes UserComment "Screenshot").
    public var isScreenshot = false
    /// Apple's Live Photo content identifier: the still's maker note, or the movie's key.
    public var contentID: String?
    /// Apple's burst identifier, from the still's maker note.
    public var burstID: String?
    /// A video's length in milliseconds, from its movie header.
    public var durationMs: Int?

    public init() {}
}

/// GPS coordinates as EXIF stores them: three unsigned rationals and a hemisphere letter.
enum GPSCoordinate {
    /// Degrees from degrees, minutes and seconds, signed by the reference. Nil when either half
    /// is missing, the reference is not one of the two letters, or a component is not a number.
    package static func degrees(_ dms: [Double]?, reference: String?, positive: Character, negative: Character) -> Double? {
        guard let dms, dms.count == 3, dms.allSatisfy({ $0.isFinite && $0 >= 0 }),
              let ref = reference?.uppercased().first, ref == positive || ref == negative
        else { return nil }
        let value = dms[0] + dms[1] / 60 + dms[2] / 3600
        return ref == negative ? -value : value
    }

    package static func point(latitude: [Double]?, latitudeRef: String?, longitude: [Double]?, longitudeRef: String?) -> GeoPoint? {
        guard let lat = degrees(latitude, reference: latitudeRef, positive: "N", negative: "S"),
              let lon = degrees(longitude, reference: longitudeRef, positive: "E", negative: "W")
        else { return nil }
        return GeoPoint(latitude: lat, longitude: lon)
    }

    /// Heights beyond this (the edge of space) are a broken field, such as a negative height
    /// written as an unsigned number, not a height: they are read as no altitude.
    static let maxAltitudeMeters = 100_000.0

    /// GPSAltitude in metres, negative when GPSAltitudeRef is 1 (below sea level); a missing
    /// reference means above, as EXIF says. Nil for a missing or broken value or reference.
    static func altitude(_ value: [Double]?, reference: Int?) -> Double? {
        guard let metres = value?.first, metres.isFinite, metres >= 0, metres <= maxAltitudeMeters else { return nil }
        switch reference ?? 0 {
        case 0: return metres
        case 1: return -metres
        default: return nil
        }
    }

    /// Kilometres per hour in each unit GPSSpeedRef names: K (km/h), M (miles), N (knots).
    static let kmhPerUnit: [Character: Double] = ["K": 1, "M": 1.609_344, "N": 1.852]

    /// GPSSpeed in km/h, by GPSSpeedRef; a missing reference means K, as EXIF says. Nil for a
    /// missing or broken value, or a unit that is not one of the three.
    static func speed(_ value: [Double]?, reference: String?) -> Double? {
        guard let speed = value?.first, speed.isFinite, speed >= 0,
              let kmh = kmhPerUnit[reference?.uppercased().first ?? "K"]
        else { return nil }
        return speed * kmh
    }
}
