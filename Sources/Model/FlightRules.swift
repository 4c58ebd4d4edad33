/// When a photo's GPS says it was taken in the air. Such a photo is never part of a place
/// (the town below is not where the person was: Immich #9681) and is never named; it still
/// counts in the year's totals and time statistics, and its position still gives its zone.
/// docs/ALGORITHMS.md quotes these numbers.
public enum FlightRules {
    /// Faster than this is no place on the ground: above any road speed, and about the speed at
    /// which an airliner leaves the runway. (A high-speed train can pass it too; a photo from
    /// its window is no more a place than one from a plane.)
    public static let flyingSpeedKmh = 250.0
    /// Above this height the ground is still lived on (La Paz, Cusco, Lhasa stand higher), so
    /// height alone says nothing here…
    public static let highAltitudeMeters = 3_000.0
    /// …but moving faster than this at that height is a plane climbing or descending, not a car
    /// on a mountain road.
    public static let highAltitudeSpeedKmh = 100.0
    /// Higher than Everest (8,849 m): only aircraft go there, however slowly the GPS thinks they move.
    public static let cruisingAltitudeMeters = 9_000.0

    /// True when the speed, or the altitude with or without it, can only be a flight. Either may
    /// be unknown: a video's ISO 6709 position carries an altitude and no speed.
    public static func isFlying(altitudeMeters: Double?, speedKmh: Double?) -> Bool {
        if let speedKmh, speedKmh > flyingSpeedKmh { return true }
        guard let altitudeMeters else { return false }
        if altitudeMeters > cruisingAltitudeMeters { return true }
        return altitudeMeters > highAltitudeMeters && (speedKmh ?? 0) > highAltitudeSpeedKmh
    }
}
