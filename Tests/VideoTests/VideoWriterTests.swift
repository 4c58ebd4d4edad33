import Foundation
import TestScratch
import Testing
import VideoProbe
@testable import Deck
@testable import Model
@testable import Render
@testable import Video
import TestSupport

/// The story video, encoded from Cairo frames and decoded back through libavformat.
@Suite struct VideoWriterTests {
    /// The one tag of ours; the muxer adds the encoder's name and the MP4's brands.
    static let allowedFileTags: Set = ["title", "encoder", "major_brand", "minor_version", "compatible_brands"]
    /// What libavformat reports for every MP4 track: its language ("und"), handler and vendor.
    static let allowedStreamTags: Set = ["language", "handler_name", "vendor_id"]

    struct Shape: Sendable, CustomStringConvertible {
        let format: CardFormat
        let cards: Int
        var description: String { "\(format) with \(cards) cards" }
    }

    static func cards(_ shape: Shape) throws -> [Canvas] {
        let real = try SampleCards.all.prefix(shape.cards - 1).map { try VideoFrames.card($0, format: shape.format) }
        return [VideoFrames.colouredText(format: shape.format)] + real
    }

    static func video(_ name: String = "deck.mp4") throws -> String {
        try Scratch.folder().appendingPathComponent(name).path
    }

    @Test(arguments: [Shape(format: .story, cards: 3), Shape(format: .square, cards: 2)])
    func decodesBackAsTheCards(_ shape: Shape) throws {
        let path = try Self.video()
        let cards = try Self.cards(shape)
        let writer = try VideoWriter(path: path, width: shape.format.width, height: shape.format.height, title: "Photo Wrapped 2025", music: nil)
        let timeline = try VideoFrames.play(cards, into: writer)
        let timings = try writer.finish()

        let probe = try VideoProbe(path)
        #expect(probe.streams.count == 1)
        let video = try #require(probe.video)
        #expect(video.codec == "h264" && video.profile == "High" && video.format == "yuv420p")
        #expect(video.width == shape.format.width && video.height == shape.format.height)
        #expect(video.frameRate == Double(VideoTimeline.fps))
        #expect(video.colorSpace == "bt709" && video.colorPrimaries == "bt709" && video.colorTransfer == "bt709")
        #expect(video.frameCount == timeline.frameCount)
        #expect(abs(video.duration - VideoTimeline.seconds(timeline.frameCount)) < 0.5 / Double(VideoTimeline.fps))
        #expect(video.longestKeyframeGap <= 2.0 + 1e-6)
        #expect(timings.convert > 0 && timings.encode > 0 && timings.mux > 0)
        let boxes = try probe.topLevelBoxes()
        #expect(try #require(boxes.firstIndex(of: "moov")) < #require(boxes.firstIndex(of: "mdat")), "+faststart: \(boxes)")

        let psnrs = try VideoFrames.holdPSNRs(probe, cards: cards, timeline: timeline)
        #expect(psnrs.allSatisfy { $0 >= 30 }, "hold PSNRs \(psnrs)")
    }

    @Test func carriesOnlyATitleAndTheEncoderName() throws {
        let path = try Self.video()
        let writer = try VideoWriter(path: path, width: 1080, height: 1080, title: "Photo Wrapped 2025", music: try Self.music(seconds: 9))
        try VideoFrames.play([VideoFrames.colouredText(format: .square)], into: writer)
        _ = try writer.finish()

        let tags = try VideoProbe(path).tags()
        #expect(Set(tags.format.keys).isSubset(of: Self.allowedFileTags), "\(tags.format)")
        #expect(tags.format["title"] == "Photo Wrapped 2025")
        #expect(tags.format["encoder"]?.hasPrefix("Lavf") == true)
        #expect(tags.streams.count == 2)
        for (_, stream) in tags.streams {
            #expect(Set(stream.keys).isSubset(of: Self.allowedStreamTags), "\(stream)")
        }
        let all = tags.format.merging(tags.streams.values.flatMap { $0 }) { a, _ in a }
        #expect(!all.keys.contains { $0.contains("time") || $0.contains("date") || $0.contains("location") || $0.contains("xyz") })

        let times = try VideoProbe(path).headerTimes()
        #expect(times.map(\.box).sorted() == ["mdhd", "mdhd", "mvhd", "tkhd", "tkhd"])
        #expect(times.allSatisfy { $0.created == 0 && $0.modified == 0 })
    }

    static func music(seconds: Double) throws -> String {
        let url = try Scratch.folder().appendingPathComponent("tone.wav")
        try SineWave(seconds: seconds).write(to: url)
        return url.path
    }

