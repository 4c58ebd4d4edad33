import CVideo
import Deck
import Foundation
import Model
import Render

/// Writes the story video: frames in (Cairo's B G R X bytes), an MP4 out, H.264 High profile at
/// `VideoTimeline.fps`, with the music's AAC track if there is one. The file holds a title and the
/// encoder's name, nothing else. A writer never finished (an error, Ctrl-C) deletes its partial file.
public final class VideoWriter: FrameSink {
    /// Seconds spent in each phase: converting frames to YUV, encoding (video and music), muxing.
    public struct Timings: Sendable, Equatable {
        public var convert: Double
        public var encode: Double
        public var mux: Double
    }

    /// Room for FFmpeg's reason, which is one line.
    private static let errorCapacity = 512

    private var handle: OpaquePointer?
    private let path: String

    /// `music`, if given, is checked first, so that an unreadable file is the same clear error as from `checkMusic`.
    public init(path: String, width: Int, height: Int, title: String, music: String?) throws {
        self.path = path
        if let music { try Self.checkMusic(music) }
        let opened = Self.calling { error, size in
            pw_video_open(path, Int32(width), Int32(height), Int32(VideoTimeline.fps), title, music, error, size)
        }
        guard let handle = opened.result else { throw PhotoWrappedError(.output, stage: "video", subject: path, reason: opened.reason) }
        self.handle = handle
    }

    deinit {
        pw_video_abandon(handle)
    }

    package func append(_ frame: Canvas, count: Int) throws {
        guard let handle else { throw PhotoWrappedError(.output, stage: "video", subject: path, reason: "the video is already finished") }
        let appended = Self.calling { error, size in
            pw_video_append(handle, frame.pixels, Int32(frame.stride), Int32(count), error, size)
        }
        if appended.result != 0 { throw PhotoWrappedError(.output, stage: "video", subject: path, reason: appended.reason) }
    }

    /// Flushes the encoders, ends the music and writes the file's index at its front (+faststart).
    public func finish() throws -> Timings {
        guard let handle else { throw PhotoWrappedError(.output, stage: "video", subject: path, reason: "the video is already finished") }
        self.handle = nil
        var timings = pw_video_timings()
        let finished = Self.calling { error, size in pw_video_finish(handle, &timings, error, size) }
        if finished.result != 0 { throw PhotoWrappedError(.output, stage: "video", subject: path, reason: finished.reason) }
        return Timings(convert: timings.convert, encode: timings.encode, mux: timings.mux)
    }

    /// Whether `path` can be the video's music: it is opened and its first audio decoded.
    public static func checkMusic(_ path: String) throws {
        let checked = calling { error, size in pw_music_check(path, error, size) }
        if checked.result != 0 { throw PhotoWrappedError(.badInput, stage: "music", subject: path, reason: checked.reason) }
    }

    private static func calling<T>(_ body: (UnsafeMutablePointer<CChar>, Int) -> T) -> (result: T, reason: String) {
        var error = [CChar](repeating: 0, count: errorCapacity)
        let result = error.withUnsafeMutableBufferPointer { body($0.baseAddress!, errorCapacity) }
        let reason = error.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return (result, reason)
    }
}
