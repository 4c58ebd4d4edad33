import CVideoProbe
import Foundation

/// A video read back through libavformat, for tests: its streams (each decoded to the end to
/// count its frames), its metadata tags, decoded frames as RGB, and its audio's loudness.
public struct VideoProbe: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public struct Stream: Sendable {
        public let index: Int
        public let isAudio: Bool
        /// "h264", "aac".
        public let codec: String
        /// "High", "LC".
        public let profile: String
        /// The pixel format ("yuv420p") or sample format ("fltp").
        public let format: String
        public let width: Int
        public let height: Int
        /// Frames a second, as the stream's average frame rate.
        public let frameRate: Double
        public let sampleRate: Int
        public let channels: Int
        public let colorSpace: String
        public let colorPrimaries: String
        public let colorTransfer: String
        /// Seconds, as the container says.
        public let duration: Double
        /// Frames decoded (audio: AAC frames).
        public let frameCount: Int
        public let keyframeCount: Int
        /// The longest time between keyframes, or from the last keyframe to the end, in seconds.
        public let longestKeyframeGap: Double
    }

    /// Tags of the file (`format`) and of each stream, by stream index.
    public struct Tags: Sendable {
        public var format: [String: String] = [:]
        public var streams: [Int: [String: String]] = [:]
    }

    /// Room for FFmpeg's reason.
    private static let errorCapacity = 512
    /// More streams than any video of ours holds.
    private static let streamCapacity = 8

    public let path: String
    public let streams: [Stream]

    public var video: Stream? { streams.first { !$0.isAudio } }
    public var audio: Stream? { streams.first { $0.isAudio } }

    public init(_ path: String) throws {
        self.path = path
        var raw = [pw_probe_stream](repeating: pw_probe_stream(), count: Self.streamCapacity)
        var count: Int32 = 0
        try Self.check { error, size in pw_probe_streams(path, &raw, Int32(Self.streamCapacity), &count, error, size) }
        streams = raw.prefix(Int(count)).map { s in
            var s = s
            return Stream(index: Int(s.index), isAudio: s.is_audio != 0, codec: Self.text(&s.codec), profile: Self.text(&s.profile),
                          format: Self.text(&s.format), width: Int(s.width), height: Int(s.height),
                          frameRate: s.rate_den == 0 ? 0 : Double(s.rate_num) / Double(s.rate_den), sampleRate: Int(s.sample_rate),
                          channels: Int(s.channels), colorSpace: Self.text(&s.color_space), colorPrimaries: Self.text(&s.color_primaries),
                          colorTransfer: Self.text(&s.color_transfer), duration: s.duration, frameCount: Int(s.frame_count),
                          keyframeCount: Int(s.keyframe_count), longestKeyframeGap: s.longest_keyframe_gap)
        }
    }

    /// Every metadata tag libavformat reports, the file's and each stream's.
    public func tags() throws -> Tags {
        final class Box { var tags = Tags() }
        let box = Box()
        try Self.check { error, size in
            pw_probe_tags(path, { context, stream, key, value in
                let box = Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue()
                let key = String(cString: key!), value = String(cString: value!)
                if stream < 0 { box.tags.format[key] = value } else { box.tags.streams[Int(stream), default: [:]][key] = value }
            }, Unmanaged.passUnretained(box).toOpaque(), error, size)
        }
        return box.tags
    }

    /// The video's frame `index` (presentation order) as RGB bytes, 3 a pixel, rows packed.
    public func rgbFrame(index: Int) throws -> [UInt8] {
        guard let video else { throw Failure(description: "\(path) has no video stream") }
        var rgb = [UInt8](repeating: 0, count: video.width * video.height * 3)
        try Self.check { error, size in pw_probe_rgb_frame(path, Int64(index), &rgb, Int32(video.width), Int32(video.height), error, size) }
        return rgb
    }

    /// The frame shown at `seconds`.
    public func rgbFrame(at seconds: Double) throws -> [UInt8] {
        try rgbFrame(index: Int((seconds * (video?.frameRate ?? 0)).rounded(.down)))
    }

    /// The audio's root-mean-square level, all channels, from `start` to `end` seconds (full scale is 1).
    public func audioRMS(from start: Double, to end: Double) throws -> Double {
        var rms = 0.0
        try Self.check { error, size in pw_probe_audio_rms(path, start, end, &rms, error, size) }
        return rms
    }

    /// The creation and modification times in the movie, track and media headers (mvhd, tkhd, mdhd).
    public func headerTimes() throws -> [(box: String, created: UInt64, modified: UInt64)] {
        try MP4Boxes(data: Data(contentsOf: URL(fileURLWithPath: path))).headerTimes()
    }

    /// The MP4's top-level boxes in file order ("ftyp", "moov", "mdat", ...).
    public func topLevelBoxes() throws -> [String] {
        try MP4Boxes(data: Data(contentsOf: URL(fileURLWithPath: path))).topLevel()
    }

    private static func check(_ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) throws {
        var error = [CChar](repeating: 0, count: errorCapacity)
        let code = error.withUnsafeMutableBufferPointer { body($0.baseAddress!, errorCapacity) }
        if code != 0 { throw Failure(description: error.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }) }
    }

    private static func text<T>(_ field: inout T) -> String {
        withUnsafeBytes(of: &field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
