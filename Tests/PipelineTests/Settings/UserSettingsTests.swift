import Foundation
import Testing
@testable import Model
@testable import Pipeline
@testable import Places
@testable import Store

@Suite("The settings file's contents")
struct UserSettingsTests {
    static let kew = HiddenArea(placeID: "g51.4786:-0.2949", label: "Kew, London",
                                centre: GeoPoint(latitude: 51.4786, longitude: -0.2949)!, radiusMeters: 210.5,
                                hiddenAt: Date(timeIntervalSince1970: 1_764_000_000))
    static let home = HiddenArea(placeID: "g35.6595:139.7005", label: "渋谷, 東京",
                                 centre: GeoPoint(latitude: 35.6595, longitude: 139.7005)!, radiusMeters: 150,
                                 hiddenAt: Date(timeIntervalSince1970: 1_764_003_600))
    static let gran = RenamedPlace(placeID: "400s358x", label: "Gran's", centre: GeoPoint(latitude: 51.5, longitude: -0.1)!,
                                   radiusMeters: 95, renamedAt: Date(timeIntervalSince1970: 1_764_007_200))
    static let receipt = LeftOutPhoto(path: "/home/a/Pictures/2025/IMG_0001.JPG", leftOutAt: Date(timeIntervalSince1970: 1_764_010_800.75))

    /// A format 2 file, as versions before `leave-out` wrote it.
    static let formatTwo = """
        {
          "format" : 2,
          "hiddenPlaces" : [
            {
              "hiddenAt" : "2025-11-24T16:00:00Z",
              "label" : "Kew, London",
              "latitude" : 51.4786,
              "longitude" : -0.2949,
              "placeId" : "g51.4786:-0.2949",
              "radiusMeters" : 210.5
            }
          ],
          "renamedPlaces" : [
            {
              "label" : "Gran's",
              "latitude" : 51.5,
              "longitude" : -0.1,
              "placeId" : "400s358x",
              "radiusMeters" : 95,
              "renamedAt" : "2025-11-24T18:00:00Z"
            }
          ]
        }

        """

    /// The file as it is written: pretty, keys sorted, dates in ISO 8601 UTC, one newline at the end.
    static let twoPlaces = """
        {
          "format" : 3,
          "hiddenPlaces" : [
            {
              "hiddenAt" : "2025-11-24T16:00:00Z",
              "label" : "Kew, London",
              "latitude" : 51.4786,
              "longitude" : -0.2949,
              "placeId" : "g51.4786:-0.2949",
              "radiusMeters" : 210.5
            },
            {
              "hiddenAt" : "2025-11-24T17:00:00Z",
              "label" : "渋谷, 東京",
              "latitude" : 35.6595,
              "longitude" : 139.7005,
              "placeId" : "g35.6595:139.7005",
              "radiusMeters" : 150
            }
          ],
          "leftOutPhotos" : [
            {
              "leftOutAt" : "2025-11-24T19:00:00Z",
              "path" : "/home/a/Pictures/2025/IMG_0001.JPG"
            }
          ],
          "renamedPlaces" : [
            {
              "label" : "Gran's",
              "latitude" : 51.5,
              "longitude" : -0.1,
              "placeId" : "400s358x",
              "radiusMeters" : 95,
              "renamedAt" : "2025-11-24T18:00:00Z"
            }
          ]
        }

        """

    @Test("written bytes are exactly the documented layout, and read back to the same settings")
    func roundTrip() throws {
        let settings = UserSettings(hiddenAreas: [Self.kew, Self.home], renamedPlaces: [Self.gran], leftOutPhotos: [Self.receipt])
        #expect(String(decoding: settings.json(), as: UTF8.self) == Self.twoPlaces)
        #expect(try UserSettings(json: Data(Self.twoPlaces.utf8), path: "s.json") == settings)
    }

    @Test("a hand-written file may be compact, and may leave out the places")
    func handWritten() throws {
        #expect(try UserSettings(json: Data(#"{"format":1}"#.utf8), path: "s.json") == UserSettings())
        let one = #"{"hiddenPlaces":[{"placeId":"x","label":"Shop","latitude":10,"longitude":20,"radiusMeters":99,"hiddenAt":"2026-01-02T03:04:05Z"}],"format":1}"#
        let settings = try UserSettings(json: Data(one.utf8), path: "s.json")
        #expect(settings.hiddenAreas.map(\.label) == ["Shop"])
        #expect(settings.hiddenAreas.first?.hiddenAt == ISO8601DateFormatter().date(from: "2026-01-02T03:04:05Z"))
    }

