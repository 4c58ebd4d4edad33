import Foundation
import TestScratch
import Testing

/// The parts of deck.json and `export --format json` the tests read: the export contract.
struct DeckJSON: Decodable {
    struct Totals: Decodable {
        var photos: Int
        var withLocation: Int
        var locationCoveragePct: Double
        var skipped: [String: Int]
        var setAside: [String: Int]
    }

    struct Place: Decodable {
        struct Centroid: Decodable { var lat: Double; var lon: Double }
        var id: String
        var rank: Int?
        var label: String
        var photoCount: Int
        var distinctDays: Int
        var firstVisit: String
        var lastVisit: String
        var centroid: Centroid
        var isHome: Bool
        var hidden: Bool
    }

    struct Time: Decodable {
        struct PeakDay: Decodable { var date: String; var count: Int }
        struct PeakMonth: Decodable { var month: String; var count: Int }
        struct Run: Decodable { var days: Int; var start: String; var end: String }
        struct Week: Decodable { var week: String; var count: Int }
        var peakDay: PeakDay
        var peakMonth: PeakMonth
        var hourHistogram: [Int]
        var longestStreak: Run
        var busiestWeek: Week
        var topWeekday: Int
    }

    struct Trip: Decodable { var days: Int; var photoCount: Int; var label: String? }

    struct Card: Decodable {
        var type: String
        var title: String
        var body: String
        var altText: String
    }

    struct Range: Decodable { var start: String; var end: String }

    var range: Range
    var totals: Totals
    var places: [Place]
    var time: Time
    var biggestTrip: Trip?
    var cards: [Card]
}

@Suite("photo-wrapped generate and export, end to end", .serialized)
struct GenerateCommandTests {
    @Test("export --format json matches the fixture ground truth")
    func exportJSON() throws {
        let library = try PlacesCommandTests.Library()
        let truth = library.truth
        let outcome = try library.run(["export", library.folder.path, "--year", String(truth.year), "--format", "json",
                                       "--tz", truth.timeZone, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let deck = try JSONDecoder().decode(DeckJSON.self, from: Data(outcome.stdout.utf8))
        #expect(deck.range.start == "2025-01-01" && deck.range.end == "2025-12-31")
        #expect(deck.totals.photos == truth.time.photos)
        #expect(deck.totals.withLocation == truth.time.withLocation)
        #expect(deck.totals.locationCoveragePct == (Double(truth.time.withLocation) * 1000 / Double(truth.time.photos)).rounded() / 10)
        #expect(deck.totals.setAside["screenshot"] == truth.time.setAsideScreenshots)
        for (reason, count) in truth.setAside { #expect(deck.totals.setAside[reason] == count, "\(reason)") }
        #expect(deck.totals.skipped == truth.scan.skipped)
        let ranked = deck.places.filter { !$0.hidden }.sorted { ($0.rank ?? 0) < ($1.rank ?? 0) }
        #expect(ranked.map(\.photoCount) == truth.places.map(\.photoCount))
        #expect(ranked.first?.isHome == true && ranked.first?.label == "Home")
        #expect(deck.time.peakDay.date == truth.time.peakDay.date && deck.time.peakDay.count == truth.time.peakDay.count)
        #expect(deck.time.peakMonth.month == truth.time.peakMonth.month && deck.time.peakMonth.count == truth.time.peakMonth.count)
        #expect(deck.time.hourHistogram == truth.time.hourHistogram)
        #expect(deck.time.longestStreak.days == truth.time.longestStreak.days)
        #expect(deck.time.longestStreak.start == truth.time.longestStreak.start)
        #expect(deck.time.busiestWeek.week == truth.time.busiestWeek.week && deck.time.busiestWeek.count == truth.time.busiestWeek.count)
        #expect(deck.time.topWeekday == truth.time.topWeekday)
        #expect(deck.biggestTrip?.days == truth.biggestTripDays)
    }

    @Test("export --format csv writes one row per counted photo, rounded to 3 decimals")
    func exportCSV() throws {
        let library = try PlacesCommandTests.Library()
        let lines = try library.csvLines()
        #expect(lines.first == "path,localTime,timeSource,placeId,lat,lon,precision")
        #expect(lines.count == library.truth.time.photos + 1)
        // The last three fields: latitude, longitude, precision (paths may hold commas, quoted).
        let tails = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).suffix(3).map(String.init) }
        let located = tails.filter { !$0[0].isEmpty }
        #expect(located.count == library.truth.time.withLocation)
        #expect(located.allSatisfy { $0[0...1].allSatisfy { $0.split(separator: ".").last?.count == 3 } })
        #expect(tails.allSatisfy { $0[2] == "exact" })
    }

    @Test("generate writes deck.json with 8 to 12 cards in English and in Spanish; a second run reuses it", arguments: ["en", "es"])
    func generate(language: String) throws {
        let library = try PlacesCommandTests.Library()
        let out = try Scratch.folder("deck").appendingPathComponent("deck")
        let arguments = ["generate", library.folder.path, "--year", "2025", "--lang", language, "--out", out.path, "--tz", library.truth.timeZone]
        let first = try library.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("[1/7] scanning for photos"))
        let truth = library.truth
        #expect(first.stdout.contains(", \(truth.time.setAsideScreenshots) screenshot"))
        #expect(first.stdout.contains(", \(truth.setAside["duplicate"] ?? 0) exact duplicates,"))
        let deck = try JSONDecoder().decode(DeckJSON.self, from: Data(contentsOf: out.appendingPathComponent("deck.json")))
        #expect((8 ... 12).contains(deck.cards.count))
        for card in deck.cards {
            #expect(!card.title.isEmpty && !card.altText.isEmpty)
            #expect(card.altText.hasPrefix(language == "es" ? "Tarjeta " : "Card "))
        }
        #expect(deck.cards.first?.title == (language == "es" ? "Tu 2025 en fotos" : "Your 2025 in photos"))
        #expect(deck.places.allSatisfy { !$0.hidden })

        let second = try library.run(arguments)
        #expect(second.status == 0)
        #expect(second.stdout.contains("deck reused from the cache."))
        #expect(!second.stderr.contains("building the deck"))

        let json = try library.run(arguments + ["--json", "--quiet"])
        let printed = try JSONDecoder().decode(DeckJSON.self, from: Data(json.stdout.utf8))
        #expect(printed.cards.map(\.title) == deck.cards.map(\.title))
    }
}
