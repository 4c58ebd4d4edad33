/// Tier B's reading of one photo: everything beyond the capture time that later stages use.
public struct PhotoDetails: Sendable, Equatable {
    public var location: GeoPoint?
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

    public init() {}
}

/// GPS coordinates as EXIF stores them: three unsigned rationals and a hemisphere letter.
enum GPSCoordinate {
    /// Degrees from degrees, minutes and seconds, signed by the reference. Nil when either half
    /// is missing, the reference is not one of the two letters, or a component is not a number.
    static func degrees(_ dms: [Double]?, reference: String?, positive: Character, negative: Character) -> Double? {
        guard let dms, dms.count == 3, dms.allSatisfy({ $0.isFinite && $0 >= 0 }),
              let ref = reference?.uppercased().first, ref == positive || ref == negative
        else { return nil }
        let value = dms[0] + dms[1] / 60 + dms[2] / 3600
        return ref == negative ? -value : value
    }

    static func point(latitude: [Double]?, latitudeRef: String?, longitude: [Double]?, longitudeRef: String?) -> GeoPoint? {
        guard let lat = degrees(latitude, reference: latitudeRef, positive: "N", negative: "S"),
              let lon = degrees(longitude, reference: longitudeRef, positive: "E", negative: "W")
        else { return nil }
        return GeoPoint(latitude: lat, longitude: lon)
    }
}
