import Foundation
import TestScratch
import Testing

/// A year in a big city (`make-fixtures city`): a home and 24 places drawn at random within the
/// city's reach, as a person living there photographs it. Every place listed must read apart.
@Suite("places in a big city each have their own label, end to end")
struct CityLabelsTests {
    static let streetWords = ["straße", "strasse", "street", "road", "avenue", "avenida", "rua ", "-dori", "dōri", "lane"]

    @Test("no two listed places share a label, in either language, and none names a street",
          arguments: ["berlin", "london", "tokyo", "new-york", "sao-paulo"])
    func distinctLabels(city: String) throws {
        let folder = try Scratch.folder("city-\(city)"), cache = try Scratch.folder("city-cache-\(city)")
        let maker = try Process.run(PhotoWrappedBinary.product("make-fixtures"), arguments: ["city", folder.path, "--city", city])
        maker.waitUntilExit()
        try #require(maker.terminationStatus == 0)
        for language in ["en", "es"] {
            let outcome = try PhotoWrappedBinary.run(["places", folder.path, "--year", "2025", "--json", "--quiet", "--lang", language,
                                                      "--cache", cache.path, "--settings", cache.path])
            try #require(outcome.status == 0, "\(outcome.stderr)")
            let places = try JSONDecoder().decode(PlacesJSON.self, from: Data(outcome.stdout.utf8)).places
            #expect(places.count >= 25)
            let labels = places.map(\.label)
            let repeated = Dictionary(grouping: labels, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            #expect(repeated.isEmpty, "\(city) \(language): \(repeated) among \(labels)")
            for label in labels {
                #expect(!Self.streetWords.contains { label.lowercased().contains($0) }, "\(city) \(language): \(label)")
            }
        }
    }
}
