import Places
import CCairo

/// A decoded photo boxed down to `PhotoLook.analysisSize` on its long edge, as stored (the
/// orientation not applied): its luma and colour planes, on which every signal is measured.
struct AnalysisImage {
    let width: Int
    let height: Int
    let luma: [UInt8]
    let red: [UInt8]
    let green: [UInt8]
    let blue: [UInt8]

    init(width: Int, height: Int, red: [UInt8], green: [UInt8], blue: [UInt8]) {
        self.width = width
        self.height = height
        self.red = red
        self.green = green
        self.blue = blue
        var luma = [UInt8](repeating: 0, count: red.count)
        for i in luma.indices {
            let weighted: Int = 77 * Int(red[i]) + 150 * Int(green[i]) + 29 * Int(blue[i])
            luma[i] = UInt8(weighted >> 8)
        }
        self.luma = luma
    }

    /// Each output pixel the mean of a square block of the surface's: a whole number of
    /// source pixels, so that flat fills stay exactly flat (`ScreenSignal`).
    init(_ photo: DecodedPhoto) {
        let factor = max(1, (max(photo.width, photo.height) + PhotoLook.analysisSize - 1) / PhotoLook.analysisSize)
        let width = max(1, photo.width / factor), height = max(1, photo.height / factor)
        let stride = Int(cairo_image_surface_get_stride(photo.surface))
        let data = cairo_image_surface_get_data(photo.surface)!
        var red = [UInt8](repeating: 0, count: width * height), green = red, blue = red
        let area = factor * factor
        for y in 0 ..< height {
            for x in 0 ..< width {
                var r = 0, g = 0, b = 0
                for dy in 0 ..< factor {
                    let row = UnsafeRawPointer(data + (y * factor + dy) * stride).assumingMemoryBound(to: UInt32.self)
                    for dx in 0 ..< factor {
                        let pixel = row[x * factor + dx]
                        r += Int(pixel >> 16 & 0xFF)
                        g += Int(pixel >> 8 & 0xFF)
                        b += Int(pixel & 0xFF)
                    }
                }
                let i = y * width + x
                red[i] = UInt8(r / area)
                green[i] = UInt8(g / area)
                blue[i] = UInt8(b / area)
            }
        }
        self.init(width: width, height: height, red: red, green: green, blue: blue)
    }
}
