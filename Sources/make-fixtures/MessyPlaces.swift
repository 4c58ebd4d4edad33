/// Where the messy library's person lives (Berlin) and travels (a week in New York).
extension FixturePlace {
    static let berlinHome = FixturePlace("berlin-home", "Home (Prenzlauer Berg)", 52.5388, 13.4244, .home, radius: 15)
    static let mauerpark = FixturePlace("mauerpark", "Mauerpark", 52.5430, 13.4020, .park)
    static let tempelhof = FixturePlace("tempelhof", "Tempelhofer Feld", 52.4730, 13.4010, .park, radius: 60)
    static let museumIsland = FixturePlace("museum-island", "Museum Island", 52.5169, 13.4019, .city, radius: 30)
    static let tiergarten = FixturePlace("tiergarten", "Tiergarten", 52.5145, 13.3501, .park, radius: 50)
    static let wannsee = FixturePlace("wannsee", "Strandbad Wannsee", 52.4390, 13.1790, .water, radius: 40)
    static let markthalle = FixturePlace("markthalle", "Markthalle Neun", 52.5020, 13.4318, .market, radius: 20)

    static let chelseaHotel = FixturePlace("ny-hotel", "Hotel (Chelsea)", 40.7465, -74.0014, .home, radius: 15)
    static let centralPark = FixturePlace("central-park", "Central Park", 40.7812, -73.9665, .park, radius: 60)
    static let brooklynBridge = FixturePlace("brooklyn-bridge", "Brooklyn Bridge", 40.7061, -73.9969, .water, radius: 40)
    static let timesSquare = FixturePlace("times-square", "Times Square", 40.7580, -73.9855, .city, radius: 30)
    static let moma = FixturePlace("moma", "MoMA", 40.7614, -73.9776, .city, radius: 25)
    static let chelseaMarket = FixturePlace("chelsea-market", "Chelsea Market", 40.7424, -74.0061, .market, radius: 20)

    static let berlinOutings: [FixturePlace] = [.mauerpark, .tempelhof, .museumIsland, .tiergarten, .wannsee, .markthalle]
    static let newYorkSights: [FixturePlace] = [.centralPark, .brooklynBridge, .timesSquare, .moma, .chelseaMarket]
}
