import Foundation
import Model
import Places

/// The person's decisions: the places they hid, the names they gave places, and the photos
/// they left out of collages. They live in the settings file, never in the cache, so they
/// outlast any cache.
public struct UserSettings: Sendable, Equatable {
    /// The layout of the settings file. Every new key raises it: a build that meets a newer
    /// format refuses the file rather than rewrite it without what it does not know. Format 2
    /// added `renamedPlaces`, format 3 `leftOutPhotos`; older files are read as they are and
    /// saved as format 3.
    public static let format = 3

    public private(set) var hiddenAreas: [HiddenArea]
    public private(set) var renamedPlaces: [RenamedPlace]
    public private(set) var leftOutPhotos: [LeftOutPhoto]

    public init(hiddenAreas: [HiddenArea] = [], renamedPlaces: [RenamedPlace] = [], leftOutPhotos: [LeftOutPhoto] = []) {
        self.hiddenAreas = hiddenAreas
        self.renamedPlaces = renamedPlaces
        self.leftOutPhotos = leftOutPhotos
    }

    /// Adds a hide, unless the same ground is already hidden; says whether it was added.
    @discardableResult
    public mutating func hide(_ area: HiddenArea) -> Bool {
        guard !hiddenAreas.contains(where: { $0.coversSameArea(as: area) }) else { return false }
        hiddenAreas.append(area)
        return true
    }

    public mutating func unhide(_ areas: [HiddenArea]) {
        hiddenAreas.removeAll { hidden in areas.contains { $0.coversSameArea(as: hidden) } }
    }

    /// Gives the ground of `name` its name, in place of any earlier name of that ground.
    public mutating func rename(_ name: RenamedPlace) {
        renamedPlaces.removeAll { $0.contains(name.centre) || $0.placeID == name.placeID }
        renamedPlaces.append(name)
    }

    public mutating func resetNames(_ names: [RenamedPlace]) {
        renamedPlaces.removeAll { names.contains($0) }
    }

    /// Leaves `photo` out, unless its file is left out already; says whether it was added.
    @discardableResult
    public mutating func leaveOut(_ photo: LeftOutPhoto) -> Bool {
        guard !leftOutPhotos.contains(where: { $0.path == photo.path }) else { return false }
        leftOutPhotos.append(photo)
        return true
    }

    /// Lets `photo` onto cards again (`leave-out --undo`); says whether it was left out.
    @discardableResult
    public mutating func keep(_ photo: LeftOutPhoto) -> Bool {
        let before = leftOutPhotos.count
        leftOutPhotos.removeAll { $0.path == photo.path }
        return leftOutPhotos.count < before
    }
}

extension UserSettings {
    /// The file's keys, and those of each entry of its lists.
    package static let keys: Set<String> = ["format", "hiddenPlaces", "renamedPlaces", "leftOutPhotos"]
    static let hiddenPlaceKeys: Set<String> = ["placeId", "label", "latitude", "longitude", "radiusMeters", "hiddenAt"]
    static let renamedPlaceKeys: Set<String> = ["placeId", "label", "latitude", "longitude", "radiusMeters", "renamedAt"]
    static let leftOutPhotoKeys: Set<String> = ["path", "leftOutAt"]

    /// A hidden place as the file holds it.
    struct StoredHiddenPlace: Codable {
        package var placeId: String
        package var label: String
        package var latitude: Double
        package var longitude: Double
        package var radiusMeters: Double
        package var hiddenAt: Date
    }

    /// A renamed place as the file holds it: `label` is the person's name for it.
    struct StoredRenamedPlace: Codable {
        package var placeId: String
        package var label: String
        package var latitude: Double
        package var longitude: Double
        package var radiusMeters: Double
        package var renamedAt: Date
    }

    /// A left-out photo as the file holds it.
    struct StoredLeftOutPhoto: Codable {
        var path: String
        var leftOutAt: Date
    }

    struct FormatProbe: Decodable {
        package var format: Int
    }

    struct Stored: Codable {
        package var format: Int
        var hiddenPlaces: [StoredHiddenPlace]?
        package var renamedPlaces: [StoredRenamedPlace]?
        var leftOutPhotos: [StoredLeftOutPhoto]?
    }

