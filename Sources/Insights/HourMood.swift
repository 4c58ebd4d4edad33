import Store

/// What the busiest 3-hour window says about a person, named so that the name fits the hours:
/// "golden hour" only when the window's photos were taken around their own sunset (`Sunset`,
/// at each photo's place, on its day, on its clock); otherwise the hours' plain name.
public enum HourMood: String, Sendable, CaseIterable {
    case earlyBird = "early-bird"
    case morning
    case midday
    case afternoon
    case evening
    case goldenHour = "golden-hour"
    case nightOwl = "night-owl"

    /// A photo within this many minutes of its sunset, either side, was taken at golden hour:
    /// the light photographers mean by it lasts about an hour around sunset.
    public static let goldenHourMinutes = 60.0
    /// Golden hour needs at least this many of the window's photos with a place and a known
    /// clock offset to judge by: one lucky sunset is not a habit.
    public static let goldenHourMinJudged = 5

    /// The window's name by its hours alone, from its middle hour.
    public static func byHours(windowStart: Int) -> HourMood {
        switch (windowStart + 1) % 24 {
        case 5 ..< 9: .earlyBird
        case 9 ..< 12: .morning
        case 12 ..< 15: .midday
        case 15 ..< 18: .afternoon
        case 18 ..< 21: .evening
        default: .nightOwl
        }
    }

    /// Golden hour when most of the window's judged photos (exact hour, a location, a known UTC
    /// offset) were taken within `goldenHourMinutes` of their own sunset, and there are at least
    /// `goldenHourMinJudged` of them; otherwise the window's name by its hours. A photo whose
    /// offset is unknown is not judged: its wall clock cannot be set against the sun.
    public static func of(windowStart: Int, windowHours: Int, photos: [AssetRecord]) -> HourMood {
        let hours = Set((0 ..< windowHours).map { (windowStart + $0) % 24 })
        var judged = 0, nearSunset = 0
        photos.forEachRow { _, photo in
            guard photo.precision.knowsHour, let time = photo.localTime, hours.contains(time.hour),
                  let point = photo.location, let offset = photo.utcOffset,
                  let sunset = Sunset.localMinutes(on: time.date, at: point, utcOffset: offset)
            else { return }
            judged += 1
            let apart = Double(time.secondOfDay) / 60 - sunset
            if abs(apart - 1440 * (apart / 1440).rounded()) <= goldenHourMinutes { nearSunset += 1 }
        }
        return judged >= goldenHourMinJudged && nearSunset * 2 > judged ? .goldenHour : byHours(windowStart: windowStart)
    }
}
