import Foundation

/// A WAV file of a sine tone, for the music tests: 16-bit stereo at 44.1 kHz, so that the
/// encoder must resample it to 48 kHz.
public struct SineWave {
    public static let sampleRate = 44_100
    public var seconds: Double
    public var frequency: Double
    /// Of full scale: the tone's root-mean-square level is this over √2.
    public var amplitude: Double

    public init(seconds: Double, frequency: Double = 440, amplitude: Double = 0.5) {
        self.seconds = seconds
        self.frequency = frequency
        self.amplitude = amplitude
    }

    public func write(to url: URL) throws {
        let frames = Int(seconds * Double(Self.sampleRate))
        var data = Data()
        func put<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8))
        put(UInt32(36 + frames * 4))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        put(UInt32(16)); put(UInt16(1)); put(UInt16(2)); put(UInt32(Self.sampleRate)); put(UInt32(Self.sampleRate * 4))
        put(UInt16(4)); put(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        put(UInt32(frames * 4))
        for i in 0 ..< frames {
            let sample = Int16(amplitude * 32767 * sin(2 * .pi * frequency * Double(i) / Double(Self.sampleRate)))
            put(sample); put(sample)
        }
        try data.write(to: url)
    }
}