    /// Pretty JSON with sorted keys, ending in a newline: a file a person can read and edit.
    public func json() -> Data {
        let stored = Stored(format: Self.format, hiddenPlaces: hiddenAreas.map {
            StoredHiddenPlace(placeId: $0.placeID, label: $0.label, latitude: $0.centre.latitude, longitude: $0.centre.longitude,
                              radiusMeters: $0.radiusMeters, hiddenAt: $0.hiddenAt)
        }, renamedPlaces: renamedPlaces.map {
            StoredRenamedPlace(placeId: $0.placeID, label: $0.label, latitude: $0.centre.latitude, longitude: $0.centre.longitude,
                               radiusMeters: $0.radiusMeters, renamedAt: $0.renamedAt)
        }, leftOutPhotos: leftOutPhotos.map { StoredLeftOutPhoto(path: $0.path, leftOutAt: $0.leftOutAt) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // Plain values of finite numbers and strings: encoding cannot fail.
        return (try? encoder.encode(stored)).map { $0 + Data("\n".utf8) } ?? Data()
    }

    /// Reads the bytes of the settings file at `path` (named in any error).
    public init(json data: Data, path: String) throws(SettingsError) {
        func invalid(_ reason: String) -> SettingsError { .invalid(path: path, reason: reason) }
        guard let object = try? JSONSerialization.jsonObject(with: data) else { throw invalid("is not valid JSON") }
        guard let top = object as? [String: Any] else { throw invalid("is not a JSON object") }
        guard top["format"] != nil else { throw invalid("has no \"format\"") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let version = (try? decoder.decode(FormatProbe.self, from: data))?.format, version >= 1 else {
            throw invalid("has a \"format\" that is not a format number")
        }
        guard version <= Self.format else { throw .newerFormat(path: path, format: version) }
        if let unknown = Set(top.keys).subtracting(Self.keys).sorted().first { throw invalid("has an unknown key \"\(unknown)\"") }
        for (list, known) in [("hiddenPlaces", Self.hiddenPlaceKeys), ("renamedPlaces", Self.renamedPlaceKeys),
                              ("leftOutPhotos", Self.leftOutPhotoKeys)] {
            for (i, entry) in (top[list] as? [Any] ?? []).enumerated() {
                if let unknown = Set((entry as? [String: Any] ?? [:]).keys).subtracting(known).sorted().first {
                    throw invalid("has an unknown key \"\(unknown)\" in \(list)[\(i)]")
                }
            }
        }
        let stored: Stored
        do {
            stored = try decoder.decode(Stored.self, from: data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
                let DecodingError.keyNotFound(_, context), let DecodingError.dataCorrupted(context) {
            throw invalid("has a bad \(Self.place(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw invalid("cannot be read as settings: \(error)")
        }
        func area(_ list: String, _ i: Int, _ latitude: Double, _ longitude: Double, _ radius: Double) throws(SettingsError) -> GeoPoint {
            guard let centre = GeoPoint(latitude: latitude, longitude: longitude) else {
                throw invalid("has a bad \(list)[\(i)]: \(latitude), \(longitude) is not a place on Earth")
            }
            guard radius.isFinite, radius > 0 else {
                throw invalid("has a bad \(list)[\(i)].radiusMeters: \(radius) is not a distance")
            }
            return centre
        }
        var areas: [HiddenArea] = []
        for (i, place) in (stored.hiddenPlaces ?? []).enumerated() {
            let centre = try area("hiddenPlaces", i, place.latitude, place.longitude, place.radiusMeters)
            areas.append(HiddenArea(placeID: place.placeId, label: place.label, centre: centre,
                                    radiusMeters: place.radiusMeters, hiddenAt: place.hiddenAt))
        }
        var names: [RenamedPlace] = []
        for (i, place) in (stored.renamedPlaces ?? []).enumerated() {
            let centre = try area("renamedPlaces", i, place.latitude, place.longitude, place.radiusMeters)
            do {
                names.append(RenamedPlace(placeID: place.placeId, label: try RenamedPlace.validLabel(place.label), centre: centre,
                                          radiusMeters: place.radiusMeters, renamedAt: place.renamedAt))
            } catch {
                throw invalid("has a bad renamedPlaces[\(i)].label: \(error.reason)")
            }
        }
        var photos: [LeftOutPhoto] = []
        for (i, photo) in (stored.leftOutPhotos ?? []).enumerated() {
            guard photo.path.hasPrefix("/") else { throw invalid("has a bad leftOutPhotos[\(i)].path: \"\(photo.path)\" is not an absolute path") }
            photos.append(LeftOutPhoto(path: photo.path, leftOutAt: photo.leftOutAt))
        }
        self.init(hiddenAreas: areas, renamedPlaces: names, leftOutPhotos: photos)
    }

    /// `hiddenPlaces[2].latitude`: where in the file a value is.
    private static func place(_ path: [any CodingKey]) -> String {
        path.reduce("") { text, key in
            key.intValue.map { "\(text)[\($0)]" } ?? (text.isEmpty ? key.stringValue : "\(text).\(key.stringValue)")
        }
    }
}