    @Test("a format 1 file is read as it is, and saved as format 3 with no name or photo lost or made up")
    func formatOne() throws {
        let one = #"{"format":1,"hiddenPlaces":[{"placeId":"x","label":"Shop","latitude":10,"longitude":20,"radiusMeters":99,"hiddenAt":"2026-01-02T03:04:05Z"}]}"#
        let settings = try UserSettings(json: Data(one.utf8), path: "s.json")
        #expect(settings.renamedPlaces.isEmpty && settings.leftOutPhotos.isEmpty)
        let saved = try JSONSerialization.jsonObject(with: settings.json()) as? [String: Any] ?? [:]
        #expect(saved["format"] as? Int == 3)
        #expect(try UserSettings(json: settings.json(), path: "s.json") == settings)
    }

    @Test("a format 2 file is read as it is, and saved as format 3 that keeps every hide and name and leaves out no photo")
    func formatTwoFile() throws {
        let settings = try UserSettings(json: Data(Self.formatTwo.utf8), path: "s.json")
        #expect(settings == UserSettings(hiddenAreas: [Self.kew], renamedPlaces: [Self.gran]))
        let saved = try JSONSerialization.jsonObject(with: settings.json()) as? [String: Any] ?? [:]
        #expect(saved["format"] as? Int == 3)
        #expect((saved["leftOutPhotos"] as? [Any])?.isEmpty == true)
        #expect(try UserSettings(json: settings.json(), path: "s.json") == settings)
    }

