import Atlas
import Foundation
import Model
import Synchronization

/// How finely a listing names a place (`DistinctLabels` chooses it): which area the label
/// shows, a direction within that area or the city, the place it is near, and as the last
/// resort which spot of it.
public struct LabelForm: Sendable, Equatable {
    public enum AreaChoice: Sendable, Equatable {
        /// The plain label: the district of `GeocodeRules.areaTiers` where there is one.
        case plain
        /// The city is named by areas: the district, else the nearby area.
        case area
        /// Finer, for places the district does not tell apart: the nearby area, else the district.
        case nearby
    }

    public var areaChoice: AreaChoice = .plain
    /// Where in the shown area (or, without one, the city) the place lies.
    public var direction: Direction?
    /// Whether the label says the place the point is near (`PlaceName.nearPlace`).
    public var near = false
    /// 2, 3…: the last resort, for places nothing else tells apart, said in words ("Second spot
    /// in Old Town"): a label never ends in a bare number, which on a card reads as a count.
    public var number: Int?

    public init(areaChoice: AreaChoice = .plain, direction: Direction? = nil, near: Bool = false, number: Int? = nil) {
        self.areaChoice = areaChoice
        self.direction = direction
        self.near = near
        self.number = number
    }

    /// The place this form says `name` is near, if any: never the area it shows.
    public func nearPlace(of name: PlaceName) -> PlaceName.Name? {
        guard near, let place = name.nearPlace, place != area(of: name) else { return nil }
        return place
    }

    /// The area this form shows of `name`, if any.
    public func area(of name: PlaceName) -> PlaceName.Name? {
        switch areaChoice {
        case .plain: name.area
        case .area: name.area ?? name.nearbyArea
        case .nearby: name.nearbyArea ?? name.area
        }
    }
}

/// A direction within a city or area, from GeoNames' point for it: "North Berlin", "Norte de Berlín".
public enum Direction: String, Sendable, Equatable, CaseIterable {
    case central, north, northEast, east, southEast, south, southWest, west, northWest

    /// A place this close to the centre is central: `centralReachFraction` of the reach that
    /// `GeocodeRules.reachMetersPerSqrtPopulation` gives the area or city (central London
    /// 3.6 km, Berlin-Mitte 2.2 km), and never less than `centralMinMeters`.
    public static let centralReachFraction = 0.15
    /// About a village's core, or a district's: closer than this is never "north of" it.
    public static let centralMinMeters = 300.0
    /// A city's centre (`GeocodeRules.cityMinPopulation` or more) reaches at least this far
    /// from GeoNames' pin, which sits anywhere in it: Zürich's Hauptbahnhof, 1.1 km from the
    /// pin at Bellevue, is central Zürich, not its north-west.
    public static let cityCentralMinMeters = 1_500.0

    /// Where `point` lies from `part`'s centre; nil when GeoNames gives no centre.
    public static func of(_ point: GeoPoint, within part: PlaceName.Name) -> Direction? {
        guard let centre = part.centre else { return nil }
        let reach = GeocodeRules.reachMeters(population: part.population)
        let floor = part.population >= GeocodeRules.cityMinPopulation ? cityCentralMinMeters : centralMinMeters
        if Earth.distance(centre, point) <= max(floor, centralReachFraction * reach) { return .central }
        let north = point.latitude - centre.latitude
        var eastDegrees = point.longitude - centre.longitude
        if eastDegrees > 180 { eastDegrees -= 360 } else if eastDegrees < -180 { eastDegrees += 360 }
        let east = eastDegrees * cos(centre.latitude * .pi / 180)
        let bearing = (atan2(east, north) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
        let compass: [Direction] = [.north, .northEast, .east, .southEast, .south, .southWest, .west, .northWest]
        return compass[Int((bearing / 45).rounded()) % compass.count]
    }

    /// "North Berlin" / "Norte de Berlín".
    func phrase(_ name: String, language: Language) -> String {
        switch language {
        case .en: "\(english) \(name)"
        case .es: "\(spanish) \(name)"
        }
    }

    private var english: String {
        switch self {
        case .central: "Central"
        case .north: "North"
        case .northEast: "North-east"
        case .east: "East"
        case .southEast: "South-east"
        case .south: "South"
        case .southWest: "South-west"
        case .west: "West"
        case .northWest: "North-west"
        }
    }

    private var spanish: String {
        switch self {
        case .central: "Centro de"
        case .north: "Norte de"
        case .northEast: "Noreste de"
        case .east: "Este de"
        case .southEast: "Sureste de"
        case .south: "Sur de"
        case .southWest: "Suroeste de"
        case .west: "Oeste de"
        case .northWest: "Noroeste de"
        }
    }
}

/// Which spot of a part a place is, in words: "Second spot", "Tercer sitio", then "Spot eleven".
/// One spelling formatter per language, made once, and each number spelled once: made for
/// every label, the formatter cost most of a large library's labelling; the same numbers are
/// spelled for many labels, in every listing of the places.
enum SpotOrdinal {
    private static let english = ["Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth"]
    private static let spanish = ["Segundo", "Tercer", "Cuarto", "Quinto", "Sexto", "Séptimo", "Octavo", "Noveno", "Décimo"]

    private struct Speller {
        let formatter: NumberFormatter
        var spelled: [Int: String] = [:]
    }

    private static let spellers = Mutex<[Language: Speller]>([:])

    /// Ordinal words for the few spots a person counts, the number spelled out beyond them.
    static func words(_ number: Int, language: Language) -> String {
        let ordinals = language == .es ? spanish : english
        guard !ordinals.indices.contains(number - 2) else { return "\(ordinals[number - 2]) \(language == .es ? "sitio" : "spot")" }
        let spelled = spellers.withLock { spellers in
            if spellers[language] == nil {
                let formatter = NumberFormatter()
                formatter.numberStyle = .spellOut
                formatter.locale = language.locale
                spellers[language] = Speller(formatter: formatter)
            }
            if let words = spellers[language]!.spelled[number] { return words }
            let words = spellers[language]!.formatter.string(from: NSNumber(value: number)) ?? ""
            spellers[language]!.spelled[number] = words
            return words
        }
        return "\(language == .es ? "Sitio" : "Spot") \(spelled)"
    }
}
