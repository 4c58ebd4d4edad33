/// What an image drawn by a screen has and a camera's photo lacks: flat fills, where a pixel
/// equals its neighbour exactly, and a small palette. Sensor noise leaves a photo almost no
/// two neighbours alike, even in a clear sky.
enum ScreenSignal {
    static func measure(_ image: AnalysisImage) -> (flat: Float, colours: Int32) {
        let (w, h) = (image.width, image.height)
        var flat = 0
        var palette = Set<UInt16>()
        for y in 0 ..< h {
            for x in 0 ..< w {
                let i = y * w + x
                let colour = UInt16(image.red[i] >> 3) << 10 | UInt16(image.green[i] >> 3) << 5 | UInt16(image.blue[i] >> 3)
                palette.insert(colour)
                if x + 1 < w, image.red[i] == image.red[i + 1], image.green[i] == image.green[i + 1], image.blue[i] == image.blue[i + 1] {
                    flat += 1
                }
            }
        }
        return (Float(flat) / Float(max(1, (w - 1) * h)), Int32(palette.count))
    }
}
