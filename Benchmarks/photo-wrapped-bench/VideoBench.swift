import Deck
import Foundation
import Model
import Pipeline
import Render
import Video

/// The story video of a 12-card deck: `generate --video` against `generate` on the same library
/// (whole process, wall time and peak memory), and the video alone stage by stage (layers,
/// frames, encode, mux) in a child process, its finale collage of camera-sized JPEGs.
struct VideoBench {
    let work: URL
    let photoWrapped: String
    let runs: Int
    /// The deck the render bench drew (finale of 9 × 4000×3000 JPEGs) and its library.
    let document: DeckDocument
    let library: URL

    static let childFlag = "--video-child"

    /// The issue's targets: 15 s for about 40 s of video, and 300 MB.
    static let targetSeconds = 15.0
    static let targetRSSBytes = 300 << 20

    func run() throws {
        let deck = work.appendingPathComponent("video-deck.json")
        try document.jsonData().write(to: deck)
        let timings = work.appendingPathComponent("video-timings.json")
        var stages: [[String: Double]] = []
        var children: [Measured] = []
        for i in 0 ..< runs {
            let video = work.appendingPathComponent("video-\(i).mp4")
            let child = Measured.run([CommandLine.arguments[0], Self.childFlag, deck.path, library.path, video.path, timings.path])
            guard child.status == 0 else { fatalError("the video child failed") }
            children.append(child)
            stages.append(try JSONDecoder().decode([String: Double].self, from: Data(contentsOf: timings)))
            try? FileManager.default.removeItem(at: video)
        }
        let seconds = VideoTimeline.seconds(VideoTimeline(cardCount: document.cards.count).frameCount)
        print("\nvideo: \(document.cards.count)-card story video (\(String(format: "%.1f", seconds)) s at \(VideoTimeline.fps) fps, 1080×1920), "
            + "finale collage of 9 × 4000×3000 JPEGs, median of \(runs)")
        let total = children.medianSeconds
        print(String(format: "  whole video, own process: %.2f s (%.2f× real time; target < %.0f s), peak RSS %d MB (target < %d MB)",
                     total, total / seconds, Self.targetSeconds, children.peakRSSBytes >> 20, Self.targetRSSBytes >> 20))
        for stage in ["layers", "frames", "encode", "mux"] {
            let median = stages.compactMap { $0[stage] }.median
            print("  " + stage.padding(toLength: 20, withPad: " ", startingAt: 0) + String(format: "%7.2f s", median))
        }
        let plain = (0 ..< runs).map { _ in generate(video: false) }
        let filmed = (0 ..< runs).map { _ in generate(video: true) }
        print(String(format: "  generate, cache warm: %.2f s, %d MB; with --video: %.2f s, %d MB (+%.2f s)", plain.medianSeconds,
                     plain.peakRSSBytes >> 20, filmed.medianSeconds, filmed.peakRSSBytes >> 20, filmed.medianSeconds - plain.medianSeconds))
    }

    /// `photo-wrapped generate` of the library's year into a new folder, its cache warm.
    private func generate(video: Bool) -> Measured {
        let out = work.appendingPathComponent("video-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let made = Measured.run([photoWrapped, "generate", library.path, "--year", "2025", "--tz", "Europe/London", "--quiet",
                                 "--cache", work.appendingPathComponent("render-cache").path, "--out", out.path] + (video ? ["--video"] : []))
        guard made.status == 0 else { fatalError("photo-wrapped generate\(video ? " --video" : "") failed") }
        return made
    }

    /// In the child: plays the deck into the encoder and writes each stage's seconds.
    static func child(deck: String, library: String, video: String, timings: String) throws {
        let document = try JSONDecoder().decode(DeckDocument.self, from: Data(contentsOf: URL(fileURLWithPath: deck)))
        let renderer = CardRenderer(skin: .poster, format: .story, photos: PhotoSource(root: library, info: [:]), yearLabel: "2025")
        let writer = try VideoWriter(path: video, width: renderer.format.width, height: renderer.format.height,
                                     title: document.cards.first?.title ?? "Photo Wrapped", music: nil)
        let film = try DeckFilm(renderer: renderer).play(document.cards, into: writer, cancellation: Cancellation()) { _, _ in }
        let encoded = try writer.finish()
        let stages = ["layers": film.layers, "frames": film.frames + encoded.convert, "encode": encoded.encode, "mux": encoded.mux]
        try JSONEncoder().encode(stages).write(to: URL(fileURLWithPath: timings))
    }
}
