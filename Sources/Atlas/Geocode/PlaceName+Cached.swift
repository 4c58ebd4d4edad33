import Model

/// A name as the geocode cache keeps it: its fields as text, split by the ASCII unit separator
/// (0x1F), which no GeoNames name holds. Read back from JSON, the thousands of names of a
/// large library were a noticeable part of every regenerate.
///
/// Fields: the rules' version (`rulesVersion`), kind, country, zone, rounded latitude and
/// longitude, then area, nearby area, city and near place, each as "1" and its local, ascii,
/// native, es, centre latitude and longitude and population, or "0" when absent. An empty
/// optional field is nil (the geocoder never gives an empty one); numbers are Swift's shortest
/// round-trip spelling.
extension PlaceName {
    package static let separator: UInt8 = 0x1F
    /// The geocoder's rules the name was made by: a name cached under other rules (before
    /// neighbourhoods had to hold the point, and districts joined their cities) reads as a
    /// miss and is named again.
    package static let rulesVersion = "2"

    package var cached: [UInt8] {
        func number(_ value: Double?) -> String { value.map { String($0) } ?? "" }
        var fields: [String] = [Self.rulesVersion, kind.rawValue, countryCode ?? "", timeZone ?? "", number(roundedLatitude), number(roundedLongitude)]
        for name in [area, nearbyArea, city, nearPlace] {
            guard let name else {
                fields.append("0")
                continue
            }
            let centre: [String] = [number(name.centre?.latitude), number(name.centre?.longitude)]
            fields += ["1", name.local, name.ascii, name.native ?? "", name.es ?? ""] + centre + [String(name.population)]
        }
        return Array(fields.joined(separator: "\u{1F}").utf8)
    }

    /// The name in `bytes`, or nil when they are not a cached name (of an older format or rules).
    package init?(cached bytes: some Collection<UInt8>) {
        guard let name = ByteText.reading(collection: bytes, Self.parse) else { return nil }
        self = name
    }

    /// The fields cut from the bytes in place (`ByteText`), each made a string once. Split
    /// into slices of a generic collection first, a regenerate's names took several times the
    /// CPU they take read in place.
    private static func parse(_ bytes: ByteText) -> PlaceName? {
        var fields = bytes.fields(bytes.indices, at: separator).makeIterator()
        func text() -> String? { fields.next().map { bytes.string($0) } }
        func optional() -> String?? { text().map { $0.isEmpty ? nil : $0 } }
        func number() -> Double?? {
            guard let field = optional() else { return nil }
            guard let field else { return .some(nil) }
            return Double(field).map { .some($0) }
        }
        func name() -> Name?? {
            switch text() {
            case "0": return .some(nil)
            case "1":
                guard let local = text(), let ascii = text(), let native = optional(), let es = optional(), let latitude = number(),
                      let longitude = number(), let population = text().flatMap({ Int($0) })
                else { return nil }
                let centre = latitude.flatMap { latitude in longitude.flatMap { GeoPoint(latitude: latitude, longitude: $0) } }
                return Name(local: local, ascii: ascii, native: native, es: es, centre: centre, population: population)
            default: return nil
            }
        }
        guard text() == rulesVersion, let kind = text().flatMap(Kind.init(rawValue:)), let country = optional(), let zone = optional(),
              let latitude = number(), let longitude = number(), let area = name(), let nearbyArea = name(), let city = name(), let nearPlace = name(),
              fields.next() == nil
        else { return nil }
        return PlaceName(kind: kind, area: area, nearbyArea: nearbyArea, nearPlace: nearPlace, city: city, countryCode: country, timeZone: zone,
                         roundedLatitude: latitude, roundedLongitude: longitude)
    }
}
