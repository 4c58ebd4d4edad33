/// A real place the fixture person photographs, with where it is and what it looks like.
struct FixturePlace: Sendable {
    let key: String
    let name: String
    let latitude: Double
    let longitude: Double
    let style: Scenery.Style
    /// How far from the centre photos scatter: a park is wider than a café.
    let radiusMeters: Double

    init(_ key: String, _ name: String, _ latitude: Double, _ longitude: Double, _ style: Scenery.Style, radius: Double = 35) {
        self.key = key
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.style = style
        radiusMeters = radius
    }

    static let home = FixturePlace("home", "Home (Islington)", 51.5390, -0.1030, .home, radius: 15)
    static let work = FixturePlace("work", "Office (King's Cross)", 51.5347, -0.1246, .office, radius: 20)

    static let kew = FixturePlace("kew", "Kew Gardens", 51.4787, -0.2956, .park, radius: 45)
    static let hydePark = FixturePlace("hyde-park", "Hyde Park", 51.5073, -0.1657, .park)
    static let britishMuseum = FixturePlace("british-museum", "British Museum", 51.5194, -0.1270, .city, radius: 25)
    static let camden = FixturePlace("camden", "Camden Market", 51.5414, -0.1466, .market, radius: 25)
    static let greenwich = FixturePlace("greenwich", "Greenwich Park", 51.4769, -0.0005, .park)
    static let towerBridge = FixturePlace("tower-bridge", "Tower Bridge", 51.5055, -0.0754, .water, radius: 25)
    static let portobello = FixturePlace("portobello", "Portobello Road", 51.5152, -0.2053, .market, radius: 25)
    static let brickLane = FixturePlace("brick-lane", "Brick Lane", 51.5219, -0.0717, .market, radius: 25)
    static let richmond = FixturePlace("richmond", "Richmond Park", 51.4425, -0.2760, .park)
    static let hampstead = FixturePlace("hampstead", "Hampstead Heath", 51.5608, -0.1631, .park)
    static let southBank = FixturePlace("south-bank", "South Bank", 51.5058, -0.1164, .water, radius: 30)
    static let coventGarden = FixturePlace("covent-garden", "Covent Garden", 51.5117, -0.1240, .city, radius: 25)

    static let shibuya = FixturePlace("shibuya", "Shibuya Crossing", 35.6595, 139.7005, .city, radius: 30)
    static let asakusa = FixturePlace("asakusa", "Senso-ji, Asakusa", 35.7148, 139.7967, .temple, radius: 30)
    static let shinjukuGyoen = FixturePlace("shinjuku-gyoen", "Shinjuku Gyoen", 35.6852, 139.7100, .park, radius: 40)
    static let fushimiInari = FixturePlace("fushimi-inari", "Fushimi Inari, Kyoto", 34.9671, 135.7727, .temple, radius: 40)

    static let alfama = FixturePlace("alfama", "Alfama, Lisbon", 38.7118, -9.1300, .city, radius: 35)
    static let belem = FixturePlace("belem", "Belém, Lisbon", 38.6916, -9.2160, .water, radius: 35)
    static let eiffel = FixturePlace("eiffel", "Eiffel Tower, Paris", 48.8584, 2.2945, .city, radius: 40)
}
