import Foundation
import TestScratch
import Testing
import VideoProbe

/// `generate --video` on the fixture library, read back through libavformat: the stream is
/// what sharing apps play, every card's hold shows its PNG, deck.json says when, and the file
/// carries nothing of the photos but the cards' pixels.
@Suite("The story video, end to end", .serialized)
struct VideoEndToEndTests {
    struct Holds: Decodable {
        struct Video: Decodable {
            struct Hold: Decodable {
                let card: String
                let start: Double
                let end: Double
            }

            let file: String
            let fps: Int
            let holds: [Hold]
        }

        let video: Video?
    }

    /// The fixture year as a story video, made once.
    struct Made {
        let library: PlacesCommandTests.Library
        let deck: URL
        let outcome: PhotoWrappedBinary.Outcome

        static let story = Result { try Made(["--video"]) }

        init(_ extra: [String]) throws {
            library = try PlacesCommandTests.Library()
            deck = try Scratch.folder("video").appendingPathComponent("deck")
            outcome = try library.run(["generate", library.folder.path, "--year", String(library.truth.year), "--tz", library.truth.timeZone,
                                       "--out", deck.path] + extra)
        }

        var video: String { deck.appendingPathComponent("deck.mp4").path }

        func holds() throws -> Holds.Video {
            try #require(try JSONDecoder().decode(Holds.self, from: Data(contentsOf: deck.appendingPathComponent("deck.json"))).video)
        }
    }

