/// A position on Earth in degrees. Only real positions exist: the initialiser refuses
/// anything a camera writes when it has no fix.
public struct GeoPoint: Sendable, Hashable, Codable {
    public let latitude: Double
    public let longitude: Double

    /// Nil for NaN, out-of-range values and exactly (0, 0), "null island", which cameras write for "no fix".
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite,
              (-90...90).contains(latitude), (-180...180).contains(longitude),
              !(latitude == 0 && longitude == 0)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude == -180 ? 180 : longitude
    }

    /// A position the initialiser above has already accepted, as a record keeps it.
    @usableFromInline package init(checkedLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
