import Foundation

/// Peak signal-to-noise ratio in dB over the red, green and blue of every pixel: how close a
/// decoded frame is to the pixels it was made from. Identical images give infinity.
public enum PSNR {
    /// `rgb` (3 bytes a pixel, rows packed) against Cairo's B G R X bytes, `stride` bytes a row.
    public static func of(rgb: [UInt8], bgrx: UnsafeRawPointer, stride: Int, width: Int, height: Int) -> Double {
        let source = bgrx.assumingMemoryBound(to: UInt8.self)
        var squares = 0.0
        for y in 0 ..< height {
            for x in 0 ..< width {
                let p = source + y * stride + x * 4, q = (y * width + x) * 3
                let r = Double(p[2]) - Double(rgb[q]), g = Double(p[1]) - Double(rgb[q + 1]), b = Double(p[0]) - Double(rgb[q + 2])
                squares += r * r + g * g + b * b
            }
        }
        return decibels(meanSquare: squares / Double(width * height * 3))
    }

    /// Two RGB images of the same size, 3 bytes a pixel.
    public static func of(rgb: [UInt8], _ other: [UInt8]) -> Double {
        precondition(rgb.count == other.count, "images of different sizes")
        var squares = 0.0
        for i in rgb.indices {
            let d = Double(rgb[i]) - Double(other[i])
            squares += d * d
        }
        return decibels(meanSquare: squares / Double(rgb.count))
    }

    private static func decibels(meanSquare: Double) -> Double {
        meanSquare == 0 ? .infinity : 10 * log10(255 * 255 / meanSquare)
    }
}

