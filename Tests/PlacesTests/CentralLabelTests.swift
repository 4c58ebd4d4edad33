import Foundation
import Testing
@testable import Atlas
@testable import Model
@testable import Places

/// A place in a city's centre is its centre, not a compass point of GeoNames' pin for it.
@Suite("Central places")
struct CentralLabelTests {
    static let zurich = PlaceName.Name(local: "Zürich", ascii: "Zurich", centre: GeoPoint(latitude: 47.36667, longitude: 8.55)!,
                                       population: 415_367)

    struct Spot: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let point: GeoPoint
        let direction: Direction
    }

    @Test(arguments: [
        Spot(testDescription: "Zürich Hauptbahnhof, 1.1 km from the pin", point: GeoPoint(latitude: 47.3779, longitude: 8.5403)!, direction: .central),
        Spot(testDescription: "the Lindenhof, in the old town", point: GeoPoint(latitude: 47.3730, longitude: 8.5410)!, direction: .central),
        Spot(testDescription: "Oerlikon, 4.5 km north", point: GeoPoint(latitude: 47.4111, longitude: 8.5446)!, direction: .north),
    ])
    func zurich(_ spot: Spot) {
        #expect(Direction.of(spot.point, within: Self.zurich) == spot.direction)
    }
}
