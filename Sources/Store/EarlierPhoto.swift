import Model

/// A located photo from before the range: where and when.
public struct EarlierPhoto: Sendable, Equatable {
    public var point: GeoPoint
    public var time: LocalDateTime

    public init(point: GeoPoint, time: LocalDateTime) {
        self.point = point
        self.time = time
    }
}
