/// What clustering needs of a photo: where and when.
public struct LocatedPhoto: Sendable, Equatable {
    public let assetID: Int64
    public let point: GeoPoint
    public let time: LocalDateTime

    public init(assetID: Int64, point: GeoPoint, time: LocalDateTime) {
        self.assetID = assetID
        self.point = point
        self.time = time
    }
}
