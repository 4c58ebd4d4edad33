import Foundation
import TestScratch
import Testing

/// Two years of a life in Berlin (`make-fixtures city --years 2`: a quieter 2024 in the same
/// home and places, then 2025 with a trip to Japan), and the fixture library's cameras.
@Suite("The year-over-year and camera cards, end to end", .serialized)
struct YearOverYearCardTests {
    /// A generated deck's cards, their payloads as plain JSON.
    struct Deck {
        let cards: [[String: Any]]

        init(_ folder: URL) throws {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("deck.json")))
            cards = try #require((object as? [String: Any])?["cards"] as? [[String: Any]])
        }

        func payload(_ type: String) -> [String: Any]? {
            cards.first { $0["type"] as? String == type }?["payload"] as? [String: Any]
        }

        func int(_ type: String, _ key: String) -> Int? { payload(type)?[key] as? Int }
    }

    struct TwoYears {
        let folder: URL
        let cache: URL

        init() throws {
            folder = try Scratch.folder("two-years")
            cache = try Scratch.folder("two-years-cache")
            let maker = try Process.run(PhotoWrappedBinary.product("make-fixtures"), arguments: ["city", folder.path, "--years", "2"])
            maker.waitUntilExit()
            try #require(maker.terminationStatus == 0)
        }

        func run(_ arguments: [String]) throws -> PhotoWrappedBinary.Outcome {
            try PhotoWrappedBinary.run(arguments + ["--cache", cache.path, "--settings", cache.path])
        }

        func deck(_ year: Int) throws -> Deck {
            let out = try Scratch.folder("deck-\(year)").appendingPathComponent("deck")
            let outcome = try run(["generate", folder.path, "--year", String(year), "--tz", "Europe/Berlin", "--out", out.path, "--quiet"])
            try #require(outcome.status == 0, "\(outcome.stderr)")
            return try Deck(out)
        }
    }

    /// The figures of each measure the card shows: (this year, the year before).
    static func measures(_ deck: Deck) throws -> [String: (Int, Int)] {
        let list = try #require(deck.payload("year-over-year")?["measures"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.compactMap { m in
            (m["name"] as? String).flatMap { name in (m["current"] as? Int).flatMap { c in (m["previous"] as? Int).map { (name, (c, $0)) } } }
        })
    }

    @Test("2025 is set against 2024 with each year's own figures, and a place hidden is hidden in both years")
    func twoYears() throws {
        let library = try TwoYears()
        let (before, now) = (try library.deck(2024), try library.deck(2025))
        #expect(before.payload("year-over-year") == nil, "2023 holds no photo to compare with")
        let card = try #require(now.payload("year-over-year"))
        #expect(card["period"] as? String == "year" && card["previousStart"] as? String == "2024-01-01")
        #expect(card["newCountries"] as? [String] == ["Japan"])
        let figures = try Self.measures(now)
        #expect(figures["photos"]?.0 == now.int("coverage", "photos") && figures["photos"]?.1 == before.int("coverage", "photos"))
        #expect(figures["places"]?.0 == now.int("distinct-places", "places") && figures["places"]?.1 == before.int("distinct-places", "places"))
        #expect(figures["days"]?.0 == now.int("year-in-pixels", "photoDays") && figures["days"]?.1 == before.int("year-in-pixels", "photoDays"))
        #expect(figures["countries"].map { [$0.0, $0.1] } == [2, 1])

        // The top place of 2024 that is not home: photographed in both years.
        let labels = try #require(before.cards.first { $0["type"] as? String == "distinct-places" }?["face"] as? [String: Any])["labels"] as? [String]
        let shared = try #require(labels?.first { $0 != "Home" })
        let hide = try library.run(["hide", shared])
        #expect(hide.status == 0, "\(hide.stderr)")
        let (hiddenBefore, hiddenNow) = (try library.deck(2024), try library.deck(2025))
        let hidden = try Self.measures(hiddenNow)
        #expect(hidden["places"]?.1 == hiddenBefore.int("distinct-places", "places"))
        #expect(hidden["places"]?.0 == hiddenNow.int("distinct-places", "places"))
        #expect(hidden["places"]?.1 == figures["places"].map { $0.1 - 1 } && hidden["places"]?.0 == figures["places"].map { $0.0 - 1 })
        let words = hiddenNow.cards.filter { $0["type"] as? String == "year-over-year" }.map { "\($0["altText"] ?? "")" }.joined()
        #expect(!words.contains(shared))
    }

    @Test("the fixture library's June is shot on a Pixel 8, with the X100V as runner-up, an iPhone after it, and the phone share")
    func camera() throws {
        let library = try PlacesCommandTests.Library()
        for language in ["en", "es"] {
            let out = try Scratch.folder("camera").appendingPathComponent("deck")
            let outcome = try library.run(["generate", library.folder.path, "--from", "2025-06-01", "--to", "2025-06-30", "--lang", language,
                                           "--tz", library.truth.timeZone, "--out", out.path, "--quiet"])
            try #require(outcome.status == 0, "\(outcome.stderr)")
            let deck = try Deck(out)
            let card = try #require(deck.payload("camera"))
            let devices = try #require(card["devices"] as? [[String: Any]])
            // The phone folder's iPhone took a few of June's photos too.
            #expect(devices.map { $0["name"] as? String } == ["Pixel 8", "Fujifilm X100V", "iPhone 15"])
            #expect(devices.map { $0["isPhone"] as? Bool } == [true, false, true])
            let (known, phone) = (card["known"] as? Int ?? 0, card["phonePhotos"] as? Int ?? 0)
            let photos = devices.map { $0["photos"] as? Int ?? 0 }
            #expect(phone == photos[0] + photos[2] && known == photos.reduce(0, +))
            #expect(known * 2 >= card["photos"] as? Int ?? .max)
            let title = deck.cards.first { $0["type"] as? String == "camera" }?["title"] as? String
            #expect(title == (language == "en" ? "Your camera: Pixel 8" : "Tu cámara: Pixel 8"))
        }
    }
}
