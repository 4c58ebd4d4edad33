import Deck
import Foundation
import Render

/// The render of a full 10-card deck (the spec's ten) from the fixture library, its finale
/// collage decoding nine camera-sized (4000×3000) JPEGs.
struct RenderBench {
    let work: URL
    let photoWrapped: String
    let makeFixtures: String
    let runs: Int

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures")

    /// Draws the deck `runs` times; returns the whole deck (every card, finale of camera-sized
    /// JPEGs) and its library, for the video bench.
    func run() throws -> (document: DeckDocument, library: URL) {
        let library = work.appendingPathComponent("render-library")
        try? FileManager.default.removeItem(at: library)
        try FileManager.default.copyItem(at: Self.fixtures, to: library)
        guard Measured.run([makeFixtures, "photos", library.appendingPathComponent("Big").path, "--count", "9"]).status == 0 else {
            fatalError("make-fixtures photos failed")
        }
        let out = work.appendingPathComponent("render-deck")
        let made = Measured.run([photoWrapped, "generate", library.path, "--year", "2025", "--out", out.path, "--quiet",
                                 "--tz", "Europe/London", "--cache", work.appendingPathComponent("render-cache").path])
        guard made.status == 0 else { fatalError("photo-wrapped generate failed") }
        var whole = try JSONDecoder().decode(DeckDocument.self, from: Data(contentsOf: out.appendingPathComponent("deck.json")))
        let big = (0 ..< 9).map { String(format: "Big/BIG_%04d.JPG", $0) }
        whole.cards = whole.cards.map { card in
            guard var p = card.payload.facts as? CardPayload.Finale else { return card }
            var copy = card
            p.photos = big
            copy.payload = .finale(p)
            return copy
        }
        var document = whole
        document.cards = document.cards.filter { $0.type != .biggestTrip && $0.type != .yearInPixels }
        let renderer = DeckRenderer(renderer: CardRenderer(skin: .poster, format: .story,
                                                           photos: PhotoSource(root: library.path, info: [:]), yearLabel: "2025"))
        var totals: [Double] = []
        var perType: [CardType: [Double]] = [:]
        for _ in 0 ..< runs {
            let started = Date()
            let output = try renderer.render(document)
            totals.append(Date().timeIntervalSince(started))
            for (card, rendered) in zip(document.cards, output.cards) { perType[card.type, default: []].append(rendered.milliseconds) }
        }
        print("\nrender: \(document.cards.count)-card story deck, poster skin, finale collage of 9 × 4000×3000 JPEGs, median of \(runs)")
        print("  whole deck (2 cores, PNGs encoded): \(String(format: "%.3f", totals.median)) s")
        for type in document.cards.map(\.type) {
            print("  " + type.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0) + String(format: "%7.0f ms", (perType[type] ?? []).median))
        }
        // What a hide redraws: the cards that count places (the finale's count among them).
        let redrawn = ["finale", "map", "distinct-places", "year-over-year"]
        let kept = Set(document.cards.indices.filter { !redrawn.contains(document.cards[$0].type.rawValue) })
        let hides = try (0 ..< runs).map { _ in
            let started = Date()
            _ = try renderer.render(document, keeping: kept)
            return Date().timeIntervalSince(started)
        }
        let names = document.cards.indices.filter { !kept.contains($0) }.map { document.cards[$0].type.rawValue }
        print("  the cards a hide redraws (\(names.joined(separator: ", "))): \(String(format: "%.3f", hides.median)) s")
        return (whole, library)
    }
}
