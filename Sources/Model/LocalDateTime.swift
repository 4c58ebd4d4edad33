/// A wall-clock date and time with no zone: what the clock showed where the photo was taken.
///
/// Stored as seconds since 1970-01-01T00:00:00 *of that wall clock*, so days and hours
/// bucket by the clock the photographer lived, wherever they were.
public struct LocalDateTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var secondsSinceEpoch: Int64

    public init(secondsSinceEpoch: Int64) {
        self.secondsSinceEpoch = secondsSinceEpoch
    }

    /// Nil unless every field is in its calendar range.
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CivilDate.daysIn(month: month, year: year)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = CivilDate(year: year, month: month, day: day).dayNumber
        secondsSinceEpoch = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + min(second, 59))
    }

    /// The wall-clock time at `instant` (seconds since the Unix epoch) in a zone `utcOffset` seconds from UTC.
    public init(instant: Int64, utcOffset: Int) {
        secondsSinceEpoch = instant + Int64(utcOffset)
    }

    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
        a.secondsSinceEpoch < b.secondsSinceEpoch
    }

    /// Days since 1970-01-01 on this wall clock.
    public var dayNumber: Int { Int(secondsSinceEpoch.floorDivided(by: 86_400)) }
    public var date: CivilDate { CivilDate(dayNumber: dayNumber) }
    public var secondOfDay: Int { Int(secondsSinceEpoch - Int64(dayNumber) * 86_400) }
    public var hour: Int { secondOfDay / 3600 }
    public var minute: Int { secondOfDay % 3600 / 60 }
    public var second: Int { secondOfDay % 60 }

    /// ISO 8601 without a zone: `2025-07-14T12:00:00`.
    public var description: String {
        date.description + "T" + [hour, minute, second].map { $0.zeroPadded(2) }.joined(separator: ":")
    }
}

extension Int64 {
    package func floorDivided(by d: Int64) -> Int64 {
        let q = self / d
        return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
    }
}

extension Int {
    package func zeroPadded(_ width: Int) -> String {
        let digits = String(self)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
