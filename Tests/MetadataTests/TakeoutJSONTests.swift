import Foundation
import Testing
@testable import Metadata
@testable import Model
import TestSupport

@Suite("A Takeout sidecar's fields, read in one pass over its JSON")
struct TakeoutJSONTests {
    static func read(_ text: String) -> TakeoutJSON.Outcome {
        TakeoutJSON.read(Data(text.utf8))
    }

    /// What Foundation's parser makes of the same bytes.
    static func foundation(_ data: Data) -> TakeoutJSON.Outcome {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return .notObject }
        return .object(TakeoutJSON.Fields(foundation: object))
    }

    /// Every sidecar the repository holds: the fuzzers' seeds and the fixture library's Takeout.
    static let sidecars: [URL] = [
        TestFiles.repository.appendingPathComponent("Fuzz/seeds/takeout"), TestFiles.fixtures.appendingPathComponent("Takeout"),
    ].flatMap { root in
        (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "json" }
    }.sorted { $0.path < $1.path }

    @Test("each sidecar of the repository reads as Foundation reads it")
    func repositorySidecars() throws {
        #expect(Self.sidecars.count >= 10)
        for url in Self.sidecars {
            let data = try Data(contentsOf: url)
            let outcome = TakeoutJSON.read(data)
            #expect(outcome == Self.foundation(data) || Self.onlyRoundingDiffers(outcome, Self.foundation(data)), "\(url.lastPathComponent)")
            #expect(outcome != .notObject, "\(url.lastPathComponent)")
        }
    }

    /// Foundation rounds a number of more than 15 significant digits differently from
    /// `Double`, in the last place; anything else must agree.
    static func onlyRoundingDiffers(_ a: TakeoutJSON.Outcome, _ b: TakeoutJSON.Outcome) -> Bool {
        guard case let .object(x) = a, case let .object(y) = b else { return false }
        func close(_ p: TakeoutJSON.Scalar?, _ q: TakeoutJSON.Scalar?) -> Bool {
            if case let .number(m)? = p, case let .number(n)? = q { return m == n || abs(m - n) <= 2 * m.ulp }
            return p == q
        }
        func close(_ g: TakeoutJSON.Geo?, _ h: TakeoutJSON.Geo?) -> Bool {
            guard let g, let h else { return g == nil && h == nil }
            return close(g.latitude, h.latitude) && close(g.longitude, h.longitude) && close(g.altitude, h.altitude)
        }
        return close(x.timestamp, y.timestamp) && close(x.geoData, y.geoData) && close(x.geoDataExif, y.geoDataExif)
    }

    static let agreeing: [String] = [
        #"{"photoTakenTime": {"timestamp": "1755943200", "formatted": "23 Aug 2025"}, "geoData": {"latitude": 50.8195, "longitude": -0.1365, "altitude": 12.5}}"#,
        #"{"photoTakenTime": {"timestamp": 1755943200}, "geoDataExif": {"latitude": "47.45", "longitude": "8.56"}}"#,
        #"  {"title": "Caf\u00e9 \"au lait\" \\ \/ \b\f\n\r\t", "photoTakenTime": {"formatted": "", "timestamp": "1"}}  "#,
        #"{"people": [{"name": "Ann"}, [1, -2.5e3, 0.0, true, false, null]], "geoData": {"latitude": true, "longitude": false}}"#,
        #"{"geoData": null, "geoDataExif": [1, 2], "photoTakenTime": "1755943200"}"#,
        #"{"photoTakenTime": {"timestamp": "1"}, "photoTakenTime": {"timestamp": "2"}}"#,
        #"{"geoData": {"latitude": 1.5, "latitude": 2.5, "longitude": 3.25}}"#,
        #"{"photo\u0054akenTime": {"time\u0073tamp": "1755943200"}, "😀": "\ud83d\ude00"}"#,
        #"{"geoData": {"latitude": 1E2, "longitude": -0, "altitude": 1e-3}}"#,
        "{}", "{\n}", #"{"a":{"b":{"c":{"d":[[[[{}]]]]}}}}"#,
        "[1, 2]", "\"text\"", "12", "null",
        "", " ", "{", #"{"a": 1,}"#, #"{"a": 01}"#, #"{"a": 1.}"#, #"{"a": .5}"#, #"{"a": +1}"#, #"{"a": -}"#,
        #"{"a": tru}"#, #"{"a": "\x"}"#, "{\"a\": \"tab\there\"}", #"{"a": "open}"#, #"{"a" 1}"#, #"{"a": 1} x"#,
        #"{a: 1}"#, #"{"a": 1e400}"#, #"{"a": "\u12"}"#, #"{"a": [1, 2,]}"#, #"{"a": 'b'}"#,
        #"{,}"#, #"{"a": [,]}"#, #"{"a": {,}}"#, #"{"a": 1,,}"#, #"{"x": "\udc00"}"#, #"{"x": "\ud800\u0041"}"#,
        #"{"x": "\ud83d\ude00"}"#,
    ]

    @Test("JSON and not JSON, read as Foundation reads it", arguments: agreeing)
    func agrees(text: String) {
        #expect(Self.read(text) == Self.foundation(Data(text.utf8)))
    }

    @Test("the fields read: a timestamp as a string or a number, geoData before geoDataExif, strings and booleans as numbers")
    func fields() throws {
        let both = try #require(TakeoutSidecar(json: Data(Self.agreeing[0].utf8)))
        #expect(both == TakeoutSidecar(takenInstant: 1_755_943_200, location: GeoPoint(latitude: 50.8195, longitude: -0.1365),
                                       altitudeMeters: 12.5))
        let exif = try #require(TakeoutSidecar(json: Data(Self.agreeing[1].utf8)))
        #expect(exif == TakeoutSidecar(takenInstant: 1_755_943_200, location: GeoPoint(latitude: 47.45, longitude: 8.56)))
        #expect(TakeoutSidecar(json: Data(Self.agreeing[3].utf8))?.location == GeoPoint(latitude: 1, longitude: 0))
        #expect(TakeoutSidecar(json: Data(Self.agreeing[5].utf8))?.takenInstant == 2)
        #expect(TakeoutSidecar(json: Data(Self.agreeing[7].utf8))?.takenInstant == 1_755_943_200)
        #expect(TakeoutSidecar(json: Data(Self.agreeing[4].utf8)) == TakeoutSidecar(takenInstant: nil, location: nil))
    }

    @Test("a long number is rounded once, correctly, as Double reads it")
    func longNumbers() throws {
        let json = #"{"geoData": {"latitude": 50.81959159907703, "longitude": -0.13650653776826888}}"#
        let sidecar = try #require(TakeoutSidecar(json: Data(json.utf8)))
        #expect(sidecar.location == GeoPoint(latitude: 50.81959159907703, longitude: -0.13650653776826888))
    }

    @Test("nesting past the limit is refused")
    func deepNesting() {
        let deep = #"{"a": "# + String(repeating: "[", count: TakeoutJSON.maxDepth) + String(repeating: "]", count: TakeoutJSON.maxDepth) + "}"
        let shallow = #"{"a": "# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}"
        #expect(Self.read(deep) == .notObject)
        #expect(Self.read(shallow) == .object(TakeoutJSON.Fields()))
    }

    @Test("UTF-16 and a byte-order mark are left to Foundation, which reads them as the UTF-8 they stand for")
    func otherEncodings() throws {
        let text = Self.agreeing[0]
        let utf8 = try #require(TakeoutSidecar(json: Data(text.utf8)))
        for data in [text.data(using: .utf16LittleEndian), text.data(using: .utf16), Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)] {
            let data = try #require(data)
            #expect(TakeoutJSON.read(data) == .unsupported)
            #expect(TakeoutSidecar(json: data) == utf8)
        }
    }
}