    @Test func musicLongerThanTheVideoIsTrimmedAndFadedOut() throws {
        let path = try Self.video()
        let music = try Self.music(seconds: 12)
        try VideoWriter.checkMusic(music)
        let writer = try VideoWriter(path: path, width: 1080, height: 1080, title: "Photo Wrapped 2025", music: music)
        let timeline = try VideoFrames.play([VideoFrames.colouredText(format: .square)] + Self.cards(Shape(format: .square, cards: 2)), into: writer)
        _ = try writer.finish()

        let probe = try VideoProbe(path)
        let audio = try #require(probe.audio)
        let length = VideoTimeline.seconds(timeline.frameCount)
        #expect(audio.codec == "aac" && audio.profile == "LC" && audio.sampleRate == 48_000 && audio.channels == 2)
        #expect(abs(audio.duration - length) < 0.05, "audio \(audio.duration) s against video \(length) s")
        #expect(try #require(probe.video).frameCount == timeline.frameCount)
        let middle = try probe.audioRMS(from: 1, to: 3)
        #expect(abs(middle - SineWave(seconds: 0).amplitude / 2.0.squareRoot()) < 0.03, "middle RMS \(middle)")
        let last = try probe.audioRMS(from: length - 0.5, to: length)
        #expect(last < middle / 10, "last half second \(last) against \(middle)")
    }

    @Test func musicShorterThanTheVideoFadesAtItsOwnEndAndStops() throws {
        let path = try Self.video()
        let writer = try VideoWriter(path: path, width: 1080, height: 1080, title: "Photo Wrapped 2025", music: try Self.music(seconds: 3))
        try VideoFrames.play([VideoFrames.colouredText(format: .square), VideoFrames.colouredText(format: .square)], into: writer)
        _ = try writer.finish()

        let probe = try VideoProbe(path)
        let audio = try #require(probe.audio)
        #expect(abs(audio.duration - 3) < 0.05, "audio \(audio.duration) s")
        let start = try probe.audioRMS(from: 0.2, to: 0.8)
        let end = try probe.audioRMS(from: 2.5, to: 3)
        #expect(end < start / 10, "last half second \(end) against \(start)")
    }

    struct BadMusic: Sendable, CustomStringConvertible {
        let name: String
        let contents: Data?
        let reason: String
        var description: String { name }
    }

    @Test(arguments: [
        BadMusic(name: "notes.txt", contents: Data("Music for the video: something upbeat\n".utf8), reason: "not an audio file: no format FFmpeg knows"),
        BadMusic(name: "missing.mp3", contents: nil, reason: "no such file"),
        BadMusic(name: "empty.m4a", contents: Data(), reason: "is an empty file, not an audio file"),
    ])
    func unreadableMusicIsOneClearError(_ bad: BadMusic) throws {
        let path = try Scratch.folder().appendingPathComponent(bad.name).path
        if let contents = bad.contents { try contents.write(to: URL(fileURLWithPath: path)) }
        let error = try #require(throws: PhotoWrappedError.self) { try VideoWriter.checkMusic(path) }
        #expect(error == PhotoWrappedError(.badInput, stage: "music", subject: path, reason: bad.reason))
        #expect(!error.description.contains("\n"))
    }

    @Test func aWriterGivenUnreadableMusicWritesNothing() throws {
        let music = try Scratch.folder().appendingPathComponent("song.mp3").path
        try Data("not a song".utf8).write(to: URL(fileURLWithPath: music))
        let path = try Self.video()
        let error = try #require(throws: PhotoWrappedError.self) {
            try VideoWriter(path: path, width: 1080, height: 1080, title: "Photo Wrapped 2025", music: music)
        }
        #expect(error == PhotoWrappedError(.badInput, stage: "music", subject: music, reason: "not an audio file FFmpeg can read: Invalid argument"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anImageIsNotMusic() throws {
        let path = try Scratch.folder().appendingPathComponent("card.png").path
        try CardRenderer(skin: .poster, format: .square, photos: SampleCards.source, yearLabel: "2025").render(SampleCards.all[0]).png
            .write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: PhotoWrappedError.self) { try VideoWriter.checkMusic(path) }
        #expect(error == PhotoWrappedError(.badInput, stage: "music", subject: path, reason: "not an audio file: it holds no audio stream"))
    }

    @Test func aWriterNeverFinishedLeavesNoFile() throws {
        let path = try Self.video()
        do {
            let writer = try VideoWriter(path: path, width: 1080, height: 1080, title: "Photo Wrapped 2025", music: try Self.music(seconds: 5))
            try VideoFrames.append(VideoFrames.colouredText(format: .square), count: 40, to: writer)
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anUnwritablePlaceIsAnOutputError() throws {
        let path = try Scratch.folder().appendingPathComponent("missing/deck.mp4").path
        let error = try #require(throws: PhotoWrappedError.self) {
            try VideoWriter(path: path, width: 1080, height: 1080, title: "Photo Wrapped 2025", music: nil)
        }
        #expect(error == PhotoWrappedError(.output, stage: "video", subject: path, reason: "cannot create the video: No such file or directory"))
    }
}