    @Test("H.264 High, yuv420p, 1080×1920 at 30 fps, one frame for every frame deck.json's holds account for, no sound")
    func stream() throws {
        let made = try Made.story.get()
        #expect(made.outcome.status == 0, "\(made.outcome.stderr)")
        #expect(made.outcome.stdout.contains("share deck.mp4"), "\(made.outcome.stdout)")
        let probe = try VideoProbe(made.video)
        let video = try #require(probe.video)
        #expect(video.codec == "h264")
        #expect(video.profile == "High")
        #expect(video.format == "yuv420p")
        #expect(video.width == 1080 && video.height == 1920)
        #expect(video.frameRate == 30)
        #expect(probe.audio == nil)
        let holds = try made.holds()
        #expect(holds.file == "deck.mp4" && holds.fps == 30)
        let cards = try FileManager.default.contentsOfDirectory(atPath: made.deck.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(holds.holds.map(\.card) == cards)
        let end = try #require(holds.holds.last?.end)
        #expect(video.frameCount == Int((end * 30).rounded()))
        #expect(abs(video.duration - end) < 0.05)
        #expect(end < 60)
        var previousEnd = 0.0
        for hold in holds.holds {
            #expect(hold.start - previousEnd <= 0.6, "entrance of \(hold.card)")
            #expect(hold.end - hold.start >= 1.5, "hold of \(hold.card)")
            #expect((3 ... 4).contains(hold.end - previousEnd), "length of \(hold.card)")
            previousEnd = hold.end
        }
    }

    @Test("the frame at the middle of every hold is the card's PNG (PSNR ≥ 30 dB)")
    func holdsShowTheCards() throws {
        let made = try Made.story.get()
        let probe = try VideoProbe(made.video)
        for hold in try made.holds().holds {
            let png = try VideoProbe(made.deck.appendingPathComponent(hold.card).path).rgbFrame(index: 0)
            let frame = try probe.rgbFrame(at: (hold.start + hold.end) / 2)
            let psnr = PSNR.of(rgb: frame, png)
            #expect(psnr >= 30, "\(hold.card): \(psnr) dB")
        }
    }

    @Test("the file holds a title and the encoder's name, no creation time, no place, no path")
    func privacy() throws {
        let made = try Made.story.get()
        let probe = try VideoProbe(made.video)
        let tags = try probe.tags()
        let allowedFile: Set<String> = ["title", "encoder", "major_brand", "minor_version", "compatible_brands"]
        let allowedStream: Set<String> = ["handler_name", "vendor_id", "language", "encoder"]
        #expect(Set(tags.format.keys).subtracting(allowedFile) == [], "\(tags.format)")
        #expect(tags.format["title"]?.isEmpty == false)
        for (_, streamTags) in tags.streams {
            #expect(Set(streamTags.keys).subtracting(allowedStream) == [], "\(streamTags)")
        }
        #expect(try probe.headerTimes().allSatisfy { $0.created == 0 && $0.modified == 0 })
        // Every box but the encoded frames: three bytes such as "GPS" turn up by chance in
        // megabytes of H.264 (they did once the cards' pixels changed), and mean nothing there.
        let boxes = Self.topLevelBoxes(try Data(contentsOf: URL(fileURLWithPath: made.video)))
        #expect(boxes.contains { $0.type == "mdat" } && boxes.contains { $0.type == "moov" })
        let metadata = boxes.filter { $0.type != "mdat" }.reduce(into: Data()) { $0 += $1.bytes }
        for needle in ["©xyz", "location", made.library.folder.path, "DateTimeOriginal", "GPS"] {
            #expect(metadata.range(of: Data(needle.utf8)) == nil, "\(needle) is in deck.mp4")
        }
    }

    /// The file's top-level MP4 boxes, each whole: a 32-bit size and a type, the size 1 for a
    /// 64-bit size after the type, 0 for a box running to the end.
    static func topLevelBoxes(_ file: Data) -> [(type: String, bytes: Data)] {
        let bytes = [UInt8](file)
        func number(_ at: Int, _ count: Int) -> Int { bytes[at ..< at + count].reduce(0) { $0 << 8 | Int($1) } }
        var boxes: [(type: String, bytes: Data)] = [], at = 0
        while at + 8 <= bytes.count {
            var size = number(at, 4)
            if size == 1, at + 16 <= bytes.count { size = number(at + 8, 8) } else if size == 0 { size = bytes.count - at }
            guard size >= 8, at + size <= bytes.count else { break }
            boxes.append((String(decoding: bytes[at + 4 ..< at + 8], as: UTF8.self), Data(bytes[at ..< at + size])))
            at += size
        }
        return boxes
    }

    @Test("the viewer offers the video; run again unchanged it is kept, an older viewer replaced; without --video it goes")
    func rerun() throws {
        let made = try Made(["--video", "--lang", "es"])
        #expect(made.outcome.status == 0, "\(made.outcome.stderr)")
        let html = try String(contentsOf: made.deck.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("deck.mp4"))
        let arguments = ["generate", made.library.folder.path, "--year", String(made.library.truth.year), "--tz", made.library.truth.timeZone,
                         "--out", made.deck.path, "--lang", "es"]
        let again = try made.library.run(arguments + ["--video"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("already holds these cards"), "\(again.stdout)")
        let viewer = made.deck.appendingPathComponent("index.html")
        try Data("<!doctype html><title>an older photo-wrapped's viewer</title>".utf8).write(to: viewer)
        let upgraded = try made.library.run(arguments + ["--video"])
        #expect(upgraded.stdout.contains("Written to"), "\(upgraded.stdout)")
        #expect(try String(contentsOf: viewer, encoding: .utf8) == html)
        let without = try made.library.run(arguments)
        #expect(without.status == 0, "\(without.stderr)")
        #expect(!FileManager.default.fileExists(atPath: made.video))
        #expect(try !String(contentsOf: made.deck.appendingPathComponent("index.html"), encoding: .utf8).contains("deck.mp4"))
    }

    @Test("--format square --music: 1080×1080, with an AAC track as long as the video that fades out")
    func squareWithMusic() throws {
        let music = try Scratch.folder("music").appendingPathComponent("song.wav")
        try SineWave(seconds: 90).write(to: music)
        let made = try Made(["--format", "square", "--music", music.path])
        #expect(made.outcome.status == 0, "\(made.outcome.stderr)")
        let probe = try VideoProbe(made.video)
        let video = try #require(probe.video)
        #expect(video.width == 1080 && video.height == 1080)
        let audio = try #require(probe.audio)
        #expect(audio.codec == "aac")
        let end = try #require(try made.holds().holds.last?.end)
        #expect(abs(audio.duration - end) < 0.1, "audio \(audio.duration) s, video \(end) s")
        let middle = try probe.audioRMS(from: end / 2 - 1, to: end / 2 + 1)
        let last = try probe.audioRMS(from: end - 0.25, to: end)
        #expect(middle > 0.2)
        #expect(last < middle / 4, "the last quarter second \(last), the middle \(middle)")
    }

    @Test("music that cannot be played is one line and exit 2, before any work", arguments: ["not-music.txt", "missing.mp3", "empty.m4a"])
    func badMusic(name: String) throws {
        let folder = try Scratch.folder("bad-music")
        let music = folder.appendingPathComponent(name)
        if name.hasSuffix(".txt") { try Data("just words, not a song\n".utf8).write(to: music) }
        if name.hasPrefix("empty") { try Data().write(to: music) }
        let library = try PlacesCommandTests.Library()
        let out = folder.appendingPathComponent("deck")
        let outcome = try library.run(["generate", library.folder.path, "--year", "2025", "--out", out.path, "--music", music.path])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.stderr)")
        #expect(lines.first?.contains(music.path) == true, "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.cache.path).isEmpty, "the cache was opened")
    }
}
