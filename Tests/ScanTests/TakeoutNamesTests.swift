import Foundation
import Testing
@testable import Metadata
@testable import Model
@testable import Scan

@Suite("Finding a Takeout sidecar by name")
struct TakeoutNamesTests {
    /// (media file, the JSON files in its folder, the sidecar it must find).
    @Test("each rule real exports need", arguments: [
        ("IMG_1234.jpg", ["IMG_1234.jpg.json"], "IMG_1234.jpg.json"),
        ("IMG_1234.jpg", ["IMG_1234.jpg.supplemental-metadata.json"], "IMG_1234.jpg.supplemental-metadata.json"),
        ("IMG_1234.jpg", ["IMG_1234.jpg.supplemental-metad.json"], "IMG_1234.jpg.supplemental-metad.json"),
        ("IMG_1234.jpg", ["IMG_1234.jpg.suppl.json"], "IMG_1234.jpg.suppl.json"),
        ("IMG_1234.jpg", ["IMG_1234.jpg.s.json"], "IMG_1234.jpg.s.json"),
        // Over 51 characters with ".json": the whole name is cut, extension and all.
        ("PXL_20250614_101500123_a_very_long_name_indeed.jpg", ["PXL_20250614_101500123_a_very_long_name_indeed.json"],
         "PXL_20250614_101500123_a_very_long_name_indeed.json"),
        ("PXL_20250614_101500123.MP.jpg", ["PXL_20250614_101500123.MP.jpg.supplemental-met.json"],
         "PXL_20250614_101500123.MP.jpg.supplemental-met.json"),
        ("image(1).jpg", ["image.jpg.json", "image.jpg(1).json"], "image.jpg(1).json"),
        ("image(1).jpg", ["image.jpg.supplemental-metadata(1).json"], "image.jpg.supplemental-metadata(1).json"),
        ("IMG_1234-edited.jpg", ["IMG_1234.jpg.json"], "IMG_1234.jpg.json"),
        ("IMG_1234-bearbeitet.jpg", ["IMG_1234.jpg.supplemental-metadata.json"], "IMG_1234.jpg.supplemental-metadata.json"),
        ("IMG_1234.jpg", ["IMG_1234.json"], "IMG_1234.json"),
        ("image(2).jpg", ["image(2).json"], "image(2).json"),
    ])
    func finds(_ media: String, _ jsons: [String], _ expected: String) {
        #expect(TakeoutNames.sidecar(for: media, among: Set(jsons)) == expected)
    }

    @Test("a neighbour's sidecar is never taken", arguments: [
        ("IMG_1234.jpg", ["IMG_12345.jpg.json", "IMG_123.jpg.json", "metadata.json"]),
        ("image(1).jpg", ["image.jpg.json"]),
        ("IMG_1234.jpg", ["IMG_1234.jpg.other.json"]),
        ("IMG_1234-edited.jpg", ["IMG_1235.jpg.json"]),
    ])
    func refuses(_ media: String, _ jsons: [String]) {
        #expect(TakeoutNames.sidecar(for: media, among: Set(jsons)) == nil)
    }

    @Test("the sidecar's instant, its place from geoData then geoDataExif, and 0,0 as nowhere")
    func sidecarFields() throws {
        let both = #"{"photoTakenTime":{"timestamp":"1751374800","formatted":"1 Jul 2025"},"#
            + #""geoData":{"latitude":50.8225,"longitude":-0.1372},"geoDataExif":{"latitude":1.0,"longitude":2.0}}"#
        let sidecar = try #require(TakeoutSidecar(json: Data(both.utf8)))
        #expect(sidecar.takenInstant == 1_751_374_800)
        #expect(sidecar.location == GeoPoint(latitude: 50.8225, longitude: -0.1372))

        let exifOnly = #"{"photoTakenTime":{"timestamp":1751374800},"geoData":{"latitude":0.0,"longitude":0.0},"#
            + #""geoDataExif":{"latitude":50.8,"longitude":-0.13}}"#
        #expect(TakeoutSidecar(json: Data(exifOnly.utf8))?.location == GeoPoint(latitude: 50.8, longitude: -0.13))

        let nowhere = #"{"photoTakenTime":{"timestamp":"0"},"geoData":{"latitude":0.0,"longitude":0.0}}"#
        #expect(TakeoutSidecar(json: Data(nowhere.utf8)) == TakeoutSidecar(takenInstant: nil, location: nil))
        #expect(TakeoutSidecar(json: Data("[1, 2]".utf8)) == nil)
        #expect(TakeoutSidecar(json: Data("{\"photoTakenTime\":".utf8)) == nil)
    }
}
