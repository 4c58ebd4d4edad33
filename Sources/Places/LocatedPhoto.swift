import Model

/// What clustering needs of a photo: where and when.
public struct LocatedPhoto: Sendable, Equatable {
    public let assetID: Int64
    public let point: GeoPoint
    public let time: LocalDateTime
    public let precision: TimePrecision

    public init(assetID: Int64, point: GeoPoint, time: LocalDateTime, precision: TimePrecision = .exact) {
        self.assetID = assetID
        self.point = point
        self.time = time
        self.precision = precision
    }
}
