/// What an image drawn by a screen has and a camera's photo lacks: flat fills, where a pixel
/// equals its neighbour exactly, and a small palette. Sensor noise leaves a photo almost no
/// two neighbours alike, even in a clear sky.
enum ScreenSignal {
    static func measure(_ image: AnalysisImage) -> (flat: Float, colours: Int32) {
        let (w, h) = (image.width, image.height)
        var flat = 0
        var palette = Palette()
        for y in 0 ..< h {
            for x in 0 ..< w {
                let i = y * w + x
                palette.insert(red: image.red[i], green: image.green[i], blue: image.blue[i])
                if x + 1 < w, image.red[i] == image.red[i + 1], image.green[i] == image.green[i + 1], image.blue[i] == image.blue[i + 1] {
                    flat += 1
                }
            }
        }
        return (Float(flat) / Float(max(1, (w - 1) * h)), Int32(palette.count))
    }

    /// The colours met, at 5 bits a channel: a bit for each of the 2¹⁵, where a `Set` hashed
    /// every pixel (docs/PERFORMANCE.md).
    private struct Palette {
        private var seen = [UInt64](repeating: 0, count: (1 << 15) / 64)
        private(set) var count = 0

        mutating func insert(red: UInt8, green: UInt8, blue: UInt8) {
            let colour = Int(red >> 3) << 10 | Int(green >> 3) << 5 | Int(blue >> 3)
            let bit = UInt64(1) << (colour & 63)
            if seen[colour >> 6] & bit == 0 {
                seen[colour >> 6] |= bit
                count += 1
            }
        }
    }
}
