import Model

/// The year `make-fixtures real-library` spreads the real photographs over: a home in London,
/// trips to Tokyo, Lisbon, Kraków and New York, and a few days with many photos. Junk lands on
/// the day and at the spot of the photo it was made from, so it competes where the good ones are.
enum RealLibrarySchedule {
    struct City {
        var name: String
        /// Spots a person returns to, each a place of its own once clustered.
        var spots: [(latitude: Double, longitude: Double)]
        /// Standard time and summer time, in seconds east of UTC, and summer time's first and last local day of 2025.
        var offsets: (standard: Int, summer: Int)
        var summer: ClosedRange<CivilDate>?

        func offset(on date: CivilDate) -> Int {
            summer.map { $0.contains(date) } == true ? offsets.summer : offsets.standard
        }
    }

    struct Day {
        var date: CivilDate
        var city: City
        /// How many good photos the day gets.
        var share: Int
    }

    static let europeSummer = CivilDate(year: 2025, month: 3, day: 30) ... CivilDate(year: 2025, month: 10, day: 25)
    static let london = City(name: "London", spots: [(51.5390, -0.1426), (51.5007, -0.1246), (51.5033, -0.0760), (51.5080, -0.1657)],
                             offsets: (0, 3600), summer: europeSummer)
    static let lisbon = City(name: "Lisbon", spots: [(38.7139, -9.1334), (38.6916, -9.2160), (38.7107, -9.1365)],
                             offsets: (0, 3600), summer: europeSummer)
    static let krakow = City(name: "Kraków", spots: [(50.0614, 19.9366), (50.0540, 19.9354), (50.0516, 19.9450)],
                             offsets: (3600, 7200), summer: europeSummer)
    static let tokyo = City(name: "Tokyo", spots: [(35.7148, 139.7967), (35.6595, 139.7005), (35.6764, 139.6993)],
                            offsets: (32400, 32400), summer: nil)
    static let newYork = City(name: "New York", spots: [(40.7812, -73.9665), (40.7061, -73.9969), (40.7580, -73.9855)],
                              offsets: (-18000, -14400), summer: CivilDate(year: 2025, month: 3, day: 9) ... CivilDate(year: 2025, month: 11, day: 1))

    /// 28 days over the year; their shares add up to the good photos' count, so each good photo has a day.
    static let days: [Day] = [
        day(1, 4, london), day(1, 18, london), day(2, 8, london), day(2, 22, london, share: 4), day(3, 15, london), day(3, 29, london),
        day(4, 12, tokyo), day(4, 13, tokyo, share: 4), day(4, 14, tokyo), day(4, 15, tokyo),
        day(5, 10, london), day(5, 24, london),
        day(6, 12, lisbon), day(6, 13, lisbon, share: 2), day(6, 14, lisbon),
        day(7, 12, london), day(7, 26, london), day(8, 9, london, share: 4), day(8, 23, london),
        day(9, 19, krakow), day(9, 20, krakow),
        day(10, 11, london), day(10, 25, london),
        day(11, 14, newYork), day(11, 15, newYork, share: 2),
        day(12, 6, london), day(12, 20, london), day(12, 25, london),
    ]

    private static func day(_ month: Int, _ day: Int, _ city: City, share: Int = 1) -> Day {
        Day(date: CivilDate(year: 2025, month: month, day: day), city: city, share: share)
    }
}
