import CCairo

/// A decoded image boxed down by a power of two into a Cairo surface: what a JPEG's scaled
/// decode gives for free, for a decoder that only decodes whole (libheif). A phone's 12 MP
/// HEIC held whole was a 48 MB surface for a finale tile of some 300 pixels, and nine of them
/// were drawn at once (docs/PERFORMANCE.md).
enum BoxShrink {
    /// The largest factor there is any need for: at 4,000 pixels a side it leaves 62.
    static let maxFactor = 64

    /// The largest power of two, up to `maxFactor`, that leaves both sides at least `minimum`
    /// pixels (a partial box at the right or bottom edge counts as a pixel); 1 where none does.
    static func factor(width: Int, height: Int, minimum: Double) -> Int {
        var factor = 1
        while factor < maxFactor, case let next = factor * 2, Double(min(shrunk(width, next), shrunk(height, next))) >= minimum {
            factor = next
        }
        return factor
    }

    static func shrunk(_ side: Int, _ factor: Int) -> Int {
        (side + factor - 1) / factor
    }

    /// Interleaved 8-bit RGB rows (`stride` bytes apart) as an RGB24 surface, each pixel the
    /// rounded mean of the `factor` × `factor` box it stands for (fewer at the right and bottom
    /// edges). A factor of 1 copies the pixels as they are.
    static func surface(rgb source: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int, factor: Int) -> OpaquePointer {
        let (outWidth, outHeight) = (shrunk(width, factor), shrunk(height, factor))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(outWidth), Int32(outHeight))!
        let outStride = Int(cairo_image_surface_get_stride(surface))
        let target = cairo_image_surface_get_data(surface)!
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: outWidth * 3)
        defer { sums.deallocate() }
        for outY in 0 ..< outHeight {
            let top = outY * factor, rows = min(height, top + factor) - top
            let row = UnsafeMutableRawPointer(target + outY * outStride).assumingMemoryBound(to: UInt32.self)
            guard factor > 1 else {
                let from = source + top * stride
                for x in 0 ..< width { row[x] = UInt32(from[x * 3]) << 16 | UInt32(from[x * 3 + 1]) << 8 | UInt32(from[x * 3 + 2]) }
                continue
            }
            sums.update(repeating: 0, count: outWidth * 3)
            for y in top ..< top + rows {
                // One box's width of a row summed in registers, then added to the box's sums.
                var pixel = source + y * stride
                for outX in 0 ..< outWidth {
                    var (red, green, blue): (UInt32, UInt32, UInt32) = (0, 0, 0)
                    for _ in outX * factor ..< min(width, (outX + 1) * factor) {
                        red &+= UInt32(pixel[0])
                        green &+= UInt32(pixel[1])
                        blue &+= UInt32(pixel[2])
                        pixel += 3
                    }
                    sums[outX * 3] &+= red
                    sums[outX * 3 + 1] &+= green
                    sums[outX * 3 + 2] &+= blue
                }
            }
            for outX in 0 ..< outWidth {
                let count = UInt32(rows * (min(width, (outX + 1) * factor) - outX * factor))
                func mean(_ sum: UInt32) -> UInt32 { (sum + count / 2) / count }
                row[outX] = mean(sums[outX * 3]) << 16 | mean(sums[outX * 3 + 1]) << 8 | mean(sums[outX * 3 + 2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
