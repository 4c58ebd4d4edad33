import Foundation
import Model

/// Wall clocks and instants in a named zone, from the system's time zone database.
enum MessyClock {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// Seconds east of UTC at a wall-clock time in the zone (never inside a DST change here).
    static func offset(at local: LocalDateTime, in zone: TimeZone) -> Int {
        let guess = local.secondsSinceEpoch - Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local.secondsSinceEpoch))))
        return zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(guess)))
    }

    /// The wall-clock time on UTC's clock, as GPSDateStamp and GPSTimeStamp give it.
    static func utc(_ local: LocalDateTime, in zone: TimeZone) -> LocalDateTime {
        LocalDateTime(secondsSinceEpoch: local.secondsSinceEpoch - Int64(offset(at: local, in: zone)))
    }

    static func local(_ instant: Double, in zone: TimeZone) -> LocalDateTime {
        let whole = Int64(instant.rounded(.down))
        return LocalDateTime(instant: whole, utcOffset: zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(whole))))
    }

    static func instant(_ local: LocalDateTime, in zone: TimeZone) -> Double {
        Double(local.secondsSinceEpoch - Int64(offset(at: local, in: zone)))
    }
}
