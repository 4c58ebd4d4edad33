import Foundation
import Model

/// When the sun sets at a place on a day, from NOAA's general solar position equations
/// (the fractional-year series for the equation of time and the declination, and the
/// sunrise/sunset hour angle with the zenith at 90.833°, which allows for refraction and the
/// sun's radius). Good to a minute or two away from the poles: enough to tell golden hour from
/// night. Pure arithmetic: no clock, no network.
enum Sunset {
    /// The sun's centre is this far below the horizon at sunset: 90° plus 0.833° for refraction
    /// and the sun's apparent radius (NOAA).
    static let zenithDegrees = 90.833

    /// Minutes after midnight UTC at which the sun sets on `date` at `point`; nil where it does
    /// not set or rise that day (polar day or night).
    static func minutesUTC(on date: CivilDate, at point: GeoPoint) -> Double? {
        let dayOfYear = Double(date.dayNumber - CivilDate(year: date.year, month: 1, day: 1).dayNumber + 1)
        let daysInYear = CivilDate.isLeap(date.year) ? 366.0 : 365.0
        // Fractional year at about the hour of sunset (18:00): close enough for both series.
        let g = 2 * Double.pi / daysInYear * (dayOfYear - 1 + (18 - 12) / 24)
        let equationOfTime = 229.18 * (0.000075 + 0.001868 * cos(g) - 0.032077 * sin(g) - 0.014615 * cos(2 * g) - 0.040849 * sin(2 * g))
        let declination = 0.006918 - 0.399912 * cos(g) + 0.070257 * sin(g) - 0.006758 * cos(2 * g) + 0.000907 * sin(2 * g)
            - 0.002697 * cos(3 * g) + 0.00148 * sin(3 * g)
        let latitude = point.latitude * .pi / 180
        let cosHourAngle = cos(zenithDegrees * .pi / 180) / (cos(latitude) * cos(declination)) - tan(latitude) * tan(declination)
        guard (-1 ... 1).contains(cosHourAngle) else { return nil }
        let hourAngle = acos(cosHourAngle) * 180 / .pi
        return 720 - 4 * (point.longitude - hourAngle) - equationOfTime
    }

    /// Minutes after local midnight, on the clock `utcOffset` seconds east of UTC.
    static func localMinutes(on date: CivilDate, at point: GeoPoint, utcOffset: Int) -> Double? {
        minutesUTC(on: date, at: point).map { utc in
            let local = utc + Double(utcOffset) / 60
            return local - 1440 * (local / 1440).rounded(.down)
        }
    }
}