    struct Broken: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let bytes: String
        let error: SettingsError
    }

    static func invalid(_ reason: String) -> SettingsError { .invalid(path: "s.json", reason: reason) }

    static let place = #""placeId":"x","label":"Shop","latitude":10,"longitude":20,"radiusMeters":99,"hiddenAt":"2026-01-02T03:04:05Z""#

    /// A file holding one hidden place with these fields.
    static func file(_ fields: String) -> String {
        #"{"format": 1, "hiddenPlaces": [{"# + fields + "}]}"
    }

    static let broken: [Broken] = [
        Broken(testDescription: "empty", bytes: "", error: invalid("is not valid JSON")),
        Broken(testDescription: "cut short", bytes: #"{"format": 1, "hiddenPlaces": [{"#, error: invalid("is not valid JSON")),
        Broken(testDescription: "a list", bytes: "[]", error: invalid("is not a JSON object")),
        Broken(testDescription: "no format", bytes: #"{"hiddenPlaces": []}"#, error: invalid("has no \"format\"")),
        Broken(testDescription: "a format in words", bytes: #"{"format": "1"}"#, error: invalid("has a \"format\" that is not a format number")),
        Broken(testDescription: "format 0", bytes: #"{"format": 0}"#, error: invalid("has a \"format\" that is not a format number")),
        Broken(testDescription: "a newer format", bytes: #"{"format": 4, "renamedPlaces": []}"#, error: .newerFormat(path: "s.json", format: 4)),
        Broken(testDescription: "a misspelt key in a left-out photo",
               bytes: #"{"format": 3, "leftOutPhotos": [{"file": "/a.jpg", "leftOutAt": "2026-01-02T03:04:05Z"}]}"#,
               error: invalid("has an unknown key \"file\" in leftOutPhotos[0]")),
        Broken(testDescription: "a left-out photo by a relative path",
               bytes: #"{"format": 3, "leftOutPhotos": [{"path": "a.jpg", "leftOutAt": "2026-01-02T03:04:05Z"}]}"#,
               error: invalid("has a bad leftOutPhotos[0].path: \"a.jpg\" is not an absolute path")),
        Broken(testDescription: "a left-out photo with no date", bytes: #"{"format": 3, "leftOutPhotos": [{"path": "/a.jpg"}]}"#,
               error: invalid("has a bad leftOutPhotos[0]: No value associated with key CodingKeys(stringValue: \"leftOutAt\", intValue: nil) (\"leftOutAt\").")),
        Broken(testDescription: "an empty name", bytes: #"{"format": 2, "renamedPlaces": [{"placeId": "x", "label": " ", "latitude": 1, "longitude": 2, "radiusMeters": 9, "renamedAt": "2026-01-02T03:04:05Z"}]}"#,
               error: invalid("has a bad renamedPlaces[0].label: a name needs at least one letter")),
        Broken(testDescription: "a misspelt key in a name", bytes: #"{"format": 2, "renamedPlaces": [{"placeID": "x"}]}"#,
               error: invalid("has an unknown key \"placeID\" in renamedPlaces[0]")),
        Broken(testDescription: "a misspelt key", bytes: #"{"format": 1, "hidenPlaces": []}"#, error: invalid("has an unknown key \"hidenPlaces\"")),
        Broken(testDescription: "a misspelt key in a place", bytes: file(place + #", "radius": 5"#),
               error: invalid("has an unknown key \"radius\" in hiddenPlaces[0]")),
        Broken(testDescription: "a latitude in words", bytes: file(place.replacingOccurrences(of: #""latitude":10"#, with: #""latitude":"ten""#)),
               error: invalid("has a bad hiddenPlaces[0].latitude: Expected to decode Double but found a string instead.")),
        Broken(testDescription: "no label", bytes: file(place.replacingOccurrences(of: #""label":"Shop","#, with: "")),
               error: invalid("has a bad hiddenPlaces[0]: No value associated with key CodingKeys(stringValue: \"label\", intValue: nil) (\"label\").")),
        Broken(testDescription: "off the Earth", bytes: file(place.replacingOccurrences(of: #""latitude":10"#, with: #""latitude":95"#)),
               error: invalid("has a bad hiddenPlaces[0]: 95.0, 20.0 is not a place on Earth")),
        Broken(testDescription: "no radius", bytes: file(place.replacingOccurrences(of: #""radiusMeters":99"#, with: #""radiusMeters":0"#)),
               error: invalid("has a bad hiddenPlaces[0].radiusMeters: 0.0 is not a distance")),
    ]

    @Test("a broken file is one error naming it, never an empty settings", arguments: broken)
    func brokenFiles(_ c: Broken) {
        #expect(throws: c.error) { try UserSettings(json: Data(c.bytes.utf8), path: "s.json") }
    }

    @Test("hiding the same ground twice keeps one hide; unhiding removes it whatever its name")
    func hideAndUnhide() {
        var settings = UserSettings(hiddenAreas: [Self.kew])
        var again = Self.kew
        again.label = "Kew Gardens"
        let addedAgain = settings.hide(again)
        let addedHome = settings.hide(Self.home)
        #expect(!addedAgain && addedHome)
        settings.unhide([again])
        #expect(settings.hiddenAreas == [Self.home])
    }

    @Test("leaving a photo out twice keeps one entry; keeping it removes it, and says whether it was left out")
    func leaveOutAndKeep() {
        var settings = UserSettings()
        let later = LeftOutPhoto(path: Self.receipt.path, leftOutAt: Self.receipt.leftOutAt.addingTimeInterval(60))
        let added = settings.leaveOut(Self.receipt), addedAgain = settings.leaveOut(later)
        #expect(added && !addedAgain)
        #expect(settings.leftOutPhotos == [Self.receipt])
        let kept = settings.keep(later), keptAgain = settings.keep(later)
        #expect(kept && !keptAgain)
        #expect(settings.leftOutPhotos.isEmpty)
    }

    @Test("left-out paths are named as a run's rows name them: relative in one folder, absolute in several, none outside")
    func leftOutPaths() {
        let paths = ["/p/a/2025/x.jpg", "/p/ab/y.jpg", "/q/z.jpg", "/elsewhere/w.jpg"]
        let settings = UserSettings(leftOutPhotos: paths.map { LeftOutPhoto(path: $0) })
        let one = FolderSet(folders: [.init(root: RawPath("/p/a"), libraryID: 7)], id: 7)
        #expect(settings.leftOutPaths(under: one) == [RawPath("2025/x.jpg")])
        let several = FolderSet(folders: [.init(root: RawPath("/q"), libraryID: 2), .init(root: RawPath("/p/a"), libraryID: 1)], id: 9)
        #expect(settings.leftOutPaths(under: several) == [RawPath("/p/a/2025/x.jpg"), RawPath("/q/z.jpg")])
        let everything = FolderSet(folders: [.init(root: RawPath("/"), libraryID: 3)], id: 3)
        #expect(settings.leftOutPaths(under: everything) == Set(paths.map { RawPath(String($0.dropFirst())) }))
    }
}
