import Testing
@testable import Atlas
@testable import Model
@testable import Places

@Suite("Offline place names")
struct ReverseGeocoderTests {
    /// Loaded once for the suite: the bundled GeoNames table.
    static let geocoder = try! ReverseGeocoder.bundled()

    static func name(_ lat: Double, _ lon: Double) -> PlaceName {
        geocoder.name(at: GeoPoint(latitude: lat, longitude: lon)!)
    }

    @Test("the Eiffel Tower is in Paris, not in one of its arrondissements")
    func eiffelTower() {
        let name = Self.name(48.8584, 2.2945)
        #expect(name.city?.local == "Paris")
        #expect(name.area == nil)
        #expect(PlaceLabel.text(name, singleCountry: false, language: .en) == "Paris, France")
        #expect(PlaceLabel.text(name, singleCountry: false, language: .es) == "París, Francia")
    }

    @Test("Shibuya crossing is Shibuya, Tokyo, and 渋谷, 東京 in its own script")
    func shibuya() {
        let name = Self.name(35.6595, 139.7005)
        #expect(PlaceLabel.text(name, singleCountry: true, language: .en) == "Shibuya, Tokyo")
        #expect(PlaceLabel.nativeText(name) == "渋谷, 東京")
        #expect(name.timeZone == "Asia/Tokyo")
    }

    @Test("a city's reach stops at its state or country: inside the city across the border, that city names the point", arguments: [
        (40.7327, -74.0634, "Jersey City", "US"), (42.2970, -83.0100, "Windsor", "CA"), (38.8800, -77.1068, "Arlington", "US"),
    ])
    func acrossABorder(lat: Double, lon: Double, city: String, country: String) {
        let name = Self.name(lat, lon)
        #expect(name.city?.local == city)
        #expect(name.countryCode == country)
    }

    @Test("(51.52, −0.17), by Paddington Green, is London, not Bayswater: its point is 1.4 km off, with four places nearer")
    func notBayswater() {
        let name = Self.name(51.52, -0.17)
        #expect(name.area?.local != "Bayswater" && name.nearbyArea?.local != "Bayswater")
        #expect(name.city?.local == "London")
        #expect(name.countryCode == "GB")
        #expect(name.timeZone == "Europe/London")
    }

    @Test("the middle of the Atlantic gets no city, only its coordinates")
    func midAtlantic() {
        let name = Self.name(30.0, -40.0)
        #expect(name.kind == .remote)
        #expect(name.city == nil)
        #expect(PlaceLabel.text(name, singleCountry: false, language: .en) == "30.0°N, 40.0°W")
    }

    @Test("names in non-Latin scripts", arguments: [
        (55.7558, 37.6173, "Москва"),
        (30.0444, 31.2357, "القاهرة"),
        (37.5665, 126.9780, "서울"),
        (35.0116, 135.7681, "京都"),
    ])
    func nativeNames(lat: Double, lon: Double, native: String) {
        let name = Self.name(lat, lon)
        #expect(name.city?.native == native || name.area?.native == native, "\(name)")
    }

    @Test("a village far from any city is named by the nearest place, with its country")
    func countryside() {
        let name = Self.name(54.4609, -3.0886)  // the Lake District
        #expect(name.kind == .settled)
        #expect(name.area == nil)
        #expect(name.countryCode == "GB")
        #expect(PlaceLabel.text(name, singleCountry: false, language: .es).hasSuffix(", Reino Unido"))
        #expect(PlaceLabel.text(name, singleCountry: true, language: .en) == name.city?.local)
    }

    @Test("no label names a street: every label is a GeoNames populated place")
    func noStreets() {
        for (lat, lon) in [(51.5074, -0.1278), (40.7580, -73.9855), (48.8606, 2.3376), (35.6586, 139.7454)] {
            let name = Self.name(lat, lon)
            for part in [name.area?.local, name.city?.local].compactMap({ $0 }) {
                #expect(!part.contains("Street") && !part.contains("Road") && !part.contains("Avenue"), "\(part)")
            }
        }
    }

    @Test("a nearby area may be smaller than the plain label's: the Barbican (4,000 people), inside the City of London")
    func nearbyArea() {
        let name = Self.name(51.5203, -0.0937)
        #expect(name.city?.local == "London")
        #expect(name.area?.local != "Barbican")
        #expect(name.nearbyArea?.local == "Barbican")
    }
}
